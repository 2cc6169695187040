import { registerSchema } from "../domain/validation";
import { signUp, toPublicUser } from "../server/auth.server";
import { oneOf, publicPost } from "../server/guards.server";
import { jsonResponse, parseJsonBody } from "../server/http.server";
import { clientAddress, mailDelivery } from "../server/request.server";
import { sessionCookie } from "../server/session.server";

export const action = publicPost(async ({ request, context }) => {
  const input = await parseJsonBody(request, registerSchema);
  const { user, token, expiresAt } = await signUp(
    context.db,
    context.config,
    input,
    context.now,
    clientAddress(request),
    mailDelivery(request, context),
  );
  return jsonResponse(toPublicUser(user, context.config), {
    status: 201,
    headers: { "Set-Cookie": sessionCookie(token, expiresAt, context.now) },
  });
});

export const loader = oneOf(action);
