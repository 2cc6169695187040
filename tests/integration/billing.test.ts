import { createExecutionContext, createMessageBatch, getQueueResult } from "cloudflare:test";
import { env } from "cloudflare:workers";
import Stripe from "stripe";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createSubscription, STRIPE_FAILED_DETAILS } from "../../app/server/billing.server";
import { getConfig } from "../../app/server/env.server";
import { HttpError } from "../../app/server/http.server";
import { getServiceContext } from "../../load-context";
import app from "../../workers/app";
import type { StripeEventMessage } from "../../workers/stripe-events";
import { advance, call, confirmEmail, freeLearner, registerLearner, startTrial } from "./helpers";

const DAY = 86_400_000;
const worker = app as Required<Pick<ExportedHandler<Env, StripeEventMessage>, "queue">>;
const stripeBase = (env as unknown as { STRIPE_API_BASE: string }).STRIPE_API_BASE;
const webhookSecret = "whsec_test_piramide";
const stripe = new Stripe("sk_test_piramide", { httpClient: Stripe.createFetchHttpClient() });

async function userRow(email: string) {
  return (await env.DB.prepare("SELECT * FROM users WHERE email = ?").bind(email).first<Record<string, any>>())!;
}

async function stripeRequests(): Promise<{ method: string; path: string; body: Record<string, string> }[]> {
  return (await fetch(`${stripeBase}/__requests`)).json();
}

beforeEach(async () => {
  await fetch(`${stripeBase}/__reset`, { method: "POST" });
});
afterEach(() => vi.restoreAllMocks());

describe("trial", () => {
  it("starts once: 30 days of premium, all languages unlocked; a second call is refused", async () => {
    const learner = await freeLearner("italian");
    await confirmEmail(learner.email);
    expect((await call("/api/progress?language=russian", { cookie: learner.cookie })).status).toBe(403);
    const started = await call("/api/start-trial", { method: "POST", cookie: learner.cookie });
    expect(started.status).toBe(200);
    expect(started.body).toMatchObject({ isPremium: true, isTrialActive: true, canStartTrial: false, trialDaysRemaining: 30 });
    const row = await userRow(learner.email);
    expect(row.trial_ends_at - row.trial_started_at).toBe(30 * DAY);
    expect((await call("/api/progress?language=russian", { cookie: learner.cookie })).status).toBe(200);

    const again = await call("/api/start-trial", { method: "POST", cookie: learner.cookie });
    expect(again.status).toBe(409);
    expect(again.body.message).toMatch(/already been used/);
    expect((await userRow(learner.email)).trial_started_at).toBe(row.trial_started_at);
  });

  it("two racing trial starts give one trial", async () => {
    const learner = await registerLearner();
    await confirmEmail(learner.email);
    const results = await Promise.all([1, 2, 3].map(() => call("/api/start-trial", { method: "POST", cookie: learner.cookie })));
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409]);
  });

  it("expires by the clock: no job needed", async () => {
    const learner = await freeLearner("german");
    await startTrial(learner);
    await env.DB.prepare("UPDATE users SET trial_started_at = ?, trial_ends_at = ? WHERE email = ?")
      .bind(Date.now() - 31 * DAY, Date.now() - DAY, learner.email)
      .run();
    const status = await call("/api/subscription-status", { cookie: learner.cookie });
    expect(status.body).toMatchObject({
      isPremium: false,
      isTrialActive: false,
      canStartTrial: false,
      trialDaysRemaining: 0,
      selectedFreeLanguage: "german",
    });
    expect((await call("/api/progress?language=italian", { cookie: learner.cookie })).status).toBe(403);
    expect((await call("/api/progress?language=german", { cookie: learner.cookie })).status).toBe(200);
  });
});

