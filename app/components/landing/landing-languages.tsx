// The languages on offer: the five cards with their counts, the conversations and Russian.
import { LANGUAGE_INFO, LANGUAGES } from "../../domain/languages";
import type { ContentCounts } from "../../domain/views";
import { buttonClass } from "../ui/button";
import { cardClass } from "../ui/card";
import { cta, SIGN_UP } from "./landing-ui";
import { formatCount } from "../../domain/format";

export function LandingLanguages({ counts }: { counts: ContentCounts }) {
  return (
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
                className={cardClass({ padding: "sm", shadow: true, className: "text-center" })}
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
  );
}

export function LandingConversations({ counts }: { counts: ContentCounts }) {
  const previewNumber = Math.min(15, counts.conversations);
  return (
    <section className="mx-auto grid max-w-6xl gap-10 px-4 py-16 md:grid-cols-2 md:items-center">
      <div>
        <span className="rounded-full bg-amber-100 px-3 py-1 text-sm font-semibold text-amber-800">Premium</span>
        <h2 className="mt-4 text-3xl font-bold">Practise real conversations</h2>
        <p className="mt-3 text-slate-600">
          Two speakers, two voices, everyday situations: ordering at a restaurant, asking for directions, seeing a doctor. Listen
          line by line or play the whole dialogue.
        </p>
        <a href={SIGN_UP} className={`${cta} mt-6`}>
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
  );
}

export function LandingRussian() {
  return (
    <section className="bg-gradient-to-r from-red-600 to-blue-700 text-white">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-16 md:grid-cols-2 md:items-center">
        <div>
          <span className="rounded-full bg-white/20 px-3 py-1 text-sm font-semibold">New · Русский</span>
          <h2 className="mt-4 text-3xl font-bold">Russian, with a helping hand</h2>
          <p className="mt-3 text-white/90">
            Every Russian sentence is shown in Cyrillic with a Latin transliteration underneath, so you can read from day one
            while your eyes learn the alphabet.
          </p>
          <a href={SIGN_UP} className={buttonClass("white", { size: "lg", className: "mt-6" })}>
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
  );
}
