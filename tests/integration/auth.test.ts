import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { hashToken, PBKDF2_ITERATIONS } from "../../app/server/crypto.server";
import { call, registerLearner, uniqueEmail, confirmEmail } from "./helpers";

async function countUsers(email: string) {
  const row = await env.DB.prepare("SELECT COUNT(*) AS n FROM users WHERE email = ?").bind(email).first<{ n: number }>();
  return row?.n ?? 0;
}

describe("registration", () => {
  it("creates the account, signs the learner in and stores only a PBKDF2 hash", async () => {
    const email = uniqueEmail();
    const response = await call("/api/register", {
      json: {
        email: email.toUpperCase(),
        password: "secret-123-pass",
        firstName: "Ada",
        lastName: "Lovelace",
        timeZone: "Asia/Tokyo",
      },
    });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      email,
      firstName: "Ada",
      lastName: "Lovelace",
      isAdmin: false,
      timeZone: "Asia/Tokyo",
    });
    expect(response.body.passwordHash).toBeUndefined();
    const setCookie = response.headers.getSetCookie().join("\n");
    expect(setCookie).toMatch(/piramide_session=[a-z2-7]{32}; Path=\/; HttpOnly; Secure; SameSite=Lax; Max-Age=2592000/);

    const row = await env.DB.prepare("SELECT password_hash FROM users WHERE email = ?")
      .bind(email)
      .first<{ password_hash: string }>();
    const [scheme, iterations, salt] = row!.password_hash.split("$");
    expect(scheme).toBe("pbkdf2-sha256");
    expect(Number(iterations)).toBe(100_000);
    expect(PBKDF2_ITERATIONS).toBe(100_000);
    expect(atob(salt!).length).toBe(16);

    // Only the token's SHA-256 is stored.
    const session = await env.DB.prepare("SELECT id FROM sessions WHERE id = ?").bind(hashToken(response.cookie!)).first();
    expect(session).not.toBeNull();
    const raw = await env.DB.prepare("SELECT id FROM sessions WHERE id = ?").bind(response.cookie!).first();
    expect(raw).toBeNull();

    const me = await call("/api/user", { cookie: response.cookie });
    expect(me.status).toBe(200);
    expect(me.body.email).toBe(email);
  });

  it("refuses a second account for the same address, in any letter case", async () => {
    const learner = await registerLearner();
    const again = await call("/api/register", {
      json: { email: learner.email.toUpperCase(), password: "another-1-pass", firstName: "B", lastName: "C" },
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toMatch(/already exists/);
    expect(await countUsers(learner.email)).toBe(1);
  });

  it.each([
    [{ email: "not-an-email", password: "secret123", firstName: "A", lastName: "B" }, "Invalid email address"],
    [{ email: "a@b.co", password: "1234567", firstName: "A", lastName: "B" }, "Password must be at least 8 characters"],
    [{ email: "a@b.co", password: "secret123", firstName: "", lastName: "B" }, "First name is required"],
    [{ email: "a@b.co", password: "secret123", firstName: "A", lastName: "  " }, "Last name is required"],
  ])("answers 400 with the spec's message for %j and writes nothing", async (body, message) => {
    const before = await env.DB.prepare("SELECT COUNT(*) AS n FROM users").first<{ n: number }>();
    const response = await call("/api/register", { json: body });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message });
    const after = await env.DB.prepare("SELECT COUNT(*) AS n FROM users").first<{ n: number }>();
    expect(after!.n).toBe(before!.n);
  });

  it.each([
    ["{not json", "The request body is not valid JSON."],
    ["[1,2]", "The request body must be a JSON object."],
    ['"text"', "The request body must be a JSON object."],
  ])("answers 400 for the malformed body %s", async (body, message) => {
    const response = await call("/api/register", { body, headers: { "Content-Type": "application/json" } });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message });
  });

  it("answers 413 for an oversized body", async () => {
    const response = await call("/api/register", {
      json: { email: uniqueEmail(), password: "x".repeat(20_000), firstName: "A", lastName: "B" },
    });
    expect(response.status).toBe(413);
    expect(response.body.message).toMatch(/too large/);
  });
});

