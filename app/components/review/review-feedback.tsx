import type { AnswerCheck } from "../../domain/answer-check";

/** The verdict and the learner's answer marked: wrong or extra letters struck, missing ones inserted. */
export function AnswerFeedback({ check }: { check: AnswerCheck }) {
  const tone = check.verdict === "correct" ? "text-green-800" : check.verdict === "wrong" ? "text-red-800" : "text-amber-900";
  return (
    <div className="mt-3" data-testid="answer-feedback">
      <p role="status" className={`font-semibold ${tone}`} data-testid="answer-verdict">
        {check.message}
      </p>
      <p className="mt-1 text-lg break-words" data-testid="answer-marks">
        <span className="sr-only">You wrote: </span>
        {check.marks.map((s, i) =>
          s.kind === "same" ? (
            <span key={i}>{s.text}</span>
          ) : s.kind === "wrong" ? (
            <del key={i} className="rounded bg-red-100 px-0.5 text-red-900 decoration-2">
              <span className="sr-only"> (wrong or extra: </span>
              {s.text}
              <span className="sr-only">) </span>
            </del>
          ) : (
            <ins key={i} className="rounded bg-green-100 px-0.5 text-green-900 no-underline">
              <span className="sr-only"> (missing: </span>
              {s.text}
              <span className="sr-only">) </span>
            </ins>
          ),
        )}
      </p>
    </div>
  );
}
