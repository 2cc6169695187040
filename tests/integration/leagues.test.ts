// Weekly leagues on real D1 (issue 29): the cron places learners in groups as the domain's rules
// say, and closes a week exactly once however it runs (twice, after a crash midway, a day late).
import { env } from "cloudflare:workers";
import { drizzle } from "drizzle-orm/d1";
import { beforeEach, describe, expect, it } from "vitest";
import * as schema from "../../db/schema";
import { anonymousName } from "../../app/domain/leaderboard";
import { assignGroups, closeGroup, rankGroup, weekStartOf } from "../../app/domain/league";
import { DAY_MS, HOUR_MS, WEEK_MS } from "../../app/domain/time";
import { KEEP_WEEKS, closeWeek, runLeagues } from "../../workers/leagues";
import { advance, call, flushSummaries, freeLearner, runCron, userIdOf } from "./helpers";

const db = drizzle(env.DB, { schema });
// A Monday long past, so that no other file's learners (summaries of the real week) are in it.
const WEEK = Date.UTC(2025, 0, 6);
let seq = 0;

interface Seed {
  xp: number;
  /** Minutes into the week of the first XP (join order) and of the last growth (tie-break). */
  first?: number;
  reached?: number;
  tier?: number;
  optOut?: boolean;
  optIn?: boolean;
  language?: string;
}

/** Learners with summaries in `week`, straight into D1 (as the objects' alarms would write them). */
async function seed(week: number, learners: Seed[]): Promise<number[]> {
  const ids: number[] = [];
  for (const l of learners) {
    seq += 1;
    const user = await env.DB.prepare(
      "INSERT INTO users (email, created_at, leaderboard_opt_out, league_opt_in) VALUES (?, ?, ?, ?) RETURNING id",
    )
      .bind(`league-${seq}-${Math.random()}@example.com`, week, l.optOut ? 1 : 0, l.optIn ? 1 : 0)
      .first<{ id: number }>();
    ids.push(user!.id);
  }
  await env.DB.batch(
    learners.flatMap((l, i) => {
      const first = week + (l.first ?? i) * 60_000;
      const statements = [
        env.DB.prepare(
          `INSERT INTO learner_summaries (user_id, language, started, points, reviews_by_day, xp_week, xp_week_start,
             xp_week_first_at, xp_week_reached_at, updated_at) VALUES (?, ?, 1, ?, '{}', ?, ?, ?, ?, ?)`,
        ).bind(ids[i], l.language ?? "italian", l.xp, l.xp, week, first, week + (l.reached ?? 1000 + i) * 60_000, first),
      ];
      if (l.tier !== undefined)
        statements.push(
          env.DB.prepare("INSERT INTO league_tiers (user_id, tier, week) VALUES (?, ?, ?)").bind(ids[i], l.tier, week - WEEK_MS),
        );
      return statements;
    }),
  );
  return ids;
}

async function members(week: number) {
  return env.DB.prepare("SELECT * FROM league_members WHERE week = ? ORDER BY tier, group_number, rank")
    .bind(week)
    .all<{ user_id: number; tier: number; group_number: number; xp: number; rank: number; reached_at: number }>()
    .then((r) => r.results);
}

async function results(week: number) {
  return env.DB.prepare("SELECT * FROM league_results WHERE week = ? ORDER BY tier, group_number, rank")
    .bind(week)
    .all<{ user_id: number; tier: number; group_number: number; rank: number; xp: number; movement: string; new_tier: number }>()
    .then((r) => r.results);
}

async function tiersOf(ids: number[]) {
  const rows = await env.DB.prepare(`SELECT user_id, tier FROM league_tiers WHERE user_id IN (${ids.join(",")})`).all<{
    user_id: number;
    tier: number;
  }>();
  return new Map(rows.results.map((row) => [row.user_id, row.tier]));
}

beforeEach(async () => {
  await env.DB.batch(
    ["league_members", "league_groups", "league_results", "league_tiers", "league_weeks", "learner_summaries"].map((table) =>
      env.DB.prepare(`DELETE FROM ${table}`),
    ),
  );
});

