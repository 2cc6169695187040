import { runInDurableObject } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/durable-sqlite";
import { beforeEach, describe, expect, it } from "vitest";
import { anonymousName } from "../../app/domain/leaderboard";
import type { Learner } from "../../app/learner/learner";
import * as learnerSchema from "../../app/learner/schema";
import { call, flushSummaries, learnerOf, registerAdmin, registerLearner, runCron, userIdOf } from "./helpers";

const DAY = 86_400_000;

interface Seed {
  points: number;
  streak?: number;
  reachedAt?: number;
  highest?: number;
  language?: string;
  optOut?: boolean;
  conversationPoints?: number;
  practisedAt?: number;
  pile?: number[];
  repetitions?: number;
  /** Gradings at these times (the review log and its counts). */
  reviews?: number[];
}

/**
 * The learner's state written straight into their object, then their summary written to D1 by the
 * object's own alarm (run now): what the cron, achievements and analytics read.
 */
async function seedProgress(email: string, seed: Seed) {
  const userId = await userIdOf(email);
  const now = Date.now();
  const language = seed.language ?? "italian";
  const practised = seed.practisedAt ?? now;
  await env.DB.prepare("UPDATE users SET leaderboard_opt_out = ? WHERE id = ?")
    .bind(seed.optOut ? 1 : 0, userId)
    .run();
  await runInDurableObject(learnerOf(userId), async (_instance: Learner, state) => {
    const db = drizzle(state.storage, { schema: learnerSchema });
    db.insert(learnerSchema.pyramids)
      .values({
        language,
        currentSequence: [1],
        currentPosition: 0,
        points: seed.points,
        streak: seed.streak ?? 0,
        repetitionCounts: {},
        graduatedCount: (seed.pile ?? []).length,
        lastPracticeDay: new Date(practised).toISOString().slice(0, 10),
        lastPracticeAt: practised,
        highestSentenceId: seed.highest ?? 1,
        totalRepetitions: seed.repetitions ?? 0,
        pointsReachedAt: seed.reachedAt ?? now,
        createdAt: now,
        updatedAt: now,
      })
      .run();
    for (const sentenceId of seed.pile ?? []) {
      db.insert(learnerSchema.reviewItems).values({ language, sentenceId, nextReview: now, interval: 1, easeFactor: 2.5 }).run();
    }
    if (seed.conversationPoints) {
      db.insert(learnerSchema.conversations)
        .values({ language, totalPoints: seed.conversationPoints, rankedPoints: seed.conversationPoints, updatedAt: now })
        .run();
    }
    for (const at of seed.reviews ?? []) {
      db.insert(learnerSchema.reviewLog)
        .values({ language, sentenceId: 1, grade: 3, reviewedAt: at, interval: 6, easeFactor: 2.5, nextReview: at + 6 * DAY })
        .run();
      const day = new Date(at).toISOString().slice(0, 10);
      db.insert(learnerSchema.reviewDays)
        .values({ language, day, reviews: 1 })
        .onConflictDoUpdate({
          target: [learnerSchema.reviewDays.language, learnerSchema.reviewDays.day],
          set: { reviews: sql`reviews + 1` },
        })
        .run();
    }
    db.insert(learnerSchema.languageTotals)
      .values({ language, reviewsTotal: (seed.reviews ?? []).length })
      .run();
    db.insert(learnerSchema.summaryOutbox).values({ language }).run();
    await state.storage.setAlarm(now + 60_000);
  });
  await flushSummaries(userId);
  return userId;
}

