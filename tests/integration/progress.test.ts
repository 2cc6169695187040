import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import * as learnerSchema from "../../app/learner/schema";
import {
  advance,
  call,
  confirmEmail,
  freeLearner,
  inLearner,
  learnerOf,
  registerLearner,
  reviewLogOf,
  seedGraduated,
  userIdOf,
} from "./helpers";

const userId = userIdOf;

describe("subscription status and the free language", () => {
  it("a new learner is free with no language and, once the address is confirmed, may start a trial", async () => {
    const learner = await registerLearner();
    await confirmEmail(learner.email);
    const status = await call("/api/subscription-status", { cookie: learner.cookie });
    expect(status.status).toBe(200);
    expect(status.body).toEqual({
      isPremium: false,
      selectedFreeLanguage: null,
      isTrialActive: false,
      canStartTrial: true,
      trialDaysRemaining: 0,
      status: "active",
    });
    expect((await call("/api/subscription-status")).status).toBe(401);
  });

  it("chooses a free language, refuses an unknown one, and refuses a switch once practice began", async () => {
    const learner = await registerLearner();
    const bad = await call("/api/update-free-language", { json: { language: "klingon" }, cookie: learner.cookie });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/Unknown language/);
    const ok = await call("/api/update-free-language", { json: { language: "german" }, cookie: learner.cookie });
    expect(ok.status).toBe(200);
    expect(ok.body.selectedFreeLanguage).toBe("german");
    // Changing before any practice is allowed.
    expect((await call("/api/update-free-language", { json: { language: "french" }, cookie: learner.cookie })).status).toBe(200);
    await advance(learner.cookie, "french");
    const switchAfter = await call("/api/update-free-language", { json: { language: "spanish" }, cookie: learner.cookie });
    expect(switchAfter.status).toBe(409);
    expect(switchAfter.body.message).toMatch(/already learning French/);
    const status = await call("/api/subscription-status", { cookie: learner.cookie });
    expect(status.body.selectedFreeLanguage).toBe("french");
  });
});

describe("GET /api/progress and /api/sentences", () => {
  it("a new learner starts at the lowest id, position 0, no points", async () => {
    const learner = await freeLearner("spanish");
    const progress = await call("/api/progress?language=spanish", { cookie: learner.cookie });
    expect(progress.status).toBe(200);
    expect(progress.body).toMatchObject({
      language: "spanish",
      currentSequence: [1],
      currentPosition: 0,
      points: 0,
      streak: 0,
      repetitionCounts: {},
      reviewPile: [],
      reviewSchedule: {},
      lastPracticeDate: null,
    });
  });

  it("lists the sentences of an allowed language and refuses locked or unknown ones", async () => {
    const learner = await freeLearner("russian");
    const list = await call("/api/sentences?language=russian", { cookie: learner.cookie });
    expect(list.status).toBe(200);
    expect(list.body).toHaveLength(env.TEST_SENTENCES.length);
    expect(list.body[0]).toEqual({ id: 1, english: expect.any(String), russian: expect.stringMatching(/[а-яё]/i) });
    const locked = await call("/api/sentences?language=italian", { cookie: learner.cookie });
    expect(locked.status).toBe(403);
    expect(locked.body.message).toMatch(/Italian is not included in your plan/);
    expect((await call("/api/progress?language=german", { cookie: learner.cookie })).status).toBe(403);
    expect((await call("/api/progress?language=latin", { cookie: learner.cookie })).status).toBe(400);
    expect((await call("/api/progress", { cookie: learner.cookie })).status).toBe(400);
    expect((await call("/api/sentences?language=russian")).status).toBe(401);
  });

  it("a learner with no language yet is refused every language", async () => {
    const learner = await registerLearner();
    const response = await call("/api/progress?language=italian", { cookie: learner.cookie });
    expect(response.status).toBe(403);
    expect(response.body.message).toMatch(/Choose your free language first/);
  });
});

