// Tiers and payments (spec sections 1, 4 "Subscription"): the 30-day trial, Stripe subscriptions, and
// applying Stripe's events. Stripe is reached only through its own client; without a key the
// features answer a clear 503 instead of failing.
import { and, eq, isNull, sql } from "drizzle-orm";
import Stripe from "stripe";
import type { User } from "../../db/schema";
import { TRIAL_DAYS } from "../domain/access";
import { DAY_MS } from "../domain/time";
import type { AppConfig } from "./env.server";
import { schema, type Database } from "./db.server";
import { HttpError } from "./http.server";
import { getSubscriptionStatus } from "./subscription.server";
import { addressHash } from "./trial-claims.server";

export const PAYMENTS_NOT_CONFIGURED = "Payments are not configured on this server yet. Please try again later.";

export function stripeClient(config: AppConfig): Stripe | null {
  if (!config.STRIPE_SECRET_KEY) return null;
  const options: Stripe.StripeConfig = { httpClient: Stripe.createFetchHttpClient(), maxNetworkRetries: 1, timeout: 10_000 };
  if (config.STRIPE_API_BASE) {
    // Tests point the real client at a local double of Stripe's API.
    const base = new URL(config.STRIPE_API_BASE);
    options.host = base.hostname;
    options.port = base.port;
    options.protocol = base.protocol.replace(":", "") as "http" | "https";
  }
  return new Stripe(config.STRIPE_SECRET_KEY, options);
}

export const CONFIRM_FOR_TRIAL = "Confirm your e-mail to start your trial: open the link we sent you, or ask for a new one.";
const TRIAL_USED = "Your free trial has already been used. Subscribe to keep premium access.";
const ADDRESS_HAD_TRIAL = "This e-mail address has already had its free trial. Subscribe to keep premium access.";

export async function startTrial(db: Database, user: User, now: number): Promise<{ trialEndsAt: number }> {
  const status = await getSubscriptionStatus(db, user, now);
  if (status.trialAwaitsConfirmation) throw new HttpError(403, CONFIRM_FOR_TRIAL);
  if (!status.canStartTrial) throw new HttpError(409, TRIAL_USED);
  const trialEndsAt = now + TRIAL_DAYS * DAY_MS;
  // One transaction: the address's claim is made first and the account's trial starts only if this
  // very request made it, so racing calls and a re-registered address both get one trial.
  const u = schema.users;
  const c = schema.trialClaims;
  const emailHash = addressHash(user.email);
  const claimedHere = sql`EXISTS (SELECT 1 FROM trial_claims WHERE email_hash = ${emailHash} AND trial_started_at = ${now})`;
  const [claimed, started] = await db.batch([
    db.insert(c).values({ emailHash, trialStartedAt: now, trialEndsAt }).onConflictDoNothing().returning({ h: c.emailHash }),
    db
      .update(u)
      .set({ trialStartedAt: now, trialEndsAt })
      .where(and(eq(u.id, user.id), isNull(u.trialStartedAt), claimedHere))
      .returning({ id: u.id }),
  ]);
  if (claimed.length !== 1) throw new HttpError(409, ADDRESS_HAD_TRIAL);
  if (started.length !== 1) throw new HttpError(409, TRIAL_USED);
  return { trialEndsAt };
}

async function subscriptionRow(db: Database, userId: number) {
  const [row] = await db.select().from(schema.subscriptions).where(eq(schema.subscriptions.userId, userId)).limit(1);
  return row ?? null;
}

export const STRIPE_FAILED_DETAILS =
  "Our payment provider could not set up your subscription, and nothing was charged. Please try again in a few minutes.";

// Stripe's own text (request ids, parameter names, account details) goes to the log for us; the
// browser gets our words (spec: `details` beside `message`).
function stripeFailure(error: unknown): HttpError {
  const raw = error instanceof Error ? error.message : String(error);
  console.error("Stripe call failed:", raw);
  return new HttpError(502, "Failed to create subscription", undefined, { details: STRIPE_FAILED_DETAILS });
}

export interface CreatedSubscription {
  clientSecret: string;
  subscriptionId: string;
}

/** A $4.99/month subscription left incomplete until the Payment Element confirms it. */
export async function createSubscription(db: Database, config: AppConfig, user: User, now: number): Promise<CreatedSubscription> {
  const stripe = stripeClient(config);
  if (!stripe || !config.STRIPE_PRICE_ID || !config.STRIPE_PUBLISHABLE_KEY) throw new HttpError(503, PAYMENTS_NOT_CONFIGURED);
  const status = await getSubscriptionStatus(db, user, now);
  if (status.hasPaidSubscription) throw new HttpError(409, "You already have an active subscription.");

  const existing = await subscriptionRow(db, user.id);
  let customerId = existing?.stripeCustomerId ?? null;
  try {
    if (!customerId) {
      const customer = await stripe.customers.create(
        {
          email: user.email,
          name: `${user.firstName} ${user.lastName}`.trim() || undefined,
          metadata: { userId: String(user.id) },
        },
        { idempotencyKey: `customer-${user.id}` },
      );
      customerId = customer.id;
      await db
        .insert(schema.subscriptions)
        .values({ userId: user.id, stripeCustomerId: customerId, status: "incomplete", createdAt: now, updatedAt: now })
        .onConflictDoUpdate({ target: schema.subscriptions.userId, set: { stripeCustomerId: customerId, updatedAt: now } });
    }
    const subscription = await stripe.subscriptions.create({
      customer: customerId,
      items: [{ price: config.STRIPE_PRICE_ID }],
      payment_behavior: "default_incomplete",
      payment_settings: { save_default_payment_method: "on_subscription" },
      metadata: { userId: String(user.id) },
      expand: ["latest_invoice.confirmation_secret"],
    });
    const invoice = subscription.latest_invoice;
    const clientSecret = typeof invoice === "object" && invoice ? invoice.confirmation_secret?.client_secret : undefined;
    if (!clientSecret) throw new HttpError(502, "No client secret received");
    await db
      .update(schema.subscriptions)
      .set({
        stripeSubscriptionId: subscription.id,
        status: subscription.status,
        priceId: config.STRIPE_PRICE_ID,
        updatedAt: now,
      })
      .where(eq(schema.subscriptions.userId, user.id));
    return { clientSecret, subscriptionId: subscription.id };
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw stripeFailure(error);
  }
}

/** Cancels at the end of the paid period: access stays until then. */
export async function cancelSubscription(db: Database, config: AppConfig, user: User, now: number): Promise<void> {
  // Nothing to cancel is the true answer whether or not payments are configured here.
  const status = await getSubscriptionStatus(db, user, now);
  const row = await subscriptionRow(db, user.id);
  if (!status.hasPaidSubscription || !row?.stripeSubscriptionId) {
    throw new HttpError(400, "You have no active subscription to cancel.");
  }
  if (status.status === "canceling")
    throw new HttpError(409, "Your subscription is already set to end at the close of this billing period.");
  const stripe = stripeClient(config);
  if (!stripe) throw new HttpError(503, PAYMENTS_NOT_CONFIGURED);
  try {
    await stripe.subscriptions.update(row.stripeSubscriptionId, { cancel_at_period_end: true });
  } catch (error) {
    const details = error instanceof Error ? error.message : String(error);
    console.error("Stripe cancel failed", details);
    throw new HttpError(502, "Cancellation failed");
  }
  await db
    .update(schema.subscriptions)
    .set({ cancelAtPeriodEnd: true, updatedAt: now })
    .where(eq(schema.subscriptions.userId, user.id));
}
