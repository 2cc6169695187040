import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { call, freeLearner, registerAdmin, sqlInLearner, userIdOf } from "./helpers";

// The true number, as the pages count it: every conversation the seed loaded (decision 005).
async function conversationCount(): Promise<number> {
  const row = await env.DB.prepare("SELECT COUNT(DISTINCT conversation_id) AS n FROM conversation_lines").first<{ n: number }>();
  return row?.n ?? 0;
}

async function trialLearner() {
  const learner = await freeLearner("italian");
  await call("/api/start-trial", { method: "POST", cookie: learner.cookie });
  return learner;
}

describe("conversations API", () => {
  it("lists a language's lines in id order with speakers normalised", async () => {
    const learner = await trialLearner();
    const response = await call("/api/conversations/german", { cookie: learner.cookie });
    expect(response.status).toBe(200);
    const lines = await env.DB.prepare("SELECT COUNT(*) AS n FROM conversation_lines").first<{ n: number }>();
    expect(response.body).toHaveLength(lines!.n);
    expect(response.body[0]).toMatchObject({ id: 101, conversationId: 1, topic: "Meeting a New Neighbour", speaker: "Person 1" });
    expect(response.body[0].german).toMatch(/\S/);
    const ids = response.body.map((l: { id: number }) => l.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(new Set(response.body.map((l: { speaker: string }) => l.speaker))).toEqual(new Set(["Person 1", "Person 2"]));
  });

  it("progress starts at the first topic and Continue applies the rule on the server", async () => {
    const learner = await trialLearner();
    const start = await call("/api/conversations/progress?language=french", { cookie: learner.cookie });
    expect(start.status).toBe(200);
    expect(start.body).toMatchObject({
      language: "french",
      currentSequence: 1,
      currentLineId: 1,
      currentTopic: "Meeting a New Neighbour",
      repetitionCount: 0,
      totalPoints: 0,
      totalTopics: await conversationCount(),
      completed: false,
    });
    const lines = await env.DB.prepare("SELECT COUNT(*) AS n FROM conversation_lines WHERE conversation_id = 1").first<{
      n: number;
    }>();

    // N=1, index 0 → index 0, N=2 (+10 points per line of the finished conversation).
    const first = await call("/api/conversations/progress", {
      json: { language: "french", action: "continue", totalPoints: 99999, currentSequence: 50 },
      cookie: learner.cookie,
    });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      currentSequence: 2,
      currentLineId: 1,
      repetitionCount: 1,
      totalPoints: 10 * lines!.n,
      streak: 1,
    });
    // N=2, index 0 → index 1: the second topic opens.
    const second = await call("/api/conversations/progress", {
      json: { language: "french", action: "continue" },
      cookie: learner.cookie,
    });
    expect(second.body).toMatchObject({
      currentSequence: 2,
      currentLineId: 2,
      currentTopic: "Ordering Coffee",
      repetitionCount: 2,
    });
    // Other languages keep their own progress.
    expect((await call("/api/conversations/progress?language=german", { cookie: learner.cookie })).body.currentSequence).toBe(1);
  });

  it("stops at the last topic once every topic is unlocked", async () => {
    const learner = await trialLearner();
    const last = await conversationCount();
    const lastTopic = (await env.DB.prepare("SELECT topic FROM conversation_lines ORDER BY id DESC LIMIT 1").first<{
      topic: string;
    }>())!.topic;
    await sqlInLearner(
      await userIdOf(learner.email),
      "INSERT INTO conversations (language, current_sequence, current_line_id, repetition_count, total_points, streak, updated_at) VALUES ('italian', ?, ?, 5, 0, 0, 0)",
      last,
      last,
    );
    const response = await call("/api/conversations/progress", {
      json: { language: "italian", action: "continue" },
      cookie: learner.cookie,
    });
    expect(response.body).toMatchObject({
      currentSequence: last,
      currentLineId: last,
      currentTopic: lastTopic,
      repetitionCount: 6,
    });
  });

  it("answers 403 to free learners on all three routes, but lets the admin in", async () => {
    const free = await freeLearner("italian");
    for (const [path, init] of [
      ["/api/conversations/italian", {}],
      ["/api/conversations/progress?language=italian", {}],
      ["/api/conversations/progress", { json: { language: "italian", action: "continue" } }],
    ] as const) {
      const response = await call(path, { ...init, cookie: free.cookie });
      expect(response.status, path).toBe(403);
      expect(response.body.message).toMatch(/Premium feature/);
    }
    const admin = await registerAdmin();
    expect((await call("/api/conversations/russian", { cookie: admin.cookie })).status).toBe(200);
    expect(
      (await call("/api/conversations/progress", { json: { language: "russian", action: "continue" }, cookie: admin.cookie }))
        .status,
    ).toBe(200);
    const page = await call("/conversations", { cookie: free.cookie });
    expect(page.status).toBe(403);
    expect(String(page.body)).toContain("Premium Feature");
    expect(String(page.body)).toContain(`${(await conversationCount()).toLocaleString("en-US")}<!-- --> real-life scenarios`);
  });

  it("answers 400 for unknown languages and malformed bodies, 401 signed out", async () => {
    const learner = await trialLearner();
    expect((await call("/api/conversations/klingon", { cookie: learner.cookie })).status).toBe(400);
    expect((await call("/api/conversations/progress?language=klingon", { cookie: learner.cookie })).status).toBe(400);
    const noAction = await call("/api/conversations/progress", { json: { language: "italian" }, cookie: learner.cookie });
    expect(noAction.status).toBe(400);
    expect(noAction.body.message).toBe('action must be "continue"');
    const broken = await call("/api/conversations/progress", {
      body: "{",
      cookie: learner.cookie,
      headers: { "Content-Type": "application/json" },
    });
    expect(broken.status).toBe(400);
    expect((await call("/api/conversations/italian")).status).toBe(401);
    const stored = async () =>
      sqlInLearner(await userIdOf(learner.email), "SELECT language, repetition_count, total_points FROM conversations");
    await call("/api/conversations/progress", { json: { language: "italian", action: "continue" }, cookie: learner.cookie });
    const before = await stored();
    expect(before).toHaveLength(1);
    await call("/api/conversations/progress", { json: { language: "italian", action: "skip" }, cookie: learner.cookie });
    expect(await stored()).toEqual(before);
  });
});
