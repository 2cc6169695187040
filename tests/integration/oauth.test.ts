import { env } from "cloudflare:workers";
import { afterEach, describe, expect, it, vi } from "vitest";
import { call, confirmEmail, registerLearner, uniqueEmail } from "./helpers";

const realFetch = globalThis.fetch;
afterEach(() => vi.restoreAllMocks());

function base64url(value: object): string {
  return btoa(JSON.stringify(value)).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

/** An ID token as Google issues it for this app (audience, issuer, an hour to live), with `claims` on top. */
function idToken(claims: Record<string, unknown>): string {
  const valid = { iss: "https://accounts.google.com", aud: "google-client-id", exp: Math.floor(Date.now() / 1000) + 3600 };
  return `${base64url({ alg: "RS256", typ: "JWT" })}.${base64url({ ...valid, ...claims })}.signature`;
}

interface Seen {
  url: string;
  body: string;
}

/** Intercepts the providers' endpoints (the Worker runs in the tests' isolate) and records the calls. */
function intercept(routes: Record<string, (body: string) => Response>): Seen[] {
  const seen: Seen[] = [];
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const request = new Request(input as RequestInfo, init);
    const url = request.url.split("?")[0]!;
    const route = routes[url];
    if (!route) return realFetch(input as RequestInfo, init);
    const body = await request.text();
    seen.push({ url: request.url, body });
    return route(body);
  });
  return seen;
}

const json = (value: unknown, status = 200) =>
  new Response(JSON.stringify(value), { status, headers: { "Content-Type": "application/json" } });

function flashOf(response: { headers: Headers }): { title: string; description?: string } | null {
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith("piramide_toast="));
  if (!cookie) return null;
  const value = cookie.split(";")[0]!.slice("piramide_toast=".length);
  return JSON.parse(new TextDecoder().decode(Uint8Array.from(atob(value), (c) => c.charCodeAt(0))));
}

async function users(email: string) {
  return (await env.DB.prepare("SELECT COUNT(*) AS n FROM users WHERE email = ?").bind(email).first<{ n: number }>())!.n;
}

async function startFlow(provider: "google" | "github") {
  const start = await call(`/api/login?provider=${provider}`);
  expect(start.status).toBe(302);
  const cookies = start.headers.getSetCookie();
  const jar = cookies.map((c) => c.split(";")[0]).join("; ");
  const location = new URL(start.headers.get("Location")!);
  return { location, jar, state: location.searchParams.get("state")!, cookies };
}

