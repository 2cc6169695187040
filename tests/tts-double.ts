// A local double of Google Cloud Text-to-Speech's REST API (text:synthesize and voices). It records
// every request (GET /__requests) and misbehaves on demand, chosen by markers in the text:
// "[fail-500]" → 500, "[malformed]" → an answer without audioContent, "[not-base64]" → broken audio.
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

export async function startTtsDouble(): Promise<{ url: string; server: Server }> {
  const requests: { method: string; path: string; key: string | null; body: unknown }[] = [];
  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", "http://localhost");
    const text = await readBody(req);
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { "Content-Type": "application/json" });
      res.end(JSON.stringify(body));
    };
    if (url.pathname === "/__requests") return send(200, requests);
    const body = text ? JSON.parse(text) : null;
    requests.push({ method: req.method ?? "GET", path: url.pathname, key: url.searchParams.get("key"), body });
    if (url.searchParams.get("key") !== "tts-test-key") return send(403, { error: { message: "API key not valid." } });
    if (req.method === "POST" && url.pathname === "/v1/text:synthesize") {
      const input: string = body?.input?.text ?? "";
      if (input.includes("[fail-500]")) return send(500, { error: { message: "Internal error" } });
      if (input.includes("[malformed]")) return send(200, { nothing: true });
      if (input.includes("[not-base64]")) return send(200, { audioContent: "%%% not base64 %%%" });
      // "ID3" + the request, so tests can tell which request produced which audio.
      const audio = Buffer.from(`ID3:${body.voice.name}:${body.audioConfig.speakingRate}:${input}`);
      return send(200, { audioContent: audio.toString("base64") });
    }
    if (req.method === "GET" && url.pathname === "/v1/voices") {
      const code = url.searchParams.get("languageCode") ?? "";
      if (code === "ru-RU") return send(503, { error: { message: "Unavailable" } });
      return send(200, {
        voices: [
          { name: `${code}-Neural2-A`, languageCodes: [code], ssmlGender: "FEMALE", naturalSampleRateHertz: 24000 },
          { name: `${code}-Neural2-B`, languageCodes: [code], ssmlGender: "MALE", naturalSampleRateHertz: 24000 },
        ],
      });
    }
    send(404, { error: { message: "not found" } });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  server.unref();
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}
