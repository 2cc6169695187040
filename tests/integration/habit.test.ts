// The habit around practice (issue 29): the streak freeze applied where the streak is kept, daily
// reminders sent by the cron (once a day, not after practice, only to proven addresses, one-click
// unsubscribe) and Web Push signed with VAPID against a local push service double.
import { env } from "cloudflare:workers";
import { decodeBase64urlIgnorePadding } from "@oslojs/encoding";
import { describe, expect, it } from "vitest";
import { calendarDay } from "../../app/domain/streak";
import { DAY_MS } from "../../app/domain/time";
import { unsubscribeToken } from "../../app/server/reminders.server";
import type { ReceivedPush } from "../push-double";
import {
  advance,
  call,
  confirmEmail,
  flushSummaries,
  freeLearner,
  mailsTo,
  registerLearner,
  runCron,
  sqlInLearner,
  userIdOf,
} from "./helpers";

const form = (fields: Record<string, string>) => ({
  body: new URLSearchParams(fields).toString(),
  headers: { "Content-Type": "application/x-www-form-urlencoded" },
});

const REMINDER = /Time for today's sentences/;

async function reminderHour(userId: number) {
  const row = await env.DB.prepare("SELECT reminder_hour AS hour FROM users WHERE id = ?")
    .bind(userId)
    .first<{ hour: number | null }>();
  return row?.hour ?? null;
}

/** A proven learner with reminders on at `hour` (their zone) through the profile's form post. */
async function remindedLearner(hour: number, timeZone = "UTC") {
  const learner = await registerLearner({ timeZone });
  expect((await confirmEmail(learner.email)).status).toBe(200);
  await call("/api/update-free-language", { json: { language: "italian" }, cookie: learner.cookie });
  const saved = await call("/profile", {
    ...form({ intent: "reminder", reminderOn: "on", reminderHour: String(hour) }),
    cookie: learner.cookie,
  });
  expect(saved.headers.get("Location")).toBe("/profile");
  const userId = await userIdOf(learner.email);
  expect(await reminderHour(userId)).toBe(hour);
  return { ...learner, userId };
}

describe("streak freeze in the learner's object", () => {
  it("spends a held freeze on a missed day instead of resetting the streak, and shows what is held", async () => {
    const learner = await freeLearner();
    const userId = await userIdOf(learner.email);
    await advance(learner.cookie);
    const now = Date.now();
    const twoDaysAgo = calendarDay(now - 2 * DAY_MS, "UTC");
    await sqlInLearner(
      userId,
      "UPDATE pyramids SET streak = 7, streak_freezes = 1, last_practice_day = ? WHERE language = 'italian'",
      twoDaysAgo,
    );
    const before = await call("/api/progress?language=italian", { cookie: learner.cookie });
    expect(before.body.streak).toBe(7);
    const after = await advance(learner.cookie);
    expect(after.body).toMatchObject({ streak: 8, streakFreezes: 0 });
    const [row] = await sqlInLearner<{ streak: number; streak_freezes: number }>(
      userId,
      "SELECT streak, streak_freezes FROM pyramids WHERE language = 'italian'",
    );
    expect(row).toEqual({ streak: 8, streak_freezes: 0 });
    // Without a freeze the same gap breaks it.
    await sqlInLearner(userId, "UPDATE pyramids SET streak = 5, streak_freezes = 0, last_practice_day = ?", twoDaysAgo);
    expect((await advance(learner.cookie)).body).toMatchObject({ streak: 1, streakFreezes: 0 });
  });
});

