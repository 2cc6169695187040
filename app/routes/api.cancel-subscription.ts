import { cancelSubscription } from "../server/billing.server";
import { authedPost, oneOf } from "../server/guards.server";
import { jsonResponse } from "../server/http.server";

export const action = authedPost(async ({ context, user }) => {
  await cancelSubscription(context.db, context.config, user, context.now);
  return jsonResponse({ message: "Your subscription will end at the end of the current billing period." });
});

export const loader = oneOf(action);
