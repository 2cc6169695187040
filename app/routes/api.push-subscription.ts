// POST /api/push-subscription: keep this browser's Web Push subscription with the account (the
// reminder's push); DELETE: forget it. Signed in first, then the body is judged; 400 and nothing
// written for a subscription that is not one; 409 when this server has no VAPID keys.
import { and, eq } from "drizzle-orm";
import { pushSubscriptionSchema, pushUnsubscribeSchema } from "../domain/api-schemas";
import { schema } from "../server/db.server";
import { authedDelete, authedPost, oneOf } from "../server/guards.server";
import { errorResponse, jsonResponse, parseJsonBody } from "../server/http.server";
import { vapidKeys } from "../server/web-push.server";

const PUSH_NOT_CONFIGURED = "Browser notifications are not set up on this server (no VAPID keys).";

export const action = oneOf(
  authedPost(async ({ request, context, user }) => {
    const body = await parseJsonBody(request, pushSubscriptionSchema);
    if (!vapidKeys(context.config)) return errorResponse(409, PUSH_NOT_CONFIGURED);
    const p = schema.pushSubscriptions;
    const values = { userId: user.id, p256dh: body.keys.p256dh, auth: body.keys.auth };
    // An endpoint belongs to one browser: if it was another account's there, it is this one's now.
    await context.db
      .insert(p)
      .values({ endpoint: body.endpoint, ...values, createdAt: context.now })
      .onConflictDoUpdate({ target: p.endpoint, set: values });
    return jsonResponse({ subscribed: true }, 201);
  }),
  authedDelete(async ({ request, context, user }) => {
    const { endpoint } = await parseJsonBody(request, pushUnsubscribeSchema);
    const p = schema.pushSubscriptions;
    await context.db.delete(p).where(and(eq(p.endpoint, endpoint), eq(p.userId, user.id)));
    return jsonResponse({ subscribed: false });
  }),
);

// GET and the other methods: 405 with the allowed ones.
export const loader = oneOf(action);
