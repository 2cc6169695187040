import { forgotPasswordSchema } from "../domain/validation";
import { requestPasswordReset } from "../server/password-reset.server";
import { oneOf, publicPost } from "../server/guards.server";
import { jsonResponse, parseJsonBody } from "../server/http.server";
import { clientAddress, mailDelivery } from "../server/request.server";

export const action = publicPost(async ({ request, context }) => {
  const input = await parseJsonBody(request, forgotPasswordSchema);
  return jsonResponse(
    await requestPasswordReset(
      context.db,
      context.config,
      input,
      context.now,
      mailDelivery(request, context),
      clientAddress(request),
    ),
  );
});

export const loader = oneOf(action);
