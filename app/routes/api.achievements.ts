import { authedGet, languageAccess, oneOf } from "../server/guards.server";
import { jsonResponse } from "../server/http.server";
import { achievementsFor } from "../server/stats.server";

export const loader = authedGet(async (args) => {
  const { language } = await languageAccess(args);
  return jsonResponse(await achievementsFor(args.context, args.user, language));
});

export const action = oneOf(loader);
