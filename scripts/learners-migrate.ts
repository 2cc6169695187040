// `npm run learners:migrate [-- --remote] [-- --batch 25] [-- --after <user id>]`: moves every learner
// still in the old shared D1 tables into their own Learner object, a batch at a time, through the
// Worker's POST /__ops/learners/migrate (each object copies its learner's rows, then deletes them
// from D1). Resumable: a learner already moved has nothing left to find, so running it again simply
// carries on; --after skips past a learner id (the last line printed says where it stopped).
//
// Locally it starts `wrangler dev` on the local state (.wrangler/state) with a one-time token and
// stops it afterwards. With --remote it calls the deployed Worker at $APP_URL with the
// $LEARNERS_MIGRATE_TOKEN secret (`wrangler secret put LEARNERS_MIGRATE_TOKEN` first; docs/deploy.md).
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { createServer } from "node:net";
import { parseArgs } from "node:util";

const { values } = parseArgs({
  options: {
    remote: { type: "boolean", default: false },
    batch: { type: "string", default: "25" },
    after: { type: "string", default: "0" },
    "persist-to": { type: "string" },
  },
});

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** The local Worker under wrangler dev, in its own process group (workerd would outlive wrangler). */
async function startLocal(token: string): Promise<{ url: string; stop: () => void }> {
  const port = await freePort();
  const persist = values["persist-to"] ? ["--persist-to", values["persist-to"]] : [];
  const child = spawn(
    "npx",
    [
      "wrangler",
      "dev",
      "--port",
      String(port),
      "--ip",
      "127.0.0.1",
      "--show-interactive-dev-session=false",
      "--var",
      `LEARNERS_MIGRATE_TOKEN:${token}`,
      ...persist,
    ],
    {
      env: { ...process.env, WRANGLER_SEND_METRICS: "false", CLOUDFLARE_CF_FETCH_ENABLED: "false" },
      detached: true,
      stdio: "ignore",
    },
  );
  const stop = () => {
    try {
      process.kill(-child.pid!, "SIGTERM");
    } catch {
      // already gone
    }
  };
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${url}/auth`)).ok) return { url, stop };
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  stop();
  throw new Error("wrangler dev did not start within 90 s (did you run `npm run build`?)");
}

interface BatchAnswer {
  moved: { userId: number; moved: Record<string, number> | null }[];
  next: number | null;
}

async function main() {
  const limit = Number(values.batch);
  let after = Number(values.after);
  let target: { url: string; token: string; stop: () => void };
  if (values.remote) {
    const url = process.env.APP_URL;
    const token = process.env.LEARNERS_MIGRATE_TOKEN;
    if (!url || !token) throw new Error("--remote needs APP_URL and LEARNERS_MIGRATE_TOKEN in the environment.");
    target = { url: url.replace(/\/$/, ""), token, stop: () => {} };
  } else {
    const token = randomBytes(32).toString("hex");
    target = { ...(await startLocal(token)), token };
  }
  let total = 0;
  try {
    for (;;) {
      const response = await fetch(`${target.url}/__ops/learners/migrate`, {
        method: "POST",
        headers: { "Content-Type": "application/json", Authorization: `Bearer ${target.token}` },
        body: JSON.stringify({ after, limit }),
      });
      if (!response.ok) {
        throw new Error(
          `batch after user ${after} failed: ${response.status} ${await response.text()} (rerun with --after ${after})`,
        );
      }
      const answer = (await response.json()) as BatchAnswer;
      total += answer.moved.length;
      const last = answer.moved.at(-1)?.userId ?? after;
      console.log(`moved ${answer.moved.length} learner(s), ${total} in all; last user id ${last}`);
      if (answer.next === null) break;
      after = answer.next;
    }
    console.log(`done: ${total} learner(s) moved; nothing is left in the old tables.`);
  } finally {
    target.stop();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
