// Accounts: register, sign in (with throttling), sign out, password reset, and the public user
// object. The /auth screen's actions and the /api/* routes both call these functions.
import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import type { z } from "zod";
import type { User } from "../../db/schema";
import type { forgotPasswordSchema, loginSchema, registerSchema, resetPasswordSchema } from "../domain/validation";
import { normaliseTimeZone } from "../domain/validation";
import { burnPasswordCheck, generateToken, hashPassword, hashToken, verifyPassword } from "./crypto.server";
import { schema, type Database } from "./db.server";
import { isAdmin, type AppConfig } from "./env.server";
import { HttpError } from "./http.server";
import { createSession } from "./session.server";
import { devLinkInsteadOfMail, linkEmail, sendEmail, warnIfEmailUnconfigured } from "./email.server";
import { issueDeviceCookie, trustedDevice, unlockToken, type Device } from "./device-cookie.server";
import { assertNotCommonPassword } from "./passwords.server";
import { DAY_MS, HOUR_MS, MINUTE_MS } from "../domain/time";
import { networkOf } from "../domain/network";
import { consume } from "./rate-limit.server";
import { assertHuman } from "./turnstile.server";
import { priorTrial } from "./trial-claims.server";
import { sendVerificationMail, type MailDelivery, type VerificationSent } from "./verification.server";
import type { PublicUser } from "../domain/views";

export const RESET_TOKEN_TTL_MS = HOUR_MS;
export const RESET_MAILS_PER_HOUR = 3;

export function toPublicUser(user: User, config: AppConfig): PublicUser {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    profileImageUrl: user.profileImageUrl,
    createdAt: user.createdAt,
    timeZone: user.timeZone,
    isAdmin: isAdmin(config, user),
    emailVerified: user.emailVerifiedAt !== null,
  };
}

export const TOO_MANY_SIGNUPS = "Too many accounts were created from your network just now. Please wait a minute and try again.";
export const TOO_MANY_RESETS = "Too many password resets were asked for from your network. Please wait an hour and try again.";
export const RESETS_PER_NETWORK_PER_HOUR = 20;
const ACCOUNT_EXISTS = "An account with this email already exists. Try signing in instead.";

/**
 * The answer "already exists" is kept (starting at once matters more than hiding who has an
 * account), but it is bounded: it counts against the network's sign-up limit like any sign-up, and
 * the address's owner hears of it, at most once a day.
 */
async function tellOwnerOfSignUpAttempt(db: Database, config: AppConfig, email: string, now: number, delivery: MailDelivery) {
  const once = await consume(db, `signup-taken-mail:${email}`, { max: 1, windowMs: DAY_MS }, now);
  if (!once.allowed) return;
  const url = `${(config.APP_URL ?? delivery.origin).replace(/\/+$/, "")}/auth?mode=forgot`;
  if (devLinkInsteadOfMail(config, "sign-up attempt notice", email, url)) return;
  const mail = sendEmail(
    config,
    linkEmail(
      email,
      "Someone tried to sign up to Piramide with your address",
      [
        "Someone just tried to create a Piramide account with this e-mail address, which already has one.",
        "If it was you, sign in instead; if you forgot your password, you can choose a new one.",
      ],
      { label: "Reset my password", url },
      "If it was not you, you need not do anything: no account was created and yours is unchanged.",
    ),
  );
  if (config.APP_ENV === "development") await mail;
  else delivery.waitUntil(mail);
}

/**
 * Sign-up as the form and the API do it: a generous per-network limit (shared networks must not be
 * punished), the human check when Turnstile is configured, no common password, then the account and
 * the confirmation mail (a mail that fails to send never fails the sign-up).
 */
