// The Learner Durable Object (issue #26): one per account, the learner's one writer. Idempotent
// grades, pruned batch ids, summaries written by its alarm, the first-touch move out of the old D1
// tables, and the Worker's read-replica path.
import { runDurableObjectAlarm, runInDurableObject } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { afterEach, describe, expect, it, vi } from "vitest";
import { drizzle } from "drizzle-orm/durable-sqlite";
import { importLegacy, LEGACY_KEY, readLegacy } from "../../app/learner/legacy";
import type { Learner } from "../../app/learner/learner";
import * as learnerSchema from "../../app/learner/schema";
import { KEY_RETENTION_MS, writeMeta } from "../../app/learner/store";
import { call, freeLearner, learnerOf, reviewLogOf, seedGraduated, sqlInLearner, userIdOf } from "./helpers";

const DAY = 86_400_000;

const grade = (cookie: string, body: Record<string, unknown>) =>
  call("/api/progress", { json: { language: "italian", action: "review", ...body }, cookie });

describe("the object", () => {
  it("is named by the user id and applies its migrations before the first request", async () => {
    const learner = await freeLearner();
    await call("/api/progress", { json: { language: "italian", action: "advance" }, cookie: learner.cookie });
    const [name, tables] = await runInDurableObject(learnerOf(learner.user.id), (_i: Learner, state) => [
      state.id.name,
      state.storage.sql
        .exec("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")
        .toArray()
        .map((r) => r.name),
    ]);
    expect(name).toBe(String(learner.user.id));
    expect(tables).toEqual(expect.arrayContaining(["pyramids", "review_items", "review_log", "practice_batches", "grade_keys"]));
  });

  it("keeps its user id for the summary alarm, which is not told the object's name", async () => {
    const learner = await freeLearner();
    await call("/api/progress", { json: { language: "italian", action: "advance" }, cookie: learner.cookie });
    const [owner] = await sqlInLearner<{ value: string }>(learner.user.id, "SELECT value FROM meta WHERE key = 'userId'");
    expect(JSON.parse(owner!.value)).toBe(learner.user.id);
  });
});

describe("a grade's gradeId", () => {
  it("saves a repeated key once and answers the first result", async () => {
    const learner = await freeLearner();
    await seedGraduated(learner.email, "italian", [1, 2]);
    const first = await grade(learner.cookie, { sentenceId: 1, grade: 3, gradeId: "grade-key-0001" });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ duplicate: false, gradeId: "grade-key-0001", reviewed: { interval: 6 } });
    // A retry, even with another button: nothing is written, the first answer comes back.
    const again = await grade(learner.cookie, { sentenceId: 1, grade: 1, gradeId: "grade-key-0001" });
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ ...first.body, duplicate: true });
    expect((await reviewLogOf(learner.user.id)).map((r) => r.grade)).toEqual([3]);
    // The key belongs to that card.
    const other = await grade(learner.cookie, { sentenceId: 2, grade: 3, gradeId: "grade-key-0001" });
    expect(other.status).toBe(409);
    expect(other.body.message).toMatch(/already used for another card/);
    expect(await reviewLogOf(learner.user.id)).toHaveLength(1);
  });

  it("saves once when the same key is posted many times at once", async () => {
    const learner = await freeLearner();
    await seedGraduated(learner.email, "italian", [1]);
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => grade(learner.cookie, { sentenceId: 1, grade: 4, gradeId: "parallel-grade-key" })),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(8).fill(200));
    expect(answers.filter((a) => !a.body.duplicate)).toHaveLength(1);
    expect(new Set(answers.map((a) => JSON.stringify({ ...a.body, duplicate: null })))).toHaveProperty("size", 1);
    expect(await reviewLogOf(learner.user.id)).toHaveLength(1);
    const [item] = await sqlInLearner<{ interval: number }>(
      learner.user.id,
      "SELECT interval FROM review_items WHERE sentence_id = 1",
    );
    expect(item!.interval).toBe(6);
  });

  it("is refused when malformed, and the no-JavaScript form carries one per card", async () => {
    const learner = await freeLearner();
    await seedGraduated(learner.email, "italian", [1]);
    const bad = await grade(learner.cookie, { sentenceId: 1, grade: 3, gradeId: "no" });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe("gradeId must be 8 to 100 letters, digits, - or _");
    // Show Answer without JavaScript: the page comes back with the grades' form, key included.
    const revealed = await call("/review/italian", {
      body: new URLSearchParams({ intent: "reveal", sentenceId: "1", answer: "" }).toString(),
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      cookie: learner.cookie,
    });
    expect(String(revealed.body)).toMatch(/<input type="hidden" name="gradeId" value="[a-z2-7]{32}"\/>/);
  });
});

