// A small local double of the Stripe API endpoints Piramide uses (customers, subscriptions), so the
// real `stripe` client can be exercised without reaching Stripe. It records every request it is
// asked (GET /__requests) and can be told to fail (POST /__fail with {"path": "/v1/..."}).
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";

interface Recorded {
  method: string;
  path: string;
  body: Record<string, string>;
  idempotencyKey: string | null;
}

function parseForm(text: string): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(text));
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

export async function startStripeDouble(): Promise<{ url: string; server: Server }> {
  let requests: Recorded[] = [];
  const failing = new Set<string>();
  let counter = 0;
  const subscriptions = new Map<string, Record<string, unknown>>();

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", "http://localhost");
    const text = await readBody(req);
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { "Content-Type": "application/json", "Request-Id": `req_${++counter}` });
      res.end(JSON.stringify(body));
    };
    if (url.pathname === "/__requests") return send(200, requests);
    if (url.pathname === "/__reset") {
      requests = [];
      failing.clear();
      return send(200, { ok: true });
    }
    if (url.pathname === "/__fail") {
      failing.add(JSON.parse(text).path);
      return send(200, { ok: true });
    }
    const body = parseForm(text);
    requests.push({
      method: req.method ?? "GET",
      path: url.pathname,
      body,
      idempotencyKey: (req.headers["idempotency-key"] as string) ?? null,
    });
    if (failing.has(url.pathname)) {
      return send(402, { error: { type: "card_error", code: "card_declined", message: "Your card was declined." } });
    }
    const now = Math.floor(Date.now() / 1000);
    if (req.method === "POST" && url.pathname === "/v1/customers") {
      return send(200, { id: `cus_test_${++counter}`, object: "customer", email: body.email ?? null, metadata: {} });
    }
    if (req.method === "POST" && url.pathname === "/v1/subscriptions") {
      const id = `sub_test_${++counter}`;
      const subscription = {
        id,
        object: "subscription",
        customer: body.customer,
        status: "incomplete",
        cancel_at_period_end: false,
        metadata: { userId: body["metadata[userId]"] },
        items: {
          object: "list",
          data: [
            {
              id: `si_${counter}`,
              object: "subscription_item",
              current_period_end: now + 30 * 86400,
              price: { id: body["items[0][price]"] },
            },
          ],
        },
        latest_invoice: {
          id: `in_test_${counter}`,
          object: "invoice",
          confirmation_secret: { client_secret: `pi_test_${counter}_secret_abc`, type: "payment_intent" },
        },
      };
      subscriptions.set(id, subscription);
      return send(200, subscription);
    }
    const match = /^\/v1\/subscriptions\/([^/]+)$/.exec(url.pathname);
    if (match) {
      const subscription = subscriptions.get(match[1]!) ?? {
        id: match[1],
        object: "subscription",
        status: "active",
        cancel_at_period_end: false,
        items: { data: [] },
      };
      if (req.method === "POST" && body.cancel_at_period_end !== undefined)
        subscription.cancel_at_period_end = body.cancel_at_period_end === "true";
      // Cancelling at once (DELETE /v1/subscriptions/:id).
      if (req.method === "DELETE") subscription.status = "canceled";
      subscriptions.set(match[1]!, subscription);
      return send(200, subscription);
    }
    send(404, { error: { type: "invalid_request_error", message: `No such route: ${req.method} ${url.pathname}` } });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  server.unref();
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, server };
}
