import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { createSubscription } from "../server/billing.server";
import { handleApi, jsonResponse, methodNotAllowed } from "../server/http.server";
import { requireApiUser, scopeOf } from "../server/request.server";

export const loader = () => methodNotAllowed(["POST"]);

export const action = ({ request, context }: ActionFunctionArgs) =>
  handleApi(async () => {
    if (request.method !== "POST") return methodNotAllowed(["POST"]);
    const scope = scopeOf(context);
    const user = await requireApiUser(request, scope);
    return jsonResponse(await createSubscription(scope.d1, scope.config, user, scope.now));
  });
