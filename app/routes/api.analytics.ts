import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { getAnalytics } from "../server/analytics.server";
import { isAdminEmail } from "../server/env.server";
import { handleApi, HttpError, jsonResponse, methodNotAllowed } from "../server/http.server";
import { requireApiUser, scopeOf } from "../server/request.server";

const ADMIN_ONLY = "This page is restricted to administrators only.";

export const loader = ({ request, context }: LoaderFunctionArgs) =>
  handleApi(async () => {
    const scope = scopeOf(context);
    const user = await requireApiUser(request, scope);
    if (!isAdminEmail(scope.config, user.email)) throw new HttpError(403, ADMIN_ONLY);
    return jsonResponse(await getAnalytics(scope.d1, scope.now));
  });

export const action = () => methodNotAllowed(["GET"]);
