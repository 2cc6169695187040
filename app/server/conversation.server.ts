// Conversations for premium learners (and the admin): the lines of a language, and progress through
// the topics by the pure rule in app/domain/conversation.ts, written with a compare-and-swap.
import type { User } from "../../db/schema";
import { canUseConversations } from "../domain/access";
import {
  continueConversation,
  INITIAL_CONVERSATION_STATE,
  orderTopics,
  topicIndex,
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

export interface ConversationLine {
  id: number;
  conversationId: number;
  topic: string;
  speaker: "Person 1" | "Person 2";
  english: string;
  text: string;
}

export interface ConversationProgressView extends ConversationState {
  language: Language;
  currentTopic: string | null;
  currentConversationId: number | null;
  totalTopics: number;
  streak: number;
  /** True when no topic is current (no content, or the index is past the end). */
  completed: boolean;
}

export async function requireConversationAccess(d1: D1Database, config: AppConfig, user: User, now: number): Promise<void> {
  const status = await getSubscriptionStatus(d1, user, now);
  if (!canUseConversations(status, isAdmin(config, user))) throw new HttpError(403, CONVERSATIONS_ARE_PREMIUM);
}

export async function conversationLines(d1: D1Database, language: Language): Promise<ConversationLine[]> {
  // `language` is one of five fixed column names (validated by the caller's zod schema).
  const { results } = await d1
    .prepare(
      `SELECT id, conversation_id AS conversationId, topic, speaker, english, ${language} AS text
       FROM conversation_lines WHERE ${language} <> '' ORDER BY id`,
    )
    .all<ConversationLine>();
  return results;
}

export async function conversationCount(d1: D1Database): Promise<number> {
  const row = await d1.prepare("SELECT COUNT(DISTINCT conversation_id) AS n FROM conversation_lines").first<{ n: number }>();
  return row?.n ?? 0;
}

interface Row {
  current_sequence: number;
  current_line_id: number;
  current_topic: string | null;
  repetition_count: number;
  total_points: number;
  streak: number;
  last_practice_day: string | null;
  revision: string;
}

async function readRow(d1: D1Database, userId: number, language: Language): Promise<Row | null> {
  return d1.prepare("SELECT * FROM conversation_progress WHERE user_id = ? AND language = ?").bind(userId, language).first<Row>();
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
    currentSequence: row.current_sequence,
    currentLineId: row.current_line_id,
    repetitionCount: row.repetition_count,
    totalPoints: row.total_points,
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
  const streak = row ? currentStreak(row.last_practice_day, calendarDay(now, user.timeZone), row.streak) : 0;
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
    const streak = nextStreak(row?.last_practice_day ?? null, today, row?.streak ?? 0);
    const nextTopic = topics[topicIndex(next)]?.topic ?? null;
    const revision = generateToken();
    const values = [
      next.currentSequence,
      next.currentLineId,
      nextTopic,
      next.repetitionCount,
      next.totalPoints,
      streak,
      today,
      revision,
      now,
    ];
    const result = row
      ? await d1
          .prepare(
            `UPDATE conversation_progress SET current_sequence = ?, current_line_id = ?, current_topic = ?, repetition_count = ?,
               total_points = ?, streak = ?, last_practice_day = ?, revision = ?, updated_at = ?
             WHERE user_id = ? AND language = ? AND revision = ?`,
          )
          .bind(...values, user.id, language, row.revision)
          .run()
      : await d1
          .prepare(
            `INSERT INTO conversation_progress (current_sequence, current_line_id, current_topic, repetition_count, total_points,
               streak, last_practice_day, revision, updated_at, user_id, language)
             VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT(user_id, language) DO NOTHING`,
          )
          .bind(...values, user.id, language)
          .run();
    if (result.meta.changes === 1) return viewOf(language, next, topics, streak);
  }
  throw new HttpError(409, "Too many simultaneous updates to this progress. Please try again.");
}
