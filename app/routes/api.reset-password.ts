import { resetPasswordSchema } from "../domain/validation";
import { resetPassword } from "../server/password-reset.server";
import { oneOf, publicPost } from "../server/guards.server";
import { jsonResponse, parseJsonBody } from "../server/http.server";

export const action = publicPost(async ({ request, context }) => {
  const input = await parseJsonBody(request, resetPasswordSchema);
  await resetPassword(context.db, input, context.now);
  return jsonResponse({ message: "Password reset successful" });
});

export const loader = oneOf(action);
