// Stripe's webhook: verify the signature on the raw body (SubtleCrypto inside workerd), hand the
// event to the queue and answer at once. The consumer (workers/stripe-events.ts) applies it.
import Stripe from "stripe";
import { HANDLED_EVENT_TYPES } from "../server/stripe-events.server";
import { oneOf, publicPost } from "../server/guards.server";
import { errorResponse, jsonResponse } from "../server/http.server";
import type { StripeEventMessage } from "../../workers/stripe-events";

const cryptoProvider = Stripe.createSubtleCryptoProvider();

// Public: Stripe is authenticated by the signature, not a session.
export const action = publicPost(async ({ request, context }) => {
  const secret = context.config.STRIPE_WEBHOOK_SECRET;
  if (!secret) return errorResponse(503, "Stripe webhooks are not configured on this server.");
  const signature = request.headers.get("Stripe-Signature");
  if (!signature) return errorResponse(400, "Missing Stripe-Signature header.");
  const payload = await request.text();
  let event: Stripe.Event;
  try {
    // Verification needs no API key; the client is only the holder of the webhook helpers.
    const stripe = new Stripe(context.config.STRIPE_SECRET_KEY ?? "sk_webhook_verification_only", {
      httpClient: Stripe.createFetchHttpClient(),
    });
    event = await stripe.webhooks.constructEventAsync(payload, signature, secret, undefined, cryptoProvider);
  } catch {
    return errorResponse(400, "Invalid Stripe signature.");
  }
  if (HANDLED_EVENT_TYPES.has(event.type)) {
    const message: StripeEventMessage = { id: event.id, type: event.type, created: event.created, payload };
    await context.env.STRIPE_EVENTS.send(message);
  }
  return jsonResponse({ received: true });
});

export const loader = oneOf(action);
