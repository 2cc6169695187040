import { createSubscription } from "../server/billing.server";
import { authedPost, oneOf } from "../server/guards.server";
import { jsonResponse } from "../server/http.server";

export const action = authedPost(async ({ context, user }) =>
  jsonResponse(await createSubscription(context.db, context.config, user, context.now)),
);

export const loader = oneOf(action);
