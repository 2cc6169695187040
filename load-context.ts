// What loaders and actions receive as `context`: the Worker's bindings and execution context, and
// the request scope built once here (parsed configuration, D1 and its Drizzle client, the request's
// clock), so routes and server modules read it instead of rebuilding it.
import type { AppLoadContext } from "react-router";
import { getDb, type Database } from "./app/server/db.server.ts";
import { getConfig, type AppConfig } from "./app/server/env.server.ts";
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
    config: getConfig(env),
    now: Date.now(),
    cspNonce: generateNonce(),
  };
}
