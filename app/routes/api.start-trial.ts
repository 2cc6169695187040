import { authedPost } from "../server/api.server";
import { startTrial } from "../server/billing.server";
import { jsonResponse, methodNotAllowed } from "../server/http.server";
import { getSubscriptionStatus, publicSubscriptionStatus } from "../server/subscription.server";

export const loader = () => methodNotAllowed(["POST"]);

export const action = authedPost(async ({ scope, user }) => {
  const { trialEndsAt } = await startTrial(scope.d1, user, scope.now);
  const status = await getSubscriptionStatus(scope.d1, { ...user, trialStartedAt: scope.now, trialEndsAt }, scope.now);
  return jsonResponse({
    message: "You now have 30 days of premium access to all languages and features.",
    trialEndsAt: new Date(trialEndsAt).toISOString(),
    ...publicSubscriptionStatus(status),
  });
});
