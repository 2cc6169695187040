// Security headers of every HTML answer. The policy allows scripts only from this origin, with this
// request's nonce (the framework's inline hydration scripts), and from Stripe's script host for the
// Payment Element; nothing else runs. Styles may be inline (style attributes for computed widths).
import { encodeBase64 } from "@oslojs/encoding";
import { readCookie } from "./cookies.server";
import { SESSION_COOKIE } from "./session.server";

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

export function applyDocumentHeaders(
  headers: Headers,
  request: Request,
  nonce: string,
  options: { turnstile?: boolean } = {},
): void {
  headers.set("Content-Security-Policy", contentSecurityPolicy(nonce, options));
  headers.set("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
  headers.set("Permissions-Policy", 'camera=(), microphone=(), geolocation=(), payment=(self "https://js.stripe.com")');
  headers.set("X-Content-Type-Options", "nosniff");
  headers.set("Referrer-Policy", "strict-origin-when-cross-origin");
  headers.set("X-Frame-Options", "DENY");
  // A signed-in page is one learner's: no shared cache may keep it.
  if (readCookie(request, SESSION_COOKIE) !== null) headers.set("Cache-Control", "private, no-store");
}
