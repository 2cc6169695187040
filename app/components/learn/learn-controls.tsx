// Continue (a real form post before JavaScript loads), the line that says what a Continue changed,
// and the row of practice controls: hands-free, auto progress and its delay, copy, the tutorial.
import { Form } from "react-router";
import type { Language } from "../../domain/languages";
import { Button } from "../ui/button";
import { SELECT_CLASS } from "../ui/select";
import type { LearnSettings } from "./use-learn-settings";
import { AUTO_PROGRESS_DELAYS } from "./use-learn-settings";

export function ContinueForm(props: { language: Language; disabled: boolean; onContinue: () => void; added: string | null }) {
  const { language, disabled, onContinue, added } = props;
  return (
    <>
      <Form
        method="post"
        onSubmit={(event) => {
          event.preventDefault();
          onContinue();
        }}
      >
        <input type="hidden" name="intent" value="advance" />
        <input type="hidden" name="language" value={language} />
        <Button type="submit" size="xl" block disabled={disabled}>
          Continue
        </Button>
      </Form>
      {/* A status line rather than a toast: it says what the last Continue changed (the first one of a
          new learner shows the same sentence again) and stays until the next, without queueing. */}
      <p role="status" aria-live="polite" data-testid="learn-news" className="mt-2 min-h-6 text-center text-sm text-slate-700">
        {added ? `New sentence added: ${added}` : ""}
      </p>
    </>
  );
}

export function PracticeControls(props: {
  hydrated: boolean;
  handsFree: { on: boolean; toggle: () => void };
  settings: Pick<LearnSettings, "autoProgress" | "setAutoProgress" | "autoDelay" | "setAutoDelay">;
  onCopy: () => void;
  onHelp: () => void;
}) {
  const { hydrated, handsFree, settings, onCopy, onHelp } = props;
  return (
    <div className="mt-2 flex flex-wrap items-center gap-3 text-sm">
      <button
        type="button"
        aria-pressed={handsFree.on}
        onClick={handsFree.toggle}
        disabled={!hydrated}
        data-testid="hands-free"
        className={`rounded-lg border px-3 py-1 font-medium ${handsFree.on ? "border-brand-600 bg-brand-600 text-white" : "border-slate-300 hover:bg-slate-50"}`}
      >
        🎧 Hands-free
      </button>
      <label className="flex items-center gap-2">
        <input
          type="checkbox"
          checked={settings.autoProgress}
          onChange={(e) => settings.setAutoProgress(e.target.checked)}
          disabled={!hydrated}
        />
        Auto Progress
      </label>
      <select
        aria-label="Auto progress delay"
        value={settings.autoDelay}
        disabled={!hydrated}
        onChange={(e) => settings.setAutoDelay(Number(e.target.value))}
        className={SELECT_CLASS}
      >
        {AUTO_PROGRESS_DELAYS.map((s) => (
          <option key={s} value={s}>
            {s} s
          </option>
        ))}
      </select>
      <Button variant="secondary" size="sm" onClick={onCopy} disabled={!hydrated}>
        Copy
      </Button>
      {/* Phones only: on wide screens the header has 'Help & Tutorial' (issue #18: one on every width). */}
      <Button variant="secondary" size="sm" onClick={onHelp} className="md:hidden">
        Help & Tutorial
      </Button>
    </div>
  );
}