describe("leaderboard cron", () => {
  beforeEach(async () => {
    await env.DB.prepare("DELETE FROM users").run();
  });

  it("ranks by points, then streak, then who reached the score first; skips opt-outs and empty languages", async () => {
    const now = Date.now();
    const people = {
      top: await registerLearner(),
      tieStreakHigh: await registerLearner(),
      tieEarly: await registerLearner(),
      tieLate: await registerLearner(),
      optOut: await registerLearner(),
      talker: await registerLearner(),
      zero: await registerLearner(),
    };
    const ids = {
      top: await seedProgress(people.top.email, { points: 900, streak: 1, highest: 1500 }),
      tieStreakHigh: await seedProgress(people.tieStreakHigh.email, { points: 500, streak: 9 }),
      tieEarly: await seedProgress(people.tieEarly.email, { points: 500, streak: 3, reachedAt: now - 5000 }),
      tieLate: await seedProgress(people.tieLate.email, { points: 500, streak: 3, reachedAt: now - 1000 }),
      optOut: await seedProgress(people.optOut.email, { points: 5000, streak: 50, optOut: true }),
      // Conversation points count toward the language total.
      talker: await seedProgress(people.talker.email, { points: 100, conversationPoints: 450, streak: 2 }),
      zero: await seedProgress(people.zero.email, { points: 0 }),
    };
    await runCron(now);
    const { results } = await env.DB.prepare(
      "SELECT user_id, rank, points, streak, level, anonymous_name FROM leaderboard_entries WHERE language = 'italian' ORDER BY rank",
    ).all<{ user_id: number; rank: number; points: number; streak: number; level: number; anonymous_name: string }>();
    expect(results.map((r) => [r.user_id, r.rank, r.points])).toEqual([
      [ids.top, 1, 900],
      [ids.talker, 2, 550],
      [ids.tieStreakHigh, 3, 500],
      [ids.tieEarly, 4, 500],
      [ids.tieLate, 5, 500],
    ]);
    expect(results[0]!.level).toBe(2);
    // Names are stable, anonymous, and the same formula as the domain's.
    expect(results.map((r) => r.anonymous_name)).toEqual(results.map((r) => anonymousName(r.user_id)));
    expect(results.every((r) => !r.anonymous_name.includes("@"))).toBe(true);
    const empty = await env.DB.prepare("SELECT COUNT(*) AS n FROM leaderboard_entries WHERE language = 'russian'").first<{
      n: number;
    }>();
    expect(empty!.n).toBe(0);
  });

  it("a broken streak counts as 0, and a rerun replaces the board", async () => {
    const stale = await registerLearner();
    const fresh = await registerLearner();
    const staleId = await seedProgress(stale.email, { points: 300, streak: 30, practisedAt: Date.now() - 5 * DAY });
    const freshId = await seedProgress(fresh.email, { points: 300, streak: 2 });
    await runCron();
    await runCron();
    const { results } = await env.DB.prepare(
      "SELECT user_id, streak FROM leaderboard_entries WHERE language = 'italian' ORDER BY rank",
    ).all();
    expect(results).toEqual([
      { user_id: freshId, streak: 2 },
      { user_id: staleId, streak: 0 },
    ]);
  });
});

describe("GET /api/leaderboard", () => {
  it("returns the top entries and the learner's own row, flagged, even outside the top", async () => {
    const learners = [];
    for (let i = 0; i < 12; i++) {
      const learner = await registerLearner();
      await call("/api/update-free-language", { json: { language: "german" }, cookie: learner.cookie });
      await seedProgress(learner.email, { points: 1000 - i * 10, language: "german" });
      learners.push(learner);
    }
    await runCron();
    const last = learners[11]!;
    const response = await call("/api/leaderboard?language=german&limit=10", { cookie: last.cookie });
    expect(response.status).toBe(200);
    expect(response.body).toHaveLength(11);
    expect(response.body.slice(0, 10).every((e: { isCurrentUser: boolean }) => !e.isCurrentUser)).toBe(true);
    expect(response.body[10]).toMatchObject({ rank: 12, points: 890, isCurrentUser: true });
    expect(Object.keys(response.body[0]).sort()).toEqual(["anonymousName", "isCurrentUser", "level", "points", "rank", "streak"]);

    const first = await call("/api/leaderboard?language=german", { cookie: learners[0]!.cookie });
    expect(first.body).toHaveLength(10);
    expect(first.body[0]).toMatchObject({ rank: 1, isCurrentUser: true });

    expect((await call("/api/leaderboard?language=german&limit=0", { cookie: last.cookie })).status).toBe(400);
    expect((await call("/api/leaderboard?language=german&limit=abc", { cookie: last.cookie })).status).toBe(400);
    expect((await call("/api/leaderboard?language=italian", { cookie: last.cookie })).status).toBe(403);
    expect((await call("/api/leaderboard?language=german")).status).toBe(401);
  });
});

describe("achievements", () => {
  it("are computed on the server at each threshold, current capped at the requirement", async () => {
    const learner = await registerLearner();
    await call("/api/update-free-language", { json: { language: "french" }, cookie: learner.cookie });
    const empty = await call("/api/achievements?language=french", { cookie: learner.cookie });
    expect(empty.status).toBe(200);
    expect(empty.body).toHaveLength(15);
    expect(empty.body.filter((a: { unlocked: boolean }) => a.unlocked)).toEqual([]);

    await seedProgress(learner.email, {
      language: "french",
      points: 100,
      streak: 7,
      highest: 25,
      repetitions: 300,
      pile: [1, 2, 3, 4, 5],
    });
    const some = await call("/api/achievements?language=french", { cookie: learner.cookie });
    const byId = Object.fromEntries(some.body.map((a: { id: string }) => [a.id, a]));
    expect(byId.first_steps).toMatchObject({ unlocked: true, current: 1 });
    expect(byId.getting_started).toMatchObject({ unlocked: true, current: 25 });
    expect(byId.conversational).toMatchObject({ unlocked: false, current: 25 });
    expect(byId.repetition_legend).toMatchObject({ unlocked: true, current: 300 });
    expect(byId.committed).toMatchObject({ unlocked: true, current: 7 });
    expect(byId.streak_master).toMatchObject({ unlocked: false, current: 7, requirement: 21 });
    expect(byId.reviewer).toMatchObject({ unlocked: true, current: 5 });
    expect(byId.point_collector).toMatchObject({ unlocked: true, current: 100 });
    expect(byId.xp_champion).toMatchObject({ unlocked: false, current: 100 });
  });
});

