// Issue #27, the low findings (all but the two header ones): each test failed before its fix.
import { createExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it, vi } from "vitest";
import { networkOf } from "../../app/domain/network";
import app from "../../workers/app";
import { call, freeLearner, ORIGIN, mailsTo, registerLearner, startTrial, uniqueEmail } from "./helpers";

async function fillBucket(key: string, count: number) {
  await env.DB.prepare("INSERT OR REPLACE INTO rate_limits (key, count, window_started_at) VALUES (?, ?, ?)")
    .bind(key, count, Date.now())
    .run();
}

const register = (email: string, ip: string) =>
  call("/api/register", {
    json: { email, password: "a-long-passphrase", firstName: "A", lastName: "B" },
    headers: { "CF-Connecting-IP": ip },
  });

const form = (fields: Record<string, string>) => ({
  body: new URLSearchParams(fields).toString(),
  headers: { "Content-Type": "application/x-www-form-urlencoded" },
});

describe("open redirect through dot segments", () => {
  it.each(["/..//evil.example", "/a/..//evil.example/x"])("%j sends the language switcher and the resend home", async (from) => {
    const learner = await freeLearner("italian");
    const switched = await call("/settings/language", {
      method: "POST",
      cookie: learner.cookie,
      ...form({ language: "italian", from }),
    });
    expect(switched.status).toBe(302);
    expect(switched.headers.get("Location")).toBe("/");
    const resent = await call("/verify-email", { method: "POST", cookie: learner.cookie, ...form({ intent: "resend", from }) });
    expect(resent.status).toBe(302);
    expect(resent.headers.get("Location")).toBe("/");
  });
});

describe("sign-up tells who has an account, bounded", () => {
  it("counts 'already exists' against the network's limit and tells the owner, once a day", async () => {
    const owner = await registerLearner();
    const ip = "192.0.2.41";
    await fillBucket(`signup:${ip}`, 58);
    const first = await register(owner.email, ip);
    expect(first.status).toBe(409);
    expect(first.body.message).toMatch(/already exists/);
    expect((await register(owner.email, ip)).status).toBe(409);
    // Both answers were counted: the network's 60 are spent.
    expect((await register(uniqueEmail("next"), ip)).status).toBe(429);
    const notices = await mailsTo(owner.email, /Someone tried to sign up/);
    expect(notices).toHaveLength(1);
    expect(notices[0]!.text).toContain("no account was created");
  });
});

describe("per-network limits", () => {
  it("key IPv6 by its /64: rotating addresses inside it shares one budget", async () => {
    await fillBucket(`signup:${networkOf("2001:db8:77:1::1")}`, 60);
    expect((await register(uniqueEmail("v6"), "2001:db8:77:1:aaaa:bbbb:cccc:dddd")).status).toBe(429);
    expect((await register(uniqueEmail("v6"), "2001:db8:77:2::1")).status).toBe(201);
  });

  it("treat a request without CF-Connecting-IP as one shared bucket, not as unlimited", async () => {
    await fillBucket("signup:unknown", 60);
    try {
      expect((await register(uniqueEmail("nohdr"), "")).status).toBe(429);
    } finally {
      await env.DB.prepare("DELETE FROM rate_limits WHERE key = 'signup:unknown'").run();
    }
  });

  it("limit forgot-password per network, whatever the address", async () => {
    const ip = "192.0.2.42";
    await fillBucket(`forgot:${ip}`, 20);
    const refused = await call("/api/forgot-password", {
      json: { email: uniqueEmail("nobody") },
      headers: { "CF-Connecting-IP": ip },
    });
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/Too many password resets/);
    expect(refused.headers.get("Retry-After")).toMatch(/^\d+$/);
    const elsewhere = await call("/api/forgot-password", {
      json: { email: uniqueEmail("nobody") },
      headers: { "CF-Connecting-IP": "192.0.2.43" },
    });
    expect(elsewhere.status).toBe(200);
  });
});

describe("mail carries no text the sign-up chose", () => {
  it("the confirmation mail does not repeat the first name", async () => {
    const learner = await registerLearner({ firstName: "Win a prize at evil.example" });
    const [mail] = await mailsTo(learner.email, /Confirm your e-mail/);
    expect(mail!.text).toContain("please confirm that this address is yours");
    expect(mail!.text).not.toContain("evil.example");
  });
});

function cookieValue(headers: Headers, name: string): string | null {
  for (const c of headers.getSetCookie()) if (c.startsWith(`${name}=`)) return c.split(";")[0]!.slice(name.length + 1);
  return null;
}

const login = (email: string, password: string, extra: { device?: string | null; ip?: string } = {}) =>
  call("/api/login", {
    json: { email, password },
    headers: {
      ...(extra.device ? { Cookie: `piramide_device=${extra.device}` } : {}),
      ...(extra.ip ? { "CF-Connecting-IP": extra.ip } : {}),
    },
  });

