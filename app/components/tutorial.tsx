// The 5-step tutorial (spec section 2): opens by itself once for a brand-new learner.
import { useEffect, useState } from "react";

export const TUTORIAL_SEEN_KEY = "piramide:tutorial-seen";

const STEPS = [
  {
    title: "Welcome to Pyramid Learning",
    text: "You practise a short sequence of sentences. Each time you reach its end, one new sentence joins it, until the pyramid holds 20. A sentence graduates to Review after 20 repetitions.",
  },
  {
    title: "Audio Features",
    text: "Press ▶ next to a sentence to hear it, in the language or in English. Set the speed in Audio settings; tapping play while it speaks stops it.",
  },
  {
    title: "Auto Progress",
    text: "Turn on Auto Progress to move on by itself every 3, 5, 8 or 10 seconds, with the new sentence read aloud.",
  },
  {
    title: "Keyboard Shortcuts",
    text: "Space continues, F plays the sentence, E plays the English, A toggles auto progress and C copies the sentence.",
  },
  {
    title: "Ready to Learn",
    text: "Say each sentence aloud as you go. Come back every day to keep your streak, and review graduated sentences when they are due.",
  },
];

export function Tutorial({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [step, setStep] = useState(0);
  useEffect(() => {
    if (open) setStep(0);
  }, [open]);
  if (!open) return null;
  const current = STEPS[step]!;
  const last = step === STEPS.length - 1;
  return (
    <div className="fixed inset-0 z-50 flex items-center justify-center bg-slate-900/50 p-4" role="presentation">
      <div
        role="dialog"
        aria-modal="true"
        aria-labelledby="tutorial-title"
        className="w-full max-w-md rounded-2xl bg-white p-6 shadow-xl"
      >
        <p className="text-sm text-slate-500">
          Step {step + 1} of {STEPS.length}
        </p>
        <h2 id="tutorial-title" className="mt-1 text-xl font-bold">
          {current.title}
        </h2>
        <p className="mt-3 text-slate-700">{current.text}</p>
        <div className="mt-6 flex items-center justify-between">
          <button
            type="button"
            onClick={() => setStep((s) => Math.max(0, s - 1))}
            disabled={step === 0}
            className="rounded-lg px-4 py-2 text-slate-700 hover:bg-slate-100 disabled:opacity-40"
          >
            Previous
          </button>
          {last ? (
            <button
              type="button"
              onClick={onClose}
              className="rounded-lg bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700"
            >
              Start Learning
            </button>
          ) : (
            <button
              type="button"
              onClick={() => setStep((s) => s + 1)}
              className="rounded-lg bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700"
            >
              Next
            </button>
          )}
        </div>
      </div>
    </div>
  );
}
