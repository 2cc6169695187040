// How the method works, step by step, and a look inside: a carousel on radio inputs and CSS
// (app/tailwind.css), so it turns without JavaScript.
import type { ContentCounts } from "../../domain/views";
import { buttonClass } from "../ui/button";
import { cardClass } from "../ui/card";
import { ProgressBar } from "../ui/progress-bar";
import { formatCount } from "../../domain/format";

export function LandingHowItWorks() {
  return (
    <section id="how-it-works" className="bg-slate-50">
      <div className="mx-auto max-w-6xl px-4 py-16">
        <h2 className="text-center text-3xl font-bold">How It Works</h2>
        <ol className="mt-10 grid gap-6 md:grid-cols-4">
          {[
            { title: "Start Learning", text: "Pick a language and meet your first sentence: a simple greeting." },
            { title: "Pyramid Growth", text: "Each pass through the sequence adds one new sentence, up to twenty." },
            { title: "Spaced Review", text: "After 20 repetitions a sentence graduates to reviews on an SM-2 or FSRS schedule." },
            { title: "Track Progress", text: "Watch your streak, points, achievements and leaderboard rank grow." },
          ].map((step, i) => (
            <li key={step.title} className="rounded-2xl bg-white p-6 shadow-sm">
              <span className="flex h-10 w-10 items-center justify-center rounded-full bg-brand-600 font-bold text-white">
                {i + 1}
              </span>
              <h3 className="mt-4 text-lg font-semibold">{step.title}</h3>
              <p className="mt-2 text-slate-600">{step.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}

export function LandingCarousel({ counts }: { counts: ContentCounts }) {
  return (
    <section className="mx-auto max-w-4xl px-4 py-16">
      <h2 className="text-center text-3xl font-bold">A look inside</h2>
      <div className="carousel relative mt-8" data-testid="carousel">
        <input type="radio" name="slide" id="slide-1" defaultChecked />
        <input type="radio" name="slide" id="slide-2" />
        <input type="radio" name="slide" id="slide-3" />
        <div className={cardClass({ className: "slides shadow-lg" })}>
          <div className="slide slide-1" data-testid="slide-1">
            <p className="text-sm font-semibold uppercase tracking-wide text-brand-600">Learning interface</p>
            <p className="mt-6 text-center text-3xl font-bold">Piacere di conoscerti.</p>
            <p className="mt-2 text-center text-slate-500">Nice to meet you.</p>
            <div className="mt-6 flex justify-center gap-3">
              <span className={buttonClass("primary")}>Continue</span>
              <span className={buttonClass("secondary")}>Replay</span>
            </div>
          </div>
          <div className="slide slide-2" data-testid="slide-2">
            <p className="text-sm font-semibold uppercase tracking-wide text-brand-600">Your progress</p>
            <div className="mt-6 grid grid-cols-3 gap-4 text-center">
              <div>
                <p className="text-3xl font-bold">127</p>
                <p className="text-sm text-slate-500">sentences learned</p>
              </div>
              <div>
                <p className="text-3xl font-bold">12</p>
                <p className="text-sm text-slate-500">day streak</p>
              </div>
              <div>
                <p className="text-3xl font-bold">3,480</p>
                <p className="text-sm text-slate-500">total points</p>
              </div>
            </div>
            <ProgressBar percent={2.5} label="Sample course progress" size="md" className="mt-6" />
            <p className="mt-1 text-right text-xs text-slate-500">127 / {formatCount(Math.max(counts.totalSentences, 127))}</p>
          </div>
          <div className="slide slide-3" data-testid="slide-3">
            <p className="text-sm font-semibold uppercase tracking-wide text-brand-600">Review</p>
            <p className="mt-4 text-center text-slate-600">15 sentences ready for review</p>
            <p className="mt-4 text-center text-2xl font-bold">Where is the station?</p>
            <div className="mt-4 rounded-xl border border-slate-300 px-4 py-3 text-slate-400">Type the translation…</div>
            <div className="mt-4 flex justify-center gap-3">
              <span className={buttonClass("primary")}>Check Answer</span>
              <span className={buttonClass("secondary")}>Skip</span>
            </div>
          </div>
        </div>
        <div className="controls mt-4 flex justify-center gap-2">
          {[1, 2, 3].map((n) => (
            <label
              key={n}
              htmlFor={`slide-${n}`}
              className="flex h-9 w-9 cursor-pointer items-center justify-center rounded-full border border-slate-300 font-semibold"
            >
              {n}
            </label>
          ))}
        </div>
        <div className="thumbs mt-4 grid grid-cols-3 gap-3">
          {["Learn", "Progress", "Review"].map((label, i) => (
            <label
              key={label}
              htmlFor={`slide-${i + 1}`}
              className="cursor-pointer rounded-xl border border-slate-200 bg-slate-50 p-3 text-center text-sm font-medium"
            >
              {label}
            </label>
          ))}
        </div>
      </div>
    </section>
  );
}
