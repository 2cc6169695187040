// The forgotten password: a reset link by mail (on screen in development), and the new password
// set with it, which ends every session and device cookie of the account.
import { and, eq, isNull, sql } from "drizzle-orm";
import type { z } from "zod";
import type { forgotPasswordSchema, resetPasswordSchema } from "../domain/validation";
import { generateToken, hashPassword, hashToken } from "./crypto.server";
import { schema, type Database } from "./db.server";
import type { AppConfig } from "./env.server";
import { HttpError } from "./http.server";
import { devLinkInsteadOfMail, linkEmail, sendEmail, warnIfEmailUnconfigured } from "./email.server";
import { assertNotCommonPassword } from "./passwords.server";
import { HOUR_MS } from "../domain/time";
import { networkOf } from "../domain/network";
import { consume } from "./rate-limit.server";
import { assertHuman } from "./turnstile.server";
import type { MailDelivery } from "./verification.server";

export const RESET_TOKEN_TTL_MS = HOUR_MS;
export const RESET_MAILS_PER_HOUR = 3;
export const TOO_MANY_RESETS = "Too many password resets were asked for from your network. Please wait an hour and try again.";
export const RESETS_PER_NETWORK_PER_HOUR = 20;

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
