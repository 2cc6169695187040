// POST /api/account/delete {password} (or {token} from the mailed link, for an account without a
// password; {} mails that link): deletes the account and everything kept with it, ends every session
// and mails a receipt (server/account-data.server.ts).
import { deleteAccountSchema } from "../domain/validation";
import { deleteAccount } from "../server/account-data.server";
import { authedPost, oneOf } from "../server/guards.server";
import { jsonResponse, parseJsonBody } from "../server/http.server";
import { mailDelivery } from "../server/request.server";
import { clearSessionCookie } from "../server/session.server";

export const action = authedPost(async ({ request, context, user }) => {
  const proof = await parseJsonBody(request, deleteAccountSchema);
  const outcome = await deleteAccount(context, context.config, user, proof, context.now, mailDelivery(request, context));
  if (!outcome.deleted) return jsonResponse({ message: outcome.message }, 202);
  return jsonResponse(
    { message: "Your account and everything kept with it have been deleted." },
    { headers: { "Set-Cookie": clearSessionCookie() } },
  );
});

export const loader = oneOf(action);
