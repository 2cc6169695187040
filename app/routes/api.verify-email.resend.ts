// POST /api/verify-email/resend: a new confirmation mail for the signed-in learner, at most one a minute.
import { authedPost } from "../server/api.server";
import { jsonResponse, methodNotAllowed } from "../server/http.server";
import { mailDelivery } from "../server/request.server";
import { resendVerificationMail } from "../server/verification.server";

export const loader = () => methodNotAllowed(["POST"]);

export const action = authedPost(async ({ request, scope, user }) => {
  await resendVerificationMail(scope.d1, scope.config, user, scope.now, mailDelivery(request, scope));
  return jsonResponse({ message: `We sent a new confirmation link to ${user.email}.` });
});
