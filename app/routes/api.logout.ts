// Public on purpose: signing out with an expired or unknown session still clears the cookie.
import { oneOf, publicPost } from "../server/guards.server";
import { jsonResponse } from "../server/http.server";
import { CLEAR_SITE_DATA, clearSessionCookie, invalidateSessionToken, readSessionToken } from "../server/session.server";

export const action = publicPost(async ({ request, context }) => {
  const token = readSessionToken(request);
  if (token) await invalidateSessionToken(context.db, token);
  return jsonResponse(
    { message: "Logged out successfully" },
    { headers: [["Set-Cookie", clearSessionCookie()], CLEAR_SITE_DATA] },
  );
});

export const loader = oneOf(action);
