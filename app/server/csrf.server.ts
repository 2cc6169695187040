// Cross-site request forgery guard for every write. Browsers send Origin on cross-origin writes
// (and Sec-Fetch-Site on all of them); a write from another site is refused before any route runs.
// Requests with neither header come from non-browser clients, which carry no victim's cookie.
const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
// Stripe calls this server-to-server and is authenticated by its signature instead.
const EXEMPT_PATHS = new Set(["/api/stripe/webhook"]);

export function isCrossSiteWrite(request: Request): boolean {
  if (SAFE_METHODS.has(request.method.toUpperCase())) return false;
  const url = new URL(request.url);
  if (EXEMPT_PATHS.has(url.pathname)) return false;
  const origin = request.headers.get("Origin");
  if (origin !== null) return origin !== url.origin;
  const site = request.headers.get("Sec-Fetch-Site");
  return site === "cross-site" || site === "same-site";
}

export function crossSiteRefusal(): Response {
  return new Response(JSON.stringify({ message: "Cross-site requests are not allowed." }), {
    status: 403,
    headers: { "Content-Type": "application/json; charset=utf-8" },
  });
}
