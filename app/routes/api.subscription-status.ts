import { authedGet, oneOf } from "../server/guards.server";
import { jsonResponse } from "../server/http.server";
import { getSubscriptionStatus, publicSubscriptionStatus } from "../server/subscription.server";

export const loader = authedGet(async ({ context, user }) =>
  jsonResponse(publicSubscriptionStatus(await getSubscriptionStatus(context.db, user, context.now))),
);

export const action = oneOf(loader);
