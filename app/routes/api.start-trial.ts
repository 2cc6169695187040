import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { startTrial } from "../server/billing.server";
import { handleApi, jsonResponse, methodNotAllowed } from "../server/http.server";
import { requireApiUser, scopeOf } from "../server/request.server";
import { getSubscriptionStatus, publicSubscriptionStatus } from "../server/subscription.server";

export const loader = () => methodNotAllowed(["POST"]);

export const action = ({ request, context }: ActionFunctionArgs) =>
  handleApi(async () => {
    if (request.method !== "POST") return methodNotAllowed(["POST"]);
    const scope = scopeOf(context);
    const user = await requireApiUser(request, scope);
    const { trialEndsAt } = await startTrial(scope.d1, user, scope.now);
    const status = await getSubscriptionStatus(scope.d1, { ...user, trialStartedAt: scope.now, trialEndsAt }, scope.now);
    return jsonResponse({
      message: "You now have 30 days of premium access to all languages and features.",
      trialEndsAt: new Date(trialEndsAt).toISOString(),
      ...publicSubscriptionStatus(status),
    });
  });
