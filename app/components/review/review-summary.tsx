// The review screen around the cards: its statistics and its two ends (nothing due, all done).
import { useEffect, useRef } from "react";
import { Link } from "react-router";
import type { ReviewCounts } from "../../domain/srs";
import { FOCUS_RING } from "./review-forms";

export function ReviewStats({ stats }: { stats: ReviewCounts }) {
  return (
    <div className="mt-6 rounded-2xl border border-slate-200 bg-white p-4 text-left">
      <h2 className="font-semibold">Review Statistics</h2>
      <dl className="mt-2 grid grid-cols-3 gap-2 text-center text-sm">
        <div>
          <dt className="text-slate-500">Due Today</dt>
          <dd className="text-xl font-bold">{stats.dueNow}</dd>
        </div>
        <div>
          <dt className="text-slate-500">Due Tomorrow</dt>
          <dd className="text-xl font-bold">{stats.dueTomorrow}</dd>
        </div>
        <div>
          <dt className="text-slate-500">Total Reviews</dt>
          <dd className="text-xl font-bold">{stats.total}</dd>
        </div>
      </dl>
    </div>
  );
}

export function NoReviewsDue({ stats }: { stats: ReviewCounts }) {
  return (
    <div className="mx-auto max-w-lg rounded-2xl border border-slate-200 bg-white p-8 text-center shadow-sm">
      <h1 className="text-2xl font-bold">No Reviews Due</h1>
      <p className="mt-2 text-slate-600">
        Sentences reach Review after 20 repetitions in your pyramid. Keep learning and they will show up here when they are due.
      </p>
      <ReviewStats stats={stats} />
      <Link
        to="/"
        className={`mt-6 inline-block rounded-xl bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700 ${FOCUS_RING}`}
      >
        Continue Learning
      </Link>
    </div>
  );
}

export function SessionComplete({ reviewed }: { reviewed: number }) {
  // The last grade's card is gone: the heading takes focus, so the keyboard is not left on the page's body.
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="mx-auto max-w-lg rounded-2xl border border-slate-200 bg-white p-8 text-center shadow-sm">
      <h1 ref={heading} tabIndex={-1} className="text-2xl font-bold focus:outline-none">
        Session Complete!
      </h1>
      <p className="mt-2 text-slate-600">
        You reviewed {reviewed} {reviewed === 1 ? "sentence" : "sentences"}. Each one will come back when it is due.
      </p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Link
          to="/progress"
          className={`rounded-xl border border-slate-300 px-5 py-2.5 font-semibold hover:bg-slate-50 ${FOCUS_RING}`}
        >
          View Progress
        </Link>
        <Link to="/" className={`rounded-xl bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700 ${FOCUS_RING}`}>
          Continue Learning
        </Link>
      </div>
    </div>
  );
}
