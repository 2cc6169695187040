// Where a form may send the learner back to: a path on this app, never another site. Browsers read
// "/\evil.example" and "//evil.example" as other hosts, and control characters can smuggle one in,
// so the candidate is resolved against our own origin and kept only if it stays there.
export function safeReturnPath(candidate: unknown, origin: string): string {
  if (typeof candidate !== "string" || !candidate.startsWith("/")) return "/";
  // No backslash and no control character at all, whatever the URL parser would make of them.
  for (const char of candidate) {
    const code = char.charCodeAt(0);
    if (char === "\\" || code < 32 || code === 127) return "/";
  }
  let url: URL;
  try {
    url = new URL(candidate, origin);
  } catch {
    return "/";
  }
  if (url.origin !== new URL(origin).origin) return "/";
  // Dot segments normalise "/..//evil.example" to the path "//evil.example", which a browser reads
  // as another host when it comes back in Location: refuse any result that starts with "//".
  if (url.pathname.startsWith("//")) return "/";
  return url.pathname + url.search + url.hash;
}
