// Starts the built app under `wrangler dev` for a benchmark, in its own process group and with its
// own state directory, and stops the whole group afterwards (workerd would otherwise outlive it).
import { spawn, execFileSync } from "node:child_process";

export interface BenchServer {
  url: string;
  stop: () => void;
}

export async function startServer(
  port: number,
  options: { state?: string; vars?: Record<string, string> } = {},
): Promise<BenchServer> {
  const state = options.state ?? `.wrangler/bench-${port}`;
  const vars = Object.entries(options.vars ?? {}).flatMap(([k, v]) => ["--var", `${k}:${v}`]);
  const env = { ...process.env, WRANGLER_SEND_METRICS: "false" };
  execFileSync("rm", ["-rf", state]);
  execFileSync("npx", ["wrangler", "d1", "migrations", "apply", "DB", "--local", "--persist-to", state], {
    env,
    stdio: "ignore",
  });
  execFileSync("npx", ["tsx", "db/seed.ts", "--persist-to", state], { env, stdio: "ignore" });
  const child = spawn(
    "npx",
    [
      "wrangler",
      "dev",
      "--port",
      String(port),
      "--ip",
      "127.0.0.1",
      "--persist-to",
      state,
      "--show-interactive-dev-session=false",
      // The committed config says production; benchmarks run the local development set-up.
      "--var",
      "APP_ENV:development",
      "--var",
      "AUDIO_KEY_SECRET:bench-audio-key-secret",
      "--var",
      "DEVICE_COOKIE_SECRET:bench-device-secret",
      ...vars,
    ],
    { env, detached: true, stdio: "ignore" },
  );
  const url = `http://127.0.0.1:${port}`;
  const stop = () => {
    try {
      process.kill(-child.pid!, "SIGTERM");
    } catch {
      // already gone
    }
  };
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`${url}/auth`);
      if (response.ok) return { url, stop };
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  stop();
  throw new Error("wrangler dev did not start within 60 s");
}

/** A new free learner who chose Italian, through the API; returns the session cookie and e-mail. */
export async function signUpLearner(origin: string, name: string): Promise<{ cookie: string; email: string }> {
  const email = `${name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const response = await fetch(`${origin}/api/register`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: origin },
    body: JSON.stringify({ email, password: "bench-learner-pass", firstName: "Bench", lastName: name }),
  });
  const session = response.headers.getSetCookie().find((c) => c.startsWith("piramide_session="));
  if (!session) throw new Error(`sign-up of ${email} failed: ${response.status} ${await response.text()}`);
  const cookie = session.split(";")[0]!;
  await fetch(`${origin}/api/update-free-language`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: origin, Cookie: cookie },
    body: JSON.stringify({ language: "italian" }),
  });
  return { cookie, email };
}

/** A fresh secret for the development fixture door (workers/ops-routes.ts), passed to startServer's vars. */
export function fixtureSecret(): string {
  return `bench-fixture-${Math.random().toString(36).slice(2)}-${Date.now()}`;
}

/** A development fixture of a learner's object (POST /__dev/learner): seeded state, or its storage figures. */
export async function learnerFixture<T = unknown>(
  origin: string,
  secret: string,
  email: string,
  fixture: Record<string, unknown>,
): Promise<T> {
  const response = await fetch(`${origin}/__dev/learner`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "X-Dev-Fixture-Secret": secret },
    body: JSON.stringify({ email, fixture }),
  });
  if (!response.ok) throw new Error(`fixture ${JSON.stringify(fixture)} failed: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}
