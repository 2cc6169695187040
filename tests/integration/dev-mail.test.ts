// Development without a mail service: the confirmation link a mail would carry is logged and shown
// in the signed-in shell, so an address can be confirmed locally. Never in production, and not when
// a mail service is configured (the link is mailed instead).
import { env } from "cloudflare:workers";
import { afterEach, describe, expect, it, vi } from "vitest";
import { signUp } from "../../app/server/auth.server";
import { getConfig } from "../../app/server/env.server";
import { devConfirmCookie, devConfirmLink, resendVerificationMail } from "../../app/server/verification.server";
import { getServiceContext } from "../../load-context";
import { call, ORIGIN, uniqueEmail } from "./helpers";

const delivery = { origin: ORIGIN, waitUntil: () => {} };

function newAccount() {
  return { email: uniqueEmail("dev-mail"), password: "correct horse", firstName: "Dev", lastName: "Mail" };
}

async function mailsTo(address: string): Promise<unknown[]> {
  const all = (await (await fetch(`${env.EMAIL_API_URL}/__sent`)).json()) as { to: string }[];
  return all.filter((m) => m.to === address);
}

afterEach(() => vi.restoreAllMocks());

describe("the confirmation link without a mail service", () => {
  it("in development: logged, shown in the shell after sign-up, and it confirms the address", async () => {
    const log = vi.spyOn(console, "log").mockImplementation(() => {});
    const config = { ...getConfig(env), APP_ENV: "development" as const, EMAIL_API_KEY: undefined };
    const account = newAccount();
    const { user, token, verification } = await signUp(getServiceContext(env).db, config, account, Date.now(), null, delivery);

    const link = verification.devLink!;
    expect(link).toMatch(new RegExp(`^${ORIGIN}/verify-email\\?token=[a-z2-7]{32}$`));
    expect(log).toHaveBeenCalledWith(expect.stringContaining(link));
    expect(await mailsTo(account.email)).toEqual([]);

    // The sign-up's answer carries the link to the shell; the page the learner lands on shows it.
    const carried = devConfirmCookie(user, verification)!.split(";")[0]!;
    const cookies = `piramide_session=${token}; ${carried}`;
    const home = String((await call("/", { headers: { Cookie: cookies } })).body);
    expect(home).toContain('data-testid="dev-confirm-link"');
    expect(home).toContain(`href="${link}"`);
    // Someone else's carried link is not shown to this learner.
    const stranger = `piramide_session=${token}; ${carried.replace(`${user.id}%20`, `${user.id + 1}%20`)}`;
    expect(String((await call("/", { headers: { Cookie: stranger } })).body)).not.toContain("dev-confirm-link");

    const confirmed = await call(new URL(link).pathname + new URL(link).search, {
      method: "POST",
      body: new URLSearchParams({ token: new URL(link).searchParams.get("token")! }).toString(),
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    });
    expect(confirmed.status).toBe(200);
    expect((await call("/api/user", { cookie: token })).body.emailVerified).toBe(true);
    expect(String((await call("/", { headers: { Cookie: cookies } })).body)).not.toContain("dev-confirm-link");
  });

  it("in development: a resend gives a new link", async () => {
    vi.spyOn(console, "log").mockImplementation(() => {});
    const config = { ...getConfig(env), APP_ENV: "development" as const, EMAIL_API_KEY: undefined };
    const db = getServiceContext(env).db;
    const { user, verification } = await signUp(db, config, newAccount(), Date.now() - 120_000, null, delivery);
    const again = await resendVerificationMail(db, config, user, Date.now(), delivery);
    expect(again.devLink).toMatch(/\/verify-email\?token=[a-z2-7]{32}$/);
    expect(again.devLink).not.toBe(verification.devLink);
  });

  it("in production: never returned, logged, carried or shown", async () => {
    const log = vi.spyOn(console, "log").mockImplementation(() => {});
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const config = { ...getConfig(env), APP_ENV: "production" as const, EMAIL_API_KEY: undefined };
    const account = newAccount();
    const { user, verification } = await signUp(getServiceContext(env).db, config, account, Date.now(), null, delivery);
    expect(verification.devLink).toBeNull();
    expect(devConfirmCookie(user, verification)).toBeNull();
    expect(log.mock.calls.flat().join(" ")).not.toContain("verify-email");
    // Even a carried cookie is not read there.
    const forged = new Request(`${ORIGIN}/`, {
      headers: { Cookie: `piramide_dev_confirm=${encodeURIComponent(`${user.id} ${ORIGIN}/verify-email?token=x`)}` },
    });
    expect(devConfirmLink(forged, config, user)).toBeNull();
    expect(devConfirmLink(forged, { ...config, APP_ENV: "development" }, user)).toBe(`${ORIGIN}/verify-email?token=x`);
  });

  it("with a mail service (as here): the link is mailed, not carried", async () => {
    const account = newAccount();
    const signup = await call("/auth", {
      body: new URLSearchParams({ intent: "signup", ...account }).toString(),
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    });
    expect(signup.status).toBe(302);
    expect(signup.headers.getSetCookie().some((c) => c.startsWith("piramide_dev_confirm="))).toBe(false);
    expect(await mailsTo(account.email)).toHaveLength(1);
  });
});
