// The landing's opening: the promise, the calls to action and the method's three ideas.
import { LANGUAGES } from "../../domain/languages";
import type { ContentCounts } from "../../domain/views";
import { buttonClass } from "../ui/button";
import { cardClass } from "../ui/card";
import { ctaLight, SIGN_UP } from "./landing-ui";
import { formatCount } from "../../domain/format";

export function LandingHero({ counts }: { counts: ContentCounts }) {
  const languageCount = LANGUAGES.length;
  // "In each" is only true of the language with the fewest sentences.
  const perLanguage = Math.min(...LANGUAGES.map((l) => counts.sentences[l]));
  return (
    <section className="bg-gradient-to-br from-brand-700 via-brand-600 to-indigo-500 text-white">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-20 md:grid-cols-2 md:items-center">
        <div>
          <p className="mb-3 inline-block rounded-full bg-white/15 px-3 py-1 text-sm">
            Italian · Spanish · French · German · Russian
          </p>
          <h1 className="text-4xl font-extrabold leading-tight md:text-5xl">
            Speak in whole sentences, one step of the pyramid at a time.
          </h1>
          <p className="mt-5 text-lg text-white/90">
            Piramide grows a sequence of real sentences one at a time. Each one graduates after 20 repetitions and comes back
            exactly when you are about to forget it.
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <a href={SIGN_UP} className={buttonClass("white", { size: "lg" })}>
              Start Learning Today
            </a>
            <a href="#how-it-works" className={ctaLight}>
              See how it works
            </a>
          </div>
          <p className="mt-6 text-sm text-white/80">
            {formatCount(perLanguage)} sentences in each of {languageCount} languages · free to start
          </p>
        </div>
        <div className="rounded-2xl bg-white/10 p-6 shadow-2xl ring-1 ring-white/20">
          <p className="text-sm uppercase tracking-wide text-white/70">Your pyramid today</p>
          <ol className="mt-4 space-y-2">
            {["Buongiorno!", "Come stai?", "Sto bene, grazie.", "Piacere di conoscerti."].map((s, i) => (
              <li
                key={s}
                className="flex items-center justify-between rounded-lg bg-white/10 px-4 py-2"
                style={{ marginLeft: `${(3 - i) * 12}px`, marginRight: `${(3 - i) * 12}px` }}
              >
                <span>{s}</span>
                <span className="text-xs text-white/70">{[20, 14, 8, 3][i]}/20</span>
              </li>
            ))}
          </ol>
        </div>
      </div>
    </section>
  );
}

export function LandingFeatures() {
  return (
    <section className="mx-auto max-w-6xl px-4 py-16">
      <h2 className="text-center text-3xl font-bold">A method that respects your memory</h2>
      <div className="mt-10 grid gap-6 md:grid-cols-3">
        {[
          {
            icon: "🔺",
            title: "Pyramid Learning",
            text: "Practise a short sequence that grows by one sentence at a time. Repetition builds fluency; growth keeps it fresh.",
          },
          {
            icon: "🧠",
            title: "Spaced Repetition",
            text: "Graduated sentences return on an SM-2 or FSRS schedule (your choice): often at first, then days and weeks apart, just before you forget.",
          },
          {
            icon: "🏆",
            title: "Achievement System",
            text: "Streaks, points, goals and a per-language leaderboard keep you coming back every day.",
          },
        ].map((f) => (
          <div key={f.title} className={cardClass({ shadow: true })}>
            <div className="text-3xl" aria-hidden>
              {f.icon}
            </div>
            <h3 className="mt-3 text-xl font-semibold">{f.title}</h3>
            <p className="mt-2 text-slate-600">{f.text}</p>
          </div>
        ))}
      </div>
    </section>
  );
}
