// The signed-in frame: header navigation, language menu, and the mobile bottom nav (spec section 2
// "Navigation"). Every control is a link or a form, so it works before JavaScript loads (the
// tutorial, which needs it, is the one exception). It fits a 320 px screen without scrolling sideways.
import { Form, Link, NavLink, useLocation, useNavigation } from "react-router";
import type { ReactNode } from "react";
import type { ShellData } from "../../domain/views";
import { Logo, logoClass } from "../ui/logo";
import { LanguageMenu } from "./language-menu";
import { LoadingScreen } from "./logged-out";
import { MAIN_ID, SkipLink } from "./skip-link";
import { ToastSlot } from "./toast";
import { TutorialProvider, useTutorial } from "./tutorial";

function navItems(shell: ShellData) {
  const items = [
    { to: "/", label: "Learn", short: "Learn", icon: "📖", mobile: true, end: true },
    { to: `/review/${shell.language}`, label: "Review", short: "Review", icon: "🔁", mobile: true, end: false },
    { to: "/conversations", label: "Conversations", short: "Talk", icon: "💬", mobile: true, end: false },
    // On a phone the Progress tab also holds Leagues (linked from the Progress screen).
    { to: "/progress", label: "Progress", short: "Progress", icon: "📈", mobile: true, end: false, also: "/leagues" },
    { to: "/leagues", label: "Leagues", short: "Leagues", icon: "🏅", mobile: false, end: false },
    { to: "/achievements", label: "Achievements", short: "Awards", icon: "🏆", mobile: false, end: false },
    { to: "/analytics", label: "Analytics", short: "Analytics", icon: "📊", mobile: false, end: false },
    { to: "/profile", label: "Profile", short: "Profile", icon: "👤", mobile: true, end: false },
  ];
  // The server decides who is admin; the link is only a mirror of that decision.
  return items.filter((item) => item.to !== "/analytics" || shell.user.isAdmin);
}

export function AppShell({ shell, children }: { shell: ShellData; children: ReactNode }) {
  const navigation = useNavigation();
  const location = useLocation();
  const items = navItems(shell);
  return (
    <TutorialProvider>
      <div className="min-h-screen pb-20 md:pb-0">
        <SkipLink />
        <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/90 backdrop-blur">
          <div className="relative mx-auto flex max-w-6xl items-center gap-2 px-3 py-3 sm:gap-4 sm:px-4">
            <Link to="/" className={logoClass()}>
              <Logo />
            </Link>
            <nav aria-label="Main" className="hidden min-w-0 flex-1 flex-wrap items-center gap-1 md:flex">
              {items.map((item) => (
                <NavLink
                  key={item.to}
                  to={item.to}
                  end={item.end}
                  className={({ isActive }) =>
                    `rounded-lg px-3 py-1.5 text-sm font-medium ${
                      isActive ? "bg-brand-50 text-brand-700" : "text-slate-600 hover:bg-slate-100"
                    }`
                  }
                >
                  {item.label}
                </NavLink>
              ))}
              <HelpButton />
            </nav>
            <div className="ml-auto flex shrink-0 items-center gap-1 sm:gap-2">
              <LanguageMenu shell={shell} />
              <Form method="post" action="/logout">
                <button type="submit" className="rounded-lg px-2 py-1.5 text-sm text-slate-600 hover:bg-slate-100 sm:px-3">
                  Logout
                </button>
              </Form>
            </div>
          </div>
          <ToastSlot />
        </header>
        {!shell.user.emailVerified && (
          <ConfirmEmailNotice
            email={shell.user.email}
            from={location.pathname + location.search}
            devLink={shell.devConfirmLink}
          />
        )}
        <main id={MAIN_ID} tabIndex={-1} className="mx-auto max-w-6xl px-4 py-6 focus:outline-none">
          {navigation.state === "loading" && navigation.location.pathname !== location.pathname ? (
            <LoadingScreen label={navigation.location.pathname === "/" ? "Loading your lesson..." : "Loading..."} />
          ) : (
            children
          )}
        </main>
        <nav
          aria-label="Bottom"
          className="fixed inset-x-0 bottom-0 z-30 grid grid-cols-5 border-t border-slate-200 bg-white md:hidden"
        >
          {items
            .filter((item) => item.mobile)
            .map((item) => (
              <NavLink
                key={item.to}
                to={item.to}
                end={item.end}
                className={({ isActive }) =>
                  `flex flex-col items-center py-2 text-xs ${
                    isActive || (item.also && location.pathname.startsWith(item.also)) ? "text-brand-700" : "text-slate-500"
                  }`
                }
              >
                <span aria-hidden className="text-lg">
                  {item.icon}
                </span>
                {item.short}
              </NavLink>
            ))}
        </nav>
      </div>
    </TutorialProvider>
  );
}

/** The header's way back to the tutorial on wide screens; phones have it on the learn screen. */
function HelpButton() {
  const tutorial = useTutorial();
  return (
    <button
      type="button"
      onClick={() => tutorial?.show()}
      className="rounded-lg px-3 py-1.5 text-sm font-medium text-slate-600 hover:bg-slate-100"
    >
      Help & Tutorial
    </button>
  );
}

/**
 * Quiet until the address is proven: admin rights and sign-in linking wait for it. In development
 * without a mail service no mail leaves, so the link it would carry is offered here instead.
 */
function ConfirmEmailNotice({ email, from, devLink }: { email: string; from: string; devLink: string | null }) {
  return (
    <div role="status" className="border-b border-amber-200 bg-amber-50" data-testid="confirm-email-notice">
      <Form
        method="post"
        action="/verify-email"
        className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-3 gap-y-1 px-4 py-2 text-sm text-amber-900"
      >
        {devLink ? (
          <span className="min-w-0 [overflow-wrap:anywhere]">
            <strong>Confirm your e-mail address</strong> {email} (development: no mail is sent):{" "}
            <a href={devLink} className="font-semibold underline" data-testid="dev-confirm-link">
              open the confirmation link
            </a>
            .
          </span>
        ) : (
          <span className="min-w-0 [overflow-wrap:anywhere]">
            <strong>Confirm your e-mail address:</strong> we sent a link to {email}.
          </span>
        )}
        <input type="hidden" name="intent" value="resend" />
        <input type="hidden" name="from" value={from} />
        <button type="submit" className="font-semibold underline">
          Send it again
        </button>
      </Form>
    </div>
  );
}

export function ScreenHeading({ title, subtitle }: { title: string; subtitle?: string }) {
  return (
    <div className="mb-6">
      <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
      {subtitle && <p className="mt-1 text-slate-600">{subtitle}</p>}
    </div>
  );
}
