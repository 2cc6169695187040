// Accounts you can trust: proven e-mail, throttling that spares the owner, limits on abuse, common
// passwords, unguessable audio addresses, session lifetimes and the small holes.
import { env } from "cloudflare:workers";
import { describe, expect, it, vi } from "vitest";
import { getConfig } from "../../app/server/env.server";
import { assertHuman } from "../../app/server/turnstile.server";
import { call, confirmationToken, confirmEmail, freeLearner, mailsTo, registerLearner, uniqueEmail, startTrial } from "./helpers";

const WRONG = "definitely-wrong";

function cookieValue(headers: Headers, name: string): string | null {
  for (const c of headers.getSetCookie()) if (c.startsWith(`${name}=`)) return c.split(";")[0]!.slice(name.length + 1);
  return null;
}

async function login(email: string, password: string, extra: { device?: string | null; ip?: string } = {}) {
  const headers: Record<string, string> = {};
  if (extra.device) headers.Cookie = `piramide_device=${extra.device}`;
  if (extra.ip) headers["CF-Connecting-IP"] = extra.ip;
  return call("/api/login", { json: { email, password }, headers });
}

describe("e-mail verification", () => {
  it("mails a single-use link at sign-up; the page's button spends it, opening the page does not", async () => {
    const learner = await registerLearner();
    expect(learner.user.emailVerified).toBe(false);
    const [mail] = await mailsTo(learner.email, /Confirm your e-mail/);
    expect(mail!.text).toMatch(/https:\/\/piramide\.test\/verify-email\?token=[a-z2-7]{32}/);
    const token = await confirmationToken(learner.email);

    const page = await call(`/verify-email?token=${token}`);
    expect(page.status).toBe(200);
    expect(String(page.body)).toContain("Confirm my e-mail address");
    expect((await call("/api/user", { cookie: learner.cookie })).body.emailVerified).toBe(false);

    const form = await call(`/verify-email?token=${token}`, {
      method: "POST",
      body: new URLSearchParams({ token }).toString(),
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    });
    expect(form.status).toBe(200);
    expect((await call("/api/user", { cookie: learner.cookie })).body.emailVerified).toBe(true);
    const again = await call("/api/verify-email", { json: { token } });
    expect(again.status).toBe(400);
    expect(again.body.message).toMatch(/invalid, has expired or has already been used/);
  });

  it("resends at most once a minute, and not once the address is proven", async () => {
    const learner = await registerLearner();
    const tooSoon = await call("/api/verify-email/resend", { method: "POST", cookie: learner.cookie });
    expect(tooSoon.status).toBe(429);
    expect(tooSoon.headers.get("Retry-After")).toMatch(/^\d+$/);
    expect(await mailsTo(learner.email, /Confirm/)).toHaveLength(1);
    // A minute later (the window moved back by hand):
    await env.DB.prepare("UPDATE rate_limits SET window_started_at = window_started_at - 61000 WHERE key = ?")
      .bind(`verify-mail:${learner.user.id}`)
      .run();
    const resent = await call("/api/verify-email/resend", { method: "POST", cookie: learner.cookie });
    expect(resent.status).toBe(200);
    expect(await mailsTo(learner.email, /Confirm/)).toHaveLength(2);
    expect((await confirmEmail(learner.email)).status).toBe(200);
    expect((await call("/api/verify-email/resend", { method: "POST", cookie: learner.cookie })).status).toBe(400);
    expect((await call("/api/verify-email/resend", { method: "POST" })).status).toBe(401);
  });

  it("a used reset link proves the address too", async () => {
    const learner = await registerLearner();
    const forgot = await call("/api/forgot-password", { json: { email: learner.email } });
    await call("/api/reset-password", { json: { token: forgot.body.resetToken, password: "fresh-pass-2026" } });
    const signedIn = await login(learner.email, "fresh-pass-2026");
    expect(signedIn.body.emailVerified).toBe(true);
  });
});

