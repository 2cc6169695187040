// How the learner answers (issue #28): typing the sentence from the English, speaking it (where the
// browser can recognise speech), or typing what they hear ("Listen and type"). Chosen once for the
// session; the cards follow it. Shown once JavaScript runs: each mode beyond typing needs it.
export type ReviewMode = "type" | "speak" | "listen";

const MODES: { mode: ReviewMode; label: string }[] = [
  { mode: "type", label: "Type" },
  { mode: "speak", label: "Speak your answer" },
  { mode: "listen", label: "Listen and type" },
];

export function ReviewModes(props: { mode: ReviewMode; canSpeak: boolean; onMode: (mode: ReviewMode) => void }) {
  return (
    <div role="group" aria-label="How to answer" className="mt-4 flex flex-wrap gap-2 text-sm" data-testid="review-modes">
      {MODES.filter((m) => m.mode !== "speak" || props.canSpeak).map((m) => (
        <button
          key={m.mode}
          type="button"
          aria-pressed={props.mode === m.mode}
          onClick={() => props.onMode(m.mode)}
          className={`rounded-lg border px-3 py-1 font-medium ${props.mode === m.mode ? "border-brand-600 bg-brand-600 text-white" : "border-slate-300 hover:bg-slate-50"}`}
        >
          {m.label}
        </button>
      ))}
    </div>
  );
}
