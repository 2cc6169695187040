// Conversations are graded by level: the choice of level (plain links, so it works by keyboard and
// before JavaScript loads) and the chosen level's conversations in the order Continue walks them.
import { Link } from "react-router";
import { LEVEL_TITLES } from "../../domain/curriculum";
import { FOCUS_RING } from "../ui/focus-ring";

export interface LevelCount {
  level: number;
  count: number;
}

export function ConversationLevelPicker({
  levels,
  current,
  learnerLevel,
}: {
  levels: LevelCount[];
  current: number;
  /** The level of the learner's highest sentence: where the screen opens. */
  learnerLevel: number;
}) {
  return (
    <nav aria-labelledby="conversation-levels-label" className="mx-auto mb-6 max-w-2xl">
      <p id="conversation-levels-label" className="text-sm font-semibold text-slate-700">
        Conversation level
      </p>
      <ul className="mt-2 flex flex-wrap gap-2" data-testid="conversation-levels">
        {levels.map(({ level, count }) => {
          const isCurrent = level === current;
          return (
            <li key={level}>
              <Link
                to={`/conversations?level=${level}`}
                aria-current={isCurrent ? "page" : undefined}
                preventScrollReset
                className={`inline-flex flex-col rounded-lg border px-3 py-2 text-sm ${FOCUS_RING} ${
                  isCurrent
                    ? "border-brand-600 bg-brand-600 text-white"
                    : "border-slate-300 bg-white text-slate-800 hover:bg-slate-100"
                }`}
              >
                <span className="font-semibold">
                  Level {level}: {LEVEL_TITLES[level - 1]}
                </span>
                <span className={isCurrent ? "text-white" : "text-slate-600"}>
                  {count} {count === 1 ? "conversation" : "conversations"}
                  {level === learnerLevel ? " · your level" : ""}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** The level's conversations in learning order: the current one, the unlocked ones, the rest. */
export function ConversationLevelList({
  level,
  topics,
  currentIndex,
  unlocked,
}: {
  level: number;
  topics: { conversationId: number; topic: string }[];
  currentIndex: number;
  unlocked: number;
}) {
  if (topics.length === 0) return null;
  return (
    <details className="mt-6 rounded-xl border border-slate-200 bg-white p-3">
      <summary className={`cursor-pointer text-sm font-semibold text-slate-800 ${FOCUS_RING}`}>
        The {topics.length} conversations of level {level}
      </summary>
      <ol className="mt-3 grid gap-1 text-sm sm:grid-cols-2" data-testid="level-conversations">
        {topics.map((t, i) => (
          <li
            key={t.conversationId}
            aria-current={i === currentIndex ? "step" : undefined}
            className={i === currentIndex ? "font-semibold text-slate-900" : i < unlocked ? "text-slate-800" : "text-slate-600"}
          >
            {i + 1}. {t.topic}
            {i === currentIndex ? " (now)" : i < unlocked ? "" : " (locked)"}
          </li>
        ))}
      </ol>
    </details>
  );
}
