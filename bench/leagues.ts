// `npx tsx bench/leagues.ts [learners]`: 100,000 learners with weekly XP (learner summaries, one or
// two languages each, tiers spread over all ten) in a local D1 of its own, then the leagues cron's
// work as the scheduled handler does it (workers/leagues.ts): the week's first standings pass (every
// learner a newcomer: groups formed), one standings update after a fifth of them earned more, and
// the close of the week (final standings, results and new tiers in chunks) on the next Monday.
// Last line: LEAGUES {"closeMs":…,"updateMs":…,"learners":…}. Goal: close ≤ 30 s, update ≤ 5 s.
import { execFileSync } from "node:child_process";
import { getPlatformProxy } from "wrangler";
import { getServiceContext } from "../load-context";
import { weekStartOf } from "../app/domain/league";
import { HOUR_MS, WEEK_MS } from "../app/domain/time";
import { runLeagues, updateStandings } from "../workers/leagues";

const LEARNERS = Number(process.argv[2] ?? 100_000);
const STATE = ".wrangler/bench-leagues";
const env = { ...process.env, WRANGLER_SEND_METRICS: "false" };

execFileSync("rm", ["-rf", STATE]);
execFileSync("npx", ["wrangler", "d1", "migrations", "apply", "DB", "--local", "--persist-to", STATE], { env, stdio: "ignore" });
const proxy = await getPlatformProxy<Env>({ persist: { path: `${STATE}/v3` } });
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
try {
  const d1 = proxy.env.DB;
  const db = getServiceContext(proxy.env).db;
  const week = weekStartOf(Date.now()) - WEEK_MS;
  const t0 = performance.now();
  // Generated inside SQLite with a recursive CTE: no per-row round trips.
  await d1.batch([
    d1
      .prepare(
        `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?)
         INSERT INTO users (email, leaderboard_opt_out, league_opt_in, created_at)
         SELECT 'bench' || i || '@example.com', CASE WHEN i % 50 = 0 THEN 1 ELSE 0 END, CASE WHEN i % 100 = 0 THEN 1 ELSE 0 END, ? FROM n`,
      )
      .bind(LEARNERS, week),
    // Every learner practised Italian this week; a third Spanish too.
    d1
      .prepare(
        `INSERT INTO learner_summaries (user_id, language, started, points, reviews_by_day, xp_week, xp_week_start,
           xp_week_first_at, xp_week_reached_at, updated_at)
         SELECT u.id, l.language, 1, 1000, '{}', 1 + (u.id * 7919 + l.k * 104729) % 3000, ?,
                ? + (u.id * 6151) % 500000000, ? + 500000000 + (u.id * 3571) % 100000000, ?
         FROM users u JOIN (SELECT 'italian' AS language, 1 AS k UNION ALL SELECT 'spanish', 2) l
           ON l.k = 1 OR u.id % 3 = 0`,
      )
      .bind(week, week, week, week),
    // Tiers from past weeks, spread over all ten (a fifth still in the lowest, without a row).
    d1
      .prepare("INSERT INTO league_tiers (user_id, tier, week) SELECT id, id % 10, ? FROM users WHERE id % 5 <> 0")
      .bind(week - WEEK_MS),
  ]);
  const rows = await d1.prepare("SELECT COUNT(*) AS n FROM learner_summaries").first<{ n: number }>();
  console.log(`seeded ${rows?.n} summaries for ${LEARNERS} learners in ${seconds(performance.now() - t0)}`);

  let start = performance.now();
  await updateStandings(db, week, week + HOUR_MS);
  const formMs = performance.now() - start;
  const members = await d1
    .prepare("SELECT COUNT(*) AS n, COUNT(DISTINCT tier || '/' || group_number) AS groups FROM league_members WHERE week = ?")
    .bind(week)
    .first<{ n: number; groups: number }>();
  console.log(`first standings pass: ${members?.n} learners placed in ${members?.groups} groups in ${seconds(formMs)}`);

  // A fifth of the learners earn more; the next run brings the standings up to date.
  await d1
    .prepare(
      "UPDATE learner_summaries SET xp_week = xp_week + 25, xp_week_reached_at = ? + user_id WHERE xp_week_start = ? AND user_id % 5 = 1",
    )
    .bind(week + 2 * HOUR_MS, week)
    .run();
  start = performance.now();
  await updateStandings(db, week, week + 3 * HOUR_MS);
  const updateMs = performance.now() - start;
  console.log(`standings update: ${seconds(updateMs)}`);

  start = performance.now();
  const run = await runLeagues(db, week + WEEK_MS + 60_000);
  const closeMs = performance.now() - start;
  const results = await d1
    .prepare(
      "SELECT COUNT(*) AS n, SUM(movement = 'up') AS up, SUM(movement = 'down') AS down FROM league_results WHERE week = ?",
    )
    .bind(week)
    .first<{ n: number; up: number; down: number }>();
  console.log(
    `close: ${results?.n} results (${results?.up} up, ${results?.down} down), weeks closed ${run.closed.length}, in ${seconds(closeMs)}`,
  );
  if (results?.n !== members?.n || run.closed.length !== 1) throw new Error("the close did not write one result per member");
  console.log(`LEAGUES ${JSON.stringify({ closeMs: Math.round(closeMs), updateMs: Math.round(updateMs), learners: LEARNERS })}`);
} finally {
  await proxy.dispose();
}
