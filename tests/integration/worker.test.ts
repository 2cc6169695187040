import {
  createExecutionContext,
  createMessageBatch,
  createScheduledController,
  getQueueResult,
  waitOnExecutionContext,
} from "cloudflare:test";
import { env } from "cloudflare:workers";
import { afterEach, describe, expect, it, vi } from "vitest";
import app from "../../workers/app";
import type { StripeEventMessage } from "../../workers/stripe-events";

// Called the way the runtime calls it: the full handler signature.
const worker = app as Required<Pick<ExportedHandler<Env, StripeEventMessage>, "scheduled" | "queue">>;

afterEach(() => vi.restoreAllMocks());

describe("Worker entry", () => {
  it("the cron trigger reaches the leaderboard job", async () => {
    const log = vi.spyOn(console, "log");
    const controller = createScheduledController({ scheduledTime: new Date("2026-11-21T10:00:00Z"), cron: "*/10 * * * *" });
    const ctx = createExecutionContext();
    await worker.scheduled(controller, env, ctx);
    await waitOnExecutionContext(ctx);
    expect(log.mock.calls.flat().join(" ")).toContain("leaderboard: ranked 0 entries in 5 languages at 2026-11-21T10:00:00.000Z");
  });

  it("the queue consumer receives Stripe event messages, applies and acknowledges them", async () => {
    // Two well-formed events that concern no subscription: applied as no-ops and recorded once.
    const oneOff = {
      id: "evt_worker_1",
      object: "event",
      type: "invoice.paid",
      created: 1,
      data: { object: { id: "in_1", customer: "cus_1" } },
    };
    const noCustomer = {
      id: "evt_worker_2",
      object: "event",
      type: "checkout.session.completed",
      created: 2,
      data: { object: { id: "cs_1", customer: null } },
    };
    const batch = createMessageBatch<StripeEventMessage>("piramide-stripe-events", [
      {
        id: "m1",
        timestamp: new Date(),
        attempts: 1,
        body: { id: oneOff.id, type: oneOff.type, created: 1, payload: JSON.stringify(oneOff) },
      },
      {
        id: "m2",
        timestamp: new Date(),
        attempts: 1,
        body: { id: noCustomer.id, type: noCustomer.type, created: 2, payload: JSON.stringify(noCustomer) },
      },
    ]);
    const ctx = createExecutionContext();
    await worker.queue(batch, env, ctx);
    const result = await getQueueResult(batch, ctx);
    expect(result.explicitAcks.sort()).toEqual(["m1", "m2"]);
    expect(result.retryMessages).toEqual([]);
    const recorded = await env.DB.prepare(
      "SELECT id FROM processed_stripe_events WHERE id LIKE 'evt_worker_%' ORDER BY id",
    ).all();
    expect(recorded.results).toEqual([{ id: "evt_worker_1" }, { id: "evt_worker_2" }]);
  });
});
