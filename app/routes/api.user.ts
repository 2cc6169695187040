import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { toPublicUser } from "../server/auth.server";
import { handleApi, HttpError, jsonResponse, methodNotAllowed } from "../server/http.server";
import { authenticate, NOT_SIGNED_IN, scopeOf } from "../server/request.server";

export const loader = ({ request, context }: LoaderFunctionArgs) =>
  handleApi(async () => {
    const scope = scopeOf(context);
    const auth = await authenticate(request, scope);
    if (!auth) throw new HttpError(401, NOT_SIGNED_IN);
    const headers: HeadersInit = auth.setCookie ? { "Set-Cookie": auth.setCookie } : {};
    return jsonResponse(toPublicUser(auth.user, scope.config), { headers });
  });

export const action = () => methodNotAllowed(["GET"]);
