// Queue consumer for Stripe webhook events (the webhook route verifies and enqueues them). Each
// message is applied once; a failure is retried with backoff and, after the last attempt, Cloudflare
// moves it to the dead-letter queue configured in wrangler.toml. Every failure logs the event.
import type Stripe from "stripe";
import type { Database } from "../app/server/db.server";
import { applyStripeEvent } from "../app/server/stripe-events.server";

export interface StripeEventMessage {
  id: string;
  type: string;
  created: number;
  /** The verified raw body Stripe sent. */
  payload: string;
}

// Mirrors max_retries in wrangler.toml: after this many failed attempts the message is dead-lettered.
export const MAX_ATTEMPTS = 6;

export async function processStripeEventBatch(batch: MessageBatch<StripeEventMessage>, db: Database): Promise<void> {
  for (const message of batch.messages) {
    const { id, type } = message.body;
    try {
      const event = JSON.parse(message.body.payload) as Stripe.Event;
      const outcome = await applyStripeEvent(db, event, Date.now());
      console.log(`stripe-events: ${type} ${id} ${outcome}`);
      message.ack();
    } catch (error) {
      const last = message.attempts >= MAX_ATTEMPTS;
      console.error(
        `stripe-events: failed to apply ${type} ${id} (attempt ${message.attempts} of ${MAX_ATTEMPTS})${last ? "; moving it to the dead-letter queue" : ""}: ${error instanceof Error ? error.message : String(error)}`,
      );
      message.retry({ delaySeconds: Math.min(300, 2 ** message.attempts * 5) });
    }
  }
}
