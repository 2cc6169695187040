import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { SENTENCES_PER_LEVEL } from "../../app/domain/curriculum";
import { call, freeLearner, registerAdmin, seedAllConversations, seedGraduated, sqlInLearner, startTrial } from "./helpers";

// Every topic: the tests count them all and walk to the last.
beforeAll(seedAllConversations);

// The true number, as the pages count it: every conversation the seed loaded (decision 005).
async function conversationCount(): Promise<number> {
  const row = await env.DB.prepare("SELECT COUNT(DISTINCT conversation_id) AS n FROM conversation_lines").first<{ n: number }>();
  return row?.n ?? 0;
}

const LEVEL_MESSAGE = "level must be a whole number from 1 to 5";

/** A level's conversations in learning order (by lowest line id), as the seed loaded them. */
async function topicsOf(level: number): Promise<{ conversationId: number; topic: string; lines: number }[]> {
  const { results } = await env.DB.prepare(
    `SELECT conversation_id AS conversationId, topic, COUNT(*) AS lines FROM conversation_lines WHERE level = ?
     GROUP BY conversation_id ORDER BY MIN(id)`,
  )
    .bind(level)
    .all<{ conversationId: number; topic: string; lines: number }>();
  return results;
}

async function userId(email: string): Promise<number> {
  return (await env.DB.prepare("SELECT id FROM users WHERE email = ?").bind(email).first<{ id: number }>())!.id;
}

async function trialLearner() {
  const learner = await freeLearner("italian");
  await startTrial(learner);
  return learner;
}