async function lockOut(email: string) {
  for (let i = 0; i < 5; i++) expect((await login(email, "definitely-wrong", { ip: `198.18.7.${i}` })).status).toBe(401);
}

describe("device cookies are revoked", () => {
  it("by a password reset", async () => {
    const learner = await registerLearner();
    const device = cookieValue((await login(learner.email, learner.password)).headers, "piramide_device");
    expect(device).not.toBeNull();
    const forgot = await call("/api/forgot-password", { json: { email: learner.email } });
    const password = "a-brand-new-passphrase";
    expect((await call("/api/reset-password", { json: { token: forgot.body.resetToken, password } })).status).toBe(200);
    await lockOut(learner.email);
    // The old device cookie no longer spares its browser from the account's lock.
    expect((await login(learner.email, password, { device })).status).toBe(429);
  });

  it("by signing out everywhere", async () => {
    const learner = await registerLearner();
    const signedIn = await login(learner.email, learner.password);
    const device = cookieValue(signedIn.headers, "piramide_device");
    expect((await call("/api/logout-everywhere", { method: "POST", cookie: signedIn.cookie })).status).toBe(200);
    await lockOut(learner.email);
    expect((await login(learner.email, learner.password, { device })).status).toBe(429);
  });
});

describe("the owner's way past a guesser's lock", () => {
  it("mails 'Was this you?' once; its link lets the opener's browser sign in while others stay locked", async () => {
    const owner = await registerLearner();
    await lockOut(owner.email);
    expect((await login(owner.email, "definitely-wrong", { ip: "198.18.7.99" })).status).toBe(429);
    const mails = await mailsTo(owner.email, /Was this you/);
    expect(mails).toHaveLength(1);
    const link = /https:\/\/piramide\.test(\/api\/unlock\?token=[^\s]+)/.exec(mails[0]!.text)![1]!;
    const opened = await call(link);
    expect(opened.status).toBe(302);
    const device = cookieValue(opened.headers, "piramide_device");
    expect(device).not.toBeNull();
    expect((await login(owner.email, owner.password, { device })).status).toBe(200);
    expect((await login(owner.email, owner.password, { ip: "198.18.7.100" })).status).toBe(429);
    // A forged or altered link gives nothing.
    const forged = await call(link.replace(/[0-9a-f](?=$)/, (c) => (c === "0" ? "1" : "0")));
    expect(cookieValue(forged.headers, "piramide_device")).toBeNull();
  });
});

describe("passwords", () => {
  it.each([
    ["abcdefg", /at least 8 characters/],
    ["aaaaaaaa", /most common ones/],
    ["12345678", /most common ones/],
  ])("refuses %j at sign-up and at reset", async (password, message) => {
    const email = uniqueEmail("pw");
    const refused = await call("/api/register", { json: { email, password, firstName: "A", lastName: "B" } });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toMatch(message);
    expect(await env.DB.prepare("SELECT id FROM users WHERE email = ?").bind(email).first()).toBeNull();
    const learner = await registerLearner();
    const forgot = await call("/api/forgot-password", { json: { email: learner.email } });
    const reset = await call("/api/reset-password", { json: { token: forgot.body.resetToken, password } });
    expect(reset.status).toBe(400);
    expect(reset.body.message).toMatch(message);
  });
});

describe("batch ids are scoped by language", () => {
  it("the same batch id sent for another language is that language's own batch", async () => {
    const learner = await freeLearner("italian");
    await startTrial(learner);
    const batchId = crypto.randomUUID();
    const send = (language: string) =>
      call("/api/progress", { json: { language, action: "advance", count: 3, batchId }, cookie: learner.cookie });
    expect((await send("italian")).body).toMatchObject({ duplicate: false, steps: 3 });
    const spanish = await send("spanish");
    expect(spanish.status).toBe(200);
    expect(spanish.body).toMatchObject({ language: "spanish", duplicate: false, steps: 3, totalRepetitions: 3 });
    // A retry is still a no-op within its language.
    expect((await send("spanish")).body).toMatchObject({ duplicate: true, steps: 0, totalRepetitions: 3 });
  });
});

describe("missing protection secrets in production", () => {
  it.each(["DEVICE_COOKIE_SECRET", "AUDIO_KEY_SECRET"])("without %s the Worker refuses to serve and says which", async (name) => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const production = Object.assign(Object.create(null), env, { APP_ENV: "production", [name]: undefined }) as Env;
    const worker = app as Required<Pick<ExportedHandler<Env>, "fetch">>;
    const request = new Request(`${ORIGIN}/auth`) as Request<unknown, IncomingRequestCfProperties>;
    await expect(worker.fetch(request, production, createExecutionContext())).rejects.toThrow(
      new RegExp(`${name} is required in production`),
    );
    expect(logged.mock.calls.flat().join(" ")).toContain(name);
    logged.mockRestore();
  });
});