describe("access matrix", () => {
  type Tier = "free" | "trial" | "premium" | "canceling" | "expired";
  async function learnerWith(tier: Tier) {
    const learner = await freeLearner("spanish");
    const id = (await userRow(learner.email)).id;
    const now = Date.now();
    if (tier === "trial")
      await env.DB.prepare("UPDATE users SET trial_started_at = ?, trial_ends_at = ? WHERE id = ?")
        .bind(now, now + 10 * DAY, id)
        .run();
    if (tier === "expired")
      await env.DB.prepare("UPDATE users SET trial_started_at = ?, trial_ends_at = ? WHERE id = ?")
        .bind(now - 40 * DAY, now - 10 * DAY, id)
        .run();
    if (tier === "premium" || tier === "canceling") {
      await env.DB.prepare(
        "INSERT INTO subscriptions (user_id, stripe_customer_id, stripe_subscription_id, status, cancel_at_period_end, current_period_end, created_at, updated_at) VALUES (?, ?, ?, 'active', ?, ?, ?, ?)",
      )
        .bind(id, `cus_m_${id}`, `sub_m_${id}`, tier === "canceling" ? 1 : 0, now + 20 * DAY, now, now)
        .run();
    }
    return learner;
  }

  const routes = (language: string) => [
    { name: "GET /api/progress", go: (c: string) => call(`/api/progress?language=${language}`, { cookie: c }) },
    {
      name: "POST /api/progress",
      go: (c: string) => call("/api/progress", { json: { language, action: "advance" }, cookie: c }),
    },
    {
      name: "DELETE /api/progress",
      go: (c: string) => call(`/api/progress?language=${language}`, { method: "DELETE", cookie: c }),
    },
    { name: "GET /api/sentences", go: (c: string) => call(`/api/sentences?language=${language}`, { cookie: c }) },
    { name: "GET /review/:language", go: (c: string) => call(`/review/${language}`, { cookie: c }) },
  ];

  it.each<[Tier, number]>([
    ["free", 403],
    ["expired", 403],
    ["trial", 200],
    ["premium", 200],
    ["canceling", 200],
  ])("%s learner on a language outside the free choice → %i", async (tier, expected) => {
    const learner = await learnerWith(tier);
    for (const language of ["italian", "russian"]) {
      for (const route of routes(language)) {
        const response = await route.go(learner.cookie);
        expect(response.status, `${tier} ${route.name} ${language}`).toBe(expected);
      }
    }
    // The chosen free language is always open.
    for (const route of routes("spanish"))
      expect((await route.go(learner.cookie)).status, `${tier} ${route.name} spanish`).toBe(200);
  });

  it("a canceled subscription past its period end is free again", async () => {
    const learner = await learnerWith("canceling");
    await env.DB.prepare(
      "UPDATE subscriptions SET current_period_end = ? WHERE stripe_customer_id LIKE 'cus_m_%' AND user_id = (SELECT id FROM users WHERE email = ?)",
    )
      .bind(Date.now() - 1000, learner.email)
      .run();
    expect((await call("/api/progress?language=italian", { cookie: learner.cookie })).status).toBe(403);
    const status = await call("/api/subscription-status", { cookie: learner.cookie });
    expect(status.body).toMatchObject({ isPremium: false, status: "active" });
  });
});

