// POST /api/verify-email {token}: spends a confirmation token (2xx once, then 400). Public: the token
// is the proof, and the mail may be opened on a device that is not signed in.
import { verifyEmailSchema } from "../domain/api-schemas";
import { oneOf, publicPost } from "../server/guards.server";
import { jsonResponse, parseJsonBody } from "../server/http.server";
import { verifyEmail, VERIFIED } from "../server/verification.server";

export const action = publicPost(async ({ request, context }) => {
  const { token } = await parseJsonBody(request, verifyEmailSchema);
  await verifyEmail(context.db, token, context.now);
  return jsonResponse({ message: VERIFIED });
});

export const loader = oneOf(action);