describe("GET /api/analytics", () => {
  beforeEach(async () => {
    await env.DB.prepare("DELETE FROM users").run();
  });

  it("is 401 signed out and 403 for anyone but the admin", async () => {
    expect((await call("/api/analytics")).status).toBe(401);
    const learner = await registerLearner();
    const response = await call("/api/analytics", { cookie: learner.cookie });
    expect(response.status).toBe(403);
    expect(response.body.message).toBe("This page is restricted to administrators only.");
  });

  it("matches hand-computed figures on a seeded data set", async () => {
    const now = Date.now();
    const admin = await registerAdmin();
    const a = await registerLearner(); // paying, italian 300 points + 2 graduated, active today
    const b = await registerLearner(); // active trial, french 120 points
    const c = await registerLearner(); // expired trial, now free, italian 50 points, practised 10 days ago
    const d = await registerLearner(); // expired trial that converted to paying
    const e = await registerLearner(); // never practised
    const id = async (x: { email: string }) =>
      (await env.DB.prepare("SELECT id FROM users WHERE email = ?").bind(x.email).first<{ id: number }>())!.id;
    const [ia, ib, ic, id_] = [await id(a), await id(b), await id(c), await id(d)];
    void e;
    await env.DB.batch([
      env.DB.prepare(
        "INSERT INTO subscriptions (user_id, status, current_period_end, created_at, updated_at) VALUES (?, 'active', ?, ?, ?)",
      ).bind(ia, now + 20 * DAY, now, now),
      env.DB.prepare(
        "INSERT INTO subscriptions (user_id, status, current_period_end, created_at, updated_at) VALUES (?, 'active', ?, ?, ?)",
      ).bind(id_, now + 20 * DAY, now, now),
      env.DB.prepare("UPDATE users SET trial_started_at = ?, trial_ends_at = ? WHERE id = ?").bind(now - DAY, now + 29 * DAY, ib),
      env.DB.prepare("UPDATE users SET trial_started_at = ?, trial_ends_at = ? WHERE id IN (?, ?)").bind(
        now - 40 * DAY,
        now - 10 * DAY,
        ic,
        id_,
      ),
    ]);
    await seedProgress(a.email, {
      points: 300,
      streak: 4,
      pile: [1, 2],
      practisedAt: now - 60_000,
      reviews: [now - 1000, now - 2 * DAY],
    });
    await seedProgress(b.email, { points: 120, language: "french", streak: 1, practisedAt: now - 30_000 });
    await seedProgress(c.email, { points: 50, practisedAt: now - 10 * DAY, streak: 3 });

    const response = await call("/api/analytics", { cookie: admin.cookie });
    expect(response.status).toBe(200);
    const body = response.body;
    expect(body.totalUsers).toBe(6);
    expect(body.premiumUsers).toBe(2);
    expect(body.freeUsers).toBe(3); // admin, c, e (b is on an active trial)
    expect(body.trialUsers).toEqual({ active: 1, expired: 2, convertedToFree: 1, total: 3 });
    expect(body.userProgress).toEqual({ activeUsers: 2, completedSentences: 2, totalProgress: 470, totalReviews: 2 });
    const n = env.TEST_SENTENCES.length;
    expect(body.totalSentences).toEqual({ italian: n, spanish: n, french: n, german: n, russian: n });
    expect(body.languageStats.italian).toEqual({ users: 2, avgProgress: 175 });
    expect(body.languageStats.french).toEqual({ users: 1, avgProgress: 120 });
    expect(body.languageStats.russian).toEqual({ users: 0, avgProgress: 0 });
    expect(body.topUsers.map((u: { id: number }) => u.id)).toEqual([ia, ib, ic]);
    expect(body.topUsers[0]).toEqual({ id: ia, email: a.email, totalPoints: 300, totalStreak: 4, premiumStatus: "premium" });
    expect(body.topUsers[1].premiumStatus).toBe("trial");
    expect(body.topUsers[2]).toMatchObject({ premiumStatus: "free", totalStreak: 0 });
    // Newest first: b practised 30 s ago, a a minute ago, c ten days ago.
    expect(body.recentActivity.map((r: { userId: number }) => r.userId)).toEqual([ib, ia, ic]);
    expect(body.reviewsPerDay).toHaveLength(30);
    expect(body.reviewsPerDay.reduce((n: number, d: { count: number }) => n + d.count, 0)).toBe(2);
  });
});
