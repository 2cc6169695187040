// POST /api/logout-everywhere: ends every session of the signed-in account, this one too.
import { authedPost, oneOf } from "../server/guards.server";
import { jsonResponse } from "../server/http.server";
import { CLEAR_SITE_DATA, clearSessionCookie, invalidateAllSessions } from "../server/session.server";

export const action = authedPost(async ({ context, user }) => {
  await invalidateAllSessions(context.db, user.id);
  return jsonResponse(
    { message: "You are signed out on every device." },
    { headers: [["Set-Cookie", clearSessionCookie()], CLEAR_SITE_DATA] },
  );
});

export const loader = oneOf(action);
