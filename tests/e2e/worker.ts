// The Worker the browser tests run (scripts/e2e-server.sh): the app's own Worker (workers/app.ts),
// unchanged, plus two test-only doors: POST /__e2e/d1, through which the fixtures (fixtures.ts) read
// and write the same D1 the app uses, inside the same workerd, and POST /__e2e/learner for a learner
// object's development fixtures. (Writing the D1 files from a second
// process, as wrangler's platform proxy does, makes the server's own writes fail with SQLITE_BUSY
// while two browsers run.) Never deployed: `wrangler deploy` bundles workers/app.ts.
import type { FixtureRequest } from "../../app/learner/fixtures";
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

/** Runs a learner object's development fixture (app/learner/fixtures.ts) for the account with this address. */
async function fixtureLearner(request: Request, env: E2eEnv): Promise<Response> {
  const key = env.E2E_FIXTURE_KEY;
  if (!key || request.method !== "POST" || request.headers.get("x-e2e-fixture-key") !== key) {
    return new Response("Not Found", { status: 404 });
  }
  const { email, fixture } = (await request.json()) as { email: string; fixture: FixtureRequest };
  const user = await env.DB.prepare("SELECT id FROM users WHERE email = ?").bind(email).first<{ id: number }>();
  if (!user) return new Response(`No account for ${email}`, { status: 404 });
  const learner = env.LEARNER.get(env.LEARNER.idFromName(String(user.id)));
  return Response.json(await learner.fixture(fixture));
}

export default {
  ...app,
  async fetch(request: Parameters<typeof app.fetch>[0], env: E2eEnv, ctx: ExecutionContext): Promise<Response> {
    const { pathname } = new URL(request.url);
    if (pathname === "/__e2e/d1") return fixtureD1(request, env);
    if (pathname === "/__e2e/learner") return fixtureLearner(request, env);
    return app.fetch(request, env, ctx);
  },
};