describe("sign in and sessions", () => {
  it("signs in with the right password and refuses a wrong one", async () => {
    const learner = await registerLearner();
    const good = await call("/api/login", { json: { email: learner.email, password: learner.password } });
    expect(good.status).toBe(200);
    expect(good.body.email).toBe(learner.email);
    expect(good.cookie).toMatch(/^[a-z2-7]{32}$/);

    const bad = await call("/api/login", { json: { email: learner.email, password: "wrong-password" } });
    expect(bad.status).toBe(401);
    expect(bad.body).toEqual({ message: "Invalid email or password" });
    expect(bad.cookie).toBeNull();

    const unknown = await call("/api/login", { json: { email: uniqueEmail(), password: "whatever1" } });
    expect(unknown.status).toBe(401);
    expect(unknown.body).toEqual({ message: "Invalid email or password" });
  });

  it("GET /api/user is 401 signed out and with an unknown token", async () => {
    expect((await call("/api/user")).status).toBe(401);
    const forged = await call("/api/user", { cookie: "a".repeat(32) });
    expect(forged.status).toBe(401);
    expect(forged.body.message).toMatch(/not signed in/);
  });

  it("ends an expired session and slides a session that is half used", async () => {
    const learner = await registerLearner();
    const id = hashToken(learner.cookie);
    await env.DB.prepare("UPDATE sessions SET expires_at = ? WHERE id = ?")
      .bind(Date.now() - 1000, id)
      .run();
    expect((await call("/api/user", { cookie: learner.cookie })).status).toBe(401);
    expect(await env.DB.prepare("SELECT id FROM sessions WHERE id = ?").bind(id).first()).toBeNull();

    const other = await registerLearner();
    const otherId = hashToken(other.cookie);
    const soon = Date.now() + 2 * 24 * 60 * 60 * 1000;
    await env.DB.prepare("UPDATE sessions SET expires_at = ? WHERE id = ?").bind(soon, otherId).run();
    const me = await call("/api/user", { cookie: other.cookie });
    expect(me.status).toBe(200);
    expect(me.headers.getSetCookie().join()).toMatch(/Max-Age=259\d{4}/);
    const row = await env.DB.prepare("SELECT expires_at FROM sessions WHERE id = ?")
      .bind(otherId)
      .first<{ expires_at: number }>();
    expect(row!.expires_at).toBeGreaterThan(Date.now() + 29 * 24 * 60 * 60 * 1000);
  });

  it("logout deletes the session", async () => {
    const learner = await registerLearner();
    const out = await call("/api/logout", { method: "POST", cookie: learner.cookie });
    expect(out.status).toBe(200);
    expect(out.headers.getSetCookie().join()).toMatch(/piramide_session=; .*Max-Age=0/);
    expect(await env.DB.prepare("SELECT id FROM sessions WHERE id = ?").bind(hashToken(learner.cookie)).first()).toBeNull();
    expect((await call("/api/user", { cookie: learner.cookie })).status).toBe(401);
  });

  it("locks an account after five failed sign-ins, even with the right password", async () => {
    const learner = await registerLearner();
    for (let i = 0; i < 5; i++) {
      const bad = await call("/api/login", { json: { email: learner.email, password: `wrong-${i}-pass` } });
      expect(bad.status).toBe(401);
    }
    const locked = await call("/api/login", { json: { email: learner.email, password: learner.password } });
    expect(locked.status).toBe(429);
    expect(locked.body.message).toBe("Too many failed sign-in attempts. Please wait 15 minutes and try again.");
    expect(Number(locked.headers.get("Retry-After"))).toBeGreaterThan(800);
    expect(locked.cookie).toBeNull();
  });

  it("locks an address after twenty failures across accounts", async () => {
    const headers = { "CF-Connecting-IP": "203.0.113.77" };
    for (let i = 0; i < 20; i++) {
      await call("/api/login", { json: { email: uniqueEmail("spray"), password: "guess-123" }, headers });
    }
    const learner = await registerLearner();
    const locked = await call("/api/login", { json: { email: learner.email, password: learner.password }, headers });
    expect(locked.status).toBe(429);
    const elsewhere = await call("/api/login", {
      json: { email: learner.email, password: learner.password },
      headers: { "CF-Connecting-IP": "198.51.100.5" },
    });
    expect(elsewhere.status).toBe(200);
  });

  it("GET /api/login is a navigation to /auth", async () => {
    const response = await call("/api/login");
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/auth");
  });

  it("marks only ADMIN_EMAIL as admin, and only once the address is proven", async () => {
    const admin = await registerLearner({ email: "Admin@Piramide.test" });
    expect(admin.user.isAdmin).toBe(false);
    expect(admin.user.emailVerified).toBe(false);
    expect((await call("/api/analytics", { cookie: admin.cookie })).status).toBe(403);
    expect((await confirmEmail(admin.email)).status).toBe(200);
    const after = await call("/api/user", { cookie: admin.cookie });
    expect(after.body).toMatchObject({ isAdmin: true, emailVerified: true });
    expect((await call("/api/analytics", { cookie: admin.cookie })).status).toBe(200);
    const learner = await registerLearner();
    await confirmEmail(learner.email);
    expect((await call("/api/user", { cookie: learner.cookie })).body.isAdmin).toBe(false);
  });
});

