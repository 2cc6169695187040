// Cron: recomputes the per-language leaderboard tables from progress. One set-based INSERT … SELECT
// per language ranks everyone at once (points, then streak, then who reached the score first); the
// five languages are swapped in one D1 batch, so readers never see a half-built board.
import { and, eq, gt, sql, type SQL, type SQLWrapper } from "drizzle-orm";
import { getDb, schema } from "../app/server/db.server";
import { ADJECTIVES, ANIMALS, ANONYMOUS_NAME_STEPS } from "../app/domain/leaderboard";
import { LANGUAGES } from "../app/domain/languages";

// A streak whose last practice is older than this is broken (the exact day boundary is the
// learner's own time zone; two days covers every zone).
const STREAK_ALIVE_MS = 48 * 60 * 60 * 1000;

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

export function rankingStatement(d1: D1Database, language: string, now: number) {
  const db = getDb(d1);
  const { progress: p, users: u, conversationProgress: c, leaderboardEntries: e } = schema;
  // Conversations count once per conversation per day (ranked_points), not on every replay.
  const total = sql<number>`${p.points} + COALESCE(${c.rankedPoints}, 0)`;
  const streak = sql<number>`CASE WHEN ${p.lastPracticeAt} >= ${now - STREAK_ALIVE_MS} THEN ${p.streak} ELSE 0 END`;
  const ranked = db
    .select({
      userId: p.userId,
      points: total.as("points"),
      streak: streak.as("streak"),
      level: sql<number>`MIN(5, MAX(1, (${p.highestSentenceId} - 1) / 1000 + 1))`.as("level"),
      // The one thing the query builder cannot say: a window function over the whole language.
      rank: sql<number>`ROW_NUMBER() OVER (
        ORDER BY ${total} DESC, ${streak} DESC, COALESCE(${p.pointsReachedAt}, 9007199254740991) ASC, ${p.userId} ASC
      )`.as("rank"),
    })
    .from(p)
    .innerJoin(u, and(eq(u.id, p.userId), eq(u.leaderboardOptOut, false)))
    .leftJoin(c, and(eq(c.userId, p.userId), eq(c.language, p.language)))
    .where(and(eq(p.language, language), gt(total, 0)))
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

export async function recomputeLeaderboards(env: Env, scheduledTime: number): Promise<{ languages: number; entries: number }> {
  const db = getDb(env.DB);
  const e = schema.leaderboardEntries;
  const statements = LANGUAGES.flatMap((language) => [
    db.delete(e).where(eq(e.language, language)),
    rankingStatement(env.DB, language, scheduledTime),
  ]);
  const results = await db.batch(statements as [(typeof statements)[number], ...typeof statements]);
  const entries = results.filter((_, i) => i % 2 === 1).reduce((n, r) => n + (r.meta.changes ?? 0), 0);
  console.log(
    `leaderboard: ranked ${entries} entries in ${LANGUAGES.length} languages at ${new Date(scheduledTime).toISOString()}`,
  );
  return { languages: LANGUAGES.length, entries };
}
