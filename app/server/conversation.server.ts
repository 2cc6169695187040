// Conversations for premium learners (and the admin): the lines of a language, and progress through
// the topics by the pure rule in app/domain/conversation.ts, written with a compare-and-swap.
import { and, asc, countDistinct, eq, ne } from "drizzle-orm";
import type { User } from "../../db/schema";
import { getDb, schema } from "./db.server";
import { canUseConversations } from "../domain/access";
import {
  continueConversation,
  countConversationPoints,
  INITIAL_CONVERSATION_STATE,
  orderTopics,
  topicIndex,
  type ConversationLineView,
  type ConversationProgress,
  type ConversationState,
} from "../domain/conversation";
import type { Language } from "../domain/languages";
import { calendarDay, currentStreak, nextStreak } from "../domain/streak";
import { generateToken } from "./crypto.server";
import { isAdmin, type AppConfig } from "./env.server";
import { HttpError } from "./http.server";
import { getSubscriptionStatus } from "./subscription.server";

export const CONVERSATIONS_ARE_PREMIUM =
  "Conversations are a Premium feature. Start your free trial or upgrade to practise them.";

export type ConversationLine = ConversationLineView;

export type ConversationProgressView = ConversationProgress;

export async function requireConversationAccess(d1: D1Database, config: AppConfig, user: User, now: number): Promise<void> {
  const status = await getSubscriptionStatus(d1, user, now);
  if (!canUseConversations(status, isAdmin(config, user))) throw new HttpError(403, CONVERSATIONS_ARE_PREMIUM);
}

export async function conversationLines(d1: D1Database, language: Language): Promise<ConversationLine[]> {
  const c = schema.conversationLines;
  return (await getDb(d1)
    .select({
      id: c.id,
      conversationId: c.conversationId,
      topic: c.topic,
      speaker: c.speaker,
      english: c.english,
      text: c[language],
    })
    .from(c)
    .where(ne(c[language], ""))
    .orderBy(asc(c.id))) as ConversationLine[];
}

export async function conversationCount(d1: D1Database): Promise<number> {
  const [row] = await getDb(d1)
    .select({ n: countDistinct(schema.conversationLines.conversationId) })
    .from(schema.conversationLines);
  return row?.n ?? 0;
}

type Row = typeof schema.conversationProgress.$inferSelect;

async function readRow(d1: D1Database, userId: number, language: Language): Promise<Row | null> {
  const t = schema.conversationProgress;
  const [row] = await getDb(d1)
    .select()
    .from(t)
    .where(and(eq(t.userId, userId), eq(t.language, language)))
    .limit(1);
  return row ?? null;
}

function viewOf(
  language: Language,
  state: ConversationState,
  topics: ReturnType<typeof orderTopics>,
  streak: number,
): ConversationProgressView {
  const topic = topics[topicIndex(state)];
  return {
    language,
    ...state,
    currentTopic: topic?.topic ?? null,
    currentConversationId: topic?.conversationId ?? null,
    totalTopics: topics.length,
    streak,
    completed: !topic,
  };
}

function stateOf(row: Row | null): ConversationState {
  if (!row) return INITIAL_CONVERSATION_STATE;
  return {
    currentSequence: row.currentSequence,
    currentLineId: row.currentLineId,
    repetitionCount: row.repetitionCount,
    totalPoints: row.totalPoints,
  };
}

export async function getConversationProgress(
  d1: D1Database,
  user: User,
  language: Language,
  now: number,
  lines?: ConversationLine[],
): Promise<ConversationProgressView> {
  const [row, all] = await Promise.all([readRow(d1, user.id, language), lines ?? conversationLines(d1, language)]);
  const streak = row ? currentStreak(row.lastPracticeDay, calendarDay(now, user.timeZone), row.streak) : 0;
  return viewOf(language, stateOf(row), orderTopics(all), streak);
}

const MAX_WRITE_ATTEMPTS = 20;

export async function continueConversationProgress(
  d1: D1Database,
  user: User,
  language: Language,
  now: number,
): Promise<ConversationProgressView> {
  const topics = orderTopics(await conversationLines(d1, language));
  if (topics.length === 0) throw new HttpError(404, "There are no conversations in this language yet.");
  const today = calendarDay(now, user.timeZone);
  for (let attempt = 0; attempt < MAX_WRITE_ATTEMPTS; attempt++) {
    const row = await readRow(d1, user.id, language);
    const state = stateOf(row);
    const finished = topics[Math.min(topicIndex(state), topics.length - 1)]!;
    const next = continueConversation(state, topics.length, finished.lines);
    const counted = countConversationPoints(
      {
        rankedPoints: row?.rankedPoints ?? 0,
        countedDay: row?.countedDay ?? null,
        countedConversations: row?.countedConversations ?? [],
      },
      finished.conversationId,
      next.totalPoints - state.totalPoints,
      today,
    );
    const streak = nextStreak(row?.lastPracticeDay ?? null, today, row?.streak ?? 0);
    const nextTopic = topics[topicIndex(next)]?.topic ?? null;
    const revision = generateToken();
    const t = schema.conversationProgress;
    const values = {
      currentSequence: next.currentSequence,
      currentLineId: next.currentLineId,
      currentTopic: nextTopic,
      repetitionCount: next.repetitionCount,
      totalPoints: next.totalPoints,
      ...counted,
      streak,
      lastPracticeDay: today,
      revision,
      updatedAt: now,
    };
    const db = getDb(d1);
    // Compare-and-swap on the revision read above: a racing request makes this write miss, and retry.
    const written = row
      ? await db
          .update(t)
          .set(values)
          .where(and(eq(t.userId, user.id), eq(t.language, language), eq(t.revision, row.revision)))
          .returning({ revision: t.revision })
      : await db
          .insert(t)
          .values({ ...values, userId: user.id, language })
          .onConflictDoNothing()
          .returning({ revision: t.revision });
    if (written.length === 1) return viewOf(language, next, topics, streak);
  }
  throw new HttpError(409, "Too many simultaneous updates to this progress. Please try again.");
}