describe("throttling that protects the owner", () => {
  it("locks guessers out while the owner's browser, with its device cookie, still signs in", async () => {
    const owner = await registerLearner();
    const first = await login(owner.email, owner.password);
    const device = cookieValue(first.headers, "piramide_device");
    expect(device).toMatch(/^[a-z2-7]{32}\.[a-f0-9]{64}$/);

    for (let i = 0; i < 5; i++) expect((await login(owner.email, WRONG, { ip: `198.51.100.${i}` })).status).toBe(401);
    // Untrusted clients stay locked, even with the right password.
    const locked = await login(owner.email, owner.password, { ip: "198.51.100.77" });
    expect(locked.status).toBe(429);
    expect(locked.headers.get("Retry-After")).toMatch(/^\d+$/);
    // A forged or foreign device cookie is untrusted.
    const forged = `${device!.split(".")[0]}.${"0".repeat(64)}`;
    expect((await login(owner.email, owner.password, { device: forged })).status).toBe(429);
    // The owner's browser is judged apart.
    const owners = await login(owner.email, owner.password, { device });
    expect(owners.status).toBe(200);
    // A device cookie that keeps failing is locked on its own.
    const next = cookieValue(owners.headers, "piramide_device")!;
    for (let i = 0; i < 5; i++) expect((await login(owner.email, WRONG, { device: next })).status).toBe(401);
    expect((await login(owner.email, owner.password, { device: next })).status).toBe(429);
    expect((await login(owner.email, owner.password, { device })).status).toBe(200);
  });

  it("a device cookie belongs to one account", async () => {
    const a = await registerLearner();
    const b = await registerLearner();
    const device = cookieValue((await login(a.email, a.password)).headers, "piramide_device");
    for (let i = 0; i < 5; i++) await login(b.email, WRONG);
    expect((await login(b.email, b.password, { device })).status).toBe(429);
  });
});

describe("limits on abuse", () => {
  it("mails at most three reset links an hour per address, answering the same every time", async () => {
    const learner = await registerLearner();
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push(await call("/api/forgot-password", { json: { email: learner.email } }));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(answers.map((a) => a.body.message)).size).toBe(1);
    expect(await mailsTo(learner.email, /Reset your Piramide password/)).toHaveLength(3);
  });

  it("limits sign-ups per network to the configured ceiling (60 a minute by default)", async () => {
    expect(getConfig(env).SIGNUP_LIMIT_PER_MINUTE).toBe(60);
    const ip = "203.0.113.9";
    await env.DB.prepare("INSERT OR REPLACE INTO rate_limits (key, count, window_started_at) VALUES (?, 60, ?)")
      .bind(`signup:${ip}`, Date.now())
      .run();
    const email = uniqueEmail("crowd");
    const refused = await call("/api/register", {
      json: { email, password: "crowded-network-1", firstName: "A", lastName: "B" },
      headers: { "CF-Connecting-IP": ip },
    });
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/Too many accounts were created from your network/);
    expect(await env.DB.prepare("SELECT id FROM users WHERE email = ?").bind(email).first()).toBeNull();
    const elsewhere = await call("/api/register", {
      json: { email, password: "crowded-network-1", firstName: "A", lastName: "B" },
      headers: { "CF-Connecting-IP": "203.0.113.10" },
    });
    expect(elsewhere.status).toBe(201);
  });

  it("caps text-to-speech characters per learner per day; cached audio does not count", async () => {
    const learner = await freeLearner("italian");
    await startTrial(learner);
    const text = `Quota ${crypto.randomUUID()}`;
    const body = { text, languageCode: "it-IT" };
    expect((await call("/api/audio/synthesize", { json: body, cookie: learner.cookie })).status).toBe(200);
    const quota = getConfig(env).TTS_DAILY_CHAR_QUOTA;
    await env.DB.prepare("UPDATE rate_limits SET count = ? WHERE key = ?").bind(quota, `tts-chars:${learner.user.id}`).run();
    const over = await call("/api/audio/synthesize", { json: { ...body, text: `${text} again` }, cookie: learner.cookie });
    expect(over.status).toBe(429);
    expect(over.body.message).toMatch(/today's premium audio allowance/);
    const cached = await call("/api/audio/synthesize", { json: body, cookie: learner.cookie });
    expect(cached.status).toBe(200);
    expect(cached.body.cached).toBe(true);
  });
});

describe("common passwords", () => {
  it.each(["password", "12345678", "Qwerty123", "iloveyou"])("refuses %j at registration and at reset", async (password) => {
    const email = uniqueEmail("weak");
    const refused = await call("/api/register", { json: { email, password, firstName: "A", lastName: "B" } });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toMatch(/most common ones/);
    expect(await env.DB.prepare("SELECT id FROM users WHERE email = ?").bind(email).first()).toBeNull();

    const learner = await registerLearner();
    const forgot = await call("/api/forgot-password", { json: { email: learner.email } });
    const reset = await call("/api/reset-password", { json: { token: forgot.body.resetToken, password } });
    expect(reset.status).toBe(400);
    expect((await login(learner.email, learner.password)).status).toBe(200);
  });
});

