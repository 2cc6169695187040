// GET /api/account/export: "Download my data", everything kept about the learner as a JSON attachment.
import { exportAccount } from "../server/account-data.server";
import { authedGet, oneOf } from "../server/guards.server";
import { jsonResponse } from "../server/http.server";

export const loader = authedGet(async ({ context, user }) => {
  const day = new Date(context.now).toISOString().slice(0, 10);
  return jsonResponse(await exportAccount(context, user, context.now), {
    headers: {
      "Content-Disposition": `attachment; filename="piramide-data-${day}.json"`,
      "Cache-Control": "private, no-store",
    },
  });
});

export const action = oneOf(loader);
