// Tokens and hashes for sessions, reset links and passwords. Only WebCrypto and @oslojs, so the
// same code runs in workerd and in Node.
import { hmac } from "@oslojs/crypto/hmac";
import { sha256, SHA256 } from "@oslojs/crypto/sha2";
import { constantTimeEqual } from "@oslojs/crypto/subtle";
import { decodeBase64, encodeBase32LowerCaseNoPadding, encodeBase64, encodeHexLowerCase } from "@oslojs/encoding";

/** 160 bits of randomness, base32: unguessable and safe in a cookie or a URL. */
export function generateToken(): string {
  const bytes = new Uint8Array(20);
  crypto.getRandomValues(bytes);
  return encodeBase32LowerCaseNoPadding(bytes);
}

export function hashToken(token: string): string {
  return encodeHexLowerCase(sha256(new TextEncoder().encode(token)));
}

// 100,000 is the most PBKDF2 iterations the Workers runtime allows; more throws in production.
export const PBKDF2_ITERATIONS = 100_000;
const SALT_BYTES = 16;
const HASH_BITS = 256;

async function pbkdf2(password: string, salt: Uint8Array<ArrayBuffer>, iterations: number): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey("raw", new TextEncoder().encode(password), "PBKDF2", false, ["deriveBits"]);
  const bits = await crypto.subtle.deriveBits({ name: "PBKDF2", hash: "SHA-256", salt, iterations }, key, HASH_BITS);
  return new Uint8Array(bits);
}

/** `pbkdf2-sha256$<iterations>$<salt>$<hash>`: the parameters travel with the hash. */
export async function hashPassword(password: string): Promise<string> {
  const salt = new Uint8Array(SALT_BYTES);
  crypto.getRandomValues(salt);
  const hash = await pbkdf2(password, salt, PBKDF2_ITERATIONS);
  return `pbkdf2-sha256$${PBKDF2_ITERATIONS}$${encodeBase64(salt)}$${encodeBase64(hash)}`;
}

export function parsePasswordHash(stored: string) {
  const [scheme, iterations, salt, hash] = stored.split("$");
  if (scheme !== "pbkdf2-sha256" || !iterations || !salt || !hash) return null;
  return { iterations: Number(iterations), salt: new Uint8Array(decodeBase64(salt)), hash: decodeBase64(hash) };
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parsePasswordHash(stored);
  if (!parsed || !Number.isInteger(parsed.iterations) || parsed.iterations < 1) return false;
  const candidate = await pbkdf2(password, parsed.salt, parsed.iterations);
  return candidate.length === parsed.hash.length && constantTimeEqual(candidate, parsed.hash);
}

/** Spends the same time as a real check, so a missing account cannot be told apart by timing. */
export async function burnPasswordCheck(password: string): Promise<void> {
  await pbkdf2(password, new Uint8Array(SALT_BYTES), PBKDF2_ITERATIONS);
}

/** HMAC-SHA256 of `message` under `secret`, as lower-case hex: values only the server can mint. */
export function hmacHex(secret: string, message: string): string {
  const encoder = new TextEncoder();
  return encodeHexLowerCase(hmac(SHA256, encoder.encode(secret), encoder.encode(message)));
}

export function sameHex(a: string, b: string): boolean {
  const encoder = new TextEncoder();
  return a.length === b.length && constantTimeEqual(encoder.encode(a), encoder.encode(b));
}
