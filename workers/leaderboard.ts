// Cron: recomputes the per-language leaderboard tables from the learner summaries (one row per
// learner and language, written by each learner's object). One set-based INSERT … SELECT per
// language ranks everyone at once (points, then streak, then who reached the score first); the
// five languages are swapped in one D1 batch, so readers never see a half-built board.
import { and, eq, gt, sql, type SQL, type SQLWrapper } from "drizzle-orm";
import { schema, type Database } from "../app/server/db.server";
import { ADJECTIVES, ANIMALS, ANONYMOUS_NAME_STEPS } from "../app/domain/leaderboard";
import { LANGUAGES } from "../app/domain/languages";
import { DAY_MS } from "../app/domain/time";

// A streak whose last practice is older than this is broken (the exact day boundary is the
// learner's own time zone; two days covers every zone). Each freeze held covers one more day.
const STREAK_ALIVE_MS = 2 * DAY_MS;

/** anonymousName (app/domain/leaderboard.ts) over a user id column, for every row at once. */
function anonymousNameOf(id: SQLWrapper): SQL<string> {
  const { adjective, animal, number } = ANONYMOUS_NAME_STEPS;
  // Integer literals, not parameters: `id / n` must stay an integer division.
  const n = (x: number) => sql.raw(String(Math.trunc(x)));
  const adjectiveAt = sql`((${id} * ${n(adjective)}) % ${n(ADJECTIVES.length)})`;
  const animalAt = sql`(((${id} / ${n(ADJECTIVES.length)}) * ${n(animal)}) % ${n(ANIMALS.length)})`;
  return sql<string>`json_extract(${JSON.stringify(ADJECTIVES)}, '$[' || ${adjectiveAt} || ']') || ' ' ||
    json_extract(${JSON.stringify(ANIMALS)}, '$[' || ${animalAt} || ']') || ' ' || (((${id} * ${n(number)}) % 90) + 10)`;
}

export function rankingStatement(db: Database, language: string, now: number) {
  const { learnerSummaries: m, users: u, leaderboardEntries: e } = schema;
  // conversation_points are counted once per conversation per day (the object counts them so).
  const total = sql<number>`${m.points} + ${m.conversationPoints}`;
  const streak = sql<number>`CASE WHEN ${m.lastPracticeAt} >= ${now - STREAK_ALIVE_MS} - ${m.streakFreezes} * ${DAY_MS} THEN ${m.streak} ELSE 0 END`;
  const ranked = db
    .select({
      userId: m.userId,
      points: total.as("points"),
      streak: streak.as("streak"),
      level: sql<number>`MIN(5, MAX(1, (${m.highestSentenceId} - 1) / 1000 + 1))`.as("level"),
      // The one thing the query builder cannot say: a window function over the whole language.
      rank: sql<number>`ROW_NUMBER() OVER (
        ORDER BY ${total} DESC, ${streak} DESC, COALESCE(${m.pointsReachedAt}, 9007199254740991) ASC, ${m.userId} ASC
      )`.as("rank"),
    })
    .from(m)
    .innerJoin(u, and(eq(u.id, m.userId), eq(u.leaderboardOptOut, false)))
    // A learner is ranked in a language once they have a pyramid in it.
    .where(and(eq(m.language, language), eq(m.started, true), gt(total, 0)))
    .as("ranked");
  return db.insert(e).select(
    db
      .select({
        language: sql`${language}`.as("language"),
        userId: ranked.userId,
        rank: ranked.rank,
        anonymousName: anonymousNameOf(ranked.userId).as("anonymous_name"),
        level: ranked.level,
        points: ranked.points,
        streak: ranked.streak,
        computedAt: sql`${now}`.as("computed_at"),
      })
      .from(ranked),
  );
}

export async function recomputeLeaderboards(
  db: Database,
  scheduledTime: number,
): Promise<{ languages: number; entries: number }> {
  const e = schema.leaderboardEntries;
  const statements = LANGUAGES.flatMap((language) => [
    db.delete(e).where(eq(e.language, language)),
    rankingStatement(db, language, scheduledTime),
  ]);
  const results = await db.batch(statements as [(typeof statements)[number], ...typeof statements]);
  const entries = results.filter((_, i) => i % 2 === 1).reduce((n, r) => n + (r.meta.changes ?? 0), 0);
  console.log(
    `leaderboard: ranked ${entries} entries in ${LANGUAGES.length} languages at ${new Date(scheduledTime).toISOString()}`,
  );
  return { languages: LANGUAGES.length, entries };
}
