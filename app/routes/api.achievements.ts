import { requireLanguageRequest } from "../server/api.server";
import { handleApi, jsonResponse, methodNotAllowed } from "../server/http.server";
import { achievementsFor } from "../server/stats.server";
import type { Route } from "./+types/api.achievements";

export const loader = ({ request, context }: Route.LoaderArgs) =>
  handleApi(async () => {
    const { user, language } = await requireLanguageRequest(request, context);
    return jsonResponse(await achievementsFor(context, user, language));
  });

export const action = () => methodNotAllowed(["GET"]);
