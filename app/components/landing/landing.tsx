// The visitors' page (spec section 2 "Landing page"). It ships no JavaScript: every call to action is
// a plain link to /auth and the carousel runs on radio inputs and CSS. Each section is its own
// component; this file puts them in order.
import type { ContentCounts } from "../../domain/views";
import { MAIN_ID, SkipLink } from "../shell/skip-link";
import { buttonClass } from "../ui/button";
import { Logo, logoClass } from "../ui/logo";
import { LandingCurriculum, LandingClosing } from "./landing-curriculum";
import { LandingFeatures, LandingHero } from "./landing-hero";
import { LandingConversations, LandingLanguages, LandingRussian } from "./landing-languages";
import { LandingCarousel, LandingHowItWorks } from "./landing-tour";
import { SIGN_UP } from "./landing-ui";

export function Landing({ counts }: { counts: ContentCounts }) {
  return (
    <div className="bg-white">
      <SkipLink />
      <header className="sticky top-0 z-30 border-b border-slate-100 bg-white/90 backdrop-blur">
        <div className="mx-auto flex max-w-6xl items-center justify-between px-4 py-3">
          <a href="/" className={logoClass("lg")}>
            <Logo />
          </a>
          <nav className="flex items-center gap-2">
            <a href="/auth" className={buttonClass("ghost", { size: "sm" })}>
              Log In
            </a>
            <a href={SIGN_UP} className={buttonClass("primary", { size: "sm" })}>
              Get Started
            </a>
          </nav>
        </div>
      </header>

      <main id={MAIN_ID} tabIndex={-1} className="focus:outline-none">
        <LandingHero counts={counts} />
        <LandingFeatures />
        <LandingLanguages counts={counts} />
        <LandingConversations counts={counts} />
        <LandingHowItWorks />
        <LandingCarousel counts={counts} />
        <LandingRussian />
        <LandingCurriculum counts={counts} />
        <LandingClosing />
      </main>

      <footer className="border-t border-slate-200 py-8 text-center text-sm text-slate-500">
        © Piramide · Learn languages one sentence at a time
      </footer>
    </div>
  );
}
