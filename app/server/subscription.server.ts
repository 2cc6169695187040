import { eq } from "drizzle-orm";
import type { User } from "../../db/schema";
import { subscriptionStatusOf, type SubscriptionStatus } from "../domain/access";
import { schema, type Database } from "./db.server";

type SubscriptionRow = typeof schema.subscriptions.$inferSelect;

// Subscription rows already read with the session (keyed by that request's user object), so the
// tier costs no extra query on the hot path.
const preloaded = new WeakMap<User, SubscriptionRow | null>();

export function primeSubscription(user: User, row: SubscriptionRow | null): void {
  preloaded.set(user, row);
}

export async function getSubscriptionStatus(db: Database, user: User, now: number): Promise<SubscriptionStatus> {
  const subscription = preloaded.has(user)
    ? preloaded.get(user)
    : (await db.select().from(schema.subscriptions).where(eq(schema.subscriptions.userId, user.id)).limit(1))[0];
  return subscriptionStatusOf(
    {
      trialStartedAt: user.trialStartedAt,
      trialEndsAt: user.trialEndsAt,
      selectedFreeLanguage: user.selectedFreeLanguage,
      emailVerifiedAt: user.emailVerifiedAt,
      subscription: subscription ?? null,
    },
    now,
  );
}

/** The spec's subscription status object (section 3), as the API returns it. */
export function publicSubscriptionStatus(status: SubscriptionStatus) {
  const { hasPaidSubscription: _internal, trialAwaitsConfirmation: _screenOnly, ...spec } = status;
  return spec;
}
