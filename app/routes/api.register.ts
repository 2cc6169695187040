import { registerSchema } from "../domain/validation";
import { signUp, toPublicUser } from "../server/auth.server";
import { oneOf, publicPost } from "../server/guards.server";
import { jsonResponse, parseJsonBody } from "../server/http.server";
import { clientAddress, mailDelivery } from "../server/request.server";
import { sessionCookie } from "../server/session.server";
import { devConfirmCookie } from "../server/verification.server";

export const action = publicPost(async ({ request, context }) => {
  const input = await parseJsonBody(request, registerSchema);
  const { user, token, expiresAt, verification } = await signUp(
    context.db,
    context.config,
    input,
    context.now,
    clientAddress(request),
    mailDelivery(request, context),
  );
  const headers = new Headers({ "Set-Cookie": sessionCookie(token, expiresAt, context.now) });
  const devConfirm = devConfirmCookie(user, verification);
  if (devConfirm) headers.append("Set-Cookie", devConfirm);
  return jsonResponse(toPublicUser(user, context.config), { status: 201, headers });
});

export const loader = oneOf(action);
