// The five levels, each with how many sentences it holds today, and the closing call to action.
import { LEVEL_TITLES, SUBSECTIONS } from "../../domain/curriculum";
import type { ContentCounts } from "../../domain/views";
import { cardClass } from "../ui/card";
import { cta, ctaLight, SIGN_UP } from "./landing-ui";
import { formatCount } from "../../domain/format";

export function LandingCurriculum({ counts }: { counts: ContentCounts }) {
  const levelsWithContent = Object.keys(counts.sentencesPerLevel).length;
  return (
    <section className="mx-auto max-w-6xl px-4 py-16">
      <h2 className="text-center text-3xl font-bold">From your first greeting to philosophical thought</h2>
      <p className="mt-2 text-center text-slate-600">
        {LEVEL_TITLES.length} levels, each with 5 focus subsections.{" "}
        {levelsWithContent > 0 &&
          levelsWithContent < LEVEL_TITLES.length &&
          `${levelsWithContent} of ${LEVEL_TITLES.length} levels ${levelsWithContent === 1 ? "is" : "are"} available today, with more being written.`}
      </p>
      <div className="mt-10 grid gap-4 md:grid-cols-5">
        {LEVEL_TITLES.map((title, i) => {
          const level = i + 1;
          const available = counts.sentencesPerLevel[level] ?? 0;
          return (
            <div key={title} className={cardClass({ padding: "sm", shadow: true })}>
              <p className="text-sm font-semibold text-brand-600">Level {level}</p>
              <h3 className="text-lg font-semibold">{title}</h3>
              <ul className="mt-3 space-y-1 text-sm text-slate-600">
                {SUBSECTIONS.filter((s) => s.level === level).map((s) => (
                  <li key={s.slug}>{s.title}</li>
                ))}
              </ul>
              <p className="mt-3 text-xs font-medium text-slate-500">
                {available > 0 ? `${formatCount(available)} sentences` : "Coming soon"}
              </p>
            </div>
          );
        })}
      </div>
      <div className="mt-10 text-center">
        <a href={SIGN_UP} className={cta}>
          Start Your Progression Journey
        </a>
      </div>
    </section>
  );
}

export function LandingClosing() {
  return (
    <section className="bg-slate-900 text-white">
      <div className="mx-auto max-w-4xl px-4 py-16 text-center">
        <h2 className="text-3xl font-bold">Ready for your first sentence?</h2>
        <p className="mt-3 text-white/80">
          Free with one language. Premium unlocks all five, conversations and natural voices for $4.99/month.
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <a href={SIGN_UP} className={cta}>
            Start Learning Free
          </a>
          <a href="/auth" className={ctaLight}>
            Continue Learning
          </a>
        </div>
      </div>
    </section>
  );
}
