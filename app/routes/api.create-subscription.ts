import { authedPost } from "../server/api.server";
import { createSubscription } from "../server/billing.server";
import { jsonResponse, methodNotAllowed } from "../server/http.server";

export const loader = () => methodNotAllowed(["POST"]);

export const action = authedPost(async ({ scope, user }) =>
  jsonResponse(await createSubscription(scope.d1, scope.config, user, scope.now)),
);