describe("OAuth sign-in", () => {
  it("starts Google and GitHub with state and PKCE in short-lived HttpOnly cookies", async () => {
    const google = await startFlow("google");
    expect(google.location.origin + google.location.pathname).toBe("https://accounts.google.com/o/oauth2/v2/auth");
    expect(google.location.searchParams.get("code_challenge_method")).toBe("S256");
    expect(google.location.searchParams.get("redirect_uri")).toBe("https://piramide.test/api/login/callback/google");
    expect(google.location.searchParams.get("scope")).toBe("openid profile email");
    expect(google.cookies.join("\n")).toMatch(/piramide_oauth_state=[^;]+; Path=\/; HttpOnly; Secure; SameSite=Lax; Max-Age=600/);
    expect(google.cookies.join("\n")).toMatch(/piramide_oauth_verifier=[^;]+; Path=\/; HttpOnly/);
    const github = await startFlow("github");
    expect(github.location.host).toBe("github.com");
    expect(github.location.searchParams.get("code_challenge_method")).toBe("S256");
    expect(github.location.searchParams.get("code_challenge")).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(github.cookies.join("\n")).toMatch(/piramide_oauth_verifier=[^;]+; Path=\/; HttpOnly/);
    const unknown = await call("/api/login?provider=myspace");
    expect(unknown.headers.get("Location")).toBe("/auth");
    expect(flashOf(unknown)).toMatchObject({ title: "Login failed" });
  });

  it.each([
    [{ aud: "someone-elses-client" }, /not meant for Piramide/],
    [{ iss: "https://evil.example" }, /did not come from Google/],
    [{ exp: Math.floor(Date.now() / 1000) - 60 }, /has expired/],
  ])("refuses a Google ID token with %j and creates nothing", async (bad, message) => {
    const email = uniqueEmail("idtoken");
    const flow = await startFlow("google");
    intercept({
      "https://oauth2.googleapis.com/token": () =>
        json({
          access_token: "t",
          token_type: "Bearer",
          id_token: idToken({ sub: `g-${email}`, email, email_verified: true, ...bad }),
        }),
    });
    const callback = await call(`/api/login/callback/google?code=c&state=${flow.state}`, { headers: { Cookie: flow.jar } });
    expect(callback.headers.get("Location")).toBe("/auth");
    expect(flashOf(callback)?.description).toMatch(message);
    expect(callback.cookie).toBeNull();
    expect(await users(email)).toBe(0);
  });

  it("sends GitHub the PKCE verifier with the code, and refuses a callback without it", async () => {
    const flow = await startFlow("github");
    const seen = intercept({
      "https://github.com/login/oauth/access_token": () => json({ access_token: "gho", token_type: "bearer" }),
      "https://api.github.com/user": () => json({ id: 4242, login: "pk" }),
      "https://api.github.com/user/emails": () => json([{ email: uniqueEmail("pkce"), primary: true, verified: true }]),
    });
    const withoutVerifier = flow.jar
      .split("; ")
      .filter((c) => !c.startsWith("piramide_oauth_verifier="))
      .join("; ");
    const refused = await call(`/api/login/callback/github?code=c&state=${flow.state}`, { headers: { Cookie: withoutVerifier } });
    expect(refused.headers.get("Location")).toBe("/auth");
    expect(seen).toHaveLength(0);
    const ok = await call(`/api/login/callback/github?code=c&state=${flow.state}`, { headers: { Cookie: flow.jar } });
    expect(ok.headers.get("Location")).toBe("/");
    const verifier = /piramide_oauth_verifier=([^;]+)/.exec(flow.jar)![1]!;
    expect(new URLSearchParams(seen[0]!.body).get("code_verifier")).toBe(verifier);
  });

  it("creates a new learner from Google's verified e-mail and names, with no password", async () => {
    const email = uniqueEmail("google");
    const flow = await startFlow("google");
    const seen = intercept({
      "https://oauth2.googleapis.com/token": () =>
        json({
          access_token: "ya29.token",
          token_type: "Bearer",
          expires_in: 3600,
          id_token: idToken({
            sub: "google-123",
            email,
            email_verified: true,
            given_name: "Grace",
            family_name: "Hopper",
            picture: "https://example.com/g.png",
          }),
        }),
    });
    const callback = await call(`/api/login/callback/google?code=auth-code&state=${flow.state}`, {
      headers: { Cookie: flow.jar },
    });
    expect(callback.status).toBe(302);
    expect(callback.headers.get("Location")).toBe("/");
    expect(callback.cookie).toMatch(/^[a-z2-7]{32}$/);
    expect(flashOf(callback)).toMatchObject({ title: "Welcome to Piramide, Grace!" });
    expect(seen).toHaveLength(1);
    const form = new URLSearchParams(seen[0]!.body);
    expect(form.get("code")).toBe("auth-code");
    expect(form.get("code_verifier")).toMatch(/\S{20,}/);
    const me = await call("/api/user", { cookie: callback.cookie });
    expect(me.body).toMatchObject({
      email,
      firstName: "Grace",
      lastName: "Hopper",
      profileImageUrl: "https://example.com/g.png",
    });
    const row = await env.DB.prepare("SELECT password_hash FROM users WHERE email = ?")
      .bind(email)
      .first<{ password_hash: string | null }>();
    expect(row!.password_hash).toBeNull();
    expect(
      await env.DB.prepare("SELECT provider, provider_user_id FROM oauth_accounts WHERE provider_user_id = 'google-123'").first(),
    ).toEqual({
      provider: "google",
      provider_user_id: "google-123",
    });

    // No password yet: e-mail sign-in fails until the forgot-password flow gives one.
    expect((await call("/api/login", { json: { email, password: "anything-1" } })).status).toBe(401);
    const forgot = await call("/api/forgot-password", { json: { email } });
    await call("/api/reset-password", { json: { token: forgot.body.resetToken, password: "now-i-have-one" } });
    expect((await call("/api/login", { json: { email, password: "now-i-have-one" } })).status).toBe(200);

    // Signing in with Google again reuses the link.
    const again = await startFlow("google");
    intercept({
      "https://oauth2.googleapis.com/token": () =>
        json({ access_token: "t", token_type: "Bearer", id_token: idToken({ sub: "google-123", email, email_verified: true }) }),
    });
    const second = await call(`/api/login/callback/google?code=c2&state=${again.state}`, { headers: { Cookie: again.jar } });
    expect(flashOf(second)).toMatchObject({ title: "Welcome back!" });
    expect(await users(email)).toBe(1);
  });

  it("links GitHub to an existing account whose e-mail is proven (so one learner may link both)", async () => {
    const learner = await registerLearner();
    expect((await confirmEmail(learner.email)).status).toBe(200);
    const flow = await startFlow("github");
    const seen = intercept({
      "https://github.com/login/oauth/access_token": () =>
        json({ access_token: "gho_token", token_type: "bearer", scope: "read:user,user:email" }),
      "https://api.github.com/user": () => json({ id: 98765, login: "ada", name: "Ada L." }),
      "https://api.github.com/user/emails": () =>
        json([
          { email: "other@example.com", primary: false, verified: true },
          { email: learner.email.toUpperCase(), primary: true, verified: true },
        ]),
    });
    const callback = await call(`/api/login/callback/github?code=gh-code&state=${flow.state}`, { headers: { Cookie: flow.jar } });
    expect(callback.headers.get("Location")).toBe("/");
    expect(seen.map((s) => s.url.split("?")[0])).toEqual([
      "https://github.com/login/oauth/access_token",
      "https://api.github.com/user",
      "https://api.github.com/user/emails",
    ]);
    const me = await call("/api/user", { cookie: callback.cookie });
    expect(me.body.id).toBe(learner.user.id);
    expect(await users(learner.email)).toBe(1);
    const links = await env.DB.prepare("SELECT provider FROM oauth_accounts WHERE user_id = ?").bind(learner.user.id).all();
    expect(links.results).toEqual([{ provider: "github" }]);
    // A proven account keeps its password and its other sessions.
    expect((await call("/api/user", { cookie: learner.cookie })).status).toBe(200);
    expect((await call("/api/login", { json: { email: learner.email, password: learner.password } })).status).toBe(200);
  });

  it("takes over an account whose e-mail nobody proved: the squatter's password and sessions end", async () => {
    // Pre-takeover: someone registered the victim's address with their own password first.
    const squatter = await registerLearner();
    const flow = await startFlow("google");
    intercept({
      "https://oauth2.googleapis.com/token": () =>
        json({
          access_token: "t",
          token_type: "Bearer",
          id_token: idToken({ sub: "google-victim", email: squatter.email, email_verified: true, given_name: "Vic" }),
        }),
    });
    const callback = await call(`/api/login/callback/google?code=v&state=${flow.state}`, { headers: { Cookie: flow.jar } });
    expect(callback.headers.get("Location")).toBe("/");
    expect(flashOf(callback)?.description).toMatch(/Google confirmed your e-mail address.*Forgot your password\?/);
    const me = await call("/api/user", { cookie: callback.cookie });
    expect(me.body).toMatchObject({ id: squatter.user.id, emailVerified: true });
    // The squatter is out: the old session is gone and the old password no longer works.
    expect((await call("/api/user", { cookie: squatter.cookie })).status).toBe(401);
    expect((await call("/api/login", { json: { email: squatter.email, password: squatter.password } })).status).toBe(401);
    const row = await env.DB.prepare("SELECT password_hash FROM users WHERE id = ?").bind(squatter.user.id).first();
    expect(row!.password_hash).toBeNull();
  });

  it.each([
    ["a wrong state", (state: string) => `code=x&state=${state}-tampered`, /expired or did not match/],
    ["no state cookie match", () => "code=x&state=somethingelse", /expired or did not match/],
    ["the learner cancelling", (state: string) => `error=access_denied&state=${state}`, /You cancelled the sign-in/],
  ])("returns to /auth with 'Login failed' on %s and creates nothing", async (_label, query, reason) => {
    const flow = await startFlow("google");
    const seen = intercept({ "https://oauth2.googleapis.com/token": () => json({ error: "should not be called" }, 500) });
    const before = await env.DB.prepare("SELECT COUNT(*) AS n FROM users").first<{ n: number }>();
    const callback = await call(`/api/login/callback/google?${query(flow.state)}`, { headers: { Cookie: flow.jar } });
    expect(callback.status).toBe(302);
    expect(callback.headers.get("Location")).toBe("/auth");
    expect(flashOf(callback)).toMatchObject({ title: "Login failed", description: expect.stringMatching(reason) });
    expect(callback.cookie).toBeNull();
    expect(seen).toHaveLength(0);
    const after = await env.DB.prepare("SELECT COUNT(*) AS n FROM users").first<{ n: number }>();
    expect(after!.n).toBe(before!.n);
  });

  it("fails cleanly on a provider error and on an unverified e-mail", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const flow = await startFlow("google");
    intercept({
      "https://oauth2.googleapis.com/token": () => json({ error: "invalid_grant", error_description: "Bad code" }, 400),
    });
    const refused = await call(`/api/login/callback/google?code=bad&state=${flow.state}`, { headers: { Cookie: flow.jar } });
    expect(flashOf(refused)).toMatchObject({
      title: "Login failed",
      description: "Google could not confirm your sign-in. Please try again.",
    });

    const email = uniqueEmail("unverified");
    const second = await startFlow("google");
    intercept({
      "https://oauth2.googleapis.com/token": () =>
        json({
          access_token: "t",
          token_type: "Bearer",
          id_token: idToken({ sub: "g-unverified", email, email_verified: false }),
        }),
    });
    const unverified = await call(`/api/login/callback/google?code=c&state=${second.state}`, { headers: { Cookie: second.jar } });
    expect(unverified.headers.get("Location")).toBe("/auth");
    expect(flashOf(unverified)).toMatchObject({ description: "Your Google e-mail address is not verified." });
    expect(await users(email)).toBe(0);
    expect(await env.DB.prepare("SELECT 1 FROM oauth_accounts WHERE provider_user_id = 'g-unverified'").first()).toBeNull();

    const third = await startFlow("github");
    intercept({
      "https://github.com/login/oauth/access_token": () => json({ access_token: "gho", token_type: "bearer" }),
      "https://api.github.com/user": () => json({ id: 5, login: "x" }),
      "https://api.github.com/user/emails": () => json([{ email: "x@example.com", primary: true, verified: false }]),
    });
    const noVerified = await call(`/api/login/callback/github?code=c&state=${third.state}`, { headers: { Cookie: third.jar } });
    expect(flashOf(noVerified)).toMatchObject({ description: "Your GitHub account has no verified e-mail address." });
    expect(await users("x@example.com")).toBe(0);
  });

  it("shows the provider buttons on /auth only for configured providers", async () => {
    const page = String((await call("/auth")).body);
    expect(page).toContain("Continue with Google");
    expect(page).toContain("Continue with GitHub");
    expect(page).toContain('href="/api/login?provider=google"');
  });
});
