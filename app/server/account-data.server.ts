// A learner's right to leave (issue #27): "Download my data" and "Delete my account". Everything a
// learner owns is read and removed here, in one place: their account rows in D1, and their practice
// (pyramids, review items, the review log, practice days and batches, conversation progress) in
// their own Durable Object (app/learner/).
import { and, eq, inArray, or } from "drizzle-orm";
import type { User } from "../../db/schema";
import { burnPasswordCheck, hmacHex, sameHex, verifyPassword } from "./crypto.server";
import { schema, type Database } from "./db.server";
import { stripeClient } from "./billing.server";
import { devLinkInsteadOfMail, linkEmail, sendEmail } from "./email.server";
import type { AppConfig } from "./env.server";
import { HttpError } from "./http.server";
import type { LearnerStub } from "./learner.server";
import { consume } from "./rate-limit.server";
import type { RequestScope } from "./request.server";
import type { MailDelivery } from "./verification.server";
import { HOUR_MS, MINUTE_MS } from "../domain/time";

/** The learner's practice, every language, from their own object (which moves any old D1 rows in first). */
async function readPractice(learner: LearnerStub) {
  const all = await learner.exportAll();
  return { ...all, progress: all.pyramids };
}

/**
 * The statements that remove what is left of the learner's practice in D1: their summaries, and rows
 * of the old tables their object never moved in (a learner who has not come back since the move).
 */
function removePractice(db: Database, userId: number) {
  return [
    db.delete(schema.learnerSummaries).where(eq(schema.learnerSummaries.userId, userId)),
    db.delete(schema.progress).where(eq(schema.progress.userId, userId)),
    db.delete(schema.reviewItems).where(eq(schema.reviewItems.userId, userId)),
    db.delete(schema.reviewLog).where(eq(schema.reviewLog.userId, userId)),
    db.delete(schema.practiceDays).where(eq(schema.practiceDays.userId, userId)),
    db.delete(schema.practiceBatches).where(eq(schema.practiceBatches.userId, userId)),
    db.delete(schema.conversationProgress).where(eq(schema.conversationProgress.userId, userId)),
  ] as const;
}

/** Everything kept about the learner, as one JSON document (GET /api/account/export). */
export async function exportAccount(scope: Pick<RequestScope, "db" | "learnerOf">, user: User, now: number) {
  const { db } = scope;
  const [[subscription], links, practice] = await Promise.all([
    db.select().from(schema.subscriptions).where(eq(schema.subscriptions.userId, user.id)).limit(1),
    db
      .select({ provider: schema.oauthAccounts.provider, linkedAt: schema.oauthAccounts.createdAt })
      .from(schema.oauthAccounts)
      .where(eq(schema.oauthAccounts.userId, user.id)),
    readPractice(scope.learnerOf(user.id)),
  ]);
  const iso = (ms: number | null | undefined) => (ms == null ? null : new Date(ms).toISOString());
  const languages = [
    ...new Set(
      [...practice.progress, ...practice.reviewItems, ...practice.reviewLog, ...practice.practiceDays].map((r) => r.language),
    ),
  ];
  return {
    exportedAt: iso(now),
    account: {
      email: user.email,
      firstName: user.firstName,
      lastName: user.lastName,
      profileImageUrl: user.profileImageUrl,
      timeZone: user.timeZone,
      createdAt: iso(user.createdAt),
      emailConfirmedAt: iso(user.emailVerifiedAt),
      leaderboardOptOut: user.leaderboardOptOut,
      linkedSignIns: links.map((l) => ({ provider: l.provider, linkedAt: iso(l.linkedAt) })),
    },
    settings: user.settings ?? {},
    subscription: {
      selectedFreeLanguage: user.selectedFreeLanguage,
      freeLanguageChangedAt: iso(user.freeLanguageChangedAt),
      trialStartedAt: iso(user.trialStartedAt),
      trialEndsAt: iso(user.trialEndsAt),
      stripe: subscription
        ? {
            status: subscription.status,
            cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
            currentPeriodEnd: iso(subscription.currentPeriodEnd),
          }
        : null,
    },
    languages: Object.fromEntries(
      languages.map((language) => {
        const mine = <T extends { language: string }>(rows: T[]) =>
          rows.filter((r) => r.language === language).map(({ userId: _u, ...rest }: T & { userId?: number }) => rest);
        return [
          language,
          {
            progress: mine(practice.progress)[0] ?? null,
            reviewItems: mine(practice.reviewItems),
            reviewLog: mine(practice.reviewLog).map(({ id: _id, ...row }) => row),
            practiceDays: mine(practice.practiceDays),
            conversation: mine(practice.conversations)[0] ?? null,
          },
        ];
      }),
    ),
  };
}

