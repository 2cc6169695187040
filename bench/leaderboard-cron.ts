// `npx tsx bench/leaderboard-cron.ts [learners]`: seeds 20,000 learners × 5 languages = 100,000
// learner summaries (what each learner's object writes to D1) into a local D1 (its own state directory), then times one leaderboard cron run
// (the same recomputeLeaderboards the scheduled handler calls), three times.
import { execFileSync } from "node:child_process";
import { getPlatformProxy } from "wrangler";
import { getServiceContext } from "../load-context";
import { recomputeLeaderboards } from "../workers/leaderboard";

const LEARNERS = Number(process.argv[2] ?? 20_000);
const STATE = ".wrangler/bench-leaderboard";
const env = { ...process.env, WRANGLER_SEND_METRICS: "false" };

execFileSync("rm", ["-rf", STATE]);
execFileSync("npx", ["wrangler", "d1", "migrations", "apply", "DB", "--local", "--persist-to", STATE], { env, stdio: "ignore" });
const proxy = await getPlatformProxy<Env>({ persist: { path: `${STATE}/v3` } });
try {
  const db = proxy.env.DB;
  const now = Date.now();
  const t0 = performance.now();
  // Generated inside SQLite with a recursive CTE: no per-row round trips.
  await db.batch([
    db
      .prepare(
        `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?)
         INSERT INTO users (email, first_name, last_name, time_zone, leaderboard_opt_out, created_at)
         SELECT 'bench' || i || '@example.com', 'Bench', 'Learner', 'UTC', CASE WHEN i % 50 = 0 THEN 1 ELSE 0 END, ? FROM n`,
      )
      .bind(LEARNERS, now),
    db
      .prepare(
        `INSERT INTO learner_summaries (user_id, language, started, points, streak, last_practice_day, last_practice_at,
           highest_sentence_id, total_repetitions, reviews_by_day, points_reached_at, updated_at)
         SELECT u.id, l.language, 1, (u.id * 7919 + l.k * 104729) % 20000, (u.id + l.k) % 40, '2026-11-21',
                ? - ((u.id * 31) % 5) * 86400000, 1 + (u.id * 13) % 5000, (u.id * 3) % 900, '{}', ? - (u.id % 100000), ?
         FROM users u CROSS JOIN (SELECT 'italian' AS language, 1 AS k UNION ALL SELECT 'spanish', 2 UNION ALL SELECT 'french', 3
                                  UNION ALL SELECT 'german', 4 UNION ALL SELECT 'russian', 5) l`,
      )
      .bind(now, now, now),
  ]);
  const rows = await db.prepare("SELECT COUNT(*) AS n FROM learner_summaries").first<{ n: number }>();
  console.log(`seeded ${rows?.n} summaries for ${LEARNERS} learners in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  for (let run = 1; run <= 3; run++) {
    const start = performance.now();
    const result = await recomputeLeaderboards(getServiceContext(proxy.env).db, Date.now());
    console.log(`cron run ${run}: ${result.entries} entries ranked in ${((performance.now() - start) / 1000).toFixed(2)} s`);
  }
} finally {
  await proxy.dispose();
}
