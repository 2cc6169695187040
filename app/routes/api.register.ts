import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { registerSchema } from "../domain/validation";
import { registerUser, toPublicUser } from "../server/auth.server";
import { handleApi, jsonResponse, methodNotAllowed, parseJsonBody } from "../server/http.server";
import { scopeOf } from "../server/request.server";
import { sessionCookie } from "../server/session.server";

export const loader = () => methodNotAllowed(["POST"]);

export const action = ({ request, context }: ActionFunctionArgs) =>
  handleApi(async () => {
    if (request.method !== "POST") return methodNotAllowed(["POST"]);
    const scope = scopeOf(context);
    const input = await parseJsonBody(request, registerSchema);
    const { user, token, expiresAt } = await registerUser(scope.d1, input, scope.now);
    return jsonResponse(toPublicUser(user, scope.config), {
      status: 201,
      headers: { "Set-Cookie": sessionCookie(token, expiresAt, scope.now) },
    });
  });
