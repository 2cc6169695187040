// Accounts: register, sign in (with throttling), sign out, password reset, and the public user
// object. The /auth screen's actions and the /api/* routes both call these functions.
import { and, eq, isNull, sql } from "drizzle-orm";
import type { z } from "zod";
import type { User } from "../../db/schema";
import type { forgotPasswordSchema, loginSchema, registerSchema, resetPasswordSchema } from "../domain/validation";
import { normaliseTimeZone } from "../domain/validation";
import { burnPasswordCheck, generateToken, hashPassword, hashToken, verifyPassword } from "./crypto.server";
import { getDb, schema } from "./db.server";
import { isAdminEmail, type AppConfig } from "./env.server";
import { HttpError } from "./http.server";
import { createSession } from "./session.server";
import { linkEmail, sendEmail, warnIfEmailUnconfigured } from "./email.server";

export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

export interface PublicUser {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  profileImageUrl: string | null;
  createdAt: number;
  timeZone: string;
  isAdmin: boolean;
}

export function toPublicUser(user: User, config: AppConfig): PublicUser {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    profileImageUrl: user.profileImageUrl,
    createdAt: user.createdAt,
    timeZone: user.timeZone,
    isAdmin: isAdminEmail(config, user.email),
  };
}

export async function registerUser(
  d1: D1Database,
  input: z.infer<typeof registerSchema>,
  now: number,
): Promise<{ user: User; token: string; expiresAt: number }> {
  const db = getDb(d1);
  const existing = await db
    .select({ id: schema.users.id })
    .from(schema.users)
    .where(eq(schema.users.email, input.email))
    .limit(1);
  if (existing.length > 0) {
    throw new HttpError(409, "An account with this email already exists. Try signing in instead.");
  }
  const passwordHash = await hashPassword(input.password);
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
      })
      .returning();
  } catch (error) {
    // Two sign-ups racing for one address: the unique index decides.
    if (String(error).includes("UNIQUE")) {
      throw new HttpError(409, "An account with this email already exists. Try signing in instead.");
    }
    throw error;
  }
  if (!user) throw new Error("Insert returned no user");
  const session = await createSession(d1, user.id, now);
  return { user, ...session };
}

// Throttling: after MAX failures inside the window, the account (or the address it came from) is
// refused until the lock ends, whatever password is tried.
const WINDOW_MS = 15 * 60 * 1000;
const LOCK_MS = 15 * 60 * 1000;
const MAX_FAILURES_PER_ACCOUNT = 5;
const MAX_FAILURES_PER_ADDRESS = 20;
export const TOO_MANY_ATTEMPTS = "Too many failed sign-in attempts. Please wait 15 minutes and try again.";

function attemptKeys(email: string, ip: string | null) {
  const keys = [{ key: `email:${email}`, max: MAX_FAILURES_PER_ACCOUNT }];
  if (ip) keys.push({ key: `ip:${ip}`, max: MAX_FAILURES_PER_ADDRESS });
  return keys;
}

async function assertNotLocked(d1: D1Database, email: string, ip: string | null, now: number) {
  const keys = attemptKeys(email, ip).map((k) => k.key);
  const placeholders = keys.map(() => "?").join(", ");
  const row = await d1
    .prepare(`SELECT MAX(locked_until) AS until FROM login_attempts WHERE key IN (${placeholders})`)
    .bind(...keys)
    .first<{ until: number | null }>();
  if (row?.until && row.until > now) {
    const retryAfter = Math.ceil((row.until - now) / 1000);
    throw new HttpError(429, TOO_MANY_ATTEMPTS, { "Retry-After": String(retryAfter) });
  }
}

