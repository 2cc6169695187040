// Today's repetitions (issue #18, daily goal): counted per learner, language and calendar day in the
// learner's time zone, in the same batch as the practice it counts; the heatmap adds them to reviews.
import { env } from "cloudflare:workers";
import { asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import * as learnerSchema from "../../app/learner/schema";
import { advanceProgress } from "../../app/server/advance.server";
import { getDb, schema } from "../../app/server/db.server";
import { learnProgress as learnAt } from "../../app/server/progress.server";
import { advance, call, freeLearner, inLearner, registerLearner, scopeAt, seedGraduated } from "./helpers";

const batch = (cookie: string, count: number, batchId: string) =>
  call("/api/progress", { json: { language: "italian", action: "advance", count, batchId }, cookie });

async function userOf(email: string) {
  const [user] = await getDb(env.DB).select().from(schema.users).where(eq(schema.users.email, email));
  return user!;
}

async function storedDays(userId: number) {
  const d = learnerSchema.practiceDays;
  return inLearner(userId, (db) =>
    db
      .select({ language: d.language, day: d.day, repetitions: d.repetitions })
      .from(d)
      .orderBy(asc(d.language), asc(d.day))
      .all(),
  );
}

type Learner = Awaited<ReturnType<typeof userOf>>;
const learnProgress = (user: Learner, language: "italian" | "spanish", now: number) => learnAt(scopeAt(now), user, language);
const advanceAt = (user: Learner, language: "italian" | "spanish", now: number) => advanceProgress(scopeAt(now), user, language);

const dayIn = (timeZone: string, at = Date.now()) => new Intl.DateTimeFormat("en-CA", { timeZone }).format(at);

describe("today's repetitions", () => {
  it("a Continue adds to today's count, and its answer and the learn page's state carry it", async () => {
    const learner = await freeLearner();
    expect((await learnProgress(await userOf(learner.email), "italian", Date.now())).todayRepetitions).toBe(0);
    expect((await advance(learner.cookie)).body.todayRepetitions).toBe(1);
    expect((await advance(learner.cookie)).body.todayRepetitions).toBe(2);
    const batched = await batch(learner.cookie, 5, crypto.randomUUID());
    expect(batched.status).toBe(200);
    expect(batched.body.todayRepetitions).toBe(7);
    const user = await userOf(learner.email);
    expect((await learnProgress(user, "italian", Date.now())).todayRepetitions).toBe(7);
    expect(await storedDays(user.id)).toEqual([{ language: "italian", day: dayIn("UTC"), repetitions: 7 }]);
  });

  it("a replayed batch (same batch id) counts once, even when the copies race", async () => {
    const learner = await freeLearner();
    const batchId = crypto.randomUUID();
    const first = await batch(learner.cookie, 5, batchId);
    const again = await batch(learner.cookie, 5, batchId);
    expect(first.body).toMatchObject({ duplicate: false, todayRepetitions: 5 });
    expect(again.body).toMatchObject({ duplicate: true, todayRepetitions: 5 });

    const racing = crypto.randomUUID();
    const answers = await Promise.all([1, 2, 3].map(() => batch(learner.cookie, 4, racing)));
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(answers.filter((r) => !r.body.duplicate)).toHaveLength(1);
    const user = await userOf(learner.email);
    expect((await storedDays(user.id))[0]?.repetitions).toBe(9);
    expect((await learnProgress(user, "italian", Date.now())).todayRepetitions).toBe(9);
  });

  it("follows the learner's time zone: Continues either side of local midnight land on different days", async () => {
    const tokyo = await registerLearner({ timeZone: "Asia/Tokyo" });
    const utc = await registerLearner({ timeZone: "UTC" });
    for (const learner of [tokyo, utc]) {
      await call("/api/update-free-language", { json: { language: "italian" }, cookie: learner.cookie });
    }
    // Midnight in Tokyo (UTC+9) is 15:00 UTC: still the same day in UTC.
    const before = Date.UTC(2026, 10, 21, 14, 59);
    const after = Date.UTC(2026, 10, 21, 15, 1);
    const inTokyo = await userOf(tokyo.email);
    const inUtc = await userOf(utc.email);
    expect((await advanceAt(inTokyo, "italian", before)).progress.todayRepetitions).toBe(1);
    expect((await advanceAt(inTokyo, "italian", before + 1000)).progress.todayRepetitions).toBe(2);
    expect((await advanceAt(inTokyo, "italian", after)).progress.todayRepetitions).toBe(1);
    expect(await storedDays(inTokyo.id)).toEqual([
      { language: "italian", day: "2026-11-21", repetitions: 2 },
      { language: "italian", day: "2026-11-22", repetitions: 1 },
    ]);
    expect((await learnProgress(inTokyo, "italian", after + 60_000)).todayRepetitions).toBe(1);

    await advanceAt(inUtc, "italian", before);
    expect((await advanceAt(inUtc, "italian", after)).progress.todayRepetitions).toBe(2);
    expect(await storedDays(inUtc.id)).toEqual([{ language: "italian", day: "2026-11-21", repetitions: 2 }]);
  });

  it("is counted per language", async () => {
    const learner = await registerLearner();
    const user = await userOf(learner.email);
    const now = Date.now();
    await advanceAt(user, "italian", now);
    await advanceAt(user, "italian", now + 1000);
    expect((await advanceAt(user, "spanish", now + 2000)).progress.todayRepetitions).toBe(1);
    expect((await learnProgress(user, "italian", now + 3000)).todayRepetitions).toBe(2);
  });

  it("50 concurrent Continues count exactly 50, each answer one more than the last that landed", async () => {
    const learner = await freeLearner();
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        call("/api/progress", { json: { language: "italian", action: "advance" }, cookie: learner.cookie }),
      ),
    );
    expect(answers.map((r) => r.status)).toEqual(Array(50).fill(200));
    const counts = answers.map((r) => r.body.todayRepetitions as number).sort((a, b) => a - b);
    expect(counts).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    const user = await userOf(learner.email);
    expect((await storedDays(user.id))[0]?.repetitions).toBe(50);
    expect((await learnProgress(user, "italian", Date.now())).todayRepetitions).toBe(50);
  });
});

describe("the progress heatmap", () => {
  it("counts today's repetitions and reviews together, and says which is which", async () => {
    const learner = await freeLearner();
    await seedGraduated(learner.email, "italian", [1]);
    await advance(learner.cookie, "italian", 3);
    const graded = await call("/api/progress", {
      json: { language: "italian", action: "review", sentenceId: 1, grade: 3 },
      cookie: learner.cookie,
    });
    expect(graded.status).toBe(200);
    const dayBefore = dayIn("UTC");
    const page = await call("/progress", { cookie: learner.cookie });
    const dayAfter = dayIn("UTC");
    expect(page.status).toBe(200);
    const html = String(page.body);
    expect(html).toContain("<title>Progress — Piramide</title>");
    expect(html).toContain("Repetitions and reviews, last 12 weeks");
    expect(html).toContain('aria-label="Repetitions and reviews per day, last 12 weeks"');
    // The request may straddle midnight: the cell is today's on the server's clock.
    const cells = [dayBefore, dayAfter].map((day) => `<title>${day}: 3 repetitions, 1 review</title>`);
    expect(cells.some((cell) => html.includes(cell))).toBe(true);
  });
});
