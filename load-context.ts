// What loaders and actions receive as `context`: the Worker's bindings and execution context, and
// the request scope built once here (parsed configuration, D1 and its Drizzle client, its read-replica
// session, the learner objects, the request's clock), so routes and server modules read it instead of rebuilding it.
import type { AppLoadContext } from "react-router";
import { getDb, type Database } from "./app/server/db.server.ts";
import { getConfig, type AppConfig } from "./app/server/env.server.ts";
import { learnerStub, type LearnerStub } from "./app/server/learner.server.ts";
import { generateNonce } from "./app/server/security-headers.server.ts";

declare module "react-router" {
  interface AppLoadContext {
    cloudflare: {
      env: Env;
      ctx: Pick<ExecutionContext, "waitUntil" | "passThroughOnException">;
    };
    env: Env;
    d1: D1Database;
    db: Database;
    /**
     * D1 through the Sessions API, "first-unconstrained": any replica may answer. For what does not
     * need the latest write (content texts, the landing counts, the leaderboard); a learner's own
     * state is in their object, and writes go through `db`.
     */
    replica: Database;
    /** The Learner Durable Object of an account: where that learner's practice is read and written. */
    learnerOf: (userId: number) => LearnerStub;
    config: AppConfig;
    /** The request's time (UTC ms): one clock for every rule applied while answering it. */
    now: number;
    /** This request's Content-Security-Policy nonce (entry.server.tsx sets the header). */
    cspNonce: string;
  }
}

/**
 * The scope of work that answers no request (the Stripe queue consumer): the same Drizzle client,
 * built here as well, so load-context.ts stays the one place a client is made.
 */
export function getServiceContext(env: Env): { db: Database } {
  return { db: getDb(env.DB) };
}

export function getLoadContext({
  context,
}: {
  request: Request;
  context: { cloudflare: AppLoadContext["cloudflare"] };
}): AppLoadContext {
  const env = context.cloudflare.env;
  return {
    cloudflare: context.cloudflare,
    env,
    d1: env.DB,
    db: getDb(env.DB),
    replica: getDb(env.DB.withSession("first-unconstrained") as unknown as D1Database),
    learnerOf: (userId) => learnerStub(env.LEARNER, userId),
    config: getConfig(env),
    now: Date.now(),
    cspNonce: generateNonce(),
  };
}
