import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { handleApi, jsonResponse, methodNotAllowed } from "../server/http.server";
import { requireApiUser, scopeOf } from "../server/request.server";
import { getSubscriptionStatus, publicSubscriptionStatus } from "../server/subscription.server";

export const loader = ({ request, context }: LoaderFunctionArgs) =>
  handleApi(async () => {
    const scope = scopeOf(context);
    const user = await requireApiUser(request, scope);
    return jsonResponse(publicSubscriptionStatus(await getSubscriptionStatus(scope.d1, user, scope.now)));
  });

export const action = () => methodNotAllowed(["GET"]);
