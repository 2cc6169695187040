// The visitors' page (spec section 2 "Landing page"). It ships no JavaScript: every call to action is
// a plain link to /auth and the carousel runs on radio inputs and CSS.
import { LEVEL_TITLES, SUBSECTIONS } from "../domain/curriculum";
import { LANGUAGE_INFO, LANGUAGES } from "../domain/languages";
import type { ContentCounts } from "../domain/views";

const cta =
  "inline-flex items-center justify-center rounded-xl bg-brand-600 px-6 py-3 font-semibold text-white shadow-sm hover:bg-brand-700";
const ctaLight =
  "inline-flex items-center justify-center rounded-xl border border-white/60 bg-white/10 px-6 py-3 font-semibold text-white hover:bg-white/20";

function formatCount(n: number): string {
  return n.toLocaleString("en-US");
}

export function Landing({ counts }: { counts: ContentCounts }) {
  const languageCount = LANGUAGES.length;
  const levelsWithContent = Object.keys(counts.sentencesPerLevel).length;
  const previewNumber = Math.min(15, counts.conversations);
  return (
    <div className="bg-white">
      <header className="sticky top-0 z-30 border-b border-slate-100 bg-white/90 backdrop-blur">
        <div className="mx-auto flex max-w-6xl items-center justify-between px-4 py-3">
          <a href="/" className="flex items-center gap-2 text-xl font-bold text-brand-700">
            <span aria-hidden>🔺</span> Piramide
          </a>
          <nav className="flex items-center gap-2">
            <a href="/auth" className="rounded-lg px-4 py-2 font-medium text-slate-700 hover:bg-slate-100">
              Log In
            </a>
            <a href="/auth" className="rounded-lg bg-brand-600 px-4 py-2 font-medium text-white hover:bg-brand-700">
              Get Started
            </a>
          </nav>
        </div>
      </header>

      <main>
        {/* Hero */}
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
                <a
                  href="/auth"
                  className="inline-flex items-center justify-center rounded-xl bg-white px-6 py-3 font-semibold text-brand-700 shadow hover:bg-brand-50"
                >
                  Start Learning Today
                </a>
                <a href="#how-it-works" className={ctaLight}>
                  See how it works
                </a>
              </div>
              <p className="mt-6 text-sm text-white/80">
                {formatCount(counts.totalSentences)} sentences in each of {languageCount} languages · free to start
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

        {/* Features */}
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
                text: "Graduated sentences return on an SM-2 schedule: often at first, then days and weeks apart, just before you forget.",
              },
              {
                icon: "🏆",
                title: "Achievement System",
                text: "Streaks, points, goals and a per-language leaderboard keep you coming back every day.",
              },
            ].map((f) => (
              <div key={f.title} className="rounded-2xl border border-slate-200 p-6 shadow-sm">
                <div className="text-3xl" aria-hidden>
                  {f.icon}
                </div>
                <h3 className="mt-3 text-xl font-semibold">{f.title}</h3>
                <p className="mt-2 text-slate-600">{f.text}</p>
              </div>
            ))}
          </div>
        </section>

        {/* Languages */}
        <section className="bg-slate-50">
          <div className="mx-auto max-w-6xl px-4 py-16">
            <h2 className="text-center text-3xl font-bold">Choose your language</h2>
            <p className="mt-2 text-center text-slate-600">Every sentence is paired with English and can be heard aloud.</p>
            <div className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
              {LANGUAGES.map((code) => {
                const info = LANGUAGE_INFO[code];
                return (
                  <div
                    key={code}
                    data-testid={`language-card-${code}`}
                    className="rounded-2xl border border-slate-200 bg-white p-5 text-center shadow-sm"
                  >
                    <div className="text-4xl" aria-hidden>
                      {info.flag}
                    </div>
                    <h3 className="mt-2 text-lg font-semibold">{info.name}</h3>
                    <p className="text-sm text-slate-500">{info.nativeName}</p>
                    <p className="mt-3 font-semibold text-brand-700">
                      <span data-testid={`sentence-count-${code}`}>{formatCount(counts.sentences[code])}</span> sentences
                    </p>
                    {code === "russian" && (
                      <span className="mt-2 inline-block rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-800">
                        New
                      </span>
                    )}
                  </div>
                );
              })}
            </div>
          </div>
        </section>

        {/* Conversation preview */}
        <section className="mx-auto grid max-w-6xl gap-10 px-4 py-16 md:grid-cols-2 md:items-center">
          <div>
            <span className="rounded-full bg-amber-100 px-3 py-1 text-sm font-semibold text-amber-800">Premium</span>
            <h2 className="mt-4 text-3xl font-bold">Practise real conversations</h2>
            <p className="mt-3 text-slate-600">
              Two speakers, two voices, everyday situations: ordering at a restaurant, asking for directions, seeing a doctor.
              Listen line by line or play the whole dialogue.
            </p>
            <a href="/auth" className={`${cta} mt-6`}>
              Unlock Conversations
            </a>
          </div>
          <div className="rounded-2xl border border-slate-200 bg-slate-50 p-6 shadow-sm">
            <div className="flex items-center justify-between text-sm text-slate-500">
              <span>🍝 At the restaurant</span>
              {counts.conversations > 0 ? (
                <span data-testid="conversation-counter">
                  Conversation {previewNumber} of {formatCount(counts.conversations)}
                </span>
              ) : (
                <span data-testid="conversation-counter">Conversations are being written</span>
              )}
            </div>
            <div className="mt-4 space-y-3">
              {[
                { who: "Person 1", it: "Buonasera, avete un tavolo per due?", en: "Good evening, do you have a table for two?" },
                { who: "Person 2", it: "Certo, prego, da questa parte.", en: "Of course, please, this way." },
                { who: "Person 1", it: "Possiamo vedere il menù?", en: "Can we see the menu?" },
              ].map((line, i) => (
                <div
                  key={line.it}
                  className={`max-w-[85%] rounded-xl p-3 ${i % 2 ? "ml-auto bg-brand-600 text-white" : "bg-white shadow-sm"}`}
                >
                  <p className={`text-xs ${i % 2 ? "text-brand-50" : "text-slate-600"}`}>{line.who}</p>
                  <p className="font-medium">{line.it}</p>
                  <p className={`text-sm ${i % 2 ? "text-white" : "text-slate-600"}`}>{line.en}</p>
                </div>
              ))}
            </div>
          </div>
        </section>

        {/* How it works */}
        <section id="how-it-works" className="bg-slate-50">
          <div className="mx-auto max-w-6xl px-4 py-16">
            <h2 className="text-center text-3xl font-bold">How It Works</h2>
            <ol className="mt-10 grid gap-6 md:grid-cols-4">
              {[
                { title: "Start Learning", text: "Pick a language and meet your first sentence: a simple greeting." },
                { title: "Pyramid Growth", text: "Each pass through the sequence adds one new sentence, up to twenty." },
                { title: "Spaced Review", text: "After 20 repetitions a sentence graduates to reviews on an SM-2 schedule." },
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

        {/* Mockup carousel */}
        <section className="mx-auto max-w-4xl px-4 py-16">
          <h2 className="text-center text-3xl font-bold">A look inside</h2>
          <div className="carousel relative mt-8" data-testid="carousel">
            <input type="radio" name="slide" id="slide-1" defaultChecked />
            <input type="radio" name="slide" id="slide-2" />
            <input type="radio" name="slide" id="slide-3" />
            <div className="slides rounded-2xl border border-slate-200 bg-white p-6 shadow-lg">
              <div className="slide slide-1" data-testid="slide-1">
                <p className="text-sm font-semibold uppercase tracking-wide text-brand-600">Learning interface</p>
                <p className="mt-6 text-center text-3xl font-bold">Piacere di conoscerti.</p>
                <p className="mt-2 text-center text-slate-500">Nice to meet you.</p>
                <div className="mt-6 flex justify-center gap-3">
                  <span className="rounded-xl bg-brand-600 px-5 py-2 font-semibold text-white">Continue</span>
                  <span className="rounded-xl border border-slate-300 px-5 py-2 font-semibold">Replay</span>
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
                <div className="mt-6 h-3 rounded-full bg-slate-100">
                  <div className="h-3 rounded-full bg-brand-600" style={{ width: "2.5%" }} />
                </div>
                <p className="mt-1 text-right text-xs text-slate-500">
                  127 / {formatCount(Math.max(counts.totalSentences, 127))}
                </p>
              </div>
              <div className="slide slide-3" data-testid="slide-3">
                <p className="text-sm font-semibold uppercase tracking-wide text-brand-600">Review</p>
                <p className="mt-4 text-center text-slate-600">15 sentences ready for review</p>
                <p className="mt-4 text-center text-2xl font-bold">Where is the station?</p>
                <div className="mt-4 rounded-xl border border-slate-300 px-4 py-3 text-slate-400">Type the translation…</div>
                <div className="mt-4 flex justify-center gap-3">
                  <span className="rounded-xl bg-brand-600 px-5 py-2 font-semibold text-white">Check Answer</span>
                  <span className="rounded-xl border border-slate-300 px-5 py-2 font-semibold">Skip</span>
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

        {/* Russian */}
        <section className="bg-gradient-to-r from-red-600 to-blue-700 text-white">
          <div className="mx-auto grid max-w-6xl gap-8 px-4 py-16 md:grid-cols-2 md:items-center">
            <div>
              <span className="rounded-full bg-white/20 px-3 py-1 text-sm font-semibold">New · Русский</span>
              <h2 className="mt-4 text-3xl font-bold">Russian, with a helping hand</h2>
              <p className="mt-3 text-white/90">
                Every Russian sentence is shown in Cyrillic with a Latin transliteration underneath, so you can read from day one
                while your eyes learn the alphabet.
              </p>
              <a
                href="/auth"
                className="mt-6 inline-flex items-center justify-center rounded-xl bg-white px-6 py-3 font-semibold text-blue-800 hover:bg-blue-50"
              >
                Try Russian Learning Free
              </a>
            </div>
            <div className="rounded-2xl bg-white/10 p-6 text-center ring-1 ring-white/20">
              <p className="text-3xl font-bold">Доброе утро!</p>
              <p className="mt-1 text-white/80">Dobroe utro!</p>
              <p className="mt-3 text-sm text-white/70">Good morning!</p>
            </div>
          </div>
        </section>

        {/* Curriculum */}
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
                <div key={title} className="rounded-2xl border border-slate-200 p-5 shadow-sm">
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
            <a href="/auth" className={cta}>
              Start Your Progression Journey
            </a>
          </div>
        </section>

        {/* Closing call to action */}
        <section className="bg-slate-900 text-white">
          <div className="mx-auto max-w-4xl px-4 py-16 text-center">
            <h2 className="text-3xl font-bold">Ready for your first sentence?</h2>
            <p className="mt-3 text-white/80">
              Free with one language. Premium unlocks all five, conversations and natural voices for $4.99/month.
            </p>
            <div className="mt-8 flex flex-wrap justify-center gap-3">
              <a href="/auth" className={cta}>
                Start Learning Free
              </a>
              <a href="/auth" className={ctaLight}>
                Continue Learning
              </a>
            </div>
          </div>
        </section>
      </main>

      <footer className="border-t border-slate-200 py-8 text-center text-sm text-slate-500">
        © Piramide · Learn languages one sentence at a time
      </footer>
    </div>
  );
}