async function recordFailure(d1: D1Database, email: string, ip: string | null, now: number) {
  const windowStart = now - WINDOW_MS;
  const statements = attemptKeys(email, ip).map(({ key, max }) =>
    d1
      .prepare(
        `INSERT INTO login_attempts (key, failures, window_started_at, locked_until)
         VALUES (?1, 1, ?2, CASE WHEN 1 >= ?4 THEN ?2 + ?5 ELSE NULL END)
         ON CONFLICT(key) DO UPDATE SET
           failures = CASE WHEN window_started_at < ?3 THEN 1 ELSE failures + 1 END,
           locked_until = CASE
             WHEN (CASE WHEN window_started_at < ?3 THEN 1 ELSE failures + 1 END) >= ?4 THEN ?2 + ?5
             ELSE locked_until END,
           window_started_at = CASE WHEN window_started_at < ?3 THEN ?2 ELSE window_started_at END`,
      )
      .bind(key, now, windowStart, max, LOCK_MS),
  );
  await d1.batch(statements);
}

export async function loginUser(
  d1: D1Database,
  input: z.infer<typeof loginSchema>,
  ip: string | null,
  now: number,
): Promise<{ user: User; token: string; expiresAt: number }> {
  await assertNotLocked(d1, input.email, ip, now);
  const db = getDb(d1);
  const [user] = await db.select().from(schema.users).where(eq(schema.users.email, input.email)).limit(1);
  const ok = user?.passwordHash
    ? await verifyPassword(input.password, user.passwordHash)
    : (await burnPasswordCheck(input.password), false);
  if (!user || !ok) {
    await recordFailure(d1, input.email, ip, now);
    throw new HttpError(401, "Invalid email or password");
  }
  await d1.prepare("DELETE FROM login_attempts WHERE key = ?").bind(`email:${input.email}`).run();
  const session = await createSession(d1, user.id, now);
  return { user, ...session };
}

export const RESET_REQUESTED_MESSAGE = "If an account exists for that email, we have sent instructions to reset the password.";

export interface ResetDelivery {
  /** Where the link in the mail points: APP_URL, or the origin the request came to. */
  origin: string;
  /** Work that may finish after the answer (the Worker's ctx.waitUntil). */
  waitUntil: (promise: Promise<unknown>) => void;
}

/**
 * Forgot password. The answer is the same whether or not the address has an account, and in
 * production it does not wait for the lookup, the token write or the mail, so its timing says
 * nothing either. Development (no mail needed to try it) returns the token and waits.
 */
export async function requestPasswordReset(
  d1: D1Database,
  config: AppConfig,
  input: z.infer<typeof forgotPasswordSchema>,
  now: number,
  delivery: ResetDelivery,
): Promise<{ message: string; resetToken?: string }> {
  warnIfEmailUnconfigured(config);
  const work = issueResetToken(d1, config, input.email, now, delivery.origin);
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
  d1: D1Database,
  config: AppConfig,
  email: string,
  now: number,
  origin: string,
): Promise<string | null> {
  const db = getDb(d1);
  const [user] = await db
    .select({ id: schema.users.id, email: schema.users.email })
    .from(schema.users)
    .where(eq(schema.users.email, email))
    .limit(1);
  if (!user) return null;
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
  await sendEmail(
    config,
    linkEmail(
      user.email,
      "Reset your Piramide password",
      ["Someone asked to reset the password of your Piramide account.", "The link below works once, for one hour."],
      { label: "Choose a new password", url: resetLink(config.APP_URL ?? origin, token) },
      "If it was not you, ignore this mail: your password stays as it is.",
    ),
  );
  return token;
}

export const INVALID_RESET_TOKEN = "This reset token is invalid or has expired. Please request a new one.";

export async function resetPassword(d1: D1Database, input: z.infer<typeof resetPasswordSchema>, now: number): Promise<void> {
  const db = getDb(d1);
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
      .set({ passwordHash })
      .where(and(eq(schema.users.id, token.userId), spentHere)),
    db.delete(schema.sessions).where(and(eq(schema.sessions.userId, token.userId), spentHere)),
    db.delete(schema.loginAttempts).where(eq(schema.loginAttempts.key, `email:${owner?.email ?? ""}`)),
  ]);
  if (results[0].length === 0) throw new HttpError(400, INVALID_RESET_TOKEN);
}
