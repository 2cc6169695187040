// Reads for the motivating screens: leaderboard rows, a learner's numbers per language (for
// achievements and the profile). Everything is computed from stored progress, never from the browser.
import { and, asc, eq, lte, or, sql } from "drizzle-orm";
import type { User } from "../../db/schema";
import { getDb, schema } from "./db.server";
import { computeAchievements, type Achievement, type LearnerNumbers } from "../domain/achievements";
import { LANGUAGES, type Language } from "../domain/languages";
import { calendarDay, currentStreak } from "../domain/streak";
import type { LeaderboardEntry } from "../domain/views";

export type { LeaderboardEntry };

/** The top `limit` rows, plus the learner's own row even when it is further down. */
export async function getLeaderboard(
  d1: D1Database,
  userId: number,
  language: Language,
  limit: number,
): Promise<LeaderboardEntry[]> {
  const e = schema.leaderboardEntries;
  const rows = await getDb(d1)
    .select({
      rank: e.rank,
      anonymousName: e.anonymousName,
      level: e.level,
      points: e.points,
      streak: e.streak,
      userId: e.userId,
    })
    .from(e)
    .where(and(eq(e.language, language), or(lte(e.rank, limit), eq(e.userId, userId))))
    .orderBy(asc(e.rank));
  return rows.map(({ userId: owner, ...r }) => ({ ...r, isCurrentUser: owner === userId }));
}

export interface LanguageNumbers extends LearnerNumbers {
  language: Language;
  started: boolean;
  highestSentenceId: number;
  sentencesLearning: number;
  sentencesAvailable: number;
  pyramidPoints: number;
  conversationPoints: number;
}

/** A learner's numbers in every language, in three queries whatever the number of languages. */
export async function learnerNumbers(d1: D1Database, user: User, now: number): Promise<Record<Language, LanguageNumbers>> {
  const db = getDb(d1);
  const p = schema.progress;
  const t = schema.sentences;
  // Sentences reached: those up to the highest one met, with text in that row's language.
  const reached = sql<number>`(SELECT COUNT(*) FROM ${t} WHERE ${t.id} <= ${p.highestSentenceId} AND CASE ${p.language} ${sql.join(
    LANGUAGES.map((l) => sql`WHEN ${l} THEN ${t[l]} <> ''`),
    sql` `,
  )} END)`;
  const available = Object.fromEntries(LANGUAGES.map((l) => [l, sql<number>`SUM(CASE WHEN ${t[l]} <> '' THEN 1 ELSE 0 END)`]));
  const c = schema.conversationProgress;
  const [progressRows, conversationRows, availableRows] = await db.batch([
    db.select({ row: p, reached }).from(p).where(eq(p.userId, user.id)),
    db
      .select({ language: c.language, totalPoints: c.totalPoints, rankedPoints: c.rankedPoints })
      .from(c)
      .where(eq(c.userId, user.id)),
    db.select(available).from(t),
  ]);
  const today = calendarDay(now, user.timeZone);
  const conversationPoints = new Map(conversationRows.map((r) => [r.language, r.totalPoints]));
  const rankedConversationPoints = new Map(conversationRows.map((r) => [r.language, r.rankedPoints]));
  const counts = (availableRows[0] ?? {}) as Record<string, number | null>;
  const rows = new Map(progressRows.map((r) => [r.row.language, { ...r.row, reached: Number(r.reached) }]));
  return Object.fromEntries(
    LANGUAGES.map((language) => {
      const row = rows.get(language);
      const fromConversations = conversationPoints.get(language) ?? 0;
      const numbers: LanguageNumbers = {
        language,
        started: !!row,
        highestSentenceId: row?.highestSentenceId ?? 0,
        sentencesReached: row?.reached ?? 0,
        sentencesLearning: row ? row.currentSequence.length : 0,
        sentencesAvailable: Number(counts[language] ?? 0),
        totalRepetitions: row?.totalRepetitions ?? 0,
        streak: row ? currentStreak(row.lastPracticeDay, today, row.streak) : 0,
        reviewPile: row?.graduatedCount ?? 0,
        pyramidPoints: row?.points ?? 0,
        conversationPoints: fromConversations,
        // Conversation points count toward the learner's total in that language (and so the points
        // achievements) once per conversation per day, as on the leaderboard.
        points: (row?.points ?? 0) + (rankedConversationPoints.get(language) ?? 0),
      };
      return [language, numbers];
    }),
  ) as Record<Language, LanguageNumbers>;
}

export async function achievementsFor(d1: D1Database, user: User, language: Language, now: number): Promise<Achievement[]> {
  const numbers = await learnerNumbers(d1, user, now);
  return computeAchievements(numbers[language]);
}
