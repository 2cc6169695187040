// Issue #27, Medium 2: points that cannot be farmed. Every step, single or batched, is charged to one
// per-learner allowance (kept in the learner's object) (300 steps, refilled at 4 a second); conversations count once per conversation
// per day for the leaderboard and the points achievements.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { ALLOWANCE_KEY } from "../../app/learner/practice";
import { readMeta, writeMeta } from "../../app/learner/store";
import {
  advance,
  call,
  confirmEmail,
  flushSummaries,
  freeLearner,
  inLearner,
  runCron,
  seedAllConversations,
  sqlInLearner,
} from "./helpers";

const batch = (cookie: string, count: number, language = "italian") =>
  call("/api/progress", { json: { language, action: "advance", count, batchId: crypto.randomUUID() }, cookie });

async function stored(userId: number) {
  const [[progress], [batches], [days]] = await Promise.all([
    sqlInLearner<{ n: number; p: number }>(
      userId,
      "SELECT COALESCE(SUM(total_repetitions), 0) AS n, COALESCE(SUM(points), 0) AS p FROM pyramids",
    ),
    sqlInLearner<{ n: number }>(userId, "SELECT COUNT(*) AS n FROM practice_batches"),
    sqlInLearner<{ n: number }>(userId, "SELECT COALESCE(SUM(repetitions), 0) AS n FROM practice_days"),
  ]);
  return { repetitions: progress!.n, points: progress!.p, batches: batches!.n, days: days!.n };
}

/** The moment the learner's allowance is full again (in their object; undefined: full). */
const allowanceFullAt = (userId: number) => inLearner(userId, (db) => readMeta<number>(db, ALLOWANCE_KEY));

/** Sets when the learner's allowance is full again, as if they had practised hard a moment ago. */
const setAllowance = (userId: number, fullAt: number) => inLearner(userId, (db) => writeMeta(db, ALLOWANCE_KEY, fullAt));

/** Leaves `steps` in the learner's allowance now. */
async function leaveInAllowance(userId: number, steps: number) {
  await setAllowance(userId, Date.now() + (300 - steps) * 250);
}

describe("the practice allowance", () => {
  it("30 back-to-back batches of 20: no more than 300 steps plus 4 a second are saved", async () => {
    const learner = await freeLearner();
    const started = Date.now();
    const answers = [];
    for (let i = 0; i < 30; i++) answers.push(await batch(learner.cookie, 20));
    const seconds = (Date.now() - started) / 1000;
    const accepted = answers.filter((a) => a.status === 200).length * 20;
    expect(accepted).toBeGreaterThanOrEqual(300);
    expect(accepted).toBeLessThanOrEqual(300 + 4 * seconds);
    expect(answers.filter((a) => a.status === 429).length).toBeGreaterThan(0);
    expect((await stored(learner.user.id)).repetitions).toBe(accepted);
  });

  it("6 parallel batches share the one allowance", async () => {
    const learner = await freeLearner();
    await leaveInAllowance(learner.user.id, 40);
    const started = Date.now();
    const answers = await Promise.all(Array.from({ length: 6 }, () => batch(learner.cookie, 20)));
    const seconds = (Date.now() - started) / 1000;
    const accepted = answers.filter((a) => a.status === 200).length * 20;
    expect(accepted).toBeGreaterThanOrEqual(40);
    expect(accepted).toBeLessThanOrEqual(40 + 4 * seconds);
    expect(answers.map((a) => a.status).sort()).toEqual(expect.arrayContaining([200, 200, 429]));
    expect((await stored(learner.user.id)).repetitions).toBe(accepted);
  });

  it("a refused request writes nothing and says, in words and in Retry-After, when to send again", async () => {
    const learner = await freeLearner();
    expect((await batch(learner.cookie, 10)).status).toBe(200);
    const before = await stored(learner.user.id);
    await leaveInAllowance(learner.user.id, 5);
    const refused = await batch(learner.cookie, 20);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe(
      "That is more practice than a person can do in this time, so none of it was saved. It will be sent again in a few seconds.",
    );
    // 15 steps more than it holds, at 4 a second: at most 4 seconds (less as the test runs).
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThanOrEqual(1);
    expect(Number(refused.headers.get("Retry-After"))).toBeLessThanOrEqual(4);
    expect(refused.body.retryAfterSeconds).toBe(Number(refused.headers.get("Retry-After")));
    expect(await stored(learner.user.id)).toEqual(before);
    // The refused batch's id was not recorded: sent again once allowed, it is applied.
    await leaveInAllowance(learner.user.id, 300);
    expect((await batch(learner.cookie, 20)).status).toBe(200);
  });

  it("charges single steps too", async () => {
    const learner = await freeLearner();
    const allowance = async () => ({ fullAt: (await allowanceFullAt(learner.user.id))! });
    await leaveInAllowance(learner.user.id, 300);
    const before = (await allowance())!.fullAt;
    await advance(learner.cookie, "italian", 2);
    expect((await allowance())!.fullAt).toBeGreaterThanOrEqual(before + 2 * 250);
    // Spent for the next half minute (as if overdrawn): a single Continue is refused too.
    await setAllowance(learner.user.id, Date.now() + 75_000 + 30_000);
    const single = await call("/api/progress", { json: { language: "italian", action: "advance" }, cookie: learner.cookie });
    expect(single.status).toBe(429);
    expect((await stored(learner.user.id)).repetitions).toBe(2);
  });

  it("a retried batch costs nothing the second time", async () => {
    const learner = await freeLearner();
    await leaveInAllowance(learner.user.id, 20);
    const batchId = crypto.randomUUID();
    const send = () =>
      call("/api/progress", { json: { language: "italian", action: "advance", count: 20, batchId }, cookie: learner.cookie });
    expect((await send()).status).toBe(200);
    const again = await send();
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ duplicate: true, totalRepetitions: 20 });
  });

  it("refuses for good a batch larger than the whole allowance", async () => {
    const learner = await freeLearner();
    const refused = await batch(learner.cookie, 301);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe("That is more practice than can be sent at once, so none of it was saved.");
    expect(refused.headers.get("Retry-After")).toBeNull();
    expect((await stored(learner.user.id)).repetitions).toBe(0);
  });
});

