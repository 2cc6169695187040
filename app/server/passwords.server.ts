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

export function assertNotCommonPassword(password: string): void {
  if (isCommonPassword(password)) throw new HttpError(400, COMMON_PASSWORD, undefined, { field: "password" });
}
