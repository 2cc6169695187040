// Tiers and payments (spec sections 1, 4 "Subscription"): the 30-day trial, Stripe subscriptions, and
// applying Stripe's events. Stripe is reached only through its own client; without a key the
// features answer a clear 503 instead of failing.
import Stripe from "stripe";
import type { User } from "../../db/schema";
import { DAY_MS, TRIAL_DAYS } from "../domain/access";
import type { AppConfig } from "./env.server";
import { HttpError } from "./http.server";
import { getSubscriptionStatus } from "./subscription.server";

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

export async function startTrial(d1: D1Database, user: User, now: number): Promise<{ trialEndsAt: number }> {
  const status = await getSubscriptionStatus(d1, user, now);
  if (!status.canStartTrial) {
    throw new HttpError(409, "Your free trial has already been used. Subscribe to keep premium access.");
  }
  const trialEndsAt = now + TRIAL_DAYS * DAY_MS;
  // The condition makes a second, racing call a no-op: a trial starts once per account.
  const result = await d1
    .prepare("UPDATE users SET trial_started_at = ?, trial_ends_at = ? WHERE id = ? AND trial_started_at IS NULL")
    .bind(now, trialEndsAt, user.id)
    .run();
  if (result.meta.changes !== 1) {
    throw new HttpError(409, "Your free trial has already been used. Subscribe to keep premium access.");
  }
  return { trialEndsAt };
}

interface SubscriptionRow {
  stripe_customer_id: string | null;
  stripe_subscription_id: string | null;
  status: string;
  cancel_at_period_end: number;
}

async function subscriptionRow(d1: D1Database, userId: number): Promise<SubscriptionRow | null> {
  return d1
    .prepare(
      "SELECT stripe_customer_id, stripe_subscription_id, status, cancel_at_period_end FROM subscriptions WHERE user_id = ?",
    )
    .bind(userId)
    .first<SubscriptionRow>();
}

function stripeFailure(error: unknown): HttpError {
  const details = error instanceof Error ? error.message : String(error);
  console.error("Stripe call failed", details);
  return new HttpError(502, "Failed to create subscription", undefined, { details });
}

export interface CreatedSubscription {
  clientSecret: string;
  subscriptionId: string;
}

/** A $4.99/month subscription left incomplete until the Payment Element confirms it. */
export async function createSubscription(
  d1: D1Database,
  config: AppConfig,
  user: User,
  now: number,
): Promise<CreatedSubscription> {
  const stripe = stripeClient(config);
  if (!stripe || !config.STRIPE_PRICE_ID || !config.STRIPE_PUBLISHABLE_KEY) throw new HttpError(503, PAYMENTS_NOT_CONFIGURED);
  const status = await getSubscriptionStatus(d1, user, now);
  if (status.hasPaidSubscription) throw new HttpError(409, "You already have an active subscription.");

  const existing = await subscriptionRow(d1, user.id);
  let customerId = existing?.stripe_customer_id ?? null;
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
      await d1
        .prepare(
          `INSERT INTO subscriptions (user_id, stripe_customer_id, status, created_at, updated_at) VALUES (?, ?, 'incomplete', ?, ?)
           ON CONFLICT(user_id) DO UPDATE SET stripe_customer_id = excluded.stripe_customer_id, updated_at = excluded.updated_at`,
        )
        .bind(user.id, customerId, now, now)
        .run();
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
    await d1
      .prepare("UPDATE subscriptions SET stripe_subscription_id = ?, status = ?, price_id = ?, updated_at = ? WHERE user_id = ?")
      .bind(subscription.id, subscription.status, config.STRIPE_PRICE_ID, now, user.id)
      .run();
    return { clientSecret, subscriptionId: subscription.id };
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw stripeFailure(error);
  }
}

/** Cancels at the end of the paid period: access stays until then. */
export async function cancelSubscription(d1: D1Database, config: AppConfig, user: User, now: number): Promise<void> {
  // Nothing to cancel is the true answer whether or not payments are configured here.
  const status = await getSubscriptionStatus(d1, user, now);
  const row = await subscriptionRow(d1, user.id);
  if (!status.hasPaidSubscription || !row?.stripe_subscription_id) {
    throw new HttpError(400, "You have no active subscription to cancel.");
  }
  if (status.status === "canceling")
    throw new HttpError(409, "Your subscription is already set to end at the close of this billing period.");
  const stripe = stripeClient(config);
  if (!stripe) throw new HttpError(503, PAYMENTS_NOT_CONFIGURED);
  try {
    await stripe.subscriptions.update(row.stripe_subscription_id, { cancel_at_period_end: true });
  } catch (error) {
    const details = error instanceof Error ? error.message : String(error);
    console.error("Stripe cancel failed", details);
    throw new HttpError(502, "Cancellation failed");
  }
  await d1
    .prepare("UPDATE subscriptions SET cancel_at_period_end = 1, updated_at = ? WHERE user_id = ?")
    .bind(now, user.id)
    .run();
}
