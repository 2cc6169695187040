// Per-request plumbing shared by loaders, actions and API routes: bindings, configuration, the
// signed-in learner, and the guards that turn a missing session into 401.
import type { AppLoadContext } from "react-router";
import type { User } from "../../db/schema";
import { safeReturnPath as returnPathOn } from "../domain/return-path";
import { HttpError } from "./http.server";
import { readSessionToken, sessionCookie, validateSessionToken } from "./session.server";
import { primeSubscription } from "./subscription.server";

/**
 * What a server module needs of the request: bindings, parsed configuration, D1 (raw, through
 * Drizzle, and its read replicas), the learners' objects and the request's clock. It is the load context itself, built once per request in
 * `getLoadContext` (load-context.ts).
 */
export type RequestScope = Pick<AppLoadContext, "cloudflare" | "env" | "d1" | "db" | "replica" | "learnerOf" | "config" | "now">;

export interface Auth {
  user: User;
  /** Set when the session's expiry slid forward and the cookie must follow. */
  setCookie: string | null;
}

// The root loader and the route loader of one page load both ask; the session is read once.
const authCache = new WeakMap<Request, Promise<Auth | null>>();

export function authenticate(request: Request, scope: RequestScope): Promise<Auth | null> {
  let pending = authCache.get(request);
  if (!pending) {
    pending = readAuth(request, scope);
    authCache.set(request, pending);
  }
  return pending;
}

async function readAuth(request: Request, scope: RequestScope): Promise<Auth | null> {
  const token = readSessionToken(request);
  if (!token) return null;
  const result = await validateSessionToken(scope.d1, token, scope.now);
  if (!result) return null;
  primeSubscription(result.user, result.subscription);
  return {
    user: result.user,
    setCookie: result.renewed ? sessionCookie(token, result.expiresAt, scope.now) : null,
  };
}

export const NOT_SIGNED_IN = "You are not signed in. Please sign in and try again.";

/** For /api routes: the learner, or a 401 answer. */
export async function requireApiUser(request: Request, scope: RequestScope): Promise<User> {
  const auth = await authenticate(request, scope);
  if (!auth) throw new HttpError(401, NOT_SIGNED_IN);
  return auth.user;
}

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
