import { toPublicUser } from "../server/auth.server";
import { authedGet, oneOf } from "../server/guards.server";
import { jsonResponse } from "../server/http.server";

export const loader = authedGet(({ context, user }) => jsonResponse(toPublicUser(user, context.config)));

export const action = oneOf(loader);
