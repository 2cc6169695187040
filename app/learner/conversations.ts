// Conversation progress inside the learner's object, by the pure rule in app/domain/conversation.ts.
// The Worker hands in the language's topics (content lives in D1); the object keeps where the learner is.
import { eq } from "drizzle-orm";
import { continueConversation, INITIAL_CONVERSATION_STATE, topicIndex, type ConversationState } from "../domain/conversation";
import type { Language } from "../domain/languages";
import { calendarDay, currentStreak, nextStreak } from "../domain/streak";
import { addXp, markChanged, schema, type LearnerDb } from "./store";
import type { ContinueConversationInput, ConversationStanding, LanguageInput } from "./types";

type Row = typeof schema.conversations.$inferSelect;

function readRow(db: LearnerDb, language: Language): Row | undefined {
  return db.select().from(schema.conversations).where(eq(schema.conversations.language, language)).get();
}

function stateOf(row: Row | undefined): ConversationState {
  if (!row) return INITIAL_CONVERSATION_STATE;
  return {
    currentSequence: row.currentSequence,
    currentLineId: row.currentLineId,
    repetitionCount: row.repetitionCount,
    totalPoints: row.totalPoints,
  };
}

export function conversationStanding(db: LearnerDb, input: LanguageInput): ConversationStanding {
  const row = readRow(db, input.language);
  const streak = row ? currentStreak(row.lastPracticeDay, calendarDay(input.now, input.timeZone), row.streak) : 0;
  return { state: stateOf(row), streak };
}

/** Continue after the current conversation: the rule applied and saved in one synchronous step. */
export function applyConversationContinue(db: LearnerDb, input: ContinueConversationInput): ConversationStanding {
  const { language, now, topics } = input;
  const today = calendarDay(now, input.timeZone);
  const row = readRow(db, language);
  const state = stateOf(row);
  const finished = topics[Math.min(topicIndex(state), topics.length - 1)]!;
  const next = continueConversation(state, topics.length, finished.lines);
  const streak = nextStreak(row?.lastPracticeDay ?? null, today, row?.streak ?? 0);
  const values = {
    ...next,
    currentTopic: topics[topicIndex(next)]?.topic ?? null,
    streak,
    lastPracticeDay: today,
    updatedAt: now,
  };
  const c = schema.conversations;
  db.insert(c)
    .values({ ...values, language })
    .onConflictDoUpdate({ target: c.language, set: values })
    .run();
  addXp(db, language, next.totalPoints - state.totalPoints, now);
  markChanged(db, language);
  return { state: next, streak };
}
