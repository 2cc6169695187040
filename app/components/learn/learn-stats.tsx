// The learn screen's header: streak, the streak freezes held, points, the language's sentences, reviews due, and the daily
// goal ('Today: n/20' with its bar).
import { Link } from "react-router";
import type { Language } from "../../domain/languages";
import { ProgressBar } from "../ui/progress-bar";
import { Stat } from "../ui/stat";
import { formatCount } from "../../domain/format";

export function LearnStats(props: {
  language: Language;
  languageName: string;
  streak: number;
  streakFreezes: number;
  points: number;
  sentenceCount: number;
  dueCount: number;
}) {
  const { language, languageName, streak, streakFreezes, points, sentenceCount, dueCount } = props;
  return (
    <div className="flex flex-wrap items-center gap-3 text-sm">
      <Stat variant="pill" icon="🔥" value={streak} label="day streak" testId="stat-streak" />
      <Stat
        variant="pill"
        icon="🧊"
        value={streakFreezes}
        label={streakFreezes === 1 ? "streak freeze" : "streak freezes"}
        testId="stat-freezes"
      />
      <Stat variant="pill" icon="⭐" value={points} label="points" testId="stat-points" />
      <Stat
        variant="pill"
        icon="📚"
        value={formatCount(sentenceCount)}
        label={`${languageName} sentences`}
        testId="stat-sentences"
      />
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
      <ProgressBar
        percent={percent}
        labelledBy="daily-goal-label"
        track="bg-slate-200"
        fill={percent >= 100 ? "bg-emerald-600" : "bg-brand-600"}
        className="flex-1"
      />
    </div>
  );
}
