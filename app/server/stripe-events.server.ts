// Applies Stripe events to the subscriptions table. Idempotent (an event id is recorded once and a
// repeat is a no-op) and order-proof: each state write carries the event's creation time and never
// overwrites state written by a newer event; linking a customer to a learner is always safe.
import type Stripe from "stripe";

export const HANDLED_EVENT_TYPES = new Set([
  "checkout.session.completed",
  "customer.subscription.created",
  "customer.subscription.updated",
  "customer.subscription.deleted",
  "invoice.paid",
  "invoice.payment_failed",
]);

export type ApplyOutcome = "applied" | "duplicate" | "ignored";

interface SubscriptionPatch {
  userId: number;
  customerId: string;
  subscriptionId?: string | null;
  status?: string;
  cancelAtPeriodEnd?: boolean;
  currentPeriodEnd?: number | null;
}

function idOf(value: string | { id: string } | null | undefined): string | null {
  if (!value) return null;
  return typeof value === "string" ? value : value.id;
}

async function userIdFor(d1: D1Database, customerId: string | null, metadataUserId: string | null | undefined): Promise<number> {
  if (customerId) {
    const row = await d1
      .prepare("SELECT user_id FROM subscriptions WHERE stripe_customer_id = ?")
      .bind(customerId)
      .first<{ user_id: number }>();
    if (row) return row.user_id;
  }
  const fromMetadata = Number(metadataUserId);
  if (Number.isInteger(fromMetadata) && fromMetadata > 0) {
    const user = await d1.prepare("SELECT id FROM users WHERE id = ?").bind(fromMetadata).first<{ id: number }>();
    if (user) return user.id;
  }
  // Thrown, so the queue retries: the event that links the customer may simply not have arrived yet.
  throw new Error(`no learner is linked to Stripe customer ${customerId ?? "(none)"}`);
}

/** Stripe moved the billing period onto subscription items; read either place. */
function periodEndOf(subscription: Stripe.Subscription): number | null {
  const legacy = (subscription as unknown as { current_period_end?: number }).current_period_end;
  const fromItems = subscription.items?.data?.map((i) => i.current_period_end).filter((n): n is number => typeof n === "number");
  const seconds = legacy ?? (fromItems && fromItems.length ? Math.max(...fromItems) : null);
  return seconds ? seconds * 1000 : null;
}

function subscriptionIdOfInvoice(invoice: Stripe.Invoice): string | null {
  const legacy = (invoice as unknown as { subscription?: string | { id: string } | null }).subscription;
  return idOf(legacy ?? invoice.parent?.subscription_details?.subscription ?? null);
}

async function writePatch(d1: D1Database, patch: SubscriptionPatch, eventTime: number, now: number) {
  const has = (v: unknown) => (v === undefined ? 0 : 1);
  await d1
    .prepare(
      `INSERT INTO subscriptions (user_id, stripe_customer_id, stripe_subscription_id, status, cancel_at_period_end,
         current_period_end, stripe_updated_at, created_at, updated_at)
       VALUES (?1, ?2, ?3, COALESCE(?4, 'incomplete'), COALESCE(?5, 0), ?6, CASE WHEN ?9 THEN ?7 END, ?8, ?8)
       ON CONFLICT(user_id) DO UPDATE SET
         stripe_customer_id = excluded.stripe_customer_id,
         stripe_subscription_id = COALESCE(excluded.stripe_subscription_id, subscriptions.stripe_subscription_id),
         status = CASE WHEN ?9 THEN excluded.status ELSE subscriptions.status END,
         cancel_at_period_end = CASE WHEN ?10 THEN excluded.cancel_at_period_end ELSE subscriptions.cancel_at_period_end END,
         current_period_end = CASE WHEN ?11 THEN excluded.current_period_end ELSE subscriptions.current_period_end END,
         stripe_updated_at = CASE WHEN ?9 THEN ?7 ELSE subscriptions.stripe_updated_at END,
         updated_at = excluded.updated_at
       -- A patch that only links ids never loses to a newer state; a state patch loses to one.
       WHERE ?9 = 0 OR subscriptions.stripe_updated_at IS NULL OR subscriptions.stripe_updated_at <= ?7`,
    )
    .bind(
      patch.userId,
      patch.customerId,
      patch.subscriptionId ?? null,
      patch.status ?? null,
      patch.cancelAtPeriodEnd === undefined ? null : patch.cancelAtPeriodEnd ? 1 : 0,
      patch.currentPeriodEnd ?? null,
      eventTime,
      now,
      has(patch.status),
      has(patch.cancelAtPeriodEnd),
      has(patch.currentPeriodEnd),
    )
    .run();
}

export async function applyStripeEvent(d1: D1Database, event: Stripe.Event, now: number): Promise<ApplyOutcome> {
  const seen = await d1.prepare("SELECT 1 FROM processed_stripe_events WHERE id = ?").bind(event.id).first();
  if (seen) return "duplicate";
  const eventTime = event.created * 1000;
  let outcome: ApplyOutcome = "applied";

  switch (event.type) {
    case "checkout.session.completed": {
      const session = event.data.object;
      const customerId = idOf(session.customer);
      if (!customerId) {
        outcome = "ignored";
        break;
      }
      const userId = await userIdFor(d1, customerId, session.client_reference_id ?? session.metadata?.userId);
      await writePatch(d1, { userId, customerId, subscriptionId: idOf(session.subscription) }, eventTime, now);
      break;
    }
    case "customer.subscription.created":
    case "customer.subscription.updated":
    case "customer.subscription.deleted": {
      const subscription = event.data.object;
      const customerId = idOf(subscription.customer)!;
      const userId = await userIdFor(d1, customerId, subscription.metadata?.userId);
      await writePatch(
        d1,
        {
          userId,
          customerId,
          subscriptionId: subscription.id,
          status: event.type === "customer.subscription.deleted" ? "canceled" : subscription.status,
          cancelAtPeriodEnd: subscription.cancel_at_period_end,
          currentPeriodEnd: periodEndOf(subscription),
        },
        eventTime,
        now,
      );
      break;
    }
    case "invoice.paid":
    case "invoice.payment_failed": {
      const invoice = event.data.object;
      const customerId = idOf(invoice.customer);
      const subscriptionId = subscriptionIdOfInvoice(invoice);
      if (!customerId || !subscriptionId) {
        // One-off invoices are not subscriptions.
        outcome = "ignored";
        break;
      }
      const userId = await userIdFor(d1, customerId, invoice.metadata?.userId);
      const periodEnd = invoice.lines?.data?.map((l) => l.period?.end).filter((n): n is number => typeof n === "number");
      await writePatch(
        d1,
        event.type === "invoice.paid"
          ? {
              userId,
              customerId,
              subscriptionId,
              status: "active",
              currentPeriodEnd: periodEnd && periodEnd.length ? Math.max(...periodEnd) * 1000 : undefined,
            }
          : { userId, customerId, subscriptionId, status: "past_due" },
        eventTime,
        now,
      );
      break;
    }
    default:
      outcome = "ignored";
  }

  await d1
    .prepare("INSERT INTO processed_stripe_events (id, type, processed_at) VALUES (?, ?, ?) ON CONFLICT(id) DO NOTHING")
    .bind(event.id, event.type, now)
    .run();
  return outcome;
}