describe("the week's standings", () => {
  it("places joiners in groups of 30 of their tier in order of joining, as the domain does", async () => {
    // 62 in the lowest tier (joining in scrambled order), 4 in Granite, two who left the leaderboard
    // (one of them asked for leagues), and one without XP this week.
    const lowest = await seed(
      WEEK,
      Array.from({ length: 62 }, (_, i) => ({ xp: 10 + ((i * 7) % 50), first: (i * 37) % 62 })),
    );
    const granite = await seed(
      WEEK,
      [5, 6, 7, 8].map((xp) => ({ xp, tier: 5 })),
    );
    const [outId, inId] = await seed(WEEK, [
      { xp: 40, optOut: true },
      { xp: 40, optOut: true, optIn: true },
    ]);
    await seed(WEEK, [{ xp: 0 }]);
    // A second language adds up to one week's XP, not a second membership.
    await env.DB.prepare(
      "INSERT INTO learner_summaries (user_id, language, reviews_by_day, xp_week, xp_week_start, updated_at) VALUES (?, 'spanish', '{}', 500, ?, ?)",
    )
      .bind(granite[0], WEEK, WEEK)
      .run();

    await runCron(WEEK + 2 * HOUR_MS);
    const rows = await members(WEEK);
    expect(rows.map((r) => r.user_id)).not.toContain(outId);
    expect(rows).toHaveLength(62 + 4 + 1);

    const expected = assignGroups(
      [...lowest, inId!].map((userId, i) => ({ userId, firstAt: WEEK + (i < 62 ? (i * 37) % 62 : 1) * 60_000 })),
      null,
    );
    const placed = new Map(rows.filter((r) => r.tier === 0).map((r) => [r.user_id, r.group_number]));
    expect(expected.map((e) => placed.get(e.userId))).toEqual(expected.map((e) => e.group));
    expect(new Set(rows.filter((r) => r.tier === 5).map((r) => r.group_number))).toEqual(new Set([1]));

    // Ranks within each group are the domain's standings order.
    const granites = rows.filter((r) => r.tier === 5);
    const ranked = rankGroup(granites.map((r) => ({ userId: r.user_id, xp: r.xp, reachedAt: r.reached_at })));
    expect(granites.map((r) => [r.user_id, r.rank])).toEqual(ranked.map((r) => [r.userId, r.rank]));
    expect(granites[0]).toMatchObject({ user_id: granite[0], xp: 505, rank: 1 });

    // Newcomers later in the week fill the newest group first (group 3 holds 3), then no more.
    const late = await seed(
      WEEK,
      Array.from({ length: 30 }, () => ({ xp: 1, first: 3000 })),
    );
    await runCron(WEEK + DAY_MS);
    const after = await members(WEEK);
    const groupsOfLate = late.map((id) => after.find((r) => r.user_id === id)?.group_number);
    expect(groupsOfLate.filter((n) => n === 3)).toHaveLength(27);
    expect(groupsOfLate.filter((n) => n === 4)).toHaveLength(3);
    const groups = await env.DB.prepare("SELECT tier, number FROM league_groups WHERE week = ? ORDER BY tier, number")
      .bind(WEEK)
      .all();
    expect(groups.results).toEqual([
      { tier: 0, number: 1 },
      { tier: 0, number: 2 },
      { tier: 0, number: 3 },
      { tier: 0, number: 4 },
      { tier: 5, number: 1 },
    ]);
  });
});

