import { getAnalytics } from "../server/analytics.server";
import { isAdmin } from "../server/env.server";
import { authedGet, oneOf } from "../server/guards.server";
import { HttpError, jsonResponse } from "../server/http.server";

const ADMIN_ONLY = "This page is restricted to administrators only.";

export const loader = authedGet(async ({ context, user }) => {
  if (!isAdmin(context.config, user)) throw new HttpError(403, ADMIN_ONLY);
  return jsonResponse(await getAnalytics(context.db, context.now));
});

export const action = oneOf(loader);
