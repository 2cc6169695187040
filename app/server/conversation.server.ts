// Conversations for premium learners (and the admin): the lines of a language (content, from a
// replica), and progress through the topics, kept in the learner's object by the pure rule in
// app/domain/conversation.ts.
import { asc, countDistinct, ne } from "drizzle-orm";
import type { User } from "../../db/schema";
import { canUseConversations } from "../domain/access";
import {
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

export async function conversationLines(db: Database, language: Language): Promise<ConversationLine[]> {
  const c = schema.conversationLines;
  return (await db
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

export async function conversationCount(db: Database): Promise<number> {
  const [row] = await db.select({ n: countDistinct(schema.conversationLines.conversationId) }).from(schema.conversationLines);
  return row?.n ?? 0;
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

export async function getConversationProgress(
  scope: Scope,
  user: User,
  language: Language,
  lines?: ConversationLine[],
): Promise<ConversationProgressView> {
  const [standing, all] = await Promise.all([
    scope.learnerOf(user.id).conversation({ language, now: scope.now, timeZone: user.timeZone }),
    lines ?? conversationLines(scope.replica, language),
  ]);
  return viewOf(language, standing.state, orderTopics(all), standing.streak);
}

export async function continueConversationProgress(
  scope: Scope,
  user: User,
  language: Language,
): Promise<ConversationProgressView> {
  const topics = orderTopics(await conversationLines(scope.replica, language));
  if (topics.length === 0) throw new HttpError(404, "There are no conversations in this language yet.");
  const standing = await scope.learnerOf(user.id).continueConversation({
    language,
    now: scope.now,
    timeZone: user.timeZone,
    topics: topics.map((t) => ({ topic: t.topic, lines: t.lines })),
  });
  return viewOf(language, standing.state, topics, standing.streak);
}
