// A local double of Resend's e-mail API (POST /emails and POST /emails/batch with a Bearer key). It
// records every mail (GET /__sent) and every batch request's size (GET /__batches), and fails on demand: a recipient containing "fail-500" gets a 500.
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";

export const EMAIL_TEST_KEY = "re_test_piramide";

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

export interface SentEmail {
  authorization: string | null;
  from: string;
  to: string | string[];
  subject: string;
  text: string;
  html: string;
  headers?: Record<string, string>;
}

export async function startEmailDouble(): Promise<{ url: string; server: Server }> {
  const sent: SentEmail[] = [];
  const batches: number[] = [];
  let next = 1;
  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", "http://localhost");
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { "Content-Type": "application/json" });
      res.end(JSON.stringify(body));
    };
    if (req.method === "GET" && url.pathname === "/__sent") return send(200, sent);
    if (req.method === "GET" && url.pathname === "/__batches") return send(200, batches);
    const batch = url.pathname === "/emails/batch";
    if (req.method !== "POST" || (url.pathname !== "/emails" && !batch))
      return send(404, { name: "not_found", message: "Not found" });
    const authorization = req.headers.authorization ?? null;
    if (authorization !== `Bearer ${EMAIL_TEST_KEY}`)
      return send(401, { name: "validation_error", message: "API key is invalid" });
    if (batch) {
      const mails = JSON.parse(await readBody(req)) as Omit<SentEmail, "authorization">[];
      if (!Array.isArray(mails) || mails.length > 100 || mails.some((m) => !m.from || !m.to || !m.subject))
        return send(422, { name: "validation_error", message: "A batch is 1-100 complete mails" });
      batches.push(mails.length);
      for (const m of mails) sent.push({ authorization, ...m });
      return send(200, { data: mails.map(() => ({ id: `email_${next++}` })) });
    }
    const body = JSON.parse(await readBody(req)) as Omit<SentEmail, "authorization">;
    if (!body.from || !body.to || !body.subject) return send(422, { name: "missing_required_field", message: "Missing field" });
    if (String(body.to).includes("fail-500")) return send(500, { name: "internal_server_error", message: "Unexpected error" });
    sent.push({ authorization, ...body });
    send(200, { id: `email_${next++}` });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  server.unref();
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}
