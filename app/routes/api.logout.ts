import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { handleApi, jsonResponse, methodNotAllowed } from "../server/http.server";
import { scopeOf } from "../server/request.server";
import { clearSessionCookie, invalidateSessionToken, readSessionToken } from "../server/session.server";

export const loader = () => methodNotAllowed(["POST"]);

export const action = ({ request, context }: ActionFunctionArgs) =>
  handleApi(async () => {
    if (request.method !== "POST") return methodNotAllowed(["POST"]);
    const token = readSessionToken(request);
    if (token) await invalidateSessionToken(scopeOf(context).d1, token);
    return jsonResponse({ message: "Logged out successfully" }, { headers: { "Set-Cookie": clearSessionCookie() } });
  });
