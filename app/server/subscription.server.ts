import { eq } from "drizzle-orm";
import type { User } from "../../db/schema";
import { subscriptionStatusOf, type SubscriptionStatus } from "../domain/access";
import { getDb, schema } from "./db.server";

export async function getSubscriptionStatus(d1: D1Database, user: User, now: number): Promise<SubscriptionStatus> {
  const [subscription] = await getDb(d1)
    .select()
    .from(schema.subscriptions)
    .where(eq(schema.subscriptions.userId, user.id))
    .limit(1);
  return subscriptionStatusOf(
    {
      trialStartedAt: user.trialStartedAt,
      trialEndsAt: user.trialEndsAt,
      selectedFreeLanguage: user.selectedFreeLanguage,
      subscription: subscription ?? null,
    },
    now,
  );
}

/** The spec's subscription status object (section 3), as the API returns it. */
export function publicSubscriptionStatus(status: SubscriptionStatus) {
  const { hasPaidSubscription: _internal, ...spec } = status;
  return spec;
}
