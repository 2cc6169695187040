// Practice sent in batches: POST /api/progress {action: "advance", count, batchId}.
import { count, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import * as learnerSchema from "../../app/learner/schema";
import { advance, call, freeLearner, inLearner, seedGraduated } from "./helpers";

const batch = (cookie: string, count: number, batchId?: string) =>
  call("/api/progress", { json: { language: "italian", action: "advance", count, batchId }, cookie });

const id = () => crypto.randomUUID();

describe("practice in batches", () => {
  it("a batch of n equals n single Continues, points and streak computed on the server", async () => {
    const one = await freeLearner();
    const many = await freeLearner();
    await advance(one.cookie, "italian", 17);
    const answer = await batch(many.cookie, 17, id());
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ steps: 17, duplicate: false, totalRepetitions: 17 });
    const a = await call("/api/progress?language=italian", { cookie: one.cookie });
    const b = await call("/api/progress?language=italian", { cookie: many.cookie });
    for (const field of [
      "currentSequence",
      "currentPosition",
      "points",
      "streak",
      "repetitionCounts",
      "totalRepetitions",
      "highestSentenceId",
    ]) {
      expect(b.body[field], field).toEqual(a.body[field]);
    }
  });

  it("a retried batch is applied once, even when the two copies race", async () => {
    const learner = await freeLearner();
    const batchId = id();
    const first = await batch(learner.cookie, 5, batchId);
    const again = await batch(learner.cookie, 5, batchId);
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ duplicate: true, steps: 0, totalRepetitions: 5, points: first.body.points });

    const racing = id();
    const answers = await Promise.all([
      batch(learner.cookie, 4, racing),
      batch(learner.cookie, 4, racing),
      batch(learner.cookie, 4, racing),
    ]);
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(answers.filter((r) => !r.body.duplicate)).toHaveLength(1);
    const stored = await call("/api/progress?language=italian", { cookie: learner.cookie });
    expect(stored.body.totalRepetitions).toBe(9);
    const b = learnerSchema.practiceBatches;
    const rows = await inLearner(learner.user.id, (db) =>
      db
        .select({ n: count() })
        .from(b)
        // Stored with their language (a batch id names a batch of one language).
        .where(inArray(b.batchId, [`italian:${batchId}`, `italian:${racing}`]))
        .get(),
    );
    expect(rows!.n).toBe(2);
  });

  it("no longer refuses a newcomer's batch for the time since the last Continue: the allowance decides (farming.test.ts)", async () => {
    const learner = await freeLearner();
    // Under the old cap (20 + 4 a second since the last practice) both were refused.
    expect((await batch(learner.cookie, 21, id())).status).toBe(200);
    expect((await batch(learner.cookie, 60, id())).status).toBe(200);
    const stored = await call("/api/progress?language=italian", { cookie: learner.cookie });
    expect(stored.body.totalRepetitions).toBe(81);
  });

  it.each([
    [{ count: 0 }, "count must be a whole number from 1 to 1000"],
    [{ count: 2.5 }, "count must be a whole number from 1 to 1000"],
    [{ count: 2, batchId: "x" }, "batchId must be 8 to 100 letters, digits, - or _"],
  ])("answers 400 for %j", async (extra, message) => {
    const learner = await freeLearner();
    const response = await call("/api/progress", {
      json: { language: "italian", action: "advance", ...extra },
      cookie: learner.cookie,
    });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(message);
  });
});

describe("a Continue costs the same whatever the learner has graduated", () => {
  it("answers with the live pyramid only: no schedule, no pile, counts of the sequence alone", async () => {
    const fresh = await freeLearner();
    const late = await freeLearner();
    await seedGraduated(
      late.email,
      "italian",
      Array.from({ length: 300 }, (_, i) => i + 1),
    );
    const a = await advance(fresh.cookie);
    const b = await advance(late.cookie);
    for (const body of [a.body, b.body]) {
      expect(body.reviewSchedule).toBeUndefined();
      expect(body.reviewPile).toBeUndefined();
      expect(Object.keys(body.repetitionCounts).length).toBeLessThanOrEqual(20);
    }
    expect(b.body.graduatedCount).toBe(300);
    const size = (body: unknown) => JSON.stringify(body).length;
    expect(size(b.body)).toBeLessThan(size(a.body) * 3);
    // The whole history is still there for the screens that show it.
    const full = await call("/api/progress?language=italian", { cookie: late.cookie });
    expect(full.body.reviewPile).toHaveLength(300);
    expect(full.body.repetitionCounts["150"]).toBe(20);
  });
});