describe("the week's close", () => {
  it("is written once although the cron fires twice, as the domain closes each group", async () => {
    const ids = await seed(
      WEEK,
      Array.from({ length: 25 }, (_, i) => ({ xp: 100 + (i % 12) * 10, tier: 2, reached: 500 - i })),
    );
    await runCron(WEEK + 3 * DAY_MS);
    const closeAt = WEEK + WEEK_MS + 10 * 60_000;
    await runCron(closeAt);
    const first = await results(WEEK);
    const tiersAfterFirst = await tiersOf(ids);
    await runCron(closeAt);
    await runCron(closeAt + 10 * 60_000);
    expect(await results(WEEK)).toEqual(first);
    expect(await tiersOf(ids)).toEqual(tiersAfterFirst);

    const standings = (await members(WEEK)).map((r) => ({ userId: r.user_id, xp: r.xp, reachedAt: r.reached_at }));
    const expected = closeGroup(standings, 2);
    expect(first.map((r) => ({ userId: r.user_id, rank: r.rank, movement: r.movement, newTier: r.new_tier }))).toEqual(
      expected.map((e) => ({ userId: e.userId, rank: e.rank, movement: e.movement, newTier: e.newTier })),
    );
    expect(first.filter((r) => r.movement === "up")).toHaveLength(7);
    expect(first.filter((r) => r.movement === "down")).toHaveLength(5);
    expect([...tiersAfterFirst.values()].sort()).toEqual([...Array(5).fill(1), ...Array(13).fill(2), ...Array(7).fill(3)]);
    const state = await env.DB.prepare("SELECT closed_at FROM league_weeks WHERE week = ?").bind(WEEK).first();
    expect(state).toEqual({ closed_at: closeAt });

    // Next week, a promoted learner joins a group of their new tier.
    const next = WEEK + WEEK_MS;
    const promoted = first.find((r) => r.movement === "up")!.user_id;
    await env.DB.prepare(
      "UPDATE learner_summaries SET xp_week = 30, xp_week_start = ?, xp_week_first_at = ?, xp_week_reached_at = ? WHERE user_id = ?",
    )
      .bind(next, next + HOUR_MS, next + HOUR_MS, promoted)
      .run();
    await runCron(next + 2 * HOUR_MS);
    expect((await members(next)).map((r) => [r.user_id, r.tier])).toEqual([[promoted, 3]]);
  });

  it("resumes after a run that stopped midway, writing each result once, and holds the new week until done", async () => {
    // 70 in the lowest tier: groups of 30, 30 and 10.
    const ids = await seed(
      WEEK,
      Array.from({ length: 70 }, (_, i) => ({ xp: 1 + i })),
    );
    await runCron(WEEK + HOUR_MS);
    const next = WEEK + WEEK_MS;
    // The first run after Monday dies after one chunk (one group).
    let chunks = 0;
    const stopped = await runLeagues(db, next + 60_000, { chunkGroups: 1, shouldStop: () => chunks++ >= 1 });
    expect(stopped).toEqual({ closed: [], updated: false });
    const partial = await results(WEEK);
    expect(partial).toHaveLength(30);
    expect(new Set(partial.map((r) => r.group_number))).toEqual(new Set([1]));
    expect(await env.DB.prepare("SELECT COUNT(*) AS n FROM league_weeks WHERE week = ?").bind(next).first()).toEqual({ n: 0 });

    // Learner XP keeps changing in the summaries meanwhile: the closed groups do not change.
    await env.DB.prepare("UPDATE learner_summaries SET xp_week = 5000, xp_week_reached_at = ? WHERE user_id = ?")
      .bind(next - 1, ids[0])
      .run();
    await runCron(next + 10 * 60_000);
    const all = await results(WEEK);
    expect(all).toHaveLength(70);
    expect(all.filter((r) => r.group_number === 1)).toEqual(partial);
    // Group 3 holds 10: the domain promotes 7 and (lowest tier) demotes none.
    expect(all.filter((r) => r.group_number === 3).map((r) => r.movement)).toEqual([
      ...Array(7).fill("up"),
      ...Array(3).fill("stay"),
    ]);
    expect(await env.DB.prepare("SELECT closed_at FROM league_weeks WHERE week = ?").bind(WEEK).first()).toEqual({
      closed_at: next + 10 * 60_000,
    });
    expect(await env.DB.prepare("SELECT COUNT(*) AS n FROM league_weeks WHERE week = ?").bind(next).first()).toEqual({ n: 1 });
    // Closing again (an old run arriving late) changes nothing.
    expect(await closeWeek(db, WEEK, next + HOUR_MS)).toBe(true);
    expect(await results(WEEK)).toEqual(all);
  });

  it("closes a day late, keeping the XP of a learner whose summary moved on to the new week", async () => {
    const ids = await seed(
      WEEK,
      Array.from({ length: 12 }, (_, i) => ({ xp: 100 - i, tier: 4 })),
    );
    await runCron(WEEK + 6 * DAY_MS);
    // The last run of the week saw 100..89. Then the top learner practised on into the new week
    // (their summary now holds next week's XP), and the last one earned more before Monday.
    const next = WEEK + WEEK_MS;
    await env.DB.batch([
      env.DB.prepare(
        "UPDATE learner_summaries SET xp_week = 3, xp_week_start = ?, xp_week_first_at = ?, xp_week_reached_at = ? WHERE user_id = ?",
      ).bind(next, next + HOUR_MS, next + HOUR_MS, ids[0]),
      env.DB.prepare("UPDATE learner_summaries SET xp_week = 99, xp_week_reached_at = ? WHERE user_id = ?").bind(
        next - 60_000,
        ids[11],
      ),
    ]);
    await runCron(next + DAY_MS + 5 * 60_000);
    const closed = await results(WEEK);
    expect(closed).toHaveLength(12);
    expect(closed.find((r) => r.user_id === ids[0])).toMatchObject({ rank: 1, xp: 100, movement: "up", new_tier: 5 });
    // 99 reached just before Monday ranks after the 99 reached earlier in the week.
    expect(closed.find((r) => r.user_id === ids[11])).toMatchObject({ rank: 3, xp: 99, movement: "up" });
    expect(closed.filter((r) => r.movement === "down").map((r) => r.rank)).toEqual([8, 9, 10, 11, 12]);
    // The new week's standings were taken in the same run, at the new tier.
    expect((await members(next)).map((r) => [r.user_id, r.tier])).toEqual([[ids[0], 5]]);
  });
});

