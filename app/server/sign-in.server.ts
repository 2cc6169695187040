// Signing in with a password, and its throttling: failures lock the account, the network or the
// browser for a while, and the owner is offered a way round the lock by mail.
import { eq, inArray, sql } from "drizzle-orm";
import type { z } from "zod";
import type { User } from "../../db/schema";
import type { loginSchema } from "../domain/validation";
import { burnPasswordCheck, verifyPassword } from "./crypto.server";
import { schema, type Database } from "./db.server";
import type { AppConfig } from "./env.server";
import { HttpError } from "./http.server";
import { createSession } from "./session.server";
import { devLinkInsteadOfMail, linkEmail, sendEmail } from "./email.server";
import { issueDeviceCookie, trustedDevice, unlockToken, type Device } from "./device-cookie.server";
import { MINUTE_MS } from "../domain/time";
import { networkOf } from "../domain/network";
import { consume } from "./rate-limit.server";
import type { MailDelivery } from "./verification.server";

// Throttling: after MAX failures inside the window, attempts are refused until the lock ends,
// whatever password is tried. Attempts from a browser holding this account's device cookie are
// counted on that cookie alone; all others on the account and on the network address. So guessers
// lock themselves out, and the owner's browser still signs in (device-cookie.server.ts).
const WINDOW_MS = 15 * MINUTE_MS;
const LOCK_MS = 15 * MINUTE_MS;
const MAX_FAILURES_PER_ACCOUNT = 5;
const MAX_FAILURES_PER_ADDRESS = 20;
const MAX_FAILURES_PER_DEVICE = 5;
// The owner hears the way round the pause by mail ("Was this you?"), not here: this answer goes to
// whoever typed the address.
export const TOO_MANY_ATTEMPTS = "Too many failed sign-in attempts. Please wait 15 minutes and try again.";

function attemptKeys(email: string, ip: string | null, device: Device | null) {
  if (device) return [{ key: `device:${device.id}`, max: MAX_FAILURES_PER_DEVICE }];
  return [
    { key: `email:${email}`, max: MAX_FAILURES_PER_ACCOUNT },
    { key: `ip:${networkOf(ip)}`, max: MAX_FAILURES_PER_ADDRESS },
  ];
}

async function assertNotLocked(db: Database, keys: string[], now: number) {
  const t = schema.loginAttempts;
  const [row] = await db
    .select({ until: sql<number | null>`MAX(${t.lockedUntil})` })
    .from(t)
    .where(inArray(t.key, keys));
  if (row?.until && row.until > now) {
    const retryAfter = Math.ceil((row.until - now) / 1000);
    throw new HttpError(429, TOO_MANY_ATTEMPTS, { "Retry-After": String(retryAfter) });
  }
}

async function recordFailure(db: Database, keys: { key: string; max: number }[], now: number) {
  const t = schema.loginAttempts;
  const windowStart = now - WINDOW_MS;
  const fresh = sql`${t.windowStartedAt} < ${windowStart}`;
  const [first, ...rest] = keys.map(({ key, max }) => {
    const failures = sql`CASE WHEN ${fresh} THEN 1 ELSE ${t.failures} + 1 END`;
    return db
      .insert(t)
      .values({ key, failures: 1, windowStartedAt: now, lockedUntil: max <= 1 ? now + LOCK_MS : null })
      .onConflictDoUpdate({
        target: t.key,
        set: {
          failures,
          lockedUntil: sql`CASE WHEN (${failures}) >= ${max} THEN ${now + LOCK_MS} ELSE ${t.lockedUntil} END`,
          windowStartedAt: sql`CASE WHEN ${fresh} THEN ${now} ELSE ${t.windowStartedAt} END`,
        },
      });
  });
  if (first) await db.batch([first, ...rest]);
}

export async function loginUser(
  db: Database,
  config: AppConfig,
  input: z.infer<typeof loginSchema>,
  client: { ip: string | null; request: Request | null; delivery?: MailDelivery },
  now: number,
): Promise<{ user: User; token: string; expiresAt: number; deviceCookie: string | null }> {
  const [user] = await db.select().from(schema.users).where(eq(schema.users.email, input.email)).limit(1);
  const device = trustedDevice(config, client.request, user ?? null);
  const keys = attemptKeys(input.email, client.ip, device);
  await assertNotLocked(
    db,
    keys.map((k) => k.key),
    now,
  );
  const ok = user?.passwordHash
    ? await verifyPassword(input.password, user.passwordHash)
    : (await burnPasswordCheck(input.password), false);
  if (!user || !ok) {
    await recordFailure(db, keys, now);
    if (user && !device) await offerUnlockIfLocked(db, config, user, now, client);
    throw new HttpError(401, "Invalid email or password");
  }
  // The counter this client was judged by starts again (a trusted device never clears the account's).
  await db.delete(schema.loginAttempts).where(eq(schema.loginAttempts.key, keys[0]!.key));
  const session = await createSession(db, user.id, now);
  return { user, ...session, deviceCookie: issueDeviceCookie(config, user) };
}

/** When the account's counter has just locked, its owner is mailed "Was this you?" (once per lock). */
async function offerUnlockIfLocked(
  db: Database,
  config: AppConfig,
  user: User,
  now: number,
  client: { request: Request | null; delivery?: MailDelivery },
) {
  const t = schema.loginAttempts;
  const [row] = await db
    .select({ until: t.lockedUntil })
    .from(t)
    .where(eq(t.key, `email:${user.email}`))
    .limit(1);
  if (!row?.until || row.until <= now) return;
  const once = await consume(db, `unlock-mail:${user.email}`, { max: 1, windowMs: LOCK_MS }, now);
  if (!once.allowed) return;
  const token = unlockToken(config, user.id, user, now);
  const origin = config.APP_URL ?? client.delivery?.origin ?? (client.request ? new URL(client.request.url).origin : null);
  if (!token || !origin) return;
  const url = `${origin.replace(/\/+$/, "")}/api/unlock?token=${encodeURIComponent(token)}`;
  if (devLinkInsteadOfMail(config, "sign-in unlock link", user.email, url)) return;
  const mail = sendEmail(
    config,
    linkEmail(
      user.email,
      "Was this you? Sign-in to Piramide is paused",
      [
        "Someone entered a wrong password for your Piramide account several times, so new sign-ins are paused for 15 minutes.",
        "If it was you, open the link below in the browser you want to use: it lets that browser sign in straight away. It works for one hour.",
      ],
      { label: "Let this browser sign in", url },
      "If it was not you, your password held: nothing else is needed, though choosing a stronger one never hurts.",
    ),
  );
  if (config.APP_ENV === "development" || !client.delivery) await mail;
  else client.delivery.waitUntil(mail);
}
