// Issue #27 Medium 3: entitlements for proven people. A trial only for a confirmed address and once
// per address; text-to-speech only for proven accounts; the free language changes at most once every
// 30 days, and a progress reset does not reopen it.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { advance, call, confirmEmail, freeLearner, registerLearner, startTrial } from "./helpers";

const DAY = 86_400_000;

async function userRow(email: string) {
  return (await env.DB.prepare("SELECT * FROM users WHERE email = ?").bind(email).first<Record<string, any>>())!;
}

describe("the trial", () => {
  it("is refused to an unconfirmed address, with the way forward, and nothing is written", async () => {
    const learner = await freeLearner("italian");
    const status = await call("/api/subscription-status", { cookie: learner.cookie });
    expect(status.body.canStartTrial).toBe(false);
    const refused = await call("/api/start-trial", { method: "POST", cookie: learner.cookie });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toMatch(/^Confirm your e-mail to start your trial/);
    expect((await userRow(learner.email)).trial_started_at).toBeNull();
    // The subscription screen says the same, in words.
    const page = await call("/subscription", { cookie: learner.cookie });
    expect(page.body).toContain("Confirm your e-mail to start your trial.");
    expect(page.body).not.toContain("Start 30-Day Free Trial");

    await confirmEmail(learner.email);
    expect((await call("/api/subscription-status", { cookie: learner.cookie })).body.canStartTrial).toBe(true);
    expect((await call("/api/start-trial", { method: "POST", cookie: learner.cookie })).status).toBe(200);
  });

  it("is given once per address, even to a new account made for the same address", async () => {
    const first = await freeLearner("italian");
    await startTrial(first);
    const { trial_ends_at: endsAt } = await userRow(first.email);
    // The account goes (as "delete my account" does) and the address signs up again.
    await env.DB.prepare("DELETE FROM users WHERE email = ?").bind(first.email).run();
    const again = await registerLearner({ email: first.email });
    await confirmEmail(again.email);
    const status = await call("/api/subscription-status", { cookie: again.cookie });
    expect(status.body).toMatchObject({ canStartTrial: false });
    const refused = await call("/api/start-trial", { method: "POST", cookie: again.cookie });
    expect(refused.status).toBe(409);
    // The address's trial carries over as it was: not a fresh 30 days.
    expect((await userRow(again.email)).trial_ends_at).toBe(endsAt);
  });
});

describe("text-to-speech", () => {
  it("is only for proven accounts: premium without a confirmed address is told to confirm", async () => {
    const learner = await freeLearner("italian");
    // Premium without proof (a trial from before this rule).
    await env.DB.prepare("UPDATE users SET trial_started_at = ?, trial_ends_at = ? WHERE email = ?")
      .bind(Date.now(), Date.now() + 30 * DAY, learner.email)
      .run();
    const body = { text: `Prova ${crypto.randomUUID()}`, languageCode: "it-IT" };
    const refused = await call("/api/audio/synthesize", { json: body, cookie: learner.cookie });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toMatch(/^Confirm your e-mail to hear premium voices/);
    await confirmEmail(learner.email);
    expect((await call("/api/audio/synthesize", { json: body, cookie: learner.cookie })).status).toBe(200);
  });
});

describe("the free language", () => {
  it("changes at most once every 30 days, and a progress reset does not reopen it", async () => {
    const learner = await freeLearner("italian");
    const change = (language: string) => call("/api/update-free-language", { json: { language }, cookie: learner.cookie });
    expect((await change("german")).status).toBe(200);
    await advance(learner.cookie, "german");
    const reset = await call("/api/progress?language=german", { method: "DELETE", cookie: learner.cookie });
    expect(reset.status).toBe(200);
    const refused = await change("french");
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/You can change your free language again on \d+ \w+ \d{4}/);
    expect((await userRow(learner.email)).selected_free_language).toBe("german");
    // The subscription screen says when, instead of offering a choice that would be refused.
    const page = await call("/subscription", { cookie: learner.cookie });
    expect(page.body).toContain("You can change your free language again on");

    await env.DB.prepare("UPDATE users SET free_language_changed_at = ? WHERE email = ?")
      .bind(Date.now() - 30 * DAY - 1000, learner.email)
      .run();
    expect((await change("french")).status).toBe(200);
    expect((await change("spanish")).status).toBe(409);
  });
});
