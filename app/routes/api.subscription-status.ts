import { handleApi, jsonResponse, methodNotAllowed } from "../server/http.server";
import { requireApiUser } from "../server/request.server";
import { getSubscriptionStatus, publicSubscriptionStatus } from "../server/subscription.server";
import type { Route } from "./+types/api.subscription-status";

export const loader = ({ request, context }: Route.LoaderArgs) =>
  handleApi(async () => {
    const user = await requireApiUser(request, context);
    return jsonResponse(publicSubscriptionStatus(await getSubscriptionStatus(context.d1, user, context.now)));
  });

export const action = () => methodNotAllowed(["GET"]);
