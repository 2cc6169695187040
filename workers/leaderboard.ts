// Cron: recomputes the per-language leaderboard tables from progress. One set-based INSERT … SELECT
// per language ranks everyone at once (points, then streak, then who reached the score first); the
// five languages are swapped in one D1 batch, so readers never see a half-built board.
import { ADJECTIVES, ANIMALS, anonymousNameSql } from "../app/domain/leaderboard";
import { LANGUAGES } from "../app/domain/languages";

// A streak whose last practice is older than this is broken (the exact day boundary is the
// learner's own time zone; two days covers every zone).
const STREAK_ALIVE_MS = 48 * 60 * 60 * 1000;

export function rankingStatement(d1: D1Database, language: string, now: number): D1PreparedStatement {
  const total = "p.points + COALESCE(c.total_points, 0)";
  const streak = "CASE WHEN p.last_practice_at >= ?5 THEN p.streak ELSE 0 END";
  return d1
    .prepare(
      `INSERT INTO leaderboard_entries (language, user_id, rank, anonymous_name, level, points, streak, computed_at)
       SELECT ?3, ranked.user_id, ranked.rank, ${anonymousNameSql("ranked.user_id")}, ranked.level, ranked.points, ranked.streak, ?4
       FROM (
         SELECT p.user_id,
                ${total} AS points,
                ${streak} AS streak,
                MIN(5, MAX(1, (p.highest_sentence_id - 1) / 1000 + 1)) AS level,
                ROW_NUMBER() OVER (
                  ORDER BY ${total} DESC, ${streak} DESC, COALESCE(p.points_reached_at, 9007199254740991) ASC, p.user_id ASC
                ) AS rank
         FROM progress p
         JOIN users u ON u.id = p.user_id AND u.leaderboard_opt_out = 0
         LEFT JOIN conversation_progress c ON c.user_id = p.user_id AND c.language = p.language
         WHERE p.language = ?3 AND ${total} > 0
       ) AS ranked`,
    )
    .bind(JSON.stringify(ADJECTIVES), JSON.stringify(ANIMALS), language, now, now - STREAK_ALIVE_MS);
}

export async function recomputeLeaderboards(env: Env, scheduledTime: number): Promise<{ languages: number; entries: number }> {
  const d1 = env.DB;
  const statements = LANGUAGES.flatMap((language) => [
    d1.prepare("DELETE FROM leaderboard_entries WHERE language = ?").bind(language),
    rankingStatement(d1, language, scheduledTime),
  ]);
  const results = await d1.batch(statements);
  const entries = results.filter((_, i) => i % 2 === 1).reduce((n, r) => n + (r.meta.changes ?? 0), 0);
  console.log(
    `leaderboard: ranked ${entries} entries in ${LANGUAGES.length} languages at ${new Date(scheduledTime).toISOString()}`,
  );
  return { languages: LANGUAGES.length, entries };
}
