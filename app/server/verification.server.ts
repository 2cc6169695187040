// Proving an e-mail address: a single-use link mailed at registration (24 hours), a resend at most
// once a minute, and the flag that admin rights and account linking depend on.
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import type { User } from "../../db/schema";
import { generateToken, hashToken } from "./crypto.server";
import { schema, type Database } from "./db.server";
import { readCookie } from "./cookies.server";
import { devLinkInsteadOfMail, linkEmail, sendEmail } from "./email.server";
import type { AppConfig } from "./env.server";
import { HttpError } from "./http.server";
import { DAY_MS, MINUTE_MS, SECOND_MS } from "../domain/time";
import { consume } from "./rate-limit.server";

export const VERIFY_TOKEN_TTL_MS = DAY_MS;
export const INVALID_VERIFY_TOKEN = "This confirmation link is invalid, has expired or has already been used.";
export const ALREADY_VERIFIED = "Your e-mail address is already confirmed.";
export const RESEND_TOO_SOON = "A confirmation mail was sent less than a minute ago. Please wait a minute and try again.";
export const VERIFIED = "Your e-mail address is confirmed. Thank you!";

export interface MailDelivery {
  origin: string;
  waitUntil: (promise: Promise<unknown>) => void;
}

export function verifyLink(origin: string, token: string): string {
  return `${origin.replace(/\/+$/, "")}/verify-email?token=${encodeURIComponent(token)}`;
}

export interface VerificationSent {
  /** Development without a mail service only: the link the mail would carry (logged too). */
  devLink: string | null;
}

/**
 * Issues a new confirmation token (older unused ones are withdrawn) and mails the link. At most one
 * mail a minute per learner: a second request inside the minute is a 429 and sends nothing.
 */
export async function sendVerificationMail(
  db: Database,
  config: AppConfig,
  user: User,
  now: number,
  delivery: MailDelivery,
): Promise<VerificationSent> {
  const limit = await consume(db, `verify-mail:${user.id}`, { max: 1, windowMs: MINUTE_MS }, now);
  if (!limit.allowed) throw new HttpError(429, RESEND_TOO_SOON, { "Retry-After": String(limit.retryAfter) });
  const token = generateToken();
  await db.batch([
    db
      .delete(schema.emailVerificationTokens)
      .where(and(eq(schema.emailVerificationTokens.userId, user.id), isNull(schema.emailVerificationTokens.usedAt))),
    db
      .insert(schema.emailVerificationTokens)
      .values({ id: hashToken(token), userId: user.id, expiresAt: now + VERIFY_TOKEN_TTL_MS, createdAt: now }),
  ]);
  const url = verifyLink(config.APP_URL ?? delivery.origin, token);
  const devLink = devLinkInsteadOfMail(config, "confirmation link", user.email, url);
  if (devLink) return { devLink };
  const mail = sendEmail(
    config,
    linkEmail(
      user.email,
      "Confirm your e-mail address for Piramide",
      // No text the sign-up chose (a first name) goes into the mail: anyone can type any address and
      // any "name", and the mail would carry their words to a stranger under our name.
      ["Hello,", "please confirm that this address is yours for Piramide. The link works once, for 24 hours."],
      { label: "Confirm my e-mail address", url },
      "If you did not create a Piramide account, ignore this mail.",
    ),
  );
  // Development waits for the mail (tests read it at once); production answers first.
  if (config.APP_ENV === "development") await mail;
  else delivery.waitUntil(mail);
  return { devLink: null };
}

export async function resendVerificationMail(
  db: Database,
  config: AppConfig,
  user: User,
  now: number,
  delivery: MailDelivery,
): Promise<VerificationSent> {
  if (user.emailVerifiedAt !== null) throw new HttpError(400, ALREADY_VERIFIED);
  return sendVerificationMail(db, config, user, now, delivery);
}

/** Spends a confirmation token and marks the address proven; a token works once. */
export async function verifyEmail(db: Database, token: string, now: number): Promise<void> {
  const id = hashToken(token);
  const t = schema.emailVerificationTokens;
  const spentHere = sql`EXISTS (SELECT 1 FROM email_verification_tokens WHERE id = ${id} AND used_at = ${now})`;
  const [spent] = await db.batch([
    db
      .update(t)
      .set({ usedAt: now })
      .where(and(eq(t.id, id), isNull(t.usedAt), gt(t.expiresAt, now)))
      .returning({ userId: t.userId }),
    db
      .update(schema.users)
      .set({ emailVerifiedAt: sql`COALESCE(${schema.users.emailVerifiedAt}, ${now})` })
      .where(and(sql`${schema.users.id} = (SELECT user_id FROM email_verification_tokens WHERE id = ${id})`, spentHere)),
  ]);
  if (spent.length === 0) throw new HttpError(400, INVALID_VERIFY_TOKEN);
}

// The development link travels to the signed-in shell in a cookie bound to the account (the page a
// sign-up lands on is a redirect away), and the confirmation notice shows it until the address is
// confirmed. Only read in development; only ever set there.
const DEV_CONFIRM_COOKIE = "piramide_dev_confirm";

export function devConfirmCookie(user: Pick<User, "id">, sent: VerificationSent): string | null {
  if (!sent.devLink) return null;
  const value = encodeURIComponent(`${user.id} ${sent.devLink}`);
  return `${DEV_CONFIRM_COOKIE}=${value}; Path=/; HttpOnly; Secure; SameSite=Lax; Max-Age=${VERIFY_TOKEN_TTL_MS / SECOND_MS}`;
}

export function devConfirmLink(request: Request, config: AppConfig, user: User): string | null {
  if (config.APP_ENV !== "development" || user.emailVerifiedAt !== null) return null;
  const [owner, link] = (readCookie(request, DEV_CONFIRM_COOKIE) ?? "").split(" ");
  return owner === String(user.id) && link ? link : null;
}
