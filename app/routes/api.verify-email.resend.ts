// POST /api/verify-email/resend: a new confirmation mail for the signed-in learner, at most one a minute.
import { authedPost, oneOf } from "../server/guards.server";
import { jsonResponse } from "../server/http.server";
import { mailDelivery } from "../server/request.server";
import { devConfirmCookie, resendVerificationMail } from "../server/verification.server";

export const action = authedPost(async ({ request, context, user }) => {
  const sent = await resendVerificationMail(context.db, context.config, user, context.now, mailDelivery(request, context));
  const devConfirm = devConfirmCookie(user, sent);
  return jsonResponse(
    { message: `We sent a new confirmation link to ${user.email}.` },
    { headers: devConfirm ? { "Set-Cookie": devConfirm } : {} },
  );
});

export const loader = oneOf(action);