describe("old weeks", () => {
  it("are pruned once closed and older than KEEP_WEEKS; the weeks before stay", async () => {
    const old = WEEK - (KEEP_WEEKS + 1) * WEEK_MS;
    const ids = await seed(old, [{ xp: 5 }]);
    await seed(old + WEEK_MS, [{ xp: 6 }]);
    await runCron(old + HOUR_MS);
    await runCron(old + WEEK_MS + HOUR_MS);
    expect((await results(old)).map((r) => r.user_id)).toEqual(ids);
    await runCron(WEEK + HOUR_MS);
    expect(await results(old)).toEqual([]);
    expect(await members(old)).toEqual([]);
    expect(await results(old + WEEK_MS)).toHaveLength(1);
    expect(await env.DB.prepare("SELECT COUNT(*) AS n FROM league_groups WHERE week = ?").bind(old).first()).toEqual({ n: 0 });
  });
});

describe("the profile's leagues setting", () => {
  it("lets a learner hidden from the leaderboard join leagues, and leave again", async () => {
    const learner = await freeLearner("italian");
    const userId = await userIdOf(learner.email);
    const post = (fields: Record<string, string>) =>
      call("/profile", {
        body: new URLSearchParams(fields).toString(),
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        cookie: learner.cookie,
      });
    const optIn = async () =>
      (await env.DB.prepare("SELECT league_opt_in AS v FROM users WHERE id = ?").bind(userId).first<{ v: number }>())!.v;
    expect((await post({ intent: "leagues", leagueOptIn: "on" })).status).toBe(302);
    expect(await optIn()).toBe(1);
    expect((await post({ intent: "leagues" })).status).toBe(302);
    expect(await optIn()).toBe(0);
    expect((await post({ intent: "leagues", leagueOptIn: "maybe" })).status).toBe(400);
    expect(await optIn()).toBe(0);
  });
});

describe("GET /api/league", () => {
  it("shows a learner their group with their own row, once the cron has counted their first XP", async () => {
    expect((await call("/api/league")).status).toBe(401);
    const learner = await freeLearner("italian");
    const empty = await call("/api/league", { cookie: learner.cookie });
    expect(empty.status).toBe(200);
    expect(empty.body).toMatchObject({ tier: "Sand", standings: [], lastResult: null, promotionCount: 7, demotionCount: 0 });
    expect(empty.body.week).toBe(new Date(weekStartOf(Date.now())).toISOString().slice(0, 10));
    expect(Date.parse(empty.body.endsAt)).toBe(weekStartOf(Date.now()) + WEEK_MS);

    await advance(learner.cookie, "italian", 3);
    const userId = await userIdOf(learner.email);
    await flushSummaries(userId);
    const summary = await env.DB.prepare(
      "SELECT xp_week, xp_week_first_at, xp_week_reached_at FROM learner_summaries WHERE user_id = ?",
    )
      .bind(userId)
      .first<{ xp_week: number; xp_week_first_at: number; xp_week_reached_at: number }>();
    expect(summary!.xp_week).toBeGreaterThan(0);
    expect(summary!.xp_week_first_at).toBeLessThanOrEqual(summary!.xp_week_reached_at);
    const rival = await seed(weekStartOf(Date.now()), [{ xp: 100000 }]);

    await runCron(Date.now());
    const league = await call("/api/league", { cookie: learner.cookie });
    expect(league.body.standings).toEqual([
      { rank: 1, name: anonymousName(rival[0]!), xp: 100000, you: false },
      { rank: 2, name: anonymousName(userId), xp: summary!.xp_week, you: true },
    ]);
    expect(Object.keys(league.body).sort()).toEqual(
      ["week", "tier", "endsAt", "promotionCount", "demotionCount", "standings", "lastResult"].sort(),
    );
  });
});
