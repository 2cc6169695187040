// `npx tsx bench/audio-cache.ts [requests]` (after `npm run build`): latency of premium audio served
// from the local R2 cache under `wrangler dev` (the text-to-speech provider is a local double that is
// called once, for the first miss). Measures POST /api/audio/synthesize hits and GET /api/audio/:key.mp3.
import { startTtsDouble } from "../tests/tts-double";
import { startServer } from "./server";

const REQUESTS = Number(process.argv[2] ?? 500);

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

async function time(label: string, n: number, send: () => Promise<Response>) {
  const latencies: number[] = [];
  for (let i = 0; i < n; i++) {
    const t0 = performance.now();
    const response = await send();
    await response.arrayBuffer();
    if (!response.ok && response.status !== 304) throw new Error(`${label}: ${response.status}`);
    latencies.push(performance.now() - t0);
  }
  latencies.sort((a, b) => a - b);
  console.log(
    `${label.padEnd(46)} p50 ${percentile(latencies, 50).toFixed(2)} ms   p99 ${percentile(latencies, 99).toFixed(2)} ms   (${n} sequential requests)`,
  );
}

const tts = await startTtsDouble();
const server = await startServer(8793, { vars: { GOOGLE_TTS_API_KEY: "tts-test-key", GOOGLE_TTS_API_BASE: tts.url } });
try {
  const origin = server.url;
  const registered = await fetch(`${origin}/api/register`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: origin },
    body: JSON.stringify({
      email: `audio-bench-${Date.now()}@example.com`,
      password: "bench-password",
      firstName: "A",
      lastName: "B",
    }),
  });
  const cookie = registered.headers
    .getSetCookie()
    .find((c) => c.startsWith("piramide_session="))!
    .split(";")[0]!;
  await fetch(`${origin}/api/start-trial`, { method: "POST", headers: { Origin: origin, Cookie: cookie } });
  const body = JSON.stringify({
    text: "Buongiorno, come stai oggi?",
    languageCode: "it-IT",
    speakingRate: 0.7,
    pitch: 0,
    voiceName: null,
    speaker: null,
  });
  const synthesize = () =>
    fetch(`${origin}/api/audio/synthesize`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: origin, Cookie: cookie },
      body,
    });
  const first = (await (await synthesize()).json()) as { cached: boolean; audioUrl: string };
  if (first.cached) throw new Error("expected the first request to miss the cache");
  await time("warm-up", 20, synthesize);
  await time("POST /api/audio/synthesize (R2 hit)", REQUESTS, synthesize);
  await time("GET /api/audio/:key.mp3 (R2 hit)", REQUESTS, () => fetch(`${origin}${first.audioUrl}`));
  const etag = (await fetch(`${origin}${first.audioUrl}`)).headers.get("ETag")!;
  await time("GET /api/audio/:key.mp3 (304, If-None-Match)", REQUESTS, () =>
    fetch(`${origin}${first.audioUrl}`, { headers: { "If-None-Match": etag } }),
  );
} finally {
  server.stop();
  tts.server.close();
}
