// The lines of one conversation as two speakers' bubbles, each with its own play button. With the
// learner's 'Hide translation' setting on, each line's English waits behind 'Show translation'.
import { useState } from "react";
import type { ConversationLineView } from "../../domain/conversation";
import type { Language } from "../../domain/languages";
import { transliterateRussian } from "../../domain/transliterate";

export function ConversationLines({
  lines,
  language,
  speechCode,
  playing,
  onPlay,
  hideEnglish,
}: {
  lines: ConversationLineView[];
  language: Language;
  speechCode: string;
  playing: number | null;
  onPlay: (index: number) => void;
  hideEnglish: boolean;
}) {
  const [revealed, setRevealed] = useState<ReadonlySet<number>>(new Set());
  return (
    <ol className="mt-5 space-y-3" data-testid="conversation-lines">
      {lines.map((line, i) => {
        const second = line.speaker === "Person 2";
        return (
          <li key={line.id} className={`flex ${second ? "justify-end" : ""}`}>
            <div
              className={`max-w-[85%] rounded-2xl p-4 shadow-sm ${second ? "bg-brand-600 text-white" : "bg-white"} ${playing === i ? "ring-4 ring-amber-300" : ""}`}
            >
              <div className="flex items-center justify-between gap-3">
                <span className={`text-xs font-semibold uppercase tracking-wide ${second ? "text-brand-50" : "text-slate-600"}`}>
                  {line.speaker}
                </span>
                <button
                  type="button"
                  aria-label={`Play line ${i + 1}`}
                  onClick={() => onPlay(i)}
                  className="rounded-full px-2 text-sm opacity-80 hover:opacity-100"
                >
                  ▶
                </button>
              </div>
              <p className="mt-1 text-lg font-medium" lang={speechCode}>
                {line.text}
              </p>
              {language === "russian" && (
                <p className={`text-sm italic ${second ? "text-brand-50" : "text-slate-600"}`}>
                  {transliterateRussian(line.text)}
                </p>
              )}
              {!hideEnglish || revealed.has(line.id) ? (
                <p className={`mt-1 text-sm ${second ? "text-white" : "text-slate-600"}`}>{line.english}</p>
              ) : (
                <button
                  type="button"
                  onClick={() => setRevealed((ids) => new Set(ids).add(line.id))}
                  aria-label={`Show translation of line ${i + 1}`}
                  className={`mt-1 rounded-lg border border-dashed px-2 py-0.5 text-sm ${second ? "border-brand-50 text-white" : "border-slate-400 text-slate-700"}`}
                >
                  Show translation
                </button>
              )}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
