// The learn screen's header: streak, points, the language's sentences, reviews due, and the daily
// goal ('Today: n/20' with its bar).
import { Link } from "react-router";
import type { Language } from "../../domain/languages";

export function LearnStats(props: {
  language: Language;
  languageName: string;
  streak: number;
  points: number;
  sentenceCount: number;
  dueCount: number;
}) {
  const { language, languageName, streak, points, sentenceCount, dueCount } = props;
  return (
    <div className="flex flex-wrap items-center gap-3 text-sm">
      <Stat icon="🔥" value={String(streak)} label="day streak" testId="stat-streak" />
      <Stat icon="⭐" value={String(points)} label="points" testId="stat-points" />
      <Stat icon="📚" value={sentenceCount.toLocaleString("en-US")} label={`${languageName} sentences`} testId="stat-sentences" />
      {dueCount > 0 && (
        <Link
          to={`/review/${language}`}
          data-testid="reviews-due"
          className="ml-auto rounded-full bg-amber-100 px-3 py-1 font-semibold text-amber-900 hover:bg-amber-200"
        >
          Reviews due <span className="ml-1 rounded-full bg-amber-500 px-2 text-white">{dueCount > 9 ? "9+" : dueCount}</span>
        </Link>
      )}
    </div>
  );
}

export function DailyGoal({ count, goal, percent }: { count: number; goal: number; percent: number }) {
  return (
    <div className="mt-3 flex items-center gap-3 text-sm" data-testid="daily-goal">
      <span id="daily-goal-label" className="shrink-0 font-medium text-slate-700" data-testid="daily-goal-count">
        Today: {count}/{goal}
      </span>
      <div
        className="h-2 flex-1 rounded-full bg-slate-200"
        role="progressbar"
        aria-labelledby="daily-goal-label"
        aria-valuenow={percent}
        aria-valuemin={0}
        aria-valuemax={100}
      >
        <div
          className={`h-2 rounded-full transition-all ${percent >= 100 ? "bg-emerald-600" : "bg-brand-600"}`}
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  );
}

function Stat({ icon, label, value, testId }: { icon: string; label: string; value: string; testId: string }) {
  return (
    <span className="rounded-full bg-white px-3 py-1 shadow-sm ring-1 ring-slate-200" data-testid={testId}>
      <span aria-hidden>{icon}</span> <span className="font-semibold">{value}</span>{" "}
      <span className="text-slate-500">{label}</span>
    </span>
  );
}