describe("POST /api/progress advance", () => {
  it("applies the pyramid on the server and ignores whatever else the browser says", async () => {
    const learner = await freeLearner();
    const first = await call("/api/progress", {
      json: { language: "italian", action: "advance", points: 99999, currentSequence: [500], repetitionCounts: { "1": 19 } },
      cookie: learner.cookie,
    });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      currentSequence: [1, 2],
      currentPosition: 0,
      points: 11,
      repetitionCounts: { "1": 1 },
      streak: 1,
      pointsEarned: 11,
      event: "grow",
      totalRepetitions: 1,
    });
    expect(first.body.lastPracticeDate).toMatch(/^\d{4}-\d\d-\d\dT/);
    const second = await advance(learner.cookie);
    expect(second.body).toMatchObject({ currentSequence: [1, 2], currentPosition: 1, points: 12, event: "advance" });
    const stored = await call("/api/progress?language=italian", { cookie: learner.cookie });
    expect(stored.body).toMatchObject({ currentSequence: [1, 2], currentPosition: 1, points: 12 });
  });

  it("graduates the first sentence at step 210 into the review pile, due now", async () => {
    const learner = await freeLearner();
    const result = await advance(learner.cookie, "italian", 210);
    expect(result.body.event).toBe("graduate");
    expect(result.body.points).toBe(450);
    expect(result.body.currentSequence).toEqual(Array.from({ length: 20 }, (_, i) => i + 2));
    // The advance answer carries what the learn screen needs; the schedule is in GET /api/progress.
    // What is due is counted when the page loads; the answer says a sentence graduated (due at once).
    expect(result.body).toMatchObject({ graduatedCount: 1, dueNow: null });
    expect(result.body.reviewPile).toBeUndefined();
    const full = await call("/api/progress?language=italian", { cookie: learner.cookie });
    expect(full.body.reviewPile).toEqual([1]);
    expect(full.body.repetitionCounts["1"]).toBe(20);
    expect(full.body.reviewSchedule["1"]).toMatchObject({ sentenceId: 1, interval: 1, easeFactor: 2.5 });
    expect(full.body.reviewCounts.dueNow).toBe(1);
  });

  it("50 concurrent advances all land, applied one after another: none is lost", async () => {
    const learner = await freeLearner();
    const responses = await Promise.all(
      Array.from({ length: 50 }, () =>
        call("/api/progress", { json: { language: "italian", action: "advance" }, cookie: learner.cookie }),
      ),
    );
    expect(responses.map((r) => r.status)).toEqual(Array(50).fill(200));
    // The object's one writer applied them in turn: each answer saw its own place in the order.
    const order = responses.map((r) => r.body.totalRepetitions as number).sort((a, b) => a - b);
    expect(order).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    const progress = await call("/api/progress?language=italian", { cookie: learner.cookie });
    // 50 steps: grows at steps 1, 3, 6, 10, 15, 21, 28, 36, 45 → length 10, 50 + 9×10 points.
    expect(progress.body.totalRepetitions).toBe(50);
    expect(progress.body.points).toBe(50 + 9 * 10);
    expect(progress.body.currentSequence).toHaveLength(10);
    expect(progress.body.currentPosition).toBe(5);
    const sum = Object.values(progress.body.repetitionCounts as Record<string, number>).reduce((a, b) => a + b, 0);
    expect(sum).toBe(50);
  });

  it("keeps the streak in the learner's time zone", async () => {
    const learner = await registerLearner({ timeZone: "Asia/Tokyo" });
    await call("/api/update-free-language", { json: { language: "italian" }, cookie: learner.cookie });
    const id = await userId(learner.email);
    await advance(learner.cookie);
    // Pretend the last practice was "yesterday" in Tokyo.
    const yesterday = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Tokyo" }).format(Date.now() - 86_400_000);
    const p = learnerSchema.pyramids;
    await inLearner(id, (db) =>
      db.update(p).set({ lastPracticeDay: yesterday, streak: 4 }).where(eq(p.language, "italian")).run(),
    );
    expect((await advance(learner.cookie)).body.streak).toBe(5);
    expect((await advance(learner.cookie)).body.streak).toBe(5);
    await inLearner(id, (db) => db.update(p).set({ lastPracticeDay: "2020-01-01" }).where(eq(p.language, "italian")).run());
    expect((await call("/api/progress?language=italian", { cookie: learner.cookie })).body.streak).toBe(0);
    expect((await advance(learner.cookie)).body.streak).toBe(1);
  });
});

