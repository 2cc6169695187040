// Password-reset mail through the e-mail API (a local double of Resend's API, see tests/email-double.ts).
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { RESET_REQUESTED_MESSAGE, requestPasswordReset } from "../../app/server/password-reset.server";
import { getConfig } from "../../app/server/env.server";
import { hashToken } from "../../app/server/crypto.server";
import { getServiceContext } from "../../load-context";
import type { SentEmail } from "../email-double";
import { call, ORIGIN, registerLearner, uniqueEmail } from "./helpers";

/** Reset mails only: registration also mails a confirmation link. */
async function sentTo(address: string): Promise<SentEmail[]> {
  const all = (await (await fetch(`${env.EMAIL_API_URL}/__sent`)).json()) as SentEmail[];
  return all.filter((m) => m.to === address && m.subject === "Reset your Piramide password");
}

describe("password-reset mail", () => {
  it("mails a one-use link that opens the reset card, through the API's exact shape", async () => {
    const learner = await registerLearner();
    const forgot = await call("/api/forgot-password", { json: { email: learner.email } });
    expect(forgot.status).toBe(200);
    expect(forgot.body.message).toBe(RESET_REQUESTED_MESSAGE);
    const [mail, ...more] = await sentTo(learner.email);
    expect(more).toEqual([]);
    expect(mail!.authorization).toBe(`Bearer ${env.EMAIL_API_KEY}`);
    expect(mail!.from).toBe("Piramide <no-reply@piramide.app>");
    expect(mail!.subject).toBe("Reset your Piramide password");
    const link = `${ORIGIN}/auth?reset=1&token=${forgot.body.resetToken}`;
    expect(mail!.text).toContain(link);
    expect(mail!.html).toContain(`href="${link.replace(/&/g, "&amp;")}"`);

    // The link opens the reset card with the token filled in, and the token works once.
    const page = await call(`/auth?reset=1&token=${forgot.body.resetToken}`);
    expect(page.status).toBe(200);
    expect(String(page.body)).toContain(`value="${forgot.body.resetToken}"`);
    const reset = await call("/api/reset-password", { json: { token: forgot.body.resetToken, password: "a-new-password" } });
    expect(reset.status).toBe(200);
    const again = await call("/api/reset-password", { json: { token: forgot.body.resetToken, password: "another-password" } });
    expect(again.status).toBe(400);
  });

  it("sends nothing for an unknown address, with the same answer", async () => {
    const known = await registerLearner();
    const unknown = uniqueEmail("nobody");
    const a = await call("/api/forgot-password", { json: { email: unknown } });
    const b = await call("/api/forgot-password", { json: { email: known.email } });
    expect(a.status).toBe(b.status);
    expect(a.body.message).toBe(b.body.message);
    expect(await sentTo(unknown)).toEqual([]);
  });

  it("a failing provider is logged, never shown", async () => {
    const learner = await registerLearner({ email: uniqueEmail("fail-500") });
    const forgot = await call("/api/forgot-password", { json: { email: learner.email } });
    expect(forgot.status).toBe(200);
    expect(forgot.body.message).toBe(RESET_REQUESTED_MESSAGE);
    expect(await sentTo(learner.email)).toEqual([]);
  });

  it("in production answers before the work is done and never returns the token", async () => {
    const learner = await registerLearner();
    // No APP_URL (the test bindings set one for the cron's reminder links): links follow the request's origin.
    const config = { ...getConfig(env), APP_ENV: "production" as const, APP_URL: undefined };
    const pending: Promise<unknown>[] = [];
    const answer = await requestPasswordReset(
      getServiceContext(env).db,
      config,
      { email: learner.email },
      Date.now(),
      { origin: "https://app.example", waitUntil: (p) => pending.push(p) },
      "192.0.2.60",
    );
    expect(answer).toEqual({ message: RESET_REQUESTED_MESSAGE });
    expect(pending).toHaveLength(1);
    await Promise.all(pending);
    const [mail] = await sentTo(learner.email);
    const token = /token=([a-z2-7]+)/.exec(mail!.text)![1]!;
    expect(mail!.text).toContain(`https://app.example/auth?reset=1&token=${token}`);
    const stored = await env.DB.prepare("SELECT user_id FROM password_reset_tokens WHERE id = ?").bind(hashToken(token)).first();
    expect(stored).not.toBeNull();
  });
});
