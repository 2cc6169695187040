// Issue #27, Medium 1 and two lows: every sign-out answer tells the browser to empty this site's
// caches and storage; pages say whose they are and whether the service worker may keep them; JSON and
// data answers are never sniffed, and a signed-in learner's data answers are kept by no cache.
import { describe, expect, it } from "vitest";
import { call, freeLearner } from "./helpers";

const CLEAR = '"cache", "storage"';
const form = (fields: Record<string, string>) => ({
  body: new URLSearchParams(fields).toString(),
  headers: { "Content-Type": "application/x-www-form-urlencoded" },
});

describe("every sign-out empties the device", () => {
  it("the header's Logout, before hydration (/logout) and after (/logout.data)", async () => {
    const a = await freeLearner();
    const before = await call("/logout", { method: "POST", cookie: a.cookie, ...form({ intent: "logout" }) });
    expect(before.status).toBe(302);
    expect(before.headers.get("Clear-Site-Data")).toBe(CLEAR);
    const b = await freeLearner();
    const after = await call("/logout.data", { method: "POST", cookie: b.cookie, ...form({ intent: "logout" }) });
    expect(after.status).toBeLessThan(400);
    expect(after.headers.get("Clear-Site-Data")).toBe(CLEAR);
    expect((await call("/api/user", { cookie: b.cookie })).status).toBe(401);
  });

  it("the API logouts", async () => {
    const a = await freeLearner();
    expect((await call("/api/logout", { method: "POST", cookie: a.cookie })).headers.get("Clear-Site-Data")).toBe(CLEAR);
    const b = await freeLearner();
    expect((await call("/api/logout-everywhere", { method: "POST", cookie: b.cookie })).headers.get("Clear-Site-Data")).toBe(
      CLEAR,
    );
  });

  it("Sign out everywhere on /profile, as a form and as the hydrated screen's data request", async () => {
    const a = await freeLearner();
    const plain = await call("/profile", { method: "POST", cookie: a.cookie, ...form({ intent: "signOutEverywhere" }) });
    expect(plain.status).toBe(302);
    expect(plain.headers.get("Clear-Site-Data")).toBe(CLEAR);
    const b = await freeLearner();
    const data = await call("/profile.data", { method: "POST", cookie: b.cookie, ...form({ intent: "signOutEverywhere" }) });
    expect(data.headers.get("Clear-Site-Data")).toBe(CLEAR);
    expect((await call("/api/user", { cookie: b.cookie })).status).toBe(401);
  });
});

describe("what the service worker may keep", () => {
  it("only the learn screen of a signed-in learner, named and dated; nothing with a token", async () => {
    const learner = await freeLearner();
    const learn = await call("/", { cookie: learner.cookie });
    expect(learn.headers.get("Cache-Control")).toBe("private, no-cache");
    expect(learn.headers.get("Piramide-Learner")).toBe(String(learner.user.id));
    // Served offline until the session ends, but never more than a week after it was loaded.
    const until = Number(learn.headers.get("Piramide-Offline-Until"));
    expect(until).toBeGreaterThan(Date.now());
    expect(until).toBeLessThanOrEqual(Date.now() + 7 * 86_400_000);
    for (const path of ["/profile", "/progress", "/achievements"]) {
      const page = await call(path, { cookie: learner.cookie });
      expect(page.headers.get("Cache-Control"), path).toBe("private, no-store");
      expect(page.headers.get("Piramide-Learner"), path).toBe(String(learner.user.id));
    }
    // A visitor's page names nobody: the worker drops what an earlier learner left.
    const visitor = await call("/auth");
    expect(visitor.headers.get("Piramide-Learner")).toBe("");
    // An ended session answers as a visitor, and is not kept.
    await call("/api/logout", { method: "POST", cookie: learner.cookie });
    const ended = await call("/profile", { cookie: learner.cookie });
    expect(ended.headers.get("Piramide-Learner")).toBe("");
    for (const path of ["/auth?reset=1&token=abcdefgh", "/verify-email?token=abcdefgh"]) {
      expect((await call(path)).headers.get("Cache-Control"), path).toBe("no-store");
    }
  });
});

describe("headers of JSON and data answers", () => {
  it("/api/* JSON is never sniffed", async () => {
    const learner = await freeLearner();
    for (const answer of [
      await call("/api/user", { cookie: learner.cookie }),
      await call("/api/user"),
      await call("/api/health"),
    ]) {
      expect(answer.headers.get("X-Content-Type-Options")).toBe("nosniff");
    }
  });

  it("a signed-in learner's *.data answers: nosniff and private, no-store", async () => {
    const learner = await freeLearner();
    for (const path of ["/profile.data", "/_root.data", "/progress.data"]) {
      const answer = await call(path, { cookie: learner.cookie });
      expect(answer.status, path).toBe(200);
      expect(answer.headers.get("X-Content-Type-Options"), path).toBe("nosniff");
      expect(answer.headers.get("Cache-Control"), path).toBe("private, no-store");
    }
    expect((await call("/auth.data")).headers.get("X-Content-Type-Options")).toBe("nosniff");
  });
});
