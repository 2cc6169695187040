import { handleApi, jsonResponse, methodNotAllowed } from "../server/http.server";
import { clearSessionCookie, invalidateSessionToken, readSessionToken } from "../server/session.server";
import type { Route } from "./+types/api.logout";

export const loader = () => methodNotAllowed(["POST"]);

export const action = ({ request, context }: Route.ActionArgs) =>
  handleApi(async () => {
    if (request.method !== "POST") return methodNotAllowed(["POST"]);
    const token = readSessionToken(request);
    if (token) await invalidateSessionToken(context.d1, token);
    return jsonResponse({ message: "Logged out successfully" }, { headers: { "Set-Cookie": clearSessionCookie() } });
  });
