// Conversations for premium learners (and the admin): the lines of a language graded by level
// (content, from a replica), and progress through each level's topics, kept in the learner's object
// by the pure rule in app/domain/conversation.ts.
import { and, asc, countDistinct, eq, ne } from "drizzle-orm";
import type { User } from "../../db/schema";
import { canUseConversations } from "../domain/access";
import {
  CONVERSATION_LEVELS,
  learnerLevel,
  orderTopics,
  topicIndex,
  type ConversationLineView,
  type ConversationProgress,
  type ConversationState,
} from "../domain/conversation";
import type { Language } from "../domain/languages";
import { schema, type Database } from "./db.server";
import { isAdmin, type AppConfig } from "./env.server";
import { HttpError } from "./http.server";
import { learnProgress } from "./progress.server";
import type { RequestScope } from "./request.server";
import { getSubscriptionStatus } from "./subscription.server";

export const CONVERSATIONS_ARE_PREMIUM =
  "Conversations are a Premium feature. Start your free trial or upgrade to practise them.";

export type ConversationLine = ConversationLineView;

export type ConversationProgressView = ConversationProgress;

type Scope = Pick<RequestScope, "learnerOf" | "replica" | "now">;

export async function requireConversationAccess(db: Database, config: AppConfig, user: User, now: number): Promise<void> {
  const status = await getSubscriptionStatus(db, user, now);
  if (!canUseConversations(status, isAdmin(config, user))) throw new HttpError(403, CONVERSATIONS_ARE_PREMIUM);
}

/** A language's lines in id order: every level's, or one level's. */
export async function conversationLines(db: Database, language: Language, level?: number): Promise<ConversationLine[]> {
  const c = schema.conversationLines;
  return (await db
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
export async function conversationsPerLevel(db: Database, language: Language): Promise<{ level: number; count: number }[]> {
  const c = schema.conversationLines;
  const rows = await db
    .select({ level: c.level, count: countDistinct(c.conversationId) })
    .from(c)
    .where(ne(c[language], ""))
    .groupBy(c.level);
  const counts = new Map(rows.map((r) => [r.level, r.count]));
  return CONVERSATION_LEVELS.map((level) => ({ level, count: counts.get(level) ?? 0 }));
}

/** The level the learner's conversations open at: that of their highest sentence in the language. */
export async function learnerConversationLevel(scope: Scope, user: User, language: Language): Promise<number> {
  return learnerLevel((await learnProgress(scope, user, language)).highestSentenceId);
}

export async function conversationCount(db: Database): Promise<number> {
  const [row] = await db.select({ n: countDistinct(schema.conversationLines.conversationId) }).from(schema.conversationLines);
  return row?.n ?? 0;
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
  scope: Scope,
  user: User,
  language: Language,
  level: number,
  lines?: ConversationLine[],
): Promise<ConversationProgressView> {
  const [standing, all] = await Promise.all([
    scope.learnerOf(user.id).conversation({ language, level, now: scope.now, timeZone: user.timeZone }),
    lines ?? conversationLines(scope.replica, language, level),
  ]);
  return viewOf(language, level, standing.state, orderTopics(all), standing.streak);
}

/** Continue in one level: the rule moves through that level's topics only. */
export async function continueConversationProgress(
  scope: Scope,
  user: User,
  language: Language,
  level: number,
): Promise<ConversationProgressView> {
  const topics = orderTopics(await conversationLines(scope.replica, language, level));
  if (topics.length === 0) throw new HttpError(404, `There are no level ${level} conversations in this language yet.`);
  const standing = await scope.learnerOf(user.id).continueConversation({
    language,
    level,
    now: scope.now,
    timeZone: user.timeZone,
    topics: topics.map((t) => ({ topic: t.topic, conversationId: t.conversationId, lines: t.lines })),
  });
  return viewOf(language, level, standing.state, topics, standing.streak);
}
