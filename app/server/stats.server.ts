// Reads for the motivating screens: leaderboard rows (computed by the cron from the learner
// summaries, read from a replica) and a learner's numbers per language for achievements and the
// profile: the same summary records, read live from the learner's own object so what they just
// practised counts at once, with the content counts from D1.
import { and, asc, eq, lte, or, sql } from "drizzle-orm";
import type { User } from "../../db/schema";
import { computeAchievements, type Achievement, type LearnerNumbers } from "../domain/achievements";
import { LANGUAGES, type Language } from "../domain/languages";
import { calendarDay } from "../domain/streak";
import { standingToday } from "../domain/streak-freeze";
import type { LeaderboardEntry } from "../domain/views";
import { schema, type Database } from "./db.server";
import type { RequestScope } from "./request.server";

export type { LeaderboardEntry };

/** The top `limit` rows, plus the learner's own row even when it is further down. */
export async function getLeaderboard(
  db: Database,
  userId: number,
  language: Language,
  limit: number,
): Promise<LeaderboardEntry[]> {
  const e = schema.leaderboardEntries;
  const rows = await db
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
  /** Streak freezes held today. */
  streakFreezes: number;
}

/** Per language: sentences with text, and those up to the given highest id (one pass over content). */
async function contentCounts(db: Database, highest: Record<Language, number>) {
  const t = schema.sentences;
  const columns = Object.fromEntries(
    LANGUAGES.flatMap((l) => [
      [`${l}Available`, sql<number>`SUM(CASE WHEN ${t[l]} <> '' THEN 1 ELSE 0 END)`],
      [`${l}Reached`, sql<number>`SUM(CASE WHEN ${t[l]} <> '' AND ${t.id} <= ${highest[l]} THEN 1 ELSE 0 END)`],
    ]),
  );
  const [row] = await db.select(columns).from(t);
  return (row ?? {}) as Record<string, number | null>;
}

/** A learner's numbers in every language: one call to their object, one query over content. */
export async function learnerNumbers(
  scope: Pick<RequestScope, "learnerOf" | "replica" | "now">,
  user: User,
): Promise<Record<Language, LanguageNumbers>> {
  const summaries = await scope.learnerOf(user.id).summaries({ now: scope.now, timeZone: user.timeZone });
  const byLanguage = new Map(summaries.map((s) => [s.language, s]));
  const highest = Object.fromEntries(LANGUAGES.map((l) => [l, byLanguage.get(l)?.highestSentenceId ?? 0])) as Record<
    Language,
    number
  >;
  const counts = await contentCounts(scope.replica, highest);
  const today = calendarDay(scope.now, user.timeZone);
  return Object.fromEntries(
    LANGUAGES.map((language) => {
      const s = byLanguage.get(language);
      const started = !!s?.started;
      const standing = started
        ? standingToday(s!.lastPracticeDay, today, { streak: s!.streak, freezes: s!.streakFreezes })
        : { streak: 0, freezes: 0 };
      const numbers: LanguageNumbers = {
        language,
        started,
        highestSentenceId: s?.highestSentenceId ?? 0,
        sentencesReached: started ? Number(counts[`${language}Reached`] ?? 0) : 0,
        sentencesLearning: s?.sequenceLength ?? 0,
        sentencesAvailable: Number(counts[`${language}Available`] ?? 0),
        totalRepetitions: s?.totalRepetitions ?? 0,
        streak: standing.streak,
        streakFreezes: standing.freezes,
        reviewPile: s?.graduatedCount ?? 0,
        pyramidPoints: s?.points ?? 0,
        conversationPoints: s?.conversationTotal ?? 0,
        // Conversation points count toward the learner's total in that language (and so the points
        // achievements) once per conversation per day, as on the leaderboard.
        points: (s?.points ?? 0) + (s?.conversationPoints ?? 0),
      };
      return [language, numbers];
    }),
  ) as Record<Language, LanguageNumbers>;
}

export async function achievementsFor(
  scope: Pick<RequestScope, "learnerOf" | "replica" | "now">,
  user: User,
  language: Language,
): Promise<Achievement[]> {
  const numbers = await learnerNumbers(scope, user);
  return computeAchievements(numbers[language]);
}