describe("/subscription's dates", () => {
  // 20:00 UTC, at least ten days ahead: in Tokyo it is already the next day.
  const evening = new Date(Date.now() + 10 * DAY).setUTCHours(20, 0, 0, 0);
  const inZone = (timeZone: string) =>
    new Date(evening).toLocaleDateString("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone });
  const text = (html: unknown) => String(html).replaceAll("<!-- -->", "");

  it("says when a canceled subscription and a trial end on the learner's calendar, not the server's", async () => {
    expect(inZone("Asia/Tokyo")).not.toBe(inZone("UTC"));
    const canceling = await freeLearner("german");
    const trial = await freeLearner("german");
    const now = Date.now();
    const { id } = await userRow(canceling.email);
    await env.DB.batch([
      env.DB.prepare("UPDATE users SET time_zone = 'Asia/Tokyo' WHERE email IN (?, ?)").bind(canceling.email, trial.email),
      env.DB.prepare(
        "INSERT INTO subscriptions (user_id, stripe_customer_id, stripe_subscription_id, status, cancel_at_period_end, current_period_end, created_at, updated_at) VALUES (?, ?, ?, 'active', 1, ?, ?, ?)",
      ).bind(id, `cus_d_${id}`, `sub_d_${id}`, evening, now, now),
      env.DB.prepare("UPDATE users SET trial_started_at = ?, trial_ends_at = ? WHERE email = ?").bind(now, evening, trial.email),
    ]);
    const premium = await call("/subscription", { cookie: canceling.cookie });
    expect(premium.status).toBe(200);
    expect(text(premium.body)).toContain(`Your subscription has been canceled and ends on ${inZone("Asia/Tokyo")}.`);
    const trialPage = await call("/subscription", { cookie: trial.cookie });
    expect(trialPage.status).toBe(200);
    expect(text(trialPage.body)).toContain(`(until ${inZone("Asia/Tokyo")}). Subscribe to keep premium afterwards.`);
  });
});

describe("Stripe subscriptions through the real client and a local double", () => {
  it("creates the customer once and an incomplete $4.99 subscription, returning the client secret", async () => {
    const learner = await freeLearner("french");
    const first = await call("/api/create-subscription", { method: "POST", cookie: learner.cookie });
    expect(first.status).toBe(200);
    expect(first.body.clientSecret).toMatch(/^pi_test_\d+_secret_abc$/);
    const second = await call("/api/create-subscription", { method: "POST", cookie: learner.cookie });
    expect(second.status).toBe(200);

    const requests = await stripeRequests();
    const customers = requests.filter((r) => r.path === "/v1/customers");
    const subscriptions = requests.filter((r) => r.path === "/v1/subscriptions");
    expect(customers).toHaveLength(1);
    expect(customers[0]!.body).toMatchObject({
      email: learner.email,
      "metadata[userId]": String((await userRow(learner.email)).id),
    });
    expect(subscriptions).toHaveLength(2);
    expect(subscriptions[0]!.body).toMatchObject({
      customer: expect.stringMatching(/^cus_test_/),
      "items[0][price]": "price_test_premium",
      payment_behavior: "default_incomplete",
      "expand[0]": "latest_invoice.confirmation_secret",
    });
    const row = await env.DB.prepare("SELECT * FROM subscriptions WHERE user_id = ?")
      .bind((await userRow(learner.email)).id)
      .first<Record<string, any>>();
    expect(row).toMatchObject({ status: "incomplete", price_id: "price_test_premium" });
    // Incomplete is not premium.
    expect((await call("/api/subscription-status", { cookie: learner.cookie })).body.isPremium).toBe(false);
  });

  it("a Stripe failure answers {message, details} in our words and logs Stripe's own", async () => {
    const learner = await freeLearner("french");
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    await fetch(`${stripeBase}/__fail`, { method: "POST", body: JSON.stringify({ path: "/v1/customers" }) });
    const response = await call("/api/create-subscription", { method: "POST", cookie: learner.cookie });
    expect(response.status).toBe(502);
    expect(response.body).toEqual({ message: "Failed to create subscription", details: STRIPE_FAILED_DETAILS });
    expect(JSON.stringify(response.body)).not.toContain("Your card was declined.");
    expect(logged.mock.calls.flat().join(" ")).toContain("Your card was declined.");
  });

  it("without a Stripe key the feature answers a clear 503", async () => {
    const learner = await freeLearner("french");
    const user = await userRow(learner.email);
    const config = { ...getConfig(env), STRIPE_SECRET_KEY: undefined };
    const error = await createSubscription(
      getServiceContext(env).db,
      config,
      { ...user, id: user.id } as never,
      Date.now(),
    ).catch((e) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error.status).toBe(503);
    expect(error.message).toMatch(/not configured/);
    expect((await stripeRequests()).length).toBe(0);
  });

  it("cancels at period end at Stripe and shows 'canceling'", async () => {
    const learner = await freeLearner("french");
    const id = (await userRow(learner.email)).id;
    const now = Date.now();
    await env.DB.prepare(
      "INSERT INTO subscriptions (user_id, stripe_customer_id, stripe_subscription_id, status, current_period_end, created_at, updated_at) VALUES (?, ?, ?, 'active', ?, ?, ?)",
    )
      .bind(id, `cus_c_${id}`, `sub_c_${id}`, now + 10 * DAY, now, now)
      .run();
    const response = await call("/api/cancel-subscription", { method: "POST", cookie: learner.cookie });
    expect(response.status).toBe(200);
    const requests = await stripeRequests();
    expect(requests).toContainEqual(
      expect.objectContaining({ method: "POST", path: `/v1/subscriptions/sub_c_${id}`, body: { cancel_at_period_end: "true" } }),
    );
    const status = await call("/api/subscription-status", { cookie: learner.cookie });
    expect(status.body).toMatchObject({ isPremium: true, status: "canceling" });
    expect((await call("/api/cancel-subscription", { method: "POST", cookie: learner.cookie })).status).toBe(409);
  });

  it("refuses to cancel without a paid subscription", async () => {
    const learner = await freeLearner("french");
    const response = await call("/api/cancel-subscription", { method: "POST", cookie: learner.cookie });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe("You have no active subscription to cancel.");
  });
});

function subscriptionEvent(id: string, type: string, created: number, fields: Record<string, unknown>) {
  return {
    id,
    object: "event",
    type,
    created,
    data: {
      object: {
        id: fields.subscriptionId ?? "sub_evt",
        object: "subscription",
        customer: fields.customer,
        status: fields.status ?? "active",
        cancel_at_period_end: fields.cancel ?? false,
        metadata: { userId: String(fields.userId) },
        items: { data: [{ current_period_end: fields.periodEnd ?? Math.floor(Date.now() / 1000) + 30 * 86400 }] },
      },
    },
  };
}

async function signed(payload: string) {
  return stripe.webhooks.generateTestHeaderStringAsync({
    payload,
    secret: webhookSecret,
    cryptoProvider: Stripe.createSubtleCryptoProvider(),
  });
}

async function deliver(events: object[]) {
  const batch = createMessageBatch<StripeEventMessage>(
    "piramide-stripe-events",
    events.map((e, i) => {
      const event = e as { id: string; type: string; created: number };
      return {
        id: `m${i}`,
        timestamp: new Date(),
        attempts: 1,
        body: { id: event.id, type: event.type, created: event.created, payload: JSON.stringify(e) },
      };
    }),
  );
  const ctx = createExecutionContext();
  await worker.queue(batch, env, ctx);
  return getQueueResult(batch, ctx);
}

describe("Stripe webhook", () => {
  it("a good signature is queued and answered 200; a bad or missing one is 400 and nothing is queued", async () => {
    const send = vi.spyOn(env.STRIPE_EVENTS, "send");
    const payload = JSON.stringify(
      subscriptionEvent("evt_good", "customer.subscription.updated", 1_800_000_000, { customer: "cus_x", userId: 1 }),
    );
    const good = await call("/api/stripe/webhook", {
      body: payload,
      headers: { "Stripe-Signature": await signed(payload), "Content-Type": "application/json" },
    });
    expect(good.status).toBe(200);
    expect(good.body).toEqual({ received: true });
    expect(send).toHaveBeenCalledTimes(1);
    expect(send.mock.calls[0]![0]).toMatchObject({ id: "evt_good", type: "customer.subscription.updated", payload });

    const tampered = await call("/api/stripe/webhook", {
      body: payload.replace("cus_x", "cus_y"),
      headers: { "Stripe-Signature": await signed(payload), "Content-Type": "application/json" },
    });
    expect(tampered.status).toBe(400);
    expect(tampered.body.message).toBe("Invalid Stripe signature.");
    const missing = await call("/api/stripe/webhook", { body: payload, headers: { "Content-Type": "application/json" } });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe("Missing Stripe-Signature header.");
    expect(send).toHaveBeenCalledTimes(1);
  });

  it("applies events once, in any order: duplicates are no-ops and older events never win", async () => {
    const learner = await freeLearner("italian");
    const userId = (await userRow(learner.email)).id;
    const customer = `cus_order_${userId}`;
    const t = 1_900_000_000;
    const periodEnd = Math.floor(Date.now() / 1000) + 30 * 86400;
    const created = subscriptionEvent(`evt_c_${userId}`, "customer.subscription.created", t, {
      customer,
      userId,
      status: "incomplete",
      periodEnd,
    });
    const paid = {
      id: `evt_p_${userId}`,
      object: "event",
      type: "invoice.paid",
      created: t + 10,
      data: {
        object: {
          id: "in_1",
          object: "invoice",
          customer,
          parent: { subscription_details: { subscription: "sub_evt" } },
          lines: { data: [{ period: { end: periodEnd } }] },
        },
      },
    };
    const canceled = subscriptionEvent(`evt_u_${userId}`, "customer.subscription.updated", t + 20, {
      customer,
      userId,
      status: "active",
      cancel: true,
      periodEnd,
    });

    // Newest first, then the older ones, then a duplicate of the newest.
    const result = await deliver([canceled, paid, created, canceled]);
    expect(result.explicitAcks.sort()).toEqual(["m0", "m1", "m2", "m3"]);
    const row = await env.DB.prepare(
      "SELECT status, cancel_at_period_end, current_period_end, stripe_updated_at FROM subscriptions WHERE user_id = ?",
    )
      .bind(userId)
      .first();
    expect(row).toEqual({
      status: "active",
      cancel_at_period_end: 1,
      current_period_end: periodEnd * 1000,
      stripe_updated_at: (t + 20) * 1000,
    });
    const status = await call("/api/subscription-status", { cookie: learner.cookie });
    expect(status.body).toMatchObject({ isPremium: true, status: "canceling", canStartTrial: false });
    const processed = await env.DB.prepare("SELECT COUNT(*) AS n FROM processed_stripe_events WHERE id LIKE ?")
      .bind(`%_${userId}`)
      .first<{ n: number }>();
    expect(processed!.n).toBe(3);

    // A later deletion ends premium.
    await deliver([
      subscriptionEvent(`evt_d_${userId}`, "customer.subscription.deleted", t + 30, {
        customer,
        userId,
        status: "canceled",
        periodEnd,
      }),
    ]);
    expect((await call("/api/subscription-status", { cookie: learner.cookie })).body.isPremium).toBe(false);
    await advance(learner.cookie, "italian");
  });

  it("a failing event is retried with a log line naming it, and dead-lettered after the last attempt", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const orphan = subscriptionEvent("evt_orphan", "customer.subscription.updated", 1_900_000_100, {
      customer: "cus_nobody",
      userId: 999999,
    });
    const batch = createMessageBatch<StripeEventMessage>("piramide-stripe-events", [
      {
        id: "m-orphan",
        timestamp: new Date(),
        attempts: 6,
        body: { id: "evt_orphan", type: orphan.type, created: orphan.created, payload: JSON.stringify(orphan) },
      },
    ]);
    const ctx = createExecutionContext();
    await worker.queue(batch, env, ctx);
    const result = await getQueueResult(batch, ctx);
    expect(result.explicitAcks).toEqual([]);
    expect(result.retryMessages.map((m: { msgId: string }) => m.msgId)).toEqual(["m-orphan"]);
    const line = errors.mock.calls.flat().join(" ");
    expect(line).toContain(
      "failed to apply customer.subscription.updated evt_orphan (attempt 6 of 6); moving it to the dead-letter queue",
    );
    expect(await env.DB.prepare("SELECT 1 FROM processed_stripe_events WHERE id = 'evt_orphan'").first()).toBeNull();
  });
});