describe("idempotency keys are kept 30 days", () => {
  it("prunes batch ids older than that, and keeps the recent ones", async () => {
    const learner = await freeLearner();
    const stub = learnerOf(learner.user.id);
    const start = Date.now();
    const at = (now: number, batchId: string) => stub.advance({ language: "italian", now, timeZone: "UTC", count: 1, batchId });
    await at(start, "batch-old-000001");
    await at(start + DAY, "batch-newer-0001");
    const ids = async () =>
      (
        await sqlInLearner<{ batch_id: string }>(learner.user.id, "SELECT batch_id FROM practice_batches ORDER BY created_at")
      ).map((r) => r.batch_id);
    expect(await ids()).toEqual(["batch-old-000001", "batch-newer-0001"]);
    // 30 days and a minute after the first: it goes, the second (29 days old) stays.
    await at(start + KEY_RETENTION_MS + 60_000, "batch-later-0001");
    expect(await ids()).toEqual(["batch-newer-0001", "batch-later-0001"]);
  });
});

describe("summaries in D1", () => {
  it("are written by the object's alarm, at most once per interval, with the week's XP", async () => {
    const learner = await freeLearner();
    const stub = learnerOf(learner.user.id);
    for (let i = 0; i < 3; i++)
      await call("/api/progress", { json: { language: "italian", action: "advance" }, cookie: learner.cookie });
    await runDurableObjectAlarm(stub);
    const row = await env.DB.prepare("SELECT * FROM learner_summaries WHERE user_id = ?").bind(learner.user.id).first();
    expect(row).toMatchObject({
      language: "italian",
      started: 1,
      points: 23,
      total_repetitions: 3,
      highest_sentence_id: 3,
      xp_week: 23,
    });
    // The next change waits for the interval: an alarm is set, not a write.
    await call("/api/progress", { json: { language: "italian", action: "advance" }, cookie: learner.cookie });
    const alarm = await runInDurableObject(stub, (_i: Learner, state) => state.storage.getAlarm());
    expect(alarm).toBeGreaterThan(Date.now() + 20_000);
    const stale = await env.DB.prepare("SELECT points FROM learner_summaries WHERE user_id = ?").bind(learner.user.id).first();
    expect(stale).toEqual({ points: 23 });
    await runDurableObjectAlarm(stub);
    const fresh = await env.DB.prepare("SELECT points FROM learner_summaries WHERE user_id = ?").bind(learner.user.id).first();
    expect(fresh).toEqual({ points: 24 });
  });
});

describe("reset", () => {
  it("empties one language and leaves the others, their review items included", async () => {
    const learner = await freeLearner();
    const stub = learnerOf(learner.user.id);
    const now = Date.now();
    for (const language of ["italian", "french"] as const) {
      await stub.advance({ language, now, timeZone: "UTC", count: 3, batchId: null });
    }
    await seedGraduated(learner.email, "french", [7, 8]);
    await seedGraduated(learner.email, "italian", [9]);
    await stub.reset({ language: "italian" });
    const italian = await stub.progress({ language: "italian", now, timeZone: "UTC" });
    const french = await stub.progress({ language: "french", now, timeZone: "UTC" });
    expect(italian).toMatchObject({ currentSequence: [1], points: 0, reviewPile: [] });
    expect(french).toMatchObject({ points: 23, reviewPile: [7, 8] });
  });
});

