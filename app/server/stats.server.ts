// Reads for the motivating screens: leaderboard rows, a learner's numbers per language (for
// achievements and the profile). Everything is computed from stored progress, never from the browser.
import type { User } from "../../db/schema";
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
  const { results } = await d1
    .prepare(
      `SELECT rank, anonymous_name AS anonymousName, level, points, streak, (user_id = ?1) AS isCurrentUser
       FROM leaderboard_entries WHERE language = ?2 AND (rank <= ?3 OR user_id = ?1) ORDER BY rank`,
    )
    .bind(userId, language, limit)
    .all<Omit<LeaderboardEntry, "isCurrentUser"> & { isCurrentUser: number }>();
  return results.map((r) => ({ ...r, isCurrentUser: r.isCurrentUser === 1 }));
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

interface NumbersRow {
  language: Language;
  highest_sentence_id: number;
  total_repetitions: number;
  streak: number;
  last_practice_day: string | null;
  graduated_count: number;
  current_sequence: string;
  points: number;
}

/** A learner's numbers in every language, in three queries whatever the number of languages. */
export async function learnerNumbers(d1: D1Database, user: User, now: number): Promise<Record<Language, LanguageNumbers>> {
  const reached = LANGUAGES.map(
    (l) => `(SELECT COUNT(*) FROM sentences s WHERE s.id <= p.highest_sentence_id AND s.${l} <> '' AND p.language = '${l}')`,
  ).join(" + ");
  const available = LANGUAGES.map((l) => `SUM(CASE WHEN ${l} <> '' THEN 1 ELSE 0 END) AS ${l}`).join(", ");
  const [progressResult, conversationResult, availableResult] = await d1.batch([
    d1
      .prepare(
        `SELECT p.language, p.highest_sentence_id, p.total_repetitions, p.streak, p.last_practice_day, p.graduated_count,
                p.current_sequence, p.points, ${reached} AS reached
         FROM progress p WHERE p.user_id = ?`,
      )
      .bind(user.id),
    d1.prepare("SELECT language, total_points FROM conversation_progress WHERE user_id = ?").bind(user.id),
    d1.prepare(`SELECT ${available} FROM sentences`),
  ]);
  const today = calendarDay(now, user.timeZone);
  const conversationPoints = new Map(
    ((conversationResult?.results ?? []) as { language: Language; total_points: number }[]).map((r) => [
      r.language,
      r.total_points,
    ]),
  );
  const counts = (availableResult?.results[0] ?? {}) as Record<Language, number>;
  const rows = new Map(((progressResult?.results ?? []) as (NumbersRow & { reached: number })[]).map((r) => [r.language, r]));
  return Object.fromEntries(
    LANGUAGES.map((language) => {
      const row = rows.get(language);
      const fromConversations = conversationPoints.get(language) ?? 0;
      const numbers: LanguageNumbers = {
        language,
        started: !!row,
        highestSentenceId: row?.highest_sentence_id ?? 0,
        sentencesReached: row?.reached ?? 0,
        sentencesLearning: row ? (JSON.parse(row.current_sequence) as number[]).length : 0,
        sentencesAvailable: Number(counts[language] ?? 0),
        totalRepetitions: row?.total_repetitions ?? 0,
        streak: row ? currentStreak(row.last_practice_day, today, row.streak) : 0,
        reviewPile: row?.graduated_count ?? 0,
        pyramidPoints: row?.points ?? 0,
        conversationPoints: fromConversations,
        // Conversation points count toward the learner's total in that language.
        points: (row?.points ?? 0) + fromConversations,
      };
      return [language, numbers];
    }),
  ) as Record<Language, LanguageNumbers>;
}

export async function achievementsFor(d1: D1Database, user: User, language: Language, now: number): Promise<Achievement[]> {
  const numbers = await learnerNumbers(d1, user, now);
  return computeAchievements(numbers[language]);
}
