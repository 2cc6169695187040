// Security headers of every HTML answer. The policy allows scripts only from this origin, with this
// request's nonce (the framework's inline hydration scripts), and from Stripe's script host for the
// Payment Element; nothing else runs. Styles may be inline (style attributes for computed widths).
import { encodeBase64 } from "@oslojs/encoding";
import { readCookie } from "./cookies.server";
import { SESSION_COOKIE } from "./session.server";
import { DAY_MS } from "../domain/time";

export function generateNonce(): string {
  return encodeBase64(crypto.getRandomValues(new Uint8Array(16)));
}

/** `turnstile`: the operator configured Cloudflare Turnstile, whose widget loads from its own origin. */
export function contentSecurityPolicy(nonce: string, options: { turnstile?: boolean } = {}): string {
  const turnstile = options.turnstile ? " https://challenges.cloudflare.com" : "";
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' https://js.stripe.com${turnstile}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https://*.stripe.com",
    "font-src 'self'",
    "connect-src 'self' https://api.stripe.com",
    "media-src 'self' data: blob:",
    `frame-src https://js.stripe.com https://hooks.stripe.com${turnstile}`,
    "form-action 'self'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "object-src 'none'",
  ].join("; ");
}

/** Pages whose address or answer carries a one-time token (reset, confirmation): never kept anywhere. */
export function isTokenPage(url: URL): boolean {
  return url.searchParams.has("token") || url.pathname === "/verify-email";
}

/**
 * The longest a stored learn screen is served offline after it was loaded. A session ended elsewhere
 * (another device, a password reset) cannot reach a device that stays offline, so that device would
 * show the stored screen until the session's own end (up to 30 days); a week keeps a week's offline
 * practice (a trip) and bounds what the next person on a shared, offline device can see. Each page
 * loaded online renews it.
 */
export const OFFLINE_KEEP_MS = 7 * DAY_MS;

/**
 * Tells the service worker (public/sw.js) whose page this is and how long it may be kept offline.
 * The worker stores no answer marked `no-store`: of a signed-in learner's pages only the learn screen
 * (`/`, which offline practice needs) is not, and it is answered `private, no-cache` with the learner
 * (`Piramide-Learner`, empty for a visitor) and how long it may be served offline (`Piramide-Offline-Until`: the session's end, at most
 * OFFLINE_KEEP_MS away).
 * The worker drops every stored page when a page answers for someone else (a sign-out elsewhere, an
 * ended session, another person signing in: all show up on the next page loaded), and serves none
 * after the session's end.
 */
export function applyLearnerHeaders(
  headers: Headers,
  url: URL,
  learner: { id: number; expiresAt: number } | null,
  now: number,
): void {
  headers.set("Piramide-Learner", learner ? String(learner.id) : "");
  if (!learner) return;
  if (url.pathname === "/" && !isTokenPage(url)) {
    headers.set("Cache-Control", "private, no-cache");
    headers.set("Piramide-Offline-Until", String(Math.min(learner.expiresAt, now + OFFLINE_KEEP_MS)));
  } else {
    headers.set("Cache-Control", "private, no-store");
  }
}

/**
 * Headers every answer needs beside the documents': JSON from /api/* and the framework's data answers
 * (`*.data`, a page's loader data) are never sniffed into something else, and a signed-in learner's
 * data answers are kept by no cache.
 */
export function applyAnswerHeaders(request: Request, response: Response): Response {
  const path = new URL(request.url).pathname;
  const api = path.startsWith("/api/");
  const data = path.endsWith(".data");
  if (!api && !data) return response;
  const answer = new Response(response.body, response);
  answer.headers.set("X-Content-Type-Options", "nosniff");
  if (data && readCookie(request, SESSION_COOKIE) !== null) answer.headers.set("Cache-Control", "private, no-store");
  return answer;
}

export function applyDocumentHeaders(
  headers: Headers,
  request: Request,
  nonce: string,
  options: { turnstile?: boolean } = {},
): void {
  headers.set("Content-Security-Policy", contentSecurityPolicy(nonce, options));
  headers.set("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
  // The microphone and on-device recognition are for "Say it" on our own pages only (issue #28); the
  // recording stays in the browser.
  headers.set(
    "Permissions-Policy",
    'camera=(), microphone=(self), on-device-speech-recognition=(self), geolocation=(), payment=(self "https://js.stripe.com")',
  );
  headers.set("X-Content-Type-Options", "nosniff");
  headers.set("Referrer-Policy", "strict-origin-when-cross-origin");
  headers.set("X-Frame-Options", "DENY");
  // A signed-in page is one learner's: no shared cache may keep it.
  if (readCookie(request, SESSION_COOKIE) !== null) headers.set("Cache-Control", "private, no-store");
  // A token in the address is a key: the page it opens is kept by no cache, whoever asks.
  if (isTokenPage(new URL(request.url))) headers.set("Cache-Control", "no-store");
}
