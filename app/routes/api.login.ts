import { redirect, type ActionFunctionArgs } from "@remix-run/cloudflare";
import { loginSchema } from "../domain/validation";
import { loginUser, toPublicUser } from "../server/auth.server";
import { handleApi, jsonResponse, methodNotAllowed, parseJsonBody } from "../server/http.server";
import { clientAddress, scopeOf } from "../server/request.server";
import { sessionCookie } from "../server/session.server";

// GET is a browser navigation (the logged-out flow lands here): send the learner to the sign-in screen.
export const loader = () => redirect("/auth");

export const action = ({ request, context }: ActionFunctionArgs) =>
  handleApi(async () => {
    if (request.method !== "POST") return methodNotAllowed(["GET", "POST"]);
    const scope = scopeOf(context);
    const input = await parseJsonBody(request, loginSchema);
    const { user, token, expiresAt } = await loginUser(scope.d1, input, clientAddress(request), scope.now);
    return jsonResponse(toPublicUser(user, scope.config), {
      headers: { "Set-Cookie": sessionCookie(token, expiresAt, scope.now) },
    });
  });