describe("first touch: rows in the old D1 tables move into the object", () => {
  async function legacyLearner() {
    const learner = await freeLearner();
    const id = learner.user.id as number;
    const now = Date.now();
    await env.DB.batch([
      env.DB.prepare(
        `INSERT INTO progress (user_id, language, current_sequence, current_position, points, streak, repetition_counts, review_pile,
           graduated_count, last_practice_day, last_practice_at, highest_sentence_id, total_repetitions, revision, created_at, updated_at)
         VALUES (?, 'italian', '[3,4]', 1, 480, 2, '{"3":5,"4":4}', '[]', 2, '2026-01-01', ?, 4, 250, 'r', ?, ?)`,
      ).bind(id, now - DAY, now, now),
      env.DB.prepare(
        "INSERT INTO review_items (user_id, language, sentence_id, next_review, interval, ease_factor) VALUES (?, 'italian', 2, ?, 6, 2.36), (?, 'italian', 1, ?, 1, 2.5)",
      ).bind(id, now + 5 * DAY, id, now - 1000),
      env.DB.prepare(
        "INSERT INTO review_log (user_id, language, sentence_id, grade, reviewed_at, interval, ease_factor, next_review) VALUES (?, 'italian', 2, 3, ?, 6, 2.36, ?)",
      ).bind(id, now - DAY, now + 5 * DAY),
      env.DB.prepare(
        "INSERT INTO practice_batches (user_id, batch_id, language, steps, created_at) VALUES (?, 'legacy-batch-01', 'italian', 3, ?)",
      ).bind(id, now - DAY),
      env.DB.prepare(
        "INSERT INTO practice_days (user_id, language, day, repetitions) VALUES (?, 'italian', '2026-01-01', 40)",
      ).bind(id),
      env.DB.prepare(
        "INSERT INTO conversation_progress (user_id, language, current_sequence, current_line_id, repetition_count, total_points, ranked_points, streak, revision, updated_at) VALUES (?, 'italian', 2, 1, 3, 120, 120, 1, 'r', ?)",
      ).bind(id, now),
    ]);
    return { learner, id };
  }

  async function legacyRows(id: number) {
    const counts = await env.DB.batch(
      ["progress", "review_items", "review_log", "practice_batches", "practice_days", "conversation_progress"].map((t) =>
        env.DB.prepare(`SELECT COUNT(*) AS n FROM ${t} WHERE user_id = ?`).bind(id),
      ),
    );
    return counts.map((r) => (r.results[0] as { n: number }).n);
  }

  it("moves everything on the first request, then deletes it from D1", async () => {
    const { learner, id } = await legacyLearner();
    const full = await call("/api/progress?language=italian", { cookie: learner.cookie });
    expect(full.body).toMatchObject({
      currentSequence: [3, 4],
      currentPosition: 1,
      points: 480,
      totalRepetitions: 250,
      reviewPile: [2, 1],
      reviewCounts: { dueNow: 1, total: 2 },
    });
    expect(full.body.reviewSchedule["2"]).toMatchObject({ interval: 6, easeFactor: 2.36 });
    expect(await legacyRows(id)).toEqual([0, 0, 0, 0, 0, 0]);
    expect(await reviewLogOf(id)).toHaveLength(1);
    // The old batch id still counts as applied; conversation progress came too.
    const replay = await call("/api/progress", {
      json: { language: "italian", action: "advance", count: 3, batchId: "legacy-batch-01" },
      cookie: learner.cookie,
    });
    expect(replay.body).toMatchObject({ duplicate: true, totalRepetitions: 250 });
    const [conversation] = await sqlInLearner(
      id,
      "SELECT current_sequence AS n, repetition_count AS reps, total_points AS points FROM conversations WHERE language = 'italian'",
    );
    expect(conversation).toEqual({ n: 2, reps: 3, points: 120 });
    const [day] = await sqlInLearner(id, "SELECT repetitions FROM practice_days WHERE day = '2026-01-01'");
    expect(day).toEqual({ repetitions: 40 });
  });

  it("loses and doubles nothing when it runs twice", async () => {
    const { learner, id } = await legacyLearner();
    const rows = (await readLegacy(env.DB, id))!;
    await runInDurableObject(learnerOf(id), (_i: Learner, state) => {
      const db = drizzle(state.storage, { schema: learnerSchema });
      importLegacy(db, rows);
      // The same rows copied a second time, and the object stopped before D1 forgot them.
      importLegacy(db, rows);
      writeMeta(db, LEGACY_KEY, "moved");
    });
    expect(await legacyRows(id)).toEqual([1, 2, 1, 1, 1, 1]);
    // The next touch copies nothing again and only clears D1.
    expect(await learnerOf(id).migrateLegacy()).toBeNull();
    expect(await legacyRows(id)).toEqual([0, 0, 0, 0, 0, 0]);
    expect(await reviewLogOf(id)).toHaveLength(1);
    const full = await call("/api/progress?language=italian", { cookie: learner.cookie });
    expect(full.body).toMatchObject({ points: 480, totalRepetitions: 250, reviewPile: [2, 1] });
    const [day] = await sqlInLearner(id, "SELECT repetitions FROM practice_days WHERE day = '2026-01-01'");
    expect(day).toEqual({ repetitions: 40 });
    const [italian] = await learnerOf(id).summaries({ now: Date.now(), timeZone: "UTC" });
    expect(italian).toMatchObject({ language: "italian", reviewsTotal: 1, graduatedCount: 2, conversationPoints: 120 });
    // And a third time, from the Worker's side: nothing left to move.
    expect(await learnerOf(id).migrateLegacy()).toBeNull();
  });
});

describe("read replicas", () => {
  afterEach(() => vi.restoreAllMocks());

  it("content texts, landing counts and the leaderboard go through a first-unconstrained session", async () => {
    const withSession = vi.spyOn(Object.getPrototypeOf(env.DB), "withSession");
    const landing = await call("/");
    expect(landing.status).toBe(200);
    expect(withSession).toHaveBeenCalledWith("first-unconstrained");
    withSession.mockClear();
    const learner = await freeLearner();
    expect((await call("/api/sentences?language=italian", { cookie: learner.cookie })).status).toBe(200);
    expect((await call("/api/leaderboard?language=italian", { cookie: learner.cookie })).status).toBe(200);
    expect(withSession.mock.calls.every(([mode]) => mode === "first-unconstrained")).toBe(true);
    expect(withSession.mock.calls.length).toBeGreaterThanOrEqual(2);
  });
});

describe("userIdOf", () => {
  it("finds the account", async () => {
    const learner = await freeLearner();
    expect(await userIdOf(learner.email)).toBe(learner.user.id);
  });
});
