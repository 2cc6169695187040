// The Cookie header is read here and nowhere else. Parsing is the `cookie` package's (React Router's
// own dependency): quoted values, `=` inside values and percent-decoding are its concern, not ours.
import { parse } from "cookie";

/** The value of cookie `name` on `request`; null when it is absent or empty. */
export function readCookie(request: Request, name: string): string | null {
  const header = request.headers.get("Cookie");
  if (!header) return null;
  return parse(header)[name] || null;
}
