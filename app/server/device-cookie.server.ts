// OWASP's "device cookies": a browser that has signed in to an account carries a signed cookie
// bound to that account, kept across sign-out. Sign-in attempts from it are counted apart, so a
// guesser who locks an account out from elsewhere does not lock out its owner's browser.
import { readCookie } from "./cookies.server";
import { generateToken, hmacHex, sameHex } from "./crypto.server";
import type { AppConfig } from "./env.server";
import { DAY_MS, SECOND_MS } from "../domain/time";

export const DEVICE_COOKIE = "piramide_device";
const DEVICE_TTL_S = (365 * DAY_MS) / SECOND_MS;

export interface Device {
  /** Random id of this device cookie; its failures are counted under `device:<id>`. */
  id: string;
}

function signature(secret: string, email: string, id: string): string {
  return hmacHex(secret, `device:${email}:${id}`);
}

export function issueDeviceCookie(config: AppConfig, email: string): string | null {
  if (!config.DEVICE_COOKIE_SECRET) return null;
  const id = generateToken();
  const value = `${id}.${signature(config.DEVICE_COOKIE_SECRET, email, id)}`;
  return `${DEVICE_COOKIE}=${value}; Path=/; HttpOnly; Secure; SameSite=Lax; Max-Age=${DEVICE_TTL_S}`;
}

/** The device cookie of `request`, if the server signed it for this very account. */
export function trustedDevice(config: AppConfig, request: Request | null, email: string): Device | null {
  if (!config.DEVICE_COOKIE_SECRET || !request) return null;
  const [id, mac] = (readCookie(request, DEVICE_COOKIE) ?? "").split(".");
  if (id && mac && /^[a-z2-7]{32}$/.test(id) && sameHex(mac, signature(config.DEVICE_COOKIE_SECRET, email, id))) return { id };
  return null;
}
