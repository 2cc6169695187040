// A local double of a browser's push service (RFC 8030): POST /push/<id> records the request's
// Authorization, TTL and body length and answers 201, or 410 Gone for an id starting with "gone"
// (an unsubscribed browser). GET /__pushes lists what came. Also makes the VAPID key pair the tests
// configure, in the form the Worker reads (base64url raw point and scalar).
import { generateKeyPairSync } from "node:crypto";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";

export interface ReceivedPush {
  path: string;
  authorization: string | null;
  ttl: string | null;
  bodyBytes: number;
  status: number;
}

async function bodyLength(req: IncomingMessage): Promise<number> {
  let n = 0;
  for await (const chunk of req) n += (chunk as Buffer).length;
  return n;
}

export function vapidTestKeys(): { publicKey: string; privateKey: string } {
  const { privateKey } = generateKeyPairSync("ec", { namedCurve: "prime256v1" });
  const jwk = privateKey.export({ format: "jwk" });
  const point = Buffer.concat([Buffer.from([4]), Buffer.from(jwk.x!, "base64url"), Buffer.from(jwk.y!, "base64url")]);
  return { publicKey: point.toString("base64url"), privateKey: jwk.d! };
}

export async function startPushDouble(): Promise<{ url: string; server: Server }> {
  const received: ReceivedPush[] = [];
  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", "http://localhost");
    if (req.method === "GET" && url.pathname === "/__pushes") {
      res.writeHead(200, { "Content-Type": "application/json" });
      return res.end(JSON.stringify(received));
    }
    if (req.method !== "POST" || !url.pathname.startsWith("/push/")) {
      res.writeHead(404);
      return res.end();
    }
    const status = url.pathname.startsWith("/push/gone") ? 410 : 201;
    received.push({
      path: url.pathname,
      authorization: req.headers.authorization ?? null,
      ttl: (req.headers.ttl as string | undefined) ?? null,
      bodyBytes: await bodyLength(req),
      status,
    });
    res.writeHead(status);
    res.end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  server.unref();
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}
