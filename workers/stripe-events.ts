// Queue consumer for Stripe webhook events. Applying them to subscriptions lands with the payments
// issue; until then each message is logged and acknowledged so the queue never backs up.
export interface StripeEventMessage {
  id: string;
  type: string;
  created: number;
  payload: string;
}

export async function processStripeEventBatch(batch: MessageBatch<StripeEventMessage>, env: Env): Promise<void> {
  void env;
  for (const message of batch.messages) {
    console.log(`stripe-events: received ${message.body.type} ${message.body.id} (not applied yet)`);
    message.ack();
  }
}