export async function signUp(
  db: Database,
  config: AppConfig,
  input: z.infer<typeof registerSchema>,
  now: number,
  ip: string | null,
  delivery: MailDelivery,
): Promise<{ user: User; token: string; expiresAt: number; verification: VerificationSent }> {
  // Every attempt counts, an "already exists" one too, keyed by network (domain/network.ts).
  const limit = await consume(db, `signup:${networkOf(ip)}`, { max: config.SIGNUP_LIMIT_PER_MINUTE, windowMs: MINUTE_MS }, now);
  if (!limit.allowed) throw new HttpError(429, TOO_MANY_SIGNUPS, { "Retry-After": String(limit.retryAfter) });
  await assertHuman(config, input.turnstileToken, ip);
  assertNotCommonPassword(input.password, input.email);
  const result = await registerUser(db, input, now).catch(async (error: unknown) => {
    if (error instanceof HttpError && error.status === 409) {
      await tellOwnerOfSignUpAttempt(db, config, input.email, now, delivery).catch((mailError: unknown) =>
        console.error("sign-up attempt notice failed:", mailError instanceof Error ? mailError.message : mailError),
      );
    }
    throw error;
  });
  const verification = await sendVerificationMail(db, config, result.user, now, delivery).catch((error): VerificationSent => {
    console.error("verification mail at sign-up failed:", error instanceof Error ? error.message : error);
    return { devLink: null };
  });
  return { ...result, verification };
}

export async function registerUser(
  db: Database,
  input: z.infer<typeof registerSchema>,
  now: number,
): Promise<{ user: User; token: string; expiresAt: number }> {
  const existing = await db
    .select({ id: schema.users.id })
    .from(schema.users)
    .where(eq(schema.users.email, input.email))
    .limit(1);
  if (existing.length > 0) {
    throw new HttpError(409, ACCOUNT_EXISTS);
  }
  const passwordHash = await hashPassword(input.password);
  // An address that had its trial before (a deleted account) keeps it used.
  const trial = await priorTrial(db, input.email);
  let user: User | undefined;
  try {
    [user] = await db
      .insert(schema.users)
      .values({
        email: input.email,
        firstName: input.firstName,
        lastName: input.lastName,
        passwordHash,
        timeZone: normaliseTimeZone(input.timeZone),
        createdAt: now,
        ...trial,
      })
      .returning();
  } catch (error) {
    // Two sign-ups racing for one address: the unique index decides.
    if (String(error).includes("UNIQUE")) {
      throw new HttpError(409, ACCOUNT_EXISTS);
    }
    throw error;
  }
  if (!user) throw new Error("Insert returned no user");
  const session = await createSession(db, user.id, now);
  return { user, ...session };
}

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

export const RESET_REQUESTED_MESSAGE = "If an account exists for that email, we have sent instructions to reset the password.";

/**
 * Forgot password. The answer is the same whether or not the address has an account, and in
 * production it does not wait for the lookup, the token write or the mail, so its timing says
 * nothing either. Development (no mail needed to try it) returns the token and waits.
 */
export async function requestPasswordReset(
  db: Database,
  config: AppConfig,
  input: z.infer<typeof forgotPasswordSchema>,
  now: number,
  delivery: MailDelivery,
  ip: string | null,
): Promise<{ message: string; resetToken?: string }> {
  warnIfEmailUnconfigured(config);
  // Per network, whatever the address: the answer never depends on whether it has an account.
  const limit = await consume(db, `forgot:${networkOf(ip)}`, { max: RESETS_PER_NETWORK_PER_HOUR, windowMs: HOUR_MS }, now);
  if (!limit.allowed) throw new HttpError(429, TOO_MANY_RESETS, { "Retry-After": String(limit.retryAfter) });
  await assertHuman(config, input.turnstileToken, ip);
  const work = issueResetToken(db, config, input.email, now, delivery.origin);
  if (config.APP_ENV === "development") {
    const token = await work;
    return token ? { message: RESET_REQUESTED_MESSAGE, resetToken: token } : { message: RESET_REQUESTED_MESSAGE };
  }
  delivery.waitUntil(work.catch((error) => console.error("password reset failed:", error)));
  return { message: RESET_REQUESTED_MESSAGE };
}

export function resetLink(origin: string, token: string): string {
  return `${origin.replace(/\/+$/, "")}/auth?reset=1&token=${encodeURIComponent(token)}`;
}