describe("CSRF", () => {
  it("refuses writes from another origin before anything runs", async () => {
    const email = uniqueEmail();
    const response = await call("/api/register", {
      json: { email, password: "secret123", firstName: "A", lastName: "B" },
      headers: { Origin: "https://evil.example" },
    });
    expect(response.status).toBe(403);
    expect(response.body.message).toBe("Cross-site requests are not allowed.");
    expect(await countUsers(email)).toBe(0);
  });

  it("refuses a cross-site form post without Origin, and a logout from elsewhere", async () => {
    const learner = await registerLearner();
    const response = await call("/logout", {
      method: "POST",
      body: "",
      cookie: learner.cookie,
      headers: { Origin: "null" },
    });
    expect(response.status).toBe(403);
    const viaFetchMetadata = await call("/api/logout", {
      method: "POST",
      cookie: learner.cookie,
      headers: { Origin: "", "Sec-Fetch-Site": "cross-site" },
    });
    expect(viaFetchMetadata.status).toBe(403);
    expect((await call("/api/user", { cookie: learner.cookie })).status).toBe(200);
  });
});

describe("password reset", () => {
  it("issues a token in development, resets once, and ends old sessions", async () => {
    const learner = await registerLearner();
    const forgot = await call("/api/forgot-password", { json: { email: learner.email } });
    expect(forgot.status).toBe(200);
    expect(forgot.body.resetToken).toMatch(/^[a-z2-7]{32}$/);
    const stored = await env.DB.prepare("SELECT id, expires_at FROM password_reset_tokens WHERE id = ?")
      .bind(hashToken(forgot.body.resetToken))
      .first<{ id: string; expires_at: number }>();
    expect(stored).not.toBeNull();
    expect(stored!.expires_at - Date.now()).toBeGreaterThan(59 * 60 * 1000);
    expect(stored!.expires_at - Date.now()).toBeLessThanOrEqual(60 * 60 * 1000);

    const reset = await call("/api/reset-password", { json: { token: forgot.body.resetToken, password: "brand-new-pass" } });
    expect(reset.status).toBe(200);
    expect((await call("/api/user", { cookie: learner.cookie })).status).toBe(401);
    expect((await call("/api/login", { json: { email: learner.email, password: learner.password } })).status).toBe(401);
    expect((await call("/api/login", { json: { email: learner.email, password: "brand-new-pass" } })).status).toBe(200);

    const reuse = await call("/api/reset-password", { json: { token: forgot.body.resetToken, password: "third-pass-1" } });
    expect(reuse.status).toBe(400);
    expect(reuse.body.message).toMatch(/invalid or has expired/);
    expect((await call("/api/login", { json: { email: learner.email, password: "third-pass-1" } })).status).toBe(401);
  });

  it("refuses an expired token and leaves the password alone", async () => {
    const learner = await registerLearner();
    const forgot = await call("/api/forgot-password", { json: { email: learner.email } });
    await env.DB.prepare("UPDATE password_reset_tokens SET expires_at = ? WHERE id = ?")
      .bind(Date.now() - 1, hashToken(forgot.body.resetToken))
      .run();
    const reset = await call("/api/reset-password", { json: { token: forgot.body.resetToken, password: "brand-new-pass" } });
    expect(reset.status).toBe(400);
    expect((await call("/api/login", { json: { email: learner.email, password: learner.password } })).status).toBe(200);
  });

  it("answers the same for an unknown address, without a token", async () => {
    const known = await registerLearner();
    const a = await call("/api/forgot-password", { json: { email: known.email } });
    const b = await call("/api/forgot-password", { json: { email: uniqueEmail("nobody") } });
    expect(b.status).toBe(200);
    expect(b.body.message).toBe(a.body.message);
    expect(b.body.resetToken).toBeUndefined();
  });

  it("validates the reset form with the spec's messages", async () => {
    const empty = await call("/api/reset-password", { json: { token: "", password: "secret123" } });
    expect(empty.body).toEqual({ message: "Reset token is required" });
    const short = await call("/api/reset-password", { json: { token: "abc", password: "1234567" } });
    expect(short.body).toEqual({ message: "Password must be at least 8 characters" });
    const forgotBad = await call("/api/forgot-password", { json: { email: "nope" } });
    expect(forgotBad.status).toBe(400);
    expect(forgotBad.body).toEqual({ message: "Invalid email address" });
  });
});
