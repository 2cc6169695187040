// Conversations for premium learners (and the admin): the lines of a language, graded by level, and
// progress through each level's topics by the pure rule in app/domain/conversation.ts, written with a
// compare-and-swap.
import { and, asc, countDistinct, eq, ne } from "drizzle-orm";
import type { User } from "../../db/schema";
import { getDb, schema } from "./db.server";
import { canUseConversations } from "../domain/access";
import {
  continueConversation,
  CONVERSATION_LEVELS,
  learnerLevel,
  levelState,
  countConversationPoints,
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
import { learnProgress } from "./progress.server";
import { getSubscriptionStatus } from "./subscription.server";

export const CONVERSATIONS_ARE_PREMIUM =
  "Conversations are a Premium feature. Start your free trial or upgrade to practise them.";

export type ConversationLine = ConversationLineView;

export type ConversationProgressView = ConversationProgress;

export async function requireConversationAccess(d1: D1Database, config: AppConfig, user: User, now: number): Promise<void> {
  const status = await getSubscriptionStatus(d1, user, now);
  if (!canUseConversations(status, isAdmin(config, user))) throw new HttpError(403, CONVERSATIONS_ARE_PREMIUM);
}

/** A language's lines in id order: every level's, or one level's. */
export async function conversationLines(d1: D1Database, language: Language, level?: number): Promise<ConversationLine[]> {
  const c = schema.conversationLines;
  return (await getDb(d1)
    .select({
      id: c.id,
      conversationId: c.conversationId,
      level: c.level,
      topic: c.topic,
      speaker: c.speaker,
      english: c.english,
      text: c[language],
    })
    .from(c)
    .where(and(ne(c[language], ""), level === undefined ? undefined : eq(c.level, level)))
    .orderBy(asc(c.id))) as ConversationLine[];
}

/** How many conversations each level has in the language (every level listed, 0 where none). */
export async function conversationsPerLevel(d1: D1Database, language: Language): Promise<{ level: number; count: number }[]> {
  const c = schema.conversationLines;
  const rows = await getDb(d1)
    .select({ level: c.level, count: countDistinct(c.conversationId) })
    .from(c)
    .where(ne(c[language], ""))
    .groupBy(c.level);
  const counts = new Map(rows.map((r) => [r.level, r.count]));
  return CONVERSATION_LEVELS.map((level) => ({ level, count: counts.get(level) ?? 0 }));
}

/** The level the learner's conversations open at: that of their highest sentence in the language. */
export async function learnerConversationLevel(d1: D1Database, user: User, language: Language, now: number): Promise<number> {
  return learnerLevel((await learnProgress(d1, user, language, now)).highestSentenceId);
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
  level: number,
  state: ConversationState,
  topics: ReturnType<typeof orderTopics>,
  streak: number,
): ConversationProgressView {
  const topic = topics[topicIndex(state)];
  return {
    language,
    level,
    ...state,
    currentTopic: topic?.topic ?? null,
    currentConversationId: topic?.conversationId ?? null,
    totalTopics: topics.length,
    streak,
    completed: !topic,
  };
}

/**
 * The learner's place in one level of a language. `lines` are that level's lines when the caller has
 * them already.
 */
export async function getConversationProgress(
  d1: D1Database,
  user: User,
  language: Language,
  level: number,
  now: number,
  lines?: ConversationLine[],
): Promise<ConversationProgressView> {
  const [row, all] = await Promise.all([readRow(d1, user.id, language), lines ?? conversationLines(d1, language, level)]);
  const streak = row ? currentStreak(row.lastPracticeDay, calendarDay(now, user.timeZone), row.streak) : 0;
  return viewOf(language, level, levelState(row?.levels, level), orderTopics(all), streak);
}

const MAX_WRITE_ATTEMPTS = 20;

/** Continue in one level: the rule moves through that level's topics only. */
export async function continueConversationProgress(
  d1: D1Database,
  user: User,
  language: Language,
  level: number,
  now: number,
): Promise<ConversationProgressView> {
  const topics = orderTopics(await conversationLines(d1, language, level));
  if (topics.length === 0) throw new HttpError(404, `There are no level ${level} conversations in this language yet.`);
  const today = calendarDay(now, user.timeZone);
  for (let attempt = 0; attempt < MAX_WRITE_ATTEMPTS; attempt++) {
    const row = await readRow(d1, user.id, language);
    const state = levelState(row?.levels, level);
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
      // The language's totals, which the leaderboard and the stats read, grow by this level's step.
      repetitionCount: (row?.repetitionCount ?? 0) + (next.repetitionCount - state.repetitionCount),
      totalPoints: (row?.totalPoints ?? 0) + (next.totalPoints - state.totalPoints),
      levels: { ...row?.levels, [String(level)]: next },
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
    if (written.length === 1) return viewOf(language, level, next, topics, streak);
  }
  throw new HttpError(409, "Too many simultaneous updates to this progress. Please try again.");
}