export const WRONG_PASSWORD = "That password is not right, so your account was not deleted.";
export const TOO_MANY_DELETE_ATTEMPTS = "Too many wrong passwords. Please wait 15 minutes and try again.";
export const DELETE_LINK_SENT = "We mailed you a link to confirm. Open it within an hour to delete your account.";
export const DELETE_LINK_INVALID = "This link has expired or is no longer valid. Ask for a new one on your profile.";
export const STRIPE_CANCEL_FAILED =
  "We could not cancel your subscription with our payment provider just now, so nothing was deleted. Please try again in a few minutes.";
const DELETE_LINK_TTL_MS = HOUR_MS;

function deleteSignature(secret: string, user: User, expiresAt: number): string {
  return hmacHex(secret, `delete:${user.id}:${user.email}:${user.deviceEpoch}:${expiresAt}`);
}

/** For an account with no password: a signed, one-hour link that confirms the deletion by mail. */
async function mailDeleteLink(db: Database, config: AppConfig, user: User, now: number, delivery: MailDelivery) {
  if (!config.DEVICE_COOKIE_SECRET) throw new HttpError(503, "Deleting an account by mailed link is not configured here.");
  const once = await consume(db, `delete-mail:${user.id}`, { max: 1, windowMs: MINUTE_MS }, now);
  if (!once.allowed) throw new HttpError(429, "A confirmation mail was sent less than a minute ago. Please check your inbox.");
  const expiresAt = now + DELETE_LINK_TTL_MS;
  const token = `${expiresAt}.${deleteSignature(config.DEVICE_COOKIE_SECRET, user, expiresAt)}`;
  const url = `${(config.APP_URL ?? delivery.origin).replace(/\/+$/, "")}/profile?deleteToken=${encodeURIComponent(token)}#delete-account`;
  if (devLinkInsteadOfMail(config, "account deletion link", user.email, url)) return { devLink: url };
  await sendEmail(
    config,
    linkEmail(
      user.email,
      "Confirm deleting your Piramide account",
      [
        "You asked to delete your Piramide account and everything kept with it.",
        "Open the link below while signed in to confirm. It works for one hour.",
      ],
      { label: "Delete my account", url },
      "If you did not ask for this, ignore this mail: nothing is deleted.",
    ),
  );
  return { devLink: null };
}

function deleteTokenValid(config: AppConfig, user: User, token: string, now: number): boolean {
  const match = /^(\d{1,15})\.([a-f0-9]{64})$/.exec(token);
  if (!match || !config.DEVICE_COOKIE_SECRET) return false;
  const expiresAt = Number(match[1]);
  return expiresAt > now && sameHex(match[2]!, deleteSignature(config.DEVICE_COOKIE_SECRET, user, expiresAt));
}

export type DeletionOutcome = { deleted: true } | { deleted: false; message: string; devLink: string | null };

/**
 * Deletes the account once its owner has proven it is them: the password, or (for an account that
 * signs in only through a provider) the mailed link. A paid subscription is cancelled at Stripe
 * first, at once; if that fails nothing is deleted. Then every row goes in one transaction, every
 * session with it, and a receipt is mailed.
 */
