// POST /api/logout-everywhere: ends every session of the signed-in account, this one too.
import { authedPost } from "../server/api.server";
import { jsonResponse, methodNotAllowed } from "../server/http.server";
import { clearSessionCookie, invalidateAllSessions } from "../server/session.server";

export const loader = () => methodNotAllowed(["POST"]);

export const action = authedPost(async ({ scope, user }) => {
  await invalidateAllSessions(scope.d1, user.id);
  return jsonResponse({ message: "You are signed out on every device." }, { headers: { "Set-Cookie": clearSessionCookie() } });
});
