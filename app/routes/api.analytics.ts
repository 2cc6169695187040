import { getAnalytics } from "../server/analytics.server";
import { isAdmin } from "../server/env.server";
import { handleApi, HttpError, jsonResponse, methodNotAllowed } from "../server/http.server";
import { requireApiUser } from "../server/request.server";
import type { Route } from "./+types/api.analytics";

const ADMIN_ONLY = "This page is restricted to administrators only.";

export const loader = ({ request, context }: Route.LoaderArgs) =>
  handleApi(async () => {
    const user = await requireApiUser(request, context);
    if (!isAdmin(context.config, user)) throw new HttpError(403, ADMIN_ONLY);
    return jsonResponse(await getAnalytics(context.db, context.now));
  });

export const action = () => methodNotAllowed(["GET"]);
