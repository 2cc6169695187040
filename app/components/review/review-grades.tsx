// The four grades as one form: submit buttons without JavaScript, keys 1-4 and clicks with it.
import type { Ref } from "react";
import { formatInterval } from "../../domain/scheduling";
import type { SessionTally } from "../../domain/review-session";
import { REVIEW_BUTTONS } from "../../domain/srs";
import { FOCUS_RING } from "../ui/focus-ring";
import { TallyFields } from "./review-forms";

const COLOURS: Record<(typeof REVIEW_BUTTONS)[number]["label"], string> = {
  Wrong: "bg-red-600 hover:bg-red-700",
  Hard: "bg-orange-700 hover:bg-orange-800",
  Good: "bg-green-700 hover:bg-green-800",
  Easy: "bg-brand-600 hover:bg-brand-700",
};

export function ReviewGrades(props: {
  action: string;
  tally: SessionTally;
  sentenceId: number;
  /** The card's idempotency key: a double submit of this form saves once. */
  gradeId: string | undefined;
  /** Days until the next review per grade; none on a second look, which schedules nothing. */
  intervals: number[] | null;
  saving: boolean;
  onGrade: (grade: number) => void;
  groupRef: Ref<HTMLDivElement>;
}) {
  return (
    <form method="post" action={props.action}>
      <TallyFields tally={props.tally} />
      <input type="hidden" name="intent" value="grade" />
      <input type="hidden" name="sentenceId" value={props.sentenceId} />
      {props.gradeId && <input type="hidden" name="gradeId" value={props.gradeId} />}
      <div
        ref={props.groupRef}
        role="group"
        aria-label="Grade your answer (keys 1 to 4)"
        aria-busy={props.saving}
        tabIndex={-1}
        className="mt-5 grid grid-cols-2 gap-2 rounded-xl focus:outline-3 focus:outline-offset-4 focus:outline-brand-500 sm:grid-cols-4"
      >
        {REVIEW_BUTTONS.map((b, i) => (
          <button
            key={b.label}
            type="submit"
            name="grade"
            value={b.grade}
            data-grade={b.grade}
            aria-keyshortcuts={String(b.grade)}
            aria-disabled={props.saving}
            onClick={(event) => {
              // With JavaScript the screen grades in place; the submit is for the page without it.
              event.preventDefault();
              props.onGrade(b.grade);
            }}
            className={`rounded-xl px-3 py-3 font-semibold text-white aria-disabled:opacity-60 ${COLOURS[b.label]} ${FOCUS_RING}`}
          >
            <kbd aria-hidden="true" className="mr-1.5 rounded border border-white/60 px-1 font-mono text-xs">
              {b.grade}
            </kbd>
            {b.label}
            {props.intervals?.[i] !== undefined && <span className="font-normal"> · {formatInterval(props.intervals[i]!)}</span>}
          </button>
        ))}
      </div>
    </form>
  );
}
