// Per-request plumbing shared by loaders, actions and API routes: the request's scope, the caller's
// address, where mailed links point, and safe return paths. Who is asking: guards.server.ts.
import type { AppLoadContext } from "react-router";
import { safeReturnPath as returnPathOn } from "../domain/return-path";

/**
 * What a server module needs of the request: bindings, parsed configuration, D1 (raw, through
 * Drizzle, and its read replicas), the learners' objects and the request's clock. It is the load context itself, built once per request in
 * `getLoadContext` (load-context.ts).
 */
export type RequestScope = Pick<AppLoadContext, "cloudflare" | "env" | "d1" | "db" | "replica" | "learnerOf" | "config" | "now">;

export function clientAddress(request: Request): string | null {
  return request.headers.get("CF-Connecting-IP");
}

/** Where mailed links point and how late work is kept alive, for the reset and confirmation mails. */
export function mailDelivery(request: Request, context: Pick<AppLoadContext, "cloudflare">) {
  return {
    origin: new URL(request.url).origin,
    waitUntil: (promise: Promise<unknown>) => context.cloudflare.ctx.waitUntil(promise),
  };
}

/** The `from` field of a form, as a path on this app (domain/return-path.ts). */
export function safeReturnPath(from: FormDataEntryValue | null, request: Request): string {
  return returnPathOn(from, new URL(request.url).origin);
}
