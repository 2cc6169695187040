import { startTrial } from "../server/billing.server";
import { authedPost, oneOf } from "../server/guards.server";
import { jsonResponse } from "../server/http.server";
import { getSubscriptionStatus, publicSubscriptionStatus } from "../server/subscription.server";

export const action = authedPost(async ({ context, user }) => {
  const { trialEndsAt } = await startTrial(context.db, user, context.now);
  const status = await getSubscriptionStatus(context.db, { ...user, trialStartedAt: context.now, trialEndsAt }, context.now);
  return jsonResponse({
    message: "You now have 30 days of premium access to all languages and features.",
    trialEndsAt: new Date(trialEndsAt).toISOString(),
    ...publicSubscriptionStatus(status),
  });
});

export const loader = oneOf(action);