describe("POST /api/progress review", () => {
  async function graduated() {
    const learner = await freeLearner();
    await seedGraduated(learner.email, "italian", [1]);
    return learner;
  }

  it("grades with SM-2, saves the schedule and appends to the review log", async () => {
    const learner = await graduated();
    const before = Date.now();
    const good = await call("/api/progress", {
      json: { language: "italian", action: "review", sentenceId: "1", grade: 3, reviewSchedule: { "1": { interval: 999 } } },
      cookie: learner.cookie,
    });
    expect(good.status).toBe(200);
    // The answer is the graded card, the counts and the header numbers, never the schedule.
    const item = good.body.reviewed;
    expect(item).toMatchObject({ sentenceId: 1, interval: 6 });
    expect(item.easeFactor).toBeCloseTo(2.36, 3);
    expect(item.nextReview).toBeGreaterThanOrEqual(before + 6 * 86_400_000);
    expect(good.body.reviewCounts).toEqual({ dueNow: 0, dueTomorrow: 0, dueThisWeek: 1, total: 1 });
    expect(good.body).toMatchObject({ currentSequence: [2], currentPosition: 0, duplicate: false });
    expect(good.body.lastPracticeDate).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(good.body.reviewSchedule).toBeUndefined();
    const log = await reviewLogOf(await userId(learner.email));
    expect(log.map(({ grade, interval, easeFactor }) => ({ grade, interval, easeFactor }))).toEqual([
      { grade: 3, interval: 6, easeFactor: 2.36 },
    ]);
    // The full schedule is GET /api/progress's.
    const full = await call("/api/progress?language=italian", { cookie: learner.cookie });
    expect(full.body.reviewSchedule["1"]).toEqual(item);
  });

  it.each([
    [{ sentenceId: "abc", grade: 3 }, "sentenceId must be a positive whole number"],
    [{ sentenceId: 1, grade: 6 }, "grade must be a whole number from 0 to 5"],
    [{ sentenceId: 1, grade: -1 }, "grade must be a whole number from 0 to 5"],
    [{ sentenceId: 1, grade: 2.5 }, "grade must be a whole number from 0 to 5"],
    [{ sentenceId: 1 }, "grade must be a whole number from 0 to 5"],
  ])("answers 400 for %j and writes nothing", async (fields, message) => {
    const learner = await graduated();
    const response = await call("/api/progress", {
      json: { language: "italian", action: "review", ...fields },
      cookie: learner.cookie,
    });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message });
    expect(await reviewLogOf(await userId(learner.email))).toEqual([]);
  });

  it("refuses a sentence that is not in the review pile", async () => {
    const learner = await freeLearner();
    await advance(learner.cookie);
    const response = await call("/api/progress", {
      json: { language: "italian", action: "review", sentenceId: 5, grade: 4 },
      cookie: learner.cookie,
    });
    expect(response.status).toBe(404);
    expect(response.body.message).toBe("Sentence 5 is not in your Italian review pile.");
  });

  it("rejects malformed bodies, unknown actions and signed-out calls", async () => {
    const learner = await freeLearner();
    const malformed = await call("/api/progress", {
      body: "{oops",
      cookie: learner.cookie,
      headers: { "Content-Type": "application/json" },
    });
    expect(malformed.status).toBe(400);
    expect(malformed.body.message).toBe("The request body is not valid JSON.");
    const noAction = await call("/api/progress", { json: { language: "italian" }, cookie: learner.cookie });
    expect(noAction.status).toBe(400);
    expect(noAction.body.message).toBe('action must be "advance" or "review"');
    expect((await call("/api/progress", { json: { language: "italian", action: "advance" } })).status).toBe(401);
    const locked = await call("/api/progress", { json: { language: "german", action: "advance" }, cookie: learner.cookie });
    expect(locked.status).toBe(403);
  });
});

describe("DELETE /api/progress", () => {
  it("resets only that language", async () => {
    const learner = await registerLearner();
    const id = await userId(learner.email);
    // A trial learner may use two languages.
    await env.DB.prepare("UPDATE users SET trial_started_at = ?, trial_ends_at = ? WHERE id = ?")
      .bind(Date.now(), Date.now() + 30 * 86_400_000, id)
      .run();
    await advance(learner.cookie, "italian", 3);
    await advance(learner.cookie, "french", 2);
    const reset = await call("/api/progress?language=italian", { method: "DELETE", cookie: learner.cookie });
    expect(reset.status).toBe(200);
    expect(reset.body).toMatchObject({ currentSequence: [1], points: 0 });
    expect((await call("/api/progress?language=french", { cookie: learner.cookie })).body.points).toBe(12);
  });
});

describe("review queue", () => {
  it("offers due sentences oldest first and leaves future ones out", async () => {
    const learner = await freeLearner();
    const id = await seedGraduated(learner.email, "italian", [5, 3, 9]);
    await inLearner(id, (db) =>
      db
        .insert(learnerSchema.reviewItems)
        .values({ language: "italian", sentenceId: 7, nextReview: Date.now() + 86_400_000, interval: 6, easeFactor: 2.5 })
        .run(),
    );
    const now = Date.now();
    const queue = await learnerOf(id).reviewQueue({
      language: "italian",
      now,
      timeZone: "UTC",
      scheduler: "sm2",
      limit: 200,
      include: [],
    });
    expect(queue.due.map((c) => c.item.sentenceId)).toEqual([5, 3, 9]);
    expect(queue.reviewCounts).toEqual({ dueNow: 3, dueTomorrow: 1, dueThisWeek: 1, total: 4 });
    const english = (await env.DB.prepare("SELECT english FROM sentences WHERE id = 5").first<{ english: string }>())!.english;
    const page = await call("/review/italian", { cookie: learner.cookie });
    expect(String(page.body)).toContain(english.replace(/'/g, "&#x27;"));
  });
});
