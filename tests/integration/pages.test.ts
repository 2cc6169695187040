import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { call, freeLearner, registerLearner } from "./helpers";

describe("public pages", () => {
  it("the landing page ships no JavaScript and shows counts read from D1", async () => {
    const page = await call("/");
    expect(page.status).toBe(200);
    const html = String(page.body);
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toMatch(/modulepreload/);
    for (const language of ["italian", "spanish", "french", "german", "russian"]) {
      expect(html).toContain(`data-testid="sentence-count-${language}">${env.TEST_SENTENCES.length.toLocaleString("en-US")}<`);
    }
    for (const cta of [
      "Start Learning Today",
      "Unlock Conversations",
      "Try Russian Learning Free",
      "Start Your Progression Journey",
      "Start Learning Free",
      "Continue Learning",
      "Log In",
      "Get Started",
    ]) {
      expect(html).toContain(cta);
    }
  });

  it("each page has its own title, once; the landing keeps the default", async () => {
    const titles = (html: string) => Array.from(html.matchAll(/<title>([^<]*)<\/title>/g), (m) => m[1]);
    expect(titles(String((await call("/")).body))).toEqual(["Piramide — learn languages one sentence at a time"]);
    expect(titles(String((await call("/auth")).body))).toEqual(["Sign in — Piramide"]);
    expect(titles(String((await call("/verify-email?token=abc")).body))).toEqual(["Confirm your e-mail — Piramide"]);
    const learner = await freeLearner();
    const achievements = await call("/achievements", { cookie: learner.cookie });
    expect(achievements.status).toBe(200);
    expect(titles(String(achievements.body))).toEqual(["Achievements — Piramide"]);
    // A visitor sent to sign in still sees which page it was.
    expect(titles(String((await call("/achievements")).body))).toEqual(["Achievements — Piramide"]);
  });

  it("/auth renders the sign-in form, and sends a signed-in learner to /", async () => {
    const page = await call("/auth");
    expect(page.status).toBe(200);
    expect(String(page.body)).toContain("Forgot your password?");
    expect(String(page.body)).toContain("<script");
    const learner = await registerLearner();
    const again = await call("/auth", { cookie: learner.cookie });
    expect(again.status).toBe(302);
    expect(again.headers.get("Location")).toBe("/");
  });

  it("protected screens tell a visitor they are logged out (401)", async () => {
    for (const path of ["/progress", "/review/italian", "/subscription", "/analytics", "/conversations", "/achievements"]) {
      const page = await call(path);
      expect(page.status, path).toBe(401);
      expect(String(page.body), path).toContain("You are logged out. Logging in again...");
    }
    // The profile says it in its own words (spec section 2), with a link to sign in.
    const profile = await call("/profile");
    expect(profile.status).toBe(401);
    expect(String(profile.body)).toContain("Please log in to view your profile.");
    expect(String(profile.body)).toContain('href="/api/login"');
  });

  it("a new free learner without a language is kept on the language choice", async () => {
    const learner = await registerLearner();
    const home = await call("/", { cookie: learner.cookie });
    expect(home.status).toBe(200);
    expect(String(home.body)).toContain("Choose your language");
    const progress = await call("/progress", { cookie: learner.cookie });
    expect(progress.status).toBe(302);
    expect(progress.headers.get("Location")).toBe("/");
    const subscription = await call("/subscription", { cookie: learner.cookie });
    expect(subscription.status).toBe(200);
  });

  it("analytics is refused to a learner and open to the admin", async () => {
    const learner = await registerLearner();
    await call("/language-selection", {
      body: "language=italian",
      cookie: learner.cookie,
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    });
    const denied = await call("/analytics", { cookie: learner.cookie });
    expect(denied.status).toBe(403);
    expect(String(denied.body)).toContain("This page is restricted to administrators only.");
    expect(String(denied.body)).not.toContain('href="/analytics"');
  });
});

describe("profile settings", () => {
  const form = (fields: Record<string, string>) => ({
    body: new URLSearchParams(fields).toString(),
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
  });

  it("changes the time zone to a known zone and refuses an unknown one", async () => {
    const { env } = await import("cloudflare:workers");
    const learner = await registerLearner({ timeZone: "Europe/Rome" });
    await call("/language-selection", { ...form({ language: "italian" }), cookie: learner.cookie });
    const zoneOf = async () =>
      (await env.DB.prepare("SELECT time_zone FROM users WHERE email = ?").bind(learner.email).first<{ time_zone: string }>())!
        .time_zone;
    expect(await zoneOf()).toBe("Europe/Rome");
    const ok = await call("/profile", { ...form({ intent: "timeZone", timeZone: "Asia/Tokyo" }), cookie: learner.cookie });
    expect(ok.status).toBe(302);
    expect(await zoneOf()).toBe("Asia/Tokyo");
    const bad = await call("/profile", { ...form({ intent: "timeZone", timeZone: "Mars/Olympus" }), cookie: learner.cookie });
    expect(bad.status).toBe(400);
    expect(await zoneOf()).toBe("Asia/Tokyo");
  });

  it("opts out of and back into the leaderboard", async () => {
    const { env } = await import("cloudflare:workers");
    const learner = await registerLearner();
    await call("/language-selection", { ...form({ language: "italian" }), cookie: learner.cookie });
    const optedOut = async () =>
      (await env.DB.prepare("SELECT leaderboard_opt_out AS o FROM users WHERE email = ?")
        .bind(learner.email)
        .first<{ o: number }>())!.o;
    await call("/profile", { ...form({ leaderboardOptOut: "on" }), cookie: learner.cookie });
    expect(await optedOut()).toBe(1);
    await call("/profile", { ...form({}), cookie: learner.cookie });
    expect(await optedOut()).toBe(0);
  });
});