describe("audio addresses", () => {
  it("come from an HMAC with the server's secret, not a hash anyone can compute", async () => {
    const learner = await freeLearner("italian");
    await startTrial(learner);
    const text = `Indirizzo ${crypto.randomUUID()}`;
    const answer = await call("/api/audio/synthesize", { json: { text, languageCode: "it-IT" }, cookie: learner.cookie });
    const key = /^\/api\/audio\/([a-f0-9]{64})\.mp3$/.exec(answer.body.audioUrl)![1]!;
    const normalised = { text, languageCode: "it-IT", voiceName: "it-IT-Neural2-A", speakingRate: 1, pitch: 0 };
    const plain = [...new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(JSON.stringify(normalised))))]
      .map((b) => b.toString(16).padStart(2, "0"))
      .join("");
    expect(key).not.toBe(plain);
    const hmacKey = await crypto.subtle.importKey(
      "raw",
      new TextEncoder().encode(env.AUDIO_KEY_SECRET),
      { name: "HMAC", hash: "SHA-256" },
      false,
      ["sign"],
    );
    const mac = new Uint8Array(
      await crypto.subtle.sign("HMAC", hmacKey, new TextEncoder().encode(`tts:${JSON.stringify(normalised)}`)),
    );
    expect(key).toBe([...mac].map((b) => b.toString(16).padStart(2, "0")).join(""));
    // Still shareable by URL: anyone with the address gets the immutable object.
    const file = await call(answer.body.audioUrl);
    expect(file.status).toBe(200);
  });
});

describe("sessions", () => {
  it("end 90 days after sign-in however often they are used", async () => {
    const learner = await registerLearner();
    const DAY = 86_400_000;
    await env.DB.prepare("UPDATE sessions SET created_at = ?, expires_at = ? WHERE user_id = ?")
      .bind(Date.now() - 91 * DAY, Date.now() + 20 * DAY, learner.user.id)
      .run();
    expect((await call("/api/user", { cookie: learner.cookie })).status).toBe(401);
  });

  it("'sign out everywhere' ends every session of the account, this one too", async () => {
    const learner = await registerLearner();
    const other = await login(learner.email, learner.password);
    const out = await call("/api/logout-everywhere", { method: "POST", cookie: learner.cookie });
    expect(out.status).toBe(200);
    expect(out.headers.getSetCookie().join("\n")).toMatch(/piramide_session=; .*Max-Age=0/);
    expect((await call("/api/user", { cookie: learner.cookie })).status).toBe(401);
    expect((await call("/api/user", { cookie: other.cookie })).status).toBe(401);
    expect((await call("/api/logout-everywhere", { method: "POST" })).status).toBe(401);
  });
});

describe("the small holes", () => {
  it.each(["/\\evil.example/", "//evil.example/", "https://evil.example/", "/\tx"])(
    "the language switcher sends %j home, not away",
    async (from) => {
      const learner = await freeLearner("italian");
      await startTrial(learner);
      const response = await call("/settings/language", {
        method: "POST",
        cookie: learner.cookie,
        body: new URLSearchParams({ language: "german", from }).toString(),
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
      });
      expect(response.status).toBe(302);
      expect(response.headers.get("Location")).toBe("/");
    },
  );

  it.each(["/auth", "/profile"])("a body %s cannot parse as a form is a 400 with a message", async (path) => {
    const learner = await freeLearner("italian");
    const response = await call(path, {
      method: "POST",
      cookie: learner.cookie,
      body: "intent=signin&email=x",
      headers: { "Content-Type": "text/plain" },
    });
    expect(response.status).toBe(400);
    expect(String(response.body)).toContain(">This page accepts form posts only");
  });
});

describe("Cloudflare Turnstile", () => {
  const configured = () => ({
    ...getConfig(env),
    TURNSTILE_SITE_KEY: "1x00000000000000000000AA",
    TURNSTILE_SECRET_KEY: "turnstile-secret",
    TURNSTILE_VERIFY_URL: "https://turnstile.test/siteverify",
  });

  it("is off without keys, and with them checks the widget's answer at siteverify", async () => {
    await expect(assertHuman(getConfig(env), undefined, null)).resolves.toBeUndefined();
    const seen: string[] = [];
    vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
      const body = new URLSearchParams([...((init?.body as FormData) ?? new FormData()).entries()] as [string, string][]);
      seen.push(`${String(input)} ${body.get("secret")} ${body.get("response")} ${body.get("remoteip")}`);
      return Response.json({ success: body.get("response") === "good-token" });
    });
    await expect(assertHuman(configured(), undefined, null)).rejects.toMatchObject({ status: 400 });
    await expect(assertHuman(configured(), "bad-token", "192.0.2.1")).rejects.toMatchObject({ status: 400 });
    await expect(assertHuman(configured(), "good-token", "192.0.2.1")).resolves.toBeUndefined();
    expect(seen).toEqual([
      "https://turnstile.test/siteverify turnstile-secret bad-token 192.0.2.1",
      "https://turnstile.test/siteverify turnstile-secret good-token 192.0.2.1",
    ]);
    vi.restoreAllMocks();
  });
});
