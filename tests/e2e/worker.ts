// The Worker the browser tests run (scripts/e2e-server.sh): the app's own Worker (workers/app.ts),
// unchanged, plus one test-only door, POST /__e2e/d1, through which the fixtures (fixtures.ts) read
// and write the same D1 the app uses, inside the same workerd. (Writing the D1 files from a second
// process, as wrangler's platform proxy does, makes the server's own writes fail with SQLITE_BUSY
// while two browsers run.) Never deployed: `wrangler deploy` bundles workers/app.ts.
import app from "../../workers/app";

export * from "../../workers/app";

interface Statement {
  sql: string;
  params?: (string | number | null)[];
}

type E2eEnv = Env & { E2E_FIXTURE_KEY?: string };

/** Runs the statements as one batch (one transaction) and answers their results in order. */
async function fixtureD1(request: Request, env: E2eEnv): Promise<Response> {
  const key = env.E2E_FIXTURE_KEY;
  if (!key || request.method !== "POST" || request.headers.get("x-e2e-fixture-key") !== key) {
    return new Response("Not Found", { status: 404 });
  }
  const { statements } = (await request.json()) as { statements: Statement[] };
  const results = await env.DB.batch(statements.map((s) => env.DB.prepare(s.sql).bind(...(s.params ?? []))));
  return Response.json(results.map((r) => r.results));
}

export default {
  ...app,
  async fetch(request: Parameters<typeof app.fetch>[0], env: E2eEnv, ctx: ExecutionContext): Promise<Response> {
    if (new URL(request.url).pathname === "/__e2e/d1") return fixtureD1(request, env);
    return app.fetch(request, env, ctx);
  },
};
