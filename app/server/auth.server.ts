// Accounts: register (sign-up), and the public user object. Signing in and its throttling are in
// sign-in.server.ts, the forgotten password in password-reset.server.ts.
import { eq } from "drizzle-orm";
import type { z } from "zod";
import type { User } from "../../db/schema";
import type { registerSchema } from "../domain/validation";
import { normaliseTimeZone } from "../domain/validation";
import { hashPassword } from "./crypto.server";
import { schema, type Database } from "./db.server";
import { isAdmin, type AppConfig } from "./env.server";
import { HttpError } from "./http.server";
import { createSession } from "./session.server";
import { devLinkInsteadOfMail, linkEmail, sendEmail } from "./email.server";
import { assertNotCommonPassword } from "./passwords.server";
import { DAY_MS, MINUTE_MS } from "../domain/time";
import { networkOf } from "../domain/network";
import { consume } from "./rate-limit.server";
import { assertHuman } from "./turnstile.server";
import { priorTrial } from "./trial-claims.server";
import { sendVerificationMail, type MailDelivery, type VerificationSent } from "./verification.server";
import type { PublicUser } from "../domain/views";

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