describe("conversations API", () => {
  it("lists a language's lines in id order with speakers normalised", async () => {
    const learner = await trialLearner();
    const response = await call("/api/conversations/german", { cookie: learner.cookie });
    expect(response.status).toBe(200);
    const lines = await env.DB.prepare("SELECT COUNT(*) AS n FROM conversation_lines").first<{ n: number }>();
    expect(response.body).toHaveLength(lines!.n);
    const first = await env.DB.prepare("SELECT level FROM conversation_lines WHERE id = 101").first<{ level: number }>();
    expect(response.body[0]).toMatchObject({
      id: 101,
      conversationId: 1,
      level: first!.level,
      topic: "Meeting a New Neighbour",
      speaker: "Person 1",
    });
    expect(response.body[0].german).toMatch(/\S/);
    const ids = response.body.map((l: { id: number }) => l.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(new Set(response.body.map((l: { speaker: string }) => l.speaker))).toEqual(new Set(["Person 1", "Person 2"]));
  });

  it("with a level, lists only that level's lines; each level has conversations", async () => {
    const learner = await trialLearner();
    let total = 0;
    for (const level of [1, 2, 3, 4, 5]) {
      const response = await call(`/api/conversations/german?level=${level}`, { cookie: learner.cookie });
      expect(response.status).toBe(200);
      const expected = await env.DB.prepare("SELECT COUNT(*) AS n FROM conversation_lines WHERE level = ? AND german <> ''")
        .bind(level)
        .first<{ n: number }>();
      expect(expected!.n).toBeGreaterThan(0);
      expect(response.body).toHaveLength(expected!.n);
      expect(new Set(response.body.map((l: { level: number }) => l.level))).toEqual(new Set([level]));
      const ids = response.body.map((l: { id: number }) => l.id);
      expect(ids).toEqual([...ids].sort((a, b) => a - b));
      total += response.body.length;
    }
    // The five levels together are every line the call without a level gives.
    expect((await call("/api/conversations/german", { cookie: learner.cookie })).body).toHaveLength(total);
  });

  it("answers 400 in words to a level that is not 1 to 5, on every call that takes one, and writes nothing", async () => {
    const learner = await trialLearner();
    for (const bad of ["0", "6", "2.5", "two", ""]) {
      const lines = await call(`/api/conversations/italian?level=${bad}`, { cookie: learner.cookie });
      expect(lines.status, bad).toBe(400);
      expect(lines.body.message).toBe(LEVEL_MESSAGE);
      const progress = await call(`/api/conversations/progress?language=italian&level=${bad}`, { cookie: learner.cookie });
      expect(progress.status, bad).toBe(400);
      expect(progress.body.message).toBe(LEVEL_MESSAGE);
    }
    for (const level of [0, 6, 2.5, "3"]) {
      const response = await call("/api/conversations/progress", {
        json: { language: "italian", action: "continue", level },
        cookie: learner.cookie,
      });
      expect(response.status, String(level)).toBe(400);
      expect(response.body.message).toBe(LEVEL_MESSAGE);
    }
    const page = await call("/conversations?level=9", { cookie: learner.cookie });
    expect(page.status).toBe(400);
    expect(String(page.body)).toContain(LEVEL_MESSAGE);
    const [rows] = await sqlInLearner<{ n: number }>(await userId(learner.email), "SELECT COUNT(*) AS n FROM conversations");
    expect(rows!.n).toBe(0);
  });

  it("progress starts a beginner at level 1's first topic and Continue applies the rule on the server", async () => {
    const learner = await trialLearner();
    const levelOne = await topicsOf(1);
    const start = await call("/api/conversations/progress?language=french", { cookie: learner.cookie });
    expect(start.status).toBe(200);
    expect(start.body).toMatchObject({
      language: "french",
      level: 1,
      currentSequence: 1,
      currentLineId: 1,
      currentTopic: levelOne[0]!.topic,
      currentConversationId: levelOne[0]!.conversationId,
      repetitionCount: 0,
      totalPoints: 0,
      totalTopics: levelOne.length,
      completed: false,
    });

    // N=1, index 0 → index 0, N=2 (+10 points per line of the finished conversation).
    const first = await call("/api/conversations/progress", {
      json: { language: "french", action: "continue", totalPoints: 99999, currentSequence: 50 },
      cookie: learner.cookie,
    });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      level: 1,
      currentSequence: 2,
      currentLineId: 1,
      repetitionCount: 1,
      totalPoints: 10 * levelOne[0]!.lines,
      streak: 1,
    });
    // N=2, index 0 → index 1: the level's second topic opens.
    const second = await call("/api/conversations/progress", {
      json: { language: "french", action: "continue" },
      cookie: learner.cookie,
    });
    expect(second.body).toMatchObject({
      level: 1,
      currentSequence: 2,
      currentLineId: 2,
      currentTopic: levelOne[1]!.topic,
      repetitionCount: 2,
    });
    // Other languages keep their own progress.
    expect((await call("/api/conversations/progress?language=german", { cookie: learner.cookie })).body.currentSequence).toBe(1);
  });

  it("keeps progress per level, opens at the level of the highest sentence, and adds every level to the language's points", async () => {
    const learner = await trialLearner();
    const [levelOne, levelThree] = [await topicsOf(1), await topicsOf(3)];
    const continueIn = (level: number) =>
      call("/api/conversations/progress", { json: { language: "italian", action: "continue", level }, cookie: learner.cookie });
    await continueIn(3);
    await continueIn(3);
    const inThree = await continueIn(3);
    // Three Continues inside level 3 walk level 3's topics: N=1 → N=2 (index 0) → index 1 → N=3 (index 0).
    expect(inThree.body).toMatchObject({
      level: 3,
      currentSequence: 3,
      currentLineId: 1,
      currentTopic: levelThree[0]!.topic,
      totalTopics: levelThree.length,
      repetitionCount: 3,
      totalPoints: 10 * (2 * levelThree[0]!.lines + levelThree[1]!.lines),
    });
    // Level 1 has not moved.
    const one = await call("/api/conversations/progress?language=italian&level=1", { cookie: learner.cookie });
    expect(one.body).toMatchObject({ level: 1, currentSequence: 1, currentLineId: 1, repetitionCount: 0, totalPoints: 0 });
    expect(one.body.currentTopic).toBe(levelOne[0]!.topic);
    const afterOne = await continueIn(1);
    expect(afterOne.body).toMatchObject({ level: 1, currentSequence: 2, totalPoints: 10 * levelOne[0]!.lines });
    // Level 3 kept its place.
    const three = await call("/api/conversations/progress?language=italian&level=3", { cookie: learner.cookie });
    expect(three.body).toMatchObject({ level: 3, currentSequence: 3, currentLineId: 1, repetitionCount: 3 });

    // One row per learner and language, whose points (the leaderboard's) are every level's together.
    const rows = await sqlInLearner<{ points: number; reps: number }>(
      await userId(learner.email),
      "SELECT total_points AS points, repetition_count AS reps FROM conversations",
    );
    expect(rows).toEqual([{ points: inThree.body.totalPoints + afterOne.body.totalPoints, reps: 4 }]);

    // Without a level, the calls mean the learner's level: 1 so far, then that of their highest sentence.
    expect((await call("/api/conversations/progress?language=italian", { cookie: learner.cookie })).body.level).toBe(1);
    // Level 3's first sentence (the curriculum's numbering: this file seeds a slice of the sentences).
    const level3Sentence = 2 * SENTENCES_PER_LEVEL + 1;
    await seedGraduated(learner.email, "italian", [level3Sentence]);
    const own = await call("/api/conversations/progress?language=italian", { cookie: learner.cookie });
    expect(own.body).toMatchObject({ level: 3, currentSequence: 3, repetitionCount: 3 });
    const continued = await call("/api/conversations/progress", {
      json: { language: "italian", action: "continue" },
      cookie: learner.cookie,
    });
    expect(continued.body).toMatchObject({ level: 3, currentSequence: 3, currentLineId: 2, currentTopic: levelThree[1]!.topic });
  });

  it("stops at the last topic of the level once every topic in it is unlocked", async () => {
    const learner = await trialLearner();
    const topics = await topicsOf(2);
    const last = topics.length;
    const place = { currentSequence: last, currentLineId: last, repetitionCount: 5, totalPoints: 0 };
    await sqlInLearner(
      await userId(learner.email),
      "INSERT INTO conversations (language, current_sequence, current_line_id, repetition_count, total_points, streak, levels, updated_at) VALUES ('italian', ?, ?, 5, 0, 0, ?, 0)",
      last,
      last,
      JSON.stringify({ "2": place }),
    );
    const response = await call("/api/conversations/progress", {
      json: { language: "italian", action: "continue", level: 2 },
      cookie: learner.cookie,
    });
    expect(response.body).toMatchObject({
      level: 2,
      currentSequence: last,
      currentLineId: last,
      currentTopic: topics[last - 1]!.topic,
      repetitionCount: 6,
    });
  });

  it("the screen opens at the learner's level and shows another level when asked", async () => {
    const learner = await trialLearner();
    const page = await call("/conversations", { cookie: learner.cookie });
    expect(page.status).toBe(200);
    const html = String(page.body);
    expect(html).toContain((await topicsOf(1))[0]!.topic);
    expect(html).toMatch(
      /aria-current="page"[^>]*href="\/conversations\?level=1"|href="\/conversations\?level=1"[^>]*aria-current="page"/,
    );
    const other = String((await call("/conversations?level=4", { cookie: learner.cookie })).body);
    expect(other).toContain((await topicsOf(4))[0]!.topic);
    expect(other).toMatch(
      /href="\/conversations\?level=4"[^>]*aria-current="page"|aria-current="page"[^>]*href="\/conversations\?level=4"/,
    );
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
      sqlInLearner(await userId(learner.email), "SELECT language, repetition_count, total_points FROM conversations");
    await call("/api/conversations/progress", { json: { language: "italian", action: "continue" }, cookie: learner.cookie });
    const before = await stored();
    expect(before).toHaveLength(1);
    await call("/api/conversations/progress", { json: { language: "italian", action: "skip" }, cookie: learner.cookie });
    expect(await stored()).toEqual(before);
  });
});