export async function deleteAccount(
  scope: Pick<RequestScope, "db" | "learnerOf">,
  config: AppConfig,
  user: User,
  proof: { password?: string | undefined; token?: string | undefined },
  now: number,
  delivery: MailDelivery,
): Promise<DeletionOutcome> {
  const { db } = scope;
  if (user.passwordHash) {
    const limit = await consume(db, `delete-attempt:${user.id}`, { max: 5, windowMs: 15 * MINUTE_MS }, now);
    if (!limit.allowed) throw new HttpError(429, TOO_MANY_DELETE_ATTEMPTS, { "Retry-After": String(limit.retryAfter) });
    const ok = proof.password ? await verifyPassword(proof.password, user.passwordHash) : false;
    if (!ok) throw new HttpError(403, WRONG_PASSWORD, undefined, { field: "password" });
  } else if (!proof.token) {
    const sent = await mailDeleteLink(db, config, user, now, delivery);
    return { deleted: false, message: DELETE_LINK_SENT, devLink: sent.devLink };
  } else if (!deleteTokenValid(config, user, proof.token, now)) {
    await burnPasswordCheck("");
    throw new HttpError(400, DELETE_LINK_INVALID);
  }

  await cancelStripeAtOnce(db, config, user);

  const u = user.id;
  const email = user.email;
  // The learner's own database first: were D1 to fail next, the account would still be there to
  // delete again, with nothing of its practice left to lose.
  await scope.learnerOf(u).deleteAll();
  await db.batch([
    ...removePractice(db, u),
    db.delete(schema.leaderboardEntries).where(eq(schema.leaderboardEntries.userId, u)),
    db.delete(schema.subscriptions).where(eq(schema.subscriptions.userId, u)),
    db.delete(schema.oauthAccounts).where(eq(schema.oauthAccounts.userId, u)),
    db.delete(schema.passwordResetTokens).where(eq(schema.passwordResetTokens.userId, u)),
    db.delete(schema.emailVerificationTokens).where(eq(schema.emailVerificationTokens.userId, u)),
    db.delete(schema.sessions).where(eq(schema.sessions.userId, u)),
    // Counters keyed by the account or its address (the network ones name no one and stay).
    db
      .delete(schema.rateLimits)
      .where(
        or(
          inArray(schema.rateLimits.key, [
            `tts-chars:${u}`,
            `verify-mail:${u}`,
            `delete-mail:${u}`,
            `delete-attempt:${u}`,
            `reset-mail:${email}`,
            `unlock-mail:${email}`,
            `signup-taken-mail:${email}`,
          ]),
        ),
      ),
    db.delete(schema.loginAttempts).where(eq(schema.loginAttempts.key, `email:${email}`)),
    db.delete(schema.users).where(and(eq(schema.users.id, u), eq(schema.users.email, email))),
  ]);

  const receipt = sendEmail(config, {
    to: email,
    subject: "Your Piramide account has been deleted",
    text: [
      "Your Piramide account and everything kept with it (progress, reviews, history, settings) have been deleted.",
      "Any subscription was cancelled, and you will not be charged again.",
      "",
      "Only a one-way fingerprint of this address stays, so that the free trial is not given to it twice.",
    ].join("\n"),
    html:
      "<p>Your Piramide account and everything kept with it (progress, reviews, history, settings) have been deleted.</p>" +
      "<p>Any subscription was cancelled, and you will not be charged again.</p>" +
      '<p style="color:#555">Only a one-way fingerprint of this address stays, so that the free trial is not given to it twice.</p>',
  });
  if (config.APP_ENV === "development") await receipt;
  else delivery.waitUntil(receipt);
  return { deleted: true };
}

async function cancelStripeAtOnce(db: Database, config: AppConfig, user: User) {
  const [row] = await db.select().from(schema.subscriptions).where(eq(schema.subscriptions.userId, user.id)).limit(1);
  const live = row?.stripeSubscriptionId && !["canceled", "incomplete_expired"].includes(row.status);
  if (!live) return;
  const stripe = stripeClient(config);
  if (!stripe) throw new HttpError(503, STRIPE_CANCEL_FAILED);
  try {
    await stripe.subscriptions.cancel(row.stripeSubscriptionId!);
  } catch (error) {
    const raw = error instanceof Error ? error.message : String(error);
    // Already gone at Stripe is what we wanted.
    if (!/No such subscription|canceled/i.test(raw)) {
      console.error("Stripe cancel at account deletion failed:", raw);
      throw new HttpError(502, STRIPE_CANCEL_FAILED);
    }
  }
}
