// OWASP's "device cookies": a browser that has signed in to an account carries a signed cookie
// bound to that account, kept across sign-out. Sign-in attempts from it are counted apart, so a
// guesser who locks an account out from elsewhere does not lock out its owner's browser. The
// account's device epoch is signed in too: a password reset or "sign out everywhere" raises it and
// so ends every device cookie issued before.
import { readCookie } from "./cookies.server";
import { generateToken, hmacHex, sameHex } from "./crypto.server";
import type { AppConfig } from "./env.server";
import { DAY_MS, HOUR_MS, SECOND_MS } from "../domain/time";

export const DEVICE_COOKIE = "piramide_device";
const DEVICE_TTL_S = (365 * DAY_MS) / SECOND_MS;

export interface Device {
  /** Random id of this device cookie; its failures are counted under `device:<id>`. */
  id: string;
}

/** The account as a device cookie knows it: its address and its current device epoch. */
export interface DeviceOwner {
  email: string;
  deviceEpoch: number;
}

function signature(secret: string, owner: DeviceOwner, id: string): string {
  return hmacHex(secret, `device:${owner.email}:${owner.deviceEpoch}:${id}`);
}

export function issueDeviceCookie(config: AppConfig, owner: DeviceOwner): string | null {
  if (!config.DEVICE_COOKIE_SECRET) return null;
  const id = generateToken();
  const value = `${id}.${signature(config.DEVICE_COOKIE_SECRET, owner, id)}`;
  return `${DEVICE_COOKIE}=${value}; Path=/; HttpOnly; Secure; SameSite=Lax; Max-Age=${DEVICE_TTL_S}`;
}

/** The device cookie of `request`, if the server signed it for this very account in its current epoch. */
export function trustedDevice(config: AppConfig, request: Request | null, owner: DeviceOwner | null): Device | null {
  if (!config.DEVICE_COOKIE_SECRET || !request || !owner) return null;
  const [id, mac] = (readCookie(request, DEVICE_COOKIE) ?? "").split(".");
  if (id && mac && /^[a-z2-7]{32}$/.test(id) && sameHex(mac, signature(config.DEVICE_COOKIE_SECRET, owner, id))) return { id };
  return null;
}

// "Was this you?": when guessers lock an account, its owner is mailed a link that makes the browser
// opening it a trusted device of the account (a fresh device cookie), so the owner signs in at once
// while the guessers stay locked out. The link is signed, not stored: it names the account, its device
// epoch and an expiry, and opening it changes nothing but the opener's own cookie, so a mail scanner
// that follows it gains nothing.
export const UNLOCK_TTL_MS = HOUR_MS;

function unlockSignature(secret: string, userId: number, owner: DeviceOwner, expiresAt: number): string {
  return hmacHex(secret, `unlock:${userId}:${owner.email}:${owner.deviceEpoch}:${expiresAt}`);
}

export function unlockToken(config: AppConfig, userId: number, owner: DeviceOwner, now: number): string | null {
  if (!config.DEVICE_COOKIE_SECRET) return null;
  const expiresAt = now + UNLOCK_TTL_MS;
  return `${userId}.${expiresAt}.${unlockSignature(config.DEVICE_COOKIE_SECRET, userId, owner, expiresAt)}`;
}

/** The account id an unlock token names, if it is ours, unexpired, and of the account's current epoch. */
export function readUnlockToken(token: string): { userId: number; expiresAt: number; mac: string } | null {
  const match = /^(\d{1,12})\.(\d{1,15})\.([a-f0-9]{64})$/.exec(token);
  if (!match) return null;
  return { userId: Number(match[1]), expiresAt: Number(match[2]), mac: match[3]! };
}

export function unlockTokenValid(
  config: AppConfig,
  token: { userId: number; expiresAt: number; mac: string },
  owner: DeviceOwner,
  now: number,
): boolean {
  if (!config.DEVICE_COOKIE_SECRET || token.expiresAt <= now) return false;
  return sameHex(token.mac, unlockSignature(config.DEVICE_COOKIE_SECRET, token.userId, owner, token.expiresAt));
}
