import { toPublicUser } from "../server/auth.server";
import { handleApi, HttpError, jsonResponse, methodNotAllowed } from "../server/http.server";
import { authenticate, NOT_SIGNED_IN } from "../server/request.server";
import type { Route } from "./+types/api.user";

export const loader = ({ request, context }: Route.LoaderArgs) =>
  handleApi(async () => {
    const auth = await authenticate(request, context);
    if (!auth) throw new HttpError(401, NOT_SIGNED_IN);
    const headers: HeadersInit = auth.setCookie ? { "Set-Cookie": auth.setCookie } : {};
    return jsonResponse(toPublicUser(auth.user, context.config), { headers });
  });

export const action = () => methodNotAllowed(["GET"]);
