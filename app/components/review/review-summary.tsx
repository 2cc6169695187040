// The review screen around the cards: its statistics and its two ends (nothing due, all done).
import { useEffect, useRef } from "react";
import { Link } from "react-router";
import type { ReviewCounts } from "../../domain/srs";
import { buttonClass } from "../ui/button";
import { Card } from "../ui/card";
import { Stat } from "../ui/stat";

export function ReviewStats({ stats }: { stats: ReviewCounts }) {
  return (
    <Card as="div" padding="sm" className="mt-6 text-left">
      <h2 className="font-semibold">Review Statistics</h2>
      <dl className="mt-2 grid grid-cols-3 gap-2 text-center">
        <Stat variant="figure" label="Due Today" value={stats.dueNow} />
        <Stat variant="figure" label="Due Tomorrow" value={stats.dueTomorrow} />
        <Stat variant="figure" label="Total Reviews" value={stats.total} />
      </dl>
    </Card>
  );
}

export function NoReviewsDue({ stats }: { stats: ReviewCounts }) {
  return (
    <Card as="div" padding="lg" shadow className="mx-auto max-w-lg text-center">
      <h1 className="text-2xl font-bold">No Reviews Due</h1>
      <p className="mt-2 text-slate-600">
        Sentences reach Review after 20 repetitions in your pyramid. Keep learning and they will show up here when they are due.
      </p>
      <ReviewStats stats={stats} />
      <Link to="/" className={buttonClass("primary", { className: "mt-6" })}>
        Continue Learning
      </Link>
    </Card>
  );
}

export function SessionComplete({ reviewed }: { reviewed: number }) {
  // The last grade's card is gone: the heading takes focus, so the keyboard is not left on the page's body.
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <Card as="div" padding="lg" shadow className="mx-auto max-w-lg text-center">
      <h1 ref={heading} tabIndex={-1} className="text-2xl font-bold focus:outline-none">
        Session Complete!
      </h1>
      <p className="mt-2 text-slate-600">
        You reviewed {reviewed} {reviewed === 1 ? "sentence" : "sentences"}. Each one will come back when it is due.
      </p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Link to="/progress" className={buttonClass("secondary")}>
          View Progress
        </Link>
        <Link to="/" className={buttonClass("primary")}>
          Continue Learning
        </Link>
      </div>
    </Card>
  );
}
