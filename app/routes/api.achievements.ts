import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { requireLanguageRequest } from "../server/api.server";
import { handleApi, jsonResponse, methodNotAllowed } from "../server/http.server";
import { scopeOf } from "../server/request.server";
import { achievementsFor } from "../server/stats.server";

export const loader = ({ request, context }: LoaderFunctionArgs) =>
  handleApi(async () => {
    const scope = scopeOf(context);
    const { user, language } = await requireLanguageRequest(request, scope);
    return jsonResponse(await achievementsFor(scope.d1, user, language, scope.now));
  });

export const action = () => methodNotAllowed(["GET"]);
