// A learner's right to leave (issue #27): "Download my data" and "Delete my account".
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { advance, call, freeLearner, mailsTo, registerLearner, seedGraduated } from "./helpers";

const stripeBase = (env as unknown as { STRIPE_API_BASE: string }).STRIPE_API_BASE;

async function rowsOf(userId: number) {
  const count = async (table: string) =>
    (await env.DB.prepare(`SELECT COUNT(*) AS n FROM ${table} WHERE user_id = ?`).bind(userId).first<{ n: number }>())!.n;
  const tables = [
    "users",
    "sessions",
    "progress",
    "review_items",
    "review_log",
    "practice_days",
    "subscriptions",
    "leaderboard_entries",
  ];
  const counts: Record<string, number> = {};
  for (const table of tables)
    counts[table] =
      table === "users"
        ? (await env.DB.prepare("SELECT COUNT(*) AS n FROM users WHERE id = ?").bind(userId).first<{ n: number }>())!.n
        : await count(table);
  return counts;
}

describe("GET /api/account/export", () => {
  it("is the learner's own data as a JSON attachment: account, settings, plan, every language's progress, reviews and log", async () => {
    const learner = await freeLearner("italian");
    await advance(learner.cookie, "italian", 3);
    await seedGraduated(learner.email, "italian", [900, 901]);
    await call("/api/progress", {
      json: { language: "italian", action: "review", sentenceId: 900, grade: 4 },
      cookie: learner.cookie,
    });
    const other = await freeLearner("italian");
    await advance(other.cookie, "italian", 1);

    const answer = await call("/api/account/export", { cookie: learner.cookie });
    expect(answer.status).toBe(200);
    expect(answer.headers.get("Content-Disposition")).toMatch(/^attachment; filename="piramide-data-\d{4}-\d{2}-\d{2}\.json"$/);
    expect(answer.headers.get("Cache-Control")).toMatch(/no-store/);
    const data = answer.body;
    expect(data.account).toMatchObject({ email: learner.email, firstName: "Ada", emailConfirmedAt: null });
    expect(data.subscription).toMatchObject({ selectedFreeLanguage: "italian", stripe: null });
    expect(data.languages.italian.progress).toMatchObject({ language: "italian" });
    expect(data.languages.italian.reviewItems.map((r: { sentenceId: number }) => r.sentenceId).sort()).toEqual([900, 901]);
    expect(data.languages.italian.reviewLog).toHaveLength(1);
    expect(JSON.stringify(data)).not.toContain(other.email);
    expect(JSON.stringify(data)).not.toMatch(/pbkdf2|passwordHash/);
    expect((await call("/api/account/export")).status).toBe(401);
  });
});

describe("POST /api/account/delete", () => {
  it("asks for the password: a wrong one deletes nothing", async () => {
    const learner = await freeLearner("italian");
    const refused = await call("/api/account/delete", { json: { password: "not-my-password" }, cookie: learner.cookie });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toMatch(/password is not right/);
    expect((await rowsOf(learner.user.id)).users).toBe(1);
    expect((await call("/api/user", { cookie: learner.cookie })).status).toBe(200);
  });

  it("removes every row of the learner, ends every session, cancels Stripe at once and mails a receipt", async () => {
    const learner = await freeLearner("italian");
    await advance(learner.cookie, "italian", 2);
    await seedGraduated(learner.email, "italian", [910]);
    const elsewhere = await call("/api/login", { json: { email: learner.email, password: learner.password } });
    const created = await call("/api/create-subscription", { method: "POST", cookie: learner.cookie });
    expect(created.status).toBe(200);
    await env.DB.prepare("UPDATE subscriptions SET status = 'active', current_period_end = ? WHERE user_id = ?")
      .bind(Date.now() + 20 * 86_400_000, learner.user.id)
      .run();
    await env.DB.prepare(
      "INSERT INTO leaderboard_entries (language, user_id, rank, anonymous_name, level, points, streak, computed_at) VALUES ('italian', ?, 1, 'Quiet Owl', 1, 10, 1, ?)",
    )
      .bind(learner.user.id, Date.now())
      .run();

    const deleted = await call("/api/account/delete", { json: { password: learner.password }, cookie: learner.cookie });
    expect(deleted.status).toBe(200);
    expect(deleted.headers.getSetCookie().join("\n")).toMatch(/piramide_session=; .*Max-Age=0/);
    expect(Object.values(await rowsOf(learner.user.id)).every((n) => n === 0)).toBe(true);
    expect((await call("/api/user", { cookie: learner.cookie })).status).toBe(401);
    expect((await call("/api/user", { cookie: elsewhere.cookie })).status).toBe(401);
    const requests = (await (await fetch(`${stripeBase}/__requests`)).json()) as { method: string; path: string }[];
    expect(requests.some((r) => r.method === "DELETE" && r.path === `/v1/subscriptions/${created.body.subscriptionId}`)).toBe(
      true,
    );
    expect(await mailsTo(learner.email, /Your Piramide account has been deleted/)).toHaveLength(1);
    // The address can start again, from nothing.
    expect((await registerLearner({ email: learner.email })).user.id).not.toBe(learner.user.id);
  });

  it("an account without a password confirms by a mailed link", async () => {
    const learner = await freeLearner("italian");
    await env.DB.prepare("UPDATE users SET password_hash = NULL WHERE id = ?").bind(learner.user.id).run();
    const asked = await call("/api/account/delete", { json: {}, cookie: learner.cookie });
    expect(asked.status).toBe(202);
    expect((await rowsOf(learner.user.id)).users).toBe(1);
    const [mail] = await mailsTo(learner.email, /Confirm deleting your Piramide account/);
    const token = decodeURIComponent(/deleteToken=([^#\s]+)/.exec(mail!.text)![1]!);
    const forged = await call("/api/account/delete", {
      json: { token: token.replace(/.$/, (c) => (c === "0" ? "1" : "0")) },
      cookie: learner.cookie,
    });
    expect(forged.status).toBe(400);
    const deleted = await call("/api/account/delete", { json: { token }, cookie: learner.cookie });
    expect(deleted.status).toBe(200);
    expect((await rowsOf(learner.user.id)).users).toBe(0);
  });

  it("works as the profile's form post, before JavaScript", async () => {
    const learner = await freeLearner("german");
    const response = await call("/profile", {
      method: "POST",
      cookie: learner.cookie,
      body: new URLSearchParams({ intent: "deleteAccount", password: learner.password }).toString(),
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/auth");
    expect((await rowsOf(learner.user.id)).users).toBe(0);
  });
});
