// Applies Stripe events to the subscriptions table. Idempotent (an event id is recorded once and a
// repeat is a no-op) and order-proof: each state write carries the event's creation time and never
// overwrites state written by a newer event; linking a customer to a learner is always safe.
import { eq, isNull, lte, or } from "drizzle-orm";
import type Stripe from "stripe";
import { schema, type Database } from "./db.server";

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

async function userIdFor(db: Database, customerId: string | null, metadataUserId: string | null | undefined): Promise<number> {
  if (customerId) {
    const [row] = await db
      .select({ userId: schema.subscriptions.userId })
      .from(schema.subscriptions)
      .where(eq(schema.subscriptions.stripeCustomerId, customerId))
      .limit(1);
    if (row) return row.userId;
  }
  const fromMetadata = Number(metadataUserId);
  if (Number.isInteger(fromMetadata) && fromMetadata > 0) {
    const [user] = await db.select({ id: schema.users.id }).from(schema.users).where(eq(schema.users.id, fromMetadata)).limit(1);
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

async function writePatch(db: Database, patch: SubscriptionPatch, eventTime: number, now: number) {
  const t = schema.subscriptions;
  const hasState = patch.status !== undefined;
  // Only the fields this event knows change; the others keep what an earlier (or later) event wrote.
  const set: Partial<typeof t.$inferInsert> = { stripeCustomerId: patch.customerId, updatedAt: now };
  if (patch.subscriptionId) set.stripeSubscriptionId = patch.subscriptionId;
  if (hasState) {
    set.status = patch.status;
    set.stripeUpdatedAt = eventTime;
  }
  if (patch.cancelAtPeriodEnd !== undefined) set.cancelAtPeriodEnd = patch.cancelAtPeriodEnd;
  if (patch.currentPeriodEnd !== undefined) set.currentPeriodEnd = patch.currentPeriodEnd;
  await db
    .insert(t)
    .values({
      userId: patch.userId,
      stripeCustomerId: patch.customerId,
      stripeSubscriptionId: patch.subscriptionId ?? null,
      status: patch.status ?? "incomplete",
      cancelAtPeriodEnd: patch.cancelAtPeriodEnd ?? false,
      currentPeriodEnd: patch.currentPeriodEnd ?? null,
      stripeUpdatedAt: hasState ? eventTime : null,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoUpdate({
      target: t.userId,
      set,
      // A patch that only links ids never loses to a newer state; a state patch loses to one.
      setWhere: hasState ? or(isNull(t.stripeUpdatedAt), lte(t.stripeUpdatedAt, eventTime)) : undefined,
    });
}

export async function applyStripeEvent(db: Database, event: Stripe.Event, now: number): Promise<ApplyOutcome> {
  const [seen] = await db
    .select({ id: schema.processedStripeEvents.id })
    .from(schema.processedStripeEvents)
    .where(eq(schema.processedStripeEvents.id, event.id))
    .limit(1);
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
      const userId = await userIdFor(db, customerId, session.client_reference_id ?? session.metadata?.userId);
      await writePatch(db, { userId, customerId, subscriptionId: idOf(session.subscription) }, eventTime, now);
      break;
    }
    case "customer.subscription.created":
    case "customer.subscription.updated":
    case "customer.subscription.deleted": {
      const subscription = event.data.object;
      const customerId = idOf(subscription.customer)!;
      const userId = await userIdFor(db, customerId, subscription.metadata?.userId);
      await writePatch(
        db,
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
      const userId = await userIdFor(db, customerId, invoice.metadata?.userId);
      const periodEnd = invoice.lines?.data?.map((l) => l.period?.end).filter((n): n is number => typeof n === "number");
      await writePatch(
        db,
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

  await db
    .insert(schema.processedStripeEvents)
    .values({ id: event.id, type: event.type, processedAt: now })
    .onConflictDoNothing();
  return outcome;
}
