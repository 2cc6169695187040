// POST /api/logout-everywhere: ends every session of the signed-in account, this one too.
import { authedPost, oneOf } from "../server/guards.server";
import { jsonResponse } from "../server/http.server";
import { clearSessionCookie, invalidateAllSessions } from "../server/session.server";

export const action = authedPost(async ({ context, user }) => {
  await invalidateAllSessions(context.db, user.id);
  return jsonResponse({ message: "You are signed out on every device." }, { headers: { "Set-Cookie": clearSessionCookie() } });
});

export const loader = oneOf(action);
