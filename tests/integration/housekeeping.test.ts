// What keeps D1 from growing without bound (issue #26): the cron's housekeeping, and the operator's
// door that moves learners out of the old shared tables (`npm run learners:migrate`).
import { createExecutionContext, createScheduledController, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it, vi } from "vitest";
import app from "../../workers/app";
import { call, freeLearner, learnerOf, reviewLogOf } from "./helpers";

const worker = app as Required<Pick<ExportedHandler<Env>, "scheduled">>;
const DAY = 86_400_000;
const TOKEN = "learners-migrate-token-for-tests";

async function runCron(at = Date.now()) {
  vi.spyOn(console, "log").mockImplementation(() => {});
  const ctx = createExecutionContext();
  await worker.scheduled(createScheduledController({ scheduledTime: at, cron: "*/10 * * * *" }), env, ctx);
  await waitOnExecutionContext(ctx);
  vi.restoreAllMocks();
}

const count = async (query: string, ...params: unknown[]) =>
  (await env.DB.prepare(query)
    .bind(...params)
    .first<{ n: number }>())!.n;

describe("the cron's housekeeping", () => {
  it("deletes expired sessions and tokens, ended rate-limit windows and old sign-in counters, and nothing live", async () => {
    const learner = await freeLearner();
    const id = learner.user.id as number;
    const now = Date.now();
    await env.DB.batch([
      env.DB.prepare("INSERT INTO sessions (id, user_id, expires_at, created_at) VALUES ('expired-session', ?, ?, ?)").bind(
        id,
        now - 1000,
        now - 90 * DAY,
      ),
      env.DB.prepare(
        "INSERT INTO password_reset_tokens (id, user_id, expires_at, created_at) VALUES ('old-reset', ?, ?, ?)",
      ).bind(id, now - 1000, now - DAY),
      env.DB.prepare(
        "INSERT INTO password_reset_tokens (id, user_id, expires_at, created_at) VALUES ('live-reset', ?, ?, ?)",
      ).bind(id, now + 3_600_000, now),
      env.DB.prepare(
        "INSERT INTO email_verification_tokens (id, user_id, expires_at, created_at) VALUES ('old-verify', ?, ?, ?)",
      ).bind(id, now - 1000, now - 2 * DAY),
      env.DB.prepare("INSERT INTO rate_limits (key, count, window_started_at) VALUES ('test:old-window', 3, ?)").bind(
        now - 2 * DAY,
      ),
      env.DB.prepare("INSERT INTO rate_limits (key, count, window_started_at) VALUES ('test:live-window', 3, ?)").bind(
        now - 60_000,
      ),
      env.DB.prepare("INSERT INTO login_attempts (key, failures, window_started_at) VALUES ('test:old-attempts', 2, ?)").bind(
        now - 2 * DAY,
      ),
      env.DB.prepare(
        "INSERT INTO login_attempts (key, failures, window_started_at, locked_until) VALUES ('test:locked', 9, ?, ?)",
      ).bind(now - 2 * DAY, now + 600_000),
    ]);
    await runCron(now);
    expect(await count("SELECT COUNT(*) AS n FROM sessions WHERE id = 'expired-session'")).toBe(0);
    // The learner's own session is live: still signed in.
    expect((await call("/api/user", { cookie: learner.cookie })).status).toBe(200);
    expect(await count("SELECT COUNT(*) AS n FROM password_reset_tokens WHERE id IN ('old-reset', 'live-reset')")).toBe(1);
    expect(await count("SELECT COUNT(*) AS n FROM email_verification_tokens WHERE id = 'old-verify'")).toBe(0);
    expect(await count("SELECT COUNT(*) AS n FROM rate_limits WHERE key LIKE 'test:%'")).toBe(1);
    expect(await count("SELECT COUNT(*) AS n FROM login_attempts WHERE key LIKE 'test:%'")).toBe(1);
  });
});

describe("POST /__ops/learners/migrate", () => {
  async function legacyLearner(points: number) {
    const learner = await freeLearner();
    const id = learner.user.id as number;
    const now = Date.now();
    await env.DB.batch([
      env.DB.prepare(
        `INSERT INTO progress (user_id, language, current_sequence, current_position, points, streak, repetition_counts, review_pile,
           graduated_count, highest_sentence_id, total_repetitions, revision, created_at, updated_at)
         VALUES (?, 'italian', '[2]', 0, ?, 0, '{}', '[]', 1, 2, 30, 'r', ?, ?)`,
      ).bind(id, points, now, now),
      env.DB.prepare(
        "INSERT INTO review_log (user_id, language, sentence_id, grade, reviewed_at, interval, ease_factor, next_review) VALUES (?, 'italian', 1, 4, ?, 6, 2.5, ?)",
      ).bind(id, now - DAY, now + 5 * DAY),
    ]);
    return id;
  }

  const migrate = (body: unknown, token: string | null = TOKEN) =>
    call("/__ops/learners/migrate", {
      json: body,
      headers: token ? { Authorization: `Bearer ${token}` } : {},
    });

  it("is not there without the operator's token", async () => {
    expect((await migrate({ after: 0 }, null)).status).toBe(404);
    expect((await migrate({ after: 0 }, "not-the-token-at-all")).status).toBe(404);
    expect((await call("/__ops/learners/migrate", { headers: { Authorization: `Bearer ${TOKEN}` } })).status).toBe(404);
  });

  it("moves learners in batches, resumable from where it stopped, and leaves nothing behind", async () => {
    const ids = [await legacyLearner(100), await legacyLearner(200), await legacyLearner(300)];
    const after = Math.min(...ids) - 1;
    const first = await migrate({ after, limit: 2 });
    expect(first.status).toBe(200);
    expect(first.body.moved.map((m: { userId: number }) => m.userId)).toEqual(ids.slice(0, 2));
    expect(first.body.moved[0].moved).toMatchObject({ pyramids: 1, reviewLog: 1 });
    expect(first.body.next).toBe(ids[1]);
    const rest = await migrate({ after: first.body.next, limit: 2 });
    expect(rest.body.moved.map((m: { userId: number }) => m.userId)).toEqual([ids[2]]);
    expect(rest.body.next).toBeNull();
    // Run again from the start: nothing is left to find.
    expect((await migrate({ after, limit: 2 })).body).toEqual({ moved: [], next: null });
    for (const [i, id] of ids.entries()) {
      expect(await count("SELECT COUNT(*) AS n FROM progress WHERE user_id = ?", id)).toBe(0);
      expect(await count("SELECT COUNT(*) AS n FROM review_log WHERE user_id = ?", id)).toBe(0);
      const progress = await learnerOf(id).progress({ language: "italian", now: Date.now(), timeZone: "UTC" });
      expect(progress.points).toBe((i + 1) * 100);
      expect(await reviewLogOf(id)).toHaveLength(1);
    }
  });

  it("refuses a malformed batch in words", async () => {
    const response = await migrate({ after: -1, limit: 500 });
    expect(response.status).toBe(400);
    expect(response.body.message).toMatch(/limit 1 to 100/);
  });
});

describe("POST /__dev/learner", () => {
  it("is not there unless a fixture secret is configured (it is not, here)", async () => {
    const learner = await freeLearner();
    const response = await call("/__dev/learner", {
      json: { email: learner.email, fixture: { kind: "review-log", language: "italian" } },
      headers: { "X-Dev-Fixture-Secret": "anything-at-all-here" },
    });
    expect(response.status).toBe(404);
  });
});