describe("daily reminders", () => {
  it("turns the reminder on and off with the profile's form and refuses an hour the list does not offer", async () => {
    const learner = await freeLearner();
    const userId = await userIdOf(learner.email);
    expect(await reminderHour(userId)).toBeNull(); // off by default
    const bad = await call("/profile", {
      ...form({ intent: "reminder", reminderOn: "on", reminderHour: "24" }),
      cookie: learner.cookie,
    });
    expect(bad.status).toBe(400);
    expect(String(bad.body)).toContain("Pick an hour from the list.");
    expect(await reminderHour(userId)).toBeNull();
    await call("/profile", { ...form({ intent: "reminder", reminderOn: "on", reminderHour: "7" }), cookie: learner.cookie });
    expect(await reminderHour(userId)).toBe(7);
    await call("/profile", { ...form({ intent: "reminder", reminderHour: "7" }), cookie: learner.cookie });
    expect(await reminderHour(userId)).toBeNull();
  });

  it("mails once a day at the learner's hour even when the cron runs twice, with a one-click unsubscribe", async () => {
    // Hour 0: the chosen hour has always come, so the real clock can drive the cron.
    const learner = await remindedLearner(0);
    const now = Date.now();
    await runCron(now);
    await runCron(now);
    await runCron(now + 10 * 60 * 1000);
    const mails = await mailsTo(learner.email, REMINDER);
    expect(mails).toHaveLength(1);
    const mail = mails[0] as unknown as { headers: Record<string, string>; text: string };
    const url = `https://piramide.test/reminders/unsubscribe?token=${encodeURIComponent(unsubscribeToken(env.DEVICE_COOKIE_SECRET, learner.userId))}`;
    expect(mail.headers).toEqual({ "List-Unsubscribe": `<${url}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" });
    expect(mail.text).toContain(url);
    // The next day, one more.
    await runCron(now + DAY_MS);
    expect(await mailsTo(learner.email, REMINDER)).toHaveLength(2);
    const batches = (await (await fetch(`${env.EMAIL_API_URL}/__batches`)).json()) as number[];
    expect(batches.length).toBeGreaterThan(0);
  });

  it("is not due before the hour in the learner's zone", async () => {
    const learner = await remindedLearner(20, "Asia/Tokyo");
    await runCron(Date.UTC(2031, 0, 6, 10, 50)); // 19:50 in Tokyo
    expect(await mailsTo(learner.email, REMINDER)).toHaveLength(0);
    await runCron(Date.UTC(2031, 0, 6, 11, 0)); // 20:00 in Tokyo
    expect(await mailsTo(learner.email, REMINDER)).toHaveLength(1);
  });

  it("is not sent after the learner practised today, nor to an unconfirmed address", async () => {
    const practised = await remindedLearner(0);
    await advance(practised.cookie);
    await flushSummaries(practised.userId);
    const unproven = await freeLearner();
    await call("/profile", { ...form({ intent: "reminder", reminderOn: "on", reminderHour: "0" }), cookie: unproven.cookie });
    await runCron(Date.now());
    expect(await mailsTo(practised.email, REMINDER)).toHaveLength(0);
    expect(await mailsTo(unproven.email, REMINDER)).toHaveLength(0);
  });

  it("turns reminders off from the mail without signing in: GET asks, the one-click POST does it", async () => {
    const learner = await remindedLearner(8);
    const token = unsubscribeToken(env.DEVICE_COOKIE_SECRET, learner.userId);
    const path = `/reminders/unsubscribe?token=${encodeURIComponent(token)}`;
    const page = await call(path);
    expect(page.status).toBe(200);
    expect(String(page.body)).toContain("Turn reminders off");
    expect(await reminderHour(learner.userId)).toBe(8); // opening the link changes nothing
    const forged = await call(`/reminders/unsubscribe?token=${learner.userId}.${"0".repeat(64)}`, {
      ...form({ "List-Unsubscribe": "One-Click" }),
    });
    expect(forged.status).toBe(400);
    expect(await reminderHour(learner.userId)).toBe(8);
    // A mail provider's POST (RFC 8058) comes from its servers: no Origin, no cookie.
    const oneClick = await call(path, {
      ...form({ "List-Unsubscribe": "One-Click" }),
      headers: { ...form({}).headers, Origin: "" },
    });
    expect(oneClick.status).toBe(200);
    expect(await reminderHour(learner.userId)).toBeNull();
    expect(String(oneClick.body)).toContain("Daily reminders are off.");
  });
});

describe("Web Push", () => {
  it("answers 401 before judging the body, 400 for a subscription that is not one, and keeps and forgets one", async () => {
    expect((await call("/api/push-subscription", { json: { endpoint: "nope" } })).status).toBe(401);
    const learner = await freeLearner();
    const userId = await userIdOf(learner.email);
    const bad = await call("/api/push-subscription", {
      json: { endpoint: "http://push.example/x", keys: {} },
      cookie: learner.cookie,
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/https/);
    const endpoint = "https://push.example/send/abc";
    const keys = { p256dh: "B".repeat(87), auth: "A".repeat(22) };
    const saved = await call("/api/push-subscription", {
      json: { endpoint, keys, expirationTime: null },
      cookie: learner.cookie,
    });
    expect(saved.status).toBe(201);
    const count = () =>
      env.DB.prepare("SELECT COUNT(*) AS n FROM push_subscriptions WHERE user_id = ?").bind(userId).first<{ n: number }>();
    expect((await count())?.n).toBe(1);
    const gone = await call("/api/push-subscription", { method: "DELETE", json: { endpoint }, cookie: learner.cookie });
    expect(gone.status).toBe(200);
    expect((await count())?.n).toBe(0);
  });

  it("pushes without a payload, signed with a VAPID JWT that verifies with the public key, and deletes a subscription gone (410)", async () => {
    const learner = await remindedLearner(0);
    const id = `${learner.userId}-${Date.now()}`;
    const live = `${env.TEST_PUSH_URL}/push/live-${id}`;
    const dead = `${env.TEST_PUSH_URL}/push/gone-${id}`;
    for (const endpoint of [live, dead]) {
      await env.DB.prepare(
        "INSERT INTO push_subscriptions (endpoint, user_id, p256dh, auth, created_at) VALUES (?, ?, 'k', 'a', 0)",
      )
        .bind(endpoint, learner.userId)
        .run();
    }
    const now = Date.now();
    await runCron(now);
    const received = ((await (await fetch(`${env.TEST_PUSH_URL}/__pushes`)).json()) as ReceivedPush[]).filter((p) =>
      p.path.endsWith(id),
    );
    expect(received.map((p) => p.status).sort()).toEqual([201, 410]);
    const push = received.find((p) => p.status === 201)!;
    expect(push.bodyBytes).toBe(0);
    expect(Number(push.ttl)).toBeGreaterThan(0);
    const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(push.authorization ?? "");
    expect(match).not.toBeNull();
    const [, jwt, k] = match!;
    expect(k).toBe(env.VAPID_PUBLIC_KEY);
    const [header, claims, signature] = jwt!.split(".");
    const publicKey = await crypto.subtle.importKey(
      "raw",
      new Uint8Array(decodeBase64urlIgnorePadding(k!)),
      { name: "ECDSA", namedCurve: "P-256" },
      false,
      ["verify"],
    );
    const valid = await crypto.subtle.verify(
      { name: "ECDSA", hash: "SHA-256" },
      publicKey,
      new Uint8Array(decodeBase64urlIgnorePadding(signature!)),
      new TextEncoder().encode(`${header}.${claims}`),
    );
    expect(valid).toBe(true);
    const body = JSON.parse(new TextDecoder().decode(decodeBase64urlIgnorePadding(claims!))) as Record<string, unknown>;
    expect(body).toMatchObject({ aud: new URL(env.TEST_PUSH_URL).origin, sub: "mailto:ops@piramide.test" });
    expect(body.exp as number).toBeGreaterThan(now / 1000);
    expect(body.exp as number).toBeLessThanOrEqual(now / 1000 + 24 * 3600);
    const left = await env.DB.prepare("SELECT endpoint FROM push_subscriptions WHERE user_id = ?").bind(learner.userId).all();
    expect(left.results.map((r) => r.endpoint)).toEqual([live]);
  });
});
