// Conversation progress inside the learner's object, by the pure rules in app/domain/conversation.ts.
// The Worker hands in one level's topics (content lives in D1); the object keeps where the learner is
// in each level, the language's totals, and the points the leaderboard counts (once per conversation
// per day, however often Continue replays it).
import { eq } from "drizzle-orm";
import {
  continueConversation,
  countConversationPoints,
  levelState,
  topicIndex,
  type ConversationState,
} from "../domain/conversation";
import type { Language } from "../domain/languages";
import { calendarDay, currentStreak, nextStreak } from "../domain/streak";
import { addXp, markChanged, schema, type LearnerDb } from "./store";
import type { ContinueConversationInput, ConversationInput, ConversationStanding } from "./types";

type Row = typeof schema.conversations.$inferSelect;

function readRow(db: LearnerDb, language: Language): Row | undefined {
  return db.select().from(schema.conversations).where(eq(schema.conversations.language, language)).get();
}

export function conversationStanding(db: LearnerDb, input: ConversationInput): ConversationStanding {
  const row = readRow(db, input.language);
  const streak = row ? currentStreak(row.lastPracticeDay, calendarDay(input.now, input.timeZone), row.streak) : 0;
  return { state: levelState(row?.levels, input.level), streak };
}

/** Continue after the current conversation of one level: the rule applied and saved in one synchronous step. */
export function applyConversationContinue(db: LearnerDb, input: ContinueConversationInput): ConversationStanding {
  const { language, level, now, topics } = input;
  const today = calendarDay(now, input.timeZone);
  const row = readRow(db, language);
  const state: ConversationState = levelState(row?.levels, level);
  const finished = topics[Math.min(topicIndex(state), topics.length - 1)]!;
  const next = continueConversation(state, topics.length, finished.lines);
  const earned = next.totalPoints - state.totalPoints;
  const counted = countConversationPoints(
    {
      rankedPoints: row?.rankedPoints ?? 0,
      countedDay: row?.countedDay ?? null,
      countedConversations: row?.countedConversations ?? [],
    },
    finished.conversationId,
    earned,
    today,
  );
  const streak = nextStreak(row?.lastPracticeDay ?? null, today, row?.streak ?? 0);
  const values = {
    currentSequence: next.currentSequence,
    currentLineId: next.currentLineId,
    currentTopic: topics[topicIndex(next)]?.topic ?? null,
    // The language's totals grow by this level's step.
    repetitionCount: (row?.repetitionCount ?? 0) + (next.repetitionCount - state.repetitionCount),
    totalPoints: (row?.totalPoints ?? 0) + earned,
    levels: { ...row?.levels, [String(level)]: next },
    ...counted,
    streak,
    lastPracticeDay: today,
    updatedAt: now,
  };
  const c = schema.conversations;
  db.insert(c)
    .values({ ...values, language })
    .onConflictDoUpdate({ target: c.language, set: values })
    .run();
  // The week's XP counts what the leaderboard counts: a replayed conversation earns nothing more today.
  addXp(db, language, counted.rankedPoints - (row?.rankedPoints ?? 0), now);
  markChanged(db, language);
  return { state: next, streak };
}
