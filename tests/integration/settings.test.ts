// The learner's settings on the server: hiding the translation and the daily goal, through the JSON
// API and through the profile's form posts, with bad values refused and nothing written.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { call, freeLearner } from "./helpers";

const stored = async (email: string) => {
  const row = await env.DB.prepare("SELECT settings FROM users WHERE email = ?").bind(email).first<{ settings: string | null }>();
  return JSON.parse(row?.settings ?? "{}") as Record<string, unknown>;
};

const form = (fields: Record<string, string>) => ({
  body: new URLSearchParams(fields).toString(),
  headers: { "Content-Type": "application/x-www-form-urlencoded" },
});

describe("POST /api/settings: each screen's speech speed", () => {
  it("keeps learn, review and conversation speeds apart, with the decided defaults, and refuses one out of range", async () => {
    const learner = await freeLearner();
    const before = await call("/api/settings", { cookie: learner.cookie });
    expect(before.body).toMatchObject({ speechRate: 0.7, reviewSpeechRate: 0.9, conversationSpeechRate: 0.9 });
    const saved = await call("/api/settings", { json: { reviewSpeechRate: 1.25 }, cookie: learner.cookie });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ speechRate: 0.7, reviewSpeechRate: 1.25, conversationSpeechRate: 0.9 });
    const bad = await call("/api/settings", { json: { conversationSpeechRate: 3 }, cookie: learner.cookie });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe("conversationSpeechRate must be a number from 0.5 to 1.5");
    expect(await stored(learner.email)).toMatchObject({ reviewSpeechRate: 1.25, conversationSpeechRate: 0.9 });
  });
});

describe("POST /api/settings: hideTranslation and dailyGoal", () => {
  it("starts at the defaults (translation shown, 20 a day) and stores good values", async () => {
    const learner = await freeLearner();
    const before = await call("/api/settings", { cookie: learner.cookie });
    expect(before.body.hideTranslation).toBe(false);
    expect(before.body.dailyGoal).toBe(20);
    const good = await call("/api/settings", { json: { hideTranslation: true, dailyGoal: 50 }, cookie: learner.cookie });
    expect(good.status).toBe(200);
    expect(good.body.hideTranslation).toBe(true);
    expect(good.body.dailyGoal).toBe(50);
    expect(await stored(learner.email)).toMatchObject({ hideTranslation: true, dailyGoal: 50 });
    const after = await call("/api/settings", { cookie: learner.cookie });
    expect(after.body).toMatchObject({ hideTranslation: true, dailyGoal: 50 });
  });

  it("refuses a goal that is not 10, 20, 50 or 100, and a hideTranslation that is not a boolean, writing nothing", async () => {
    const learner = await freeLearner();
    await call("/api/settings", { json: { dailyGoal: 100 }, cookie: learner.cookie });
    const goal = await call("/api/settings", { json: { dailyGoal: 7 }, cookie: learner.cookie });
    expect(goal.status).toBe(400);
    expect(goal.body.message).toBe("dailyGoal must be 10, 20, 50 or 100");
    const text = await call("/api/settings", { json: { dailyGoal: "20" }, cookie: learner.cookie });
    expect(text.status).toBe(400);
    const hide = await call("/api/settings", { json: { hideTranslation: "yes", dailyGoal: 10 }, cookie: learner.cookie });
    expect(hide.status).toBe(400);
    expect(hide.body.message).toBe("hideTranslation must be true or false");
    expect(await stored(learner.email)).toMatchObject({ dailyGoal: 100, hideTranslation: false });
  });

  it("answers 401 before reading the body when signed out", async () => {
    expect((await call("/api/settings", { json: { dailyGoal: 7 } })).status).toBe(401);
  });
});

describe("the profile's settings forms", () => {
  it("sets the daily goal and refuses one the select does not offer", async () => {
    const learner = await freeLearner();
    const ok = await call("/profile", { ...form({ intent: "dailyGoal", dailyGoal: "50" }), cookie: learner.cookie });
    expect(ok.status).toBe(302);
    expect(ok.headers.get("Location")).toBe("/profile");
    expect((await stored(learner.email)).dailyGoal).toBe(50);
    const bad = await call("/profile", { ...form({ intent: "dailyGoal", dailyGoal: "7" }), cookie: learner.cookie });
    expect(bad.status).toBe(400);
    expect(String(bad.body)).toContain("dailyGoal must be 10, 20, 50 or 100");
    expect((await stored(learner.email)).dailyGoal).toBe(50);
  });

  it("turns hiding the translation on with the ticked box and off when it is left unticked", async () => {
    const learner = await freeLearner();
    await call("/profile", { ...form({ intent: "hideTranslation", hideTranslation: "on" }), cookie: learner.cookie });
    expect((await stored(learner.email)).hideTranslation).toBe(true);
    await call("/profile", { ...form({ intent: "hideTranslation" }), cookie: learner.cookie });
    expect((await stored(learner.email)).hideTranslation).toBe(false);
  });

  it("takes back (and gives) the agreement to online speech recognition from the profile", async () => {
    const learner = await freeLearner();
    // Given on the learn screen the first time it is needed (speak-check.tsx posts this).
    await call("/api/settings", { json: { onlineSpeechRecognition: true }, cookie: learner.cookie });
    expect((await stored(learner.email)).onlineSpeechRecognition).toBe(true);
    const off = await call("/profile", { ...form({ intent: "speech" }), cookie: learner.cookie });
    expect(off.status).toBe(302);
    expect((await stored(learner.email)).onlineSpeechRecognition).toBe(false);
    await call("/profile", { ...form({ intent: "speech", onlineSpeechRecognition: "on" }), cookie: learner.cookie });
    expect((await stored(learner.email)).onlineSpeechRecognition).toBe(true);
    const page = await call("/profile", { cookie: learner.cookie });
    expect(String(page.body)).toContain("Allow online speech recognition");
  });

  it("refuses an unknown scheduler with its message and keeps the stored one", async () => {
    const learner = await freeLearner();
    const bad = await call("/profile", { ...form({ intent: "scheduler", scheduler: "anki" }), cookie: learner.cookie });
    expect(bad.status).toBe(400);
    expect(String(bad.body)).toContain("scheduler must be");
    expect((await stored(learner.email)).scheduler ?? "sm2").toBe("sm2");
  });
});