describe("conversation points", () => {
  it("repeated Continues on one day count once per conversation on the leaderboard and in achievements", async () => {
    // A new learner's conversations are level 1's (the slice this file starts from holds none of them).
    await seedAllConversations();
    const learner = await freeLearner("spanish");
    await confirmEmail(learner.email);
    expect((await call("/api/start-trial", { method: "POST", cookie: learner.cookie })).status).toBe(200);
    const go = () =>
      call("/api/conversations/progress", { json: { language: "spanish", action: "continue" }, cookie: learner.cookie });
    // The board ranks learners with practice in the language: one step of it.
    const pyramidPoints = (await advance(learner.cookie, "spanish", 1)).body.points as number;
    const answers = [];
    for (let i = 0; i < 6; i++) answers.push(await go());
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200, 200]);
    const { results } = await env.DB.prepare(
      "SELECT COUNT(*) * 10 AS points FROM conversation_lines WHERE spanish <> '' AND level = 1 GROUP BY conversation_id ORDER BY MIN(id) LIMIT 3",
    ).all<{ points: number }>();
    const [c1, c2, c3] = results.map((r) => r.points) as [number, number, number];
    // With N growing 1, 2, 2, 3, 3, 3 the six Continues finish conversations 1, 1, 2, 1, 2, 3.
    const own = answers.at(-1)!.body.totalPoints as number;
    expect(own).toBe(3 * c1 + 2 * c2 + c3); // the conversation's own total: 10 a line on every Continue
    const once = c1 + c2 + c3;

    await flushSummaries(learner.user.id); // the object tells D1 its summary (an alarm, at most every five minutes)
    await runCron();
    const entry = await env.DB.prepare("SELECT points FROM leaderboard_entries WHERE language = 'spanish' AND user_id = ?")
      .bind(learner.user.id)
      .first<{ points: number }>();
    expect(entry?.points).toBe(pyramidPoints + once);
    const achievements = await call("/api/achievements?language=spanish", { cookie: learner.cookie });
    const champion = (achievements.body as { id: string; current: number; unlocked: boolean }[]).find(
      (a) => a.id === "xp_champion",
    )!;
    expect(champion.current).toBe(Math.min(pyramidPoints + once, 500));
    expect(champion.unlocked).toBe(pyramidPoints + once >= 500);
  });
});
