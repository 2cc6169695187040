// Web Push without a payload (the service worker shows a fixed text), so no RFC 8291 encryption: a
// POST to the browser's push service signed with a VAPID JWT (RFC 8292, ES256 through WebCrypto).
// @block65/webcrypto-web-push would also run here, but what it adds is the payload encryption this
// push does not need; the JWT is the whole protocol left.
import { decodeBase64urlIgnorePadding, encodeBase64urlNoPadding } from "@oslojs/encoding";
import type { AppConfig } from "./env.server";
import { HOUR_MS } from "../domain/time";

/** How long a push service keeps an undelivered reminder: a reminder is for today only. */
export const PUSH_TTL_SECONDS = 12 * 60 * 60;
const JWT_LIFETIME_MS = 12 * HOUR_MS;
const SEND_TIMEOUT_MS = 10_000;

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  subject: string;
}

/** The three VAPID settings, or null when any is missing (then push is not offered). */
export function vapidKeys(config: AppConfig): VapidKeys | null {
  const { VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey, VAPID_SUBJECT: subject } = config;
  return publicKey && privateKey && subject ? { publicKey, privateKey, subject } : null;
}

const signingKeys = new Map<string, Promise<CryptoKey>>();

/** The private key as WebCrypto wants it: a P-256 JWK built from the raw public point and scalar. */
function signingKey(keys: VapidKeys): Promise<CryptoKey> {
  let key = signingKeys.get(keys.privateKey);
  if (!key) {
    const point = decodeBase64urlIgnorePadding(keys.publicKey);
    if (point.length !== 65 || point[0] !== 4) throw new Error("VAPID_PUBLIC_KEY is not an uncompressed P-256 point");
    const jwk = {
      kty: "EC",
      crv: "P-256",
      x: encodeBase64urlNoPadding(point.slice(1, 33)),
      y: encodeBase64urlNoPadding(point.slice(33, 65)),
      d: keys.privateKey.replace(/=+$/, ""),
    };
    key = crypto.subtle.importKey("jwk", jwk, { name: "ECDSA", namedCurve: "P-256" }, false, ["sign"]);
    signingKeys.set(keys.privateKey, key);
  }
  return key;
}

function part(value: unknown): string {
  return encodeBase64urlNoPadding(new TextEncoder().encode(JSON.stringify(value)));
}

/** The VAPID JWT for one push service (its origin is the audience), valid for 12 hours. */
export async function vapidJwt(keys: VapidKeys, endpoint: string, now: number): Promise<string> {
  const claims = { aud: new URL(endpoint).origin, exp: Math.floor((now + JWT_LIFETIME_MS) / 1000), sub: keys.subject };
  const unsigned = `${part({ typ: "JWT", alg: "ES256" })}.${part(claims)}`;
  // WebCrypto's ECDSA signature is r || s, 64 bytes: JWS's ES256 form as it is.
  const signature = await crypto.subtle.sign(
    { name: "ECDSA", hash: "SHA-256" },
    await signingKey(keys),
    new TextEncoder().encode(unsigned),
  );
  return `${unsigned}.${encodeBase64urlNoPadding(new Uint8Array(signature))}`;
}

/**
 * One payload-less push. Returns the push service's status (201 delivered or queued; 404/410 the
 * subscription is gone), or 0 when it could not be reached.
 */
export async function sendPush(keys: VapidKeys, endpoint: string, now: number): Promise<number> {
  try {
    const response = await fetch(endpoint, {
      method: "POST",
      headers: {
        Authorization: `vapid t=${await vapidJwt(keys, endpoint, now)}, k=${keys.publicKey}`,
        TTL: String(PUSH_TTL_SECONDS),
        Urgency: "normal",
        "Content-Length": "0",
      },
      signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
    });
    await response.body?.cancel();
    return response.status;
  } catch (error) {
    console.error(`push: ${new URL(endpoint).origin} could not be reached: ${error instanceof Error ? error.message : error}`);
    return 0;
  }
}