/** Stores a new reset token for the address's account and mails the link; null for no account. */
async function issueResetToken(
  db: Database,
  config: AppConfig,
  email: string,
  now: number,
  origin: string,
): Promise<string | null> {
  const [user] = await db
    .select({ id: schema.users.id, email: schema.users.email })
    .from(schema.users)
    .where(eq(schema.users.email, email))
    .limit(1);
  if (!user) return null;
  // At most three reset mails an hour per address; past that the answer stays the same (nothing is
  // revealed) and nothing is sent, so an inbox cannot be flooded.
  const limit = await consume(db, `reset-mail:${user.email}`, { max: RESET_MAILS_PER_HOUR, windowMs: HOUR_MS }, now);
  if (!limit.allowed) return null;
  const token = generateToken();
  // Only the newest token is valid: issuing one withdraws the others.
  await db.batch([
    db.delete(schema.passwordResetTokens).where(eq(schema.passwordResetTokens.userId, user.id)),
    db.insert(schema.passwordResetTokens).values({
      id: hashToken(token),
      userId: user.id,
      expiresAt: now + RESET_TOKEN_TTL_MS,
      createdAt: now,
    }),
  ]);
  const url = resetLink(config.APP_URL ?? origin, token);
  // Development without a mail service: the token is on screen (requestPasswordReset) and the link in the log.
  if (devLinkInsteadOfMail(config, "password reset link", user.email, url)) return token;
  await sendEmail(
    config,
    linkEmail(
      user.email,
      "Reset your Piramide password",
      ["Someone asked to reset the password of your Piramide account.", "The link below works once, for one hour."],
      { label: "Choose a new password", url },
      "If it was not you, ignore this mail: your password stays as it is.",
    ),
  );
  return token;
}

export const INVALID_RESET_TOKEN = "This reset token is invalid or has expired. Please request a new one.";

export async function resetPassword(db: Database, input: z.infer<typeof resetPasswordSchema>, now: number): Promise<void> {
  const id = hashToken(input.token);
  const [token] = await db
    .select()
    .from(schema.passwordResetTokens)
    .where(and(eq(schema.passwordResetTokens.id, id), isNull(schema.passwordResetTokens.usedAt)))
    .limit(1);
  if (!token || token.expiresAt <= now) throw new HttpError(400, INVALID_RESET_TOKEN);
  const [owner] = await db
    .select({ email: schema.users.email })
    .from(schema.users)
    .where(eq(schema.users.id, token.userId))
    .limit(1);
  assertNotCommonPassword(input.password, owner?.email);
  const passwordHash = await hashPassword(input.password);
  // One transaction: the token is spent only if nobody spent it meanwhile, and the password changes
  // (and every session of the account ends) only if this request is the one that spent it.
  const spentHere = sql`EXISTS (SELECT 1 FROM password_reset_tokens WHERE id = ${id} AND used_at = ${now})`;
  const results = await db.batch([
    db
      .update(schema.passwordResetTokens)
      .set({ usedAt: now })
      .where(and(eq(schema.passwordResetTokens.id, id), isNull(schema.passwordResetTokens.usedAt)))
      .returning({ id: schema.passwordResetTokens.id }),
    db
      .update(schema.users)
      // A used reset link proves the address as well.
      // ...and every device cookie issued before ends with the old password (device-cookie.server.ts).
      .set({
        passwordHash,
        emailVerifiedAt: sql`COALESCE(${schema.users.emailVerifiedAt}, ${now})`,
        deviceEpoch: sql`${schema.users.deviceEpoch} + 1`,
      })
      .where(and(eq(schema.users.id, token.userId), spentHere)),
    db.delete(schema.sessions).where(and(eq(schema.sessions.userId, token.userId), spentHere)),
    db.delete(schema.loginAttempts).where(eq(schema.loginAttempts.key, `email:${owner?.email ?? ""}`)),
  ]);
  if (results[0].length === 0) throw new HttpError(400, INVALID_RESET_TOKEN);
}
