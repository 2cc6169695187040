// Common passwords are refused at registration and reset. The list is zxcvbn-ts's "passwords-common"
// dictionary (about 49,000 passwords from real breaches), maintained upstream; it is decompressed
// into a Set once per isolate, on the first password that needs checking.
import { dictionary } from "@zxcvbn-ts/language-common";
import { HttpError } from "./http.server";

export const COMMON_PASSWORD = "This password is one of the most common ones and easy to guess. Please choose another.";

let common: Set<string> | null = null;

export function isCommonPassword(password: string): boolean {
  common ??= new Set((dictionary["passwords-common"] as string[]).map((p) => p.toLowerCase()));
  return common.has(password.trim().toLowerCase());
}

/**
 * What NIST SP 800-63B asks a verifier to refuse beyond breached passwords: repetitive or sequential
 * characters ("aaaaaaaa", "abababab", "12345678", "hgfedcba") and words of the context (the service's
 * name, the address itself). Not a strength meter: only these plain patterns.
 */
export function isGuessablePattern(password: string, email?: string): boolean {
  const p = password.trim().toLowerCase();
  if (new Set(p).size <= 2) return true;
  const steps = [...p].slice(1).map((c, i) => c.charCodeAt(0) - p.charCodeAt(i));
  if (steps.every((d) => d === 1) || steps.every((d) => d === -1)) return true;
  const local = email?.split("@")[0]?.toLowerCase() ?? "";
  const bare = p.replace(/[^a-z]/g, "");
  return bare === "piramide" || (local.length >= 4 && p.includes(local));
}

export function assertNotCommonPassword(password: string, email?: string): void {
  if (isCommonPassword(password) || isGuessablePattern(password, email)) {
    throw new HttpError(400, COMMON_PASSWORD, undefined, { field: "password" });
  }
}
