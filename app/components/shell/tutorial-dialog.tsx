// The tutorial's dialog (tutorial.tsx opens it): its five steps, focus kept inside, Escape closes.
// Its own chunk, loaded the first time the tutorial opens.
import { useEffect, useRef, useState } from "react";
import { Button } from "../ui/button";

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
    text: "Space continues, F plays the sentence, E plays the English, A toggles auto progress, C copies the sentence and T hides the translation (or shows it again), so you can recall the meaning first.",
  },
  {
    title: "Ready to Learn",
    text: "Say each sentence aloud as you go. Come back every day to keep your streak, and review graduated sentences when they are due.",
  },
];

const FOCUSABLE =
  'button:not([disabled]), [href], input:not([disabled]), select:not([disabled]), [tabindex]:not([tabindex="-1"])';

export default function TutorialDialog({
  onClose,
  opener,
}: {
  onClose: () => void;
  opener: { current: HTMLElement | null } | null;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const primary = useRef<HTMLButtonElement>(null);
  const [step, setStep] = useState(0);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const returnTo = opener?.current ?? null;
    if (!dialog.open) dialog.showModal();
    primary.current?.focus();
    return () => {
      if (dialog.open) dialog.close();
      if (returnTo?.isConnected) returnTo.focus();
    };
  }, [opener]);

  // 'Previous' disables itself on the first step: keep focus on the dialog's main button then.
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && (document.activeElement === document.body || document.activeElement === dialog)) primary.current?.focus();
  }, [step]);

  const current = STEPS[step]!;
  const last = step === STEPS.length - 1;
  return (
    <dialog
      ref={ref}
      aria-labelledby="tutorial-title"
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onKeyDown={(event) => {
        // Keys typed in the tutorial are the tutorial's: the learn screen's hotkeys never see them.
        event.stopPropagation();
        if (event.key === "Tab") trapTab(event.nativeEvent, ref.current);
      }}
      className="m-auto w-[calc(100%-2rem)] max-w-md rounded-2xl bg-white p-6 text-slate-900 shadow-xl backdrop:bg-slate-900/50"
    >
      <div className="flex items-start justify-between gap-3">
        <p className="text-sm text-slate-600">
          Step {step + 1} of {STEPS.length}
        </p>
        <button
          type="button"
          onClick={onClose}
          aria-label="Close tutorial"
          className="-mr-2 -mt-2 flex h-9 w-9 items-center justify-center rounded-full text-xl leading-none text-slate-600 hover:bg-slate-100"
        >
          ×
        </button>
      </div>
      <h2 id="tutorial-title" className="mt-1 text-xl font-bold">
        {current.title}
      </h2>
      <p className="mt-3 text-slate-700">{current.text}</p>
      <div className="mt-6 flex items-center justify-between">
        <Button variant="ghost" onClick={() => setStep((s) => Math.max(0, s - 1))} disabled={step === 0}>
          Previous
        </Button>
        {/* One button for Next and Start Learning, so focus stays on it through the steps. */}
        <Button ref={primary} onClick={last ? onClose : () => setStep((s) => s + 1)}>
          {last ? "Start Learning" : "Next"}
        </Button>
      </div>
    </dialog>
  );
}

/** Tab and Shift+Tab wrap around inside the dialog instead of leaving for the browser's own UI. */
function trapTab(event: KeyboardEvent, dialog: HTMLDialogElement | null) {
  if (!dialog) return;
  const focusable = Array.from(dialog.querySelectorAll<HTMLElement>(FOCUSABLE));
  const first = focusable[0];
  const lastOne = focusable[focusable.length - 1];
  if (!first || !lastOne) return;
  const active = document.activeElement;
  if (event.shiftKey && (active === first || !dialog.contains(active))) {
    event.preventDefault();
    lastOne.focus();
  } else if (!event.shiftKey && (active === lastOne || !dialog.contains(active))) {
    event.preventDefault();
    first.focus();
  }
}
