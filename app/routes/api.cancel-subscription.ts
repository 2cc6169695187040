import { authedPost } from "../server/api.server";
import { cancelSubscription } from "../server/billing.server";
import { jsonResponse, methodNotAllowed } from "../server/http.server";

export const loader = () => methodNotAllowed(["POST"]);

export const action = authedPost(async ({ scope, user }) => {
  await cancelSubscription(scope.d1, scope.config, user, scope.now);
  return jsonResponse({ message: "Your subscription will end at the end of the current billing period." });
});
