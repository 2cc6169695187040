// `npx tsx bench/progress-throughput.ts [seconds]` (after `npm run build`): 50 concurrent learners
// press Continue (POST /api/progress, action "advance") against `wrangler dev` on loopback, then the
// same 50 clients hit a trivial route of the same Worker (GET /api/health). Prints requests per
// second and p50/p99 latency of both, and their ratio. Bounded: a fixed duration, loopback only.
import { startServer } from "./server";

const CLIENTS = 50;
const SECONDS = Number(process.argv[2] ?? 10);

interface Result {
  count: number;
  errors: number;
  latencies: number[];
  seconds: number;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

async function run(clients: ((i: number) => Promise<Response>)[], seconds: number): Promise<Result> {
  const latencies: number[] = [];
  let errors = 0;
  const end = performance.now() + seconds * 1000;
  const start = performance.now();
  await Promise.all(
    clients.map(async (send, i) => {
      while (performance.now() < end) {
        const t0 = performance.now();
        const response = await send(i);
        await response.arrayBuffer();
        latencies.push(performance.now() - t0);
        if (!response.ok) errors += 1;
      }
    }),
  );
  return {
    count: latencies.length,
    errors,
    latencies: latencies.sort((a, b) => a - b),
    seconds: (performance.now() - start) / 1000,
  };
}

function report(name: string, r: Result) {
  const rps = r.count / r.seconds;
  console.log(
    `${name.padEnd(28)} ${rps.toFixed(0).padStart(6)} req/s   p50 ${percentile(r.latencies, 50).toFixed(1).padStart(6)} ms   p99 ${percentile(r.latencies, 99).toFixed(1).padStart(6)} ms   ${r.count} requests, ${r.errors} errors`,
  );
  return rps;
}

// BENCH_PORT: another port when 8794 is taken (helpers share one machine).
const server = await startServer(Number(process.env.BENCH_PORT ?? 8794));
try {
  const origin = server.url;
  const cookies: string[] = [];
  for (let i = 0; i < CLIENTS; i++) {
    const response = await fetch(`${origin}/api/register`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: origin },
      body: JSON.stringify({
        email: `bench-${Date.now()}-${i}@example.com`,
        password: "bench-password",
        firstName: "Bench",
        lastName: `${i}`,
      }),
    });
    const cookie = response.headers
      .getSetCookie()
      .find((c) => c.startsWith("piramide_session="))!
      .split(";")[0]!;
    cookies.push(cookie);
    await fetch(`${origin}/api/update-free-language`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: origin, Cookie: cookie },
      body: JSON.stringify({ language: "italian" }),
    });
  }
  const advance = (i: number) =>
    fetch(`${origin}/api/progress`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: origin, Cookie: cookies[i]! },
      body: '{"language":"italian","action":"advance"}',
    });
  const health = () => fetch(`${origin}/api/health`);
  const clients = (send: (i: number) => Promise<Response>) => Array.from({ length: CLIENTS }, () => send);

  // Warm-up, not reported.
  await run(clients(health), 1);
  console.log(`${CLIENTS} concurrent clients, ${SECONDS} s each, wrangler dev (workerd + local D1) on loopback`);
  const trivial = report("GET /api/health", await run(clients(health), SECONDS));
  const progress = report("POST /api/progress advance", await run(clients(advance), SECONDS));
  console.log(`ratio advance / trivial: ${(progress / trivial).toFixed(3)}`);
} finally {
  server.stop();
}
