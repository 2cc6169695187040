// Sessions after Lucia's guide: a random token lives only in the learner's cookie, the database
// keeps its SHA-256, and the expiry slides forward while the learner keeps coming back.
import { eq, sql } from "drizzle-orm";
import { schema, type Database } from "./db.server";
import { readCookie } from "./cookies.server";
import { generateToken, hashToken } from "./crypto.server";
import type { User } from "../../db/schema";
import { DAY_MS } from "../domain/time";

export const SESSION_COOKIE = "piramide_session";
export const SESSION_TTL_MS = 30 * DAY_MS;
// However often it is used, a session ends 90 days after sign-in: a stolen cookie does not live forever.
export const SESSION_ABSOLUTE_TTL_MS = 90 * DAY_MS;
// Renew once less than half the lifetime is left: one write per ~15 days, not one per request.
const RENEW_WHEN_LEFT_MS = SESSION_TTL_MS / 2;

export interface SessionResult {
  user: User;
  /** The learner's subscription row, read in the same query (every screen needs the tier). */
  subscription: typeof schema.subscriptions.$inferSelect | null;
  sessionId: string;
  expiresAt: number;
  renewed: boolean;
}

export async function createSession(db: Database, userId: number, now: number) {
  const token = generateToken();
  const expiresAt = now + SESSION_TTL_MS;
  await db.insert(schema.sessions).values({ id: hashToken(token), userId, expiresAt, createdAt: now });
  return { token, expiresAt };
}

export async function validateSessionToken(db: Database, token: string, now: number): Promise<SessionResult | null> {
  const sessionId = hashToken(token);
  const rows = await db
    .select({ session: schema.sessions, user: schema.users, subscription: schema.subscriptions })
    .from(schema.sessions)
    .innerJoin(schema.users, eq(schema.sessions.userId, schema.users.id))
    .leftJoin(schema.subscriptions, eq(schema.subscriptions.userId, schema.users.id))
    .where(eq(schema.sessions.id, sessionId))
    .limit(1);
  const row = rows[0];
  if (!row) return null;
  const hardEnd = row.session.createdAt + SESSION_ABSOLUTE_TTL_MS;
  if (row.session.expiresAt <= now || hardEnd <= now) {
    await db.delete(schema.sessions).where(eq(schema.sessions.id, sessionId));
    return null;
  }
  if (row.session.expiresAt - now < RENEW_WHEN_LEFT_MS && row.session.expiresAt < hardEnd) {
    const expiresAt = Math.min(now + SESSION_TTL_MS, hardEnd);
    await db.update(schema.sessions).set({ expiresAt }).where(eq(schema.sessions.id, sessionId));
    return { user: row.user, subscription: row.subscription, sessionId, expiresAt, renewed: true };
  }
  return { user: row.user, subscription: row.subscription, sessionId, expiresAt: row.session.expiresAt, renewed: false };
}

export async function invalidateSessionToken(db: Database, token: string): Promise<void> {
  await db.delete(schema.sessions).where(eq(schema.sessions.id, hashToken(token)));
}

/**
 * "Sign out everywhere": every session of the account ends, the one asking included, and every
 * device cookie too (device-cookie.server.ts): a browser left signed in somewhere is not trusted after.
 */
export async function invalidateAllSessions(db: Database, userId: number): Promise<void> {
  await db.batch([
    db.delete(schema.sessions).where(eq(schema.sessions.userId, userId)),
    db
      .update(schema.users)
      .set({ deviceEpoch: sql`${schema.users.deviceEpoch} + 1` })
      .where(eq(schema.users.id, userId)),
  ]);
}

export function readSessionToken(request: Request): string | null {
  const value = readCookie(request, SESSION_COOKIE);
  return value && /^[a-z2-7]{32}$/.test(value) ? value : null;
}

export function sessionCookie(token: string, expiresAt: number, now: number): string {
  const maxAge = Math.max(0, Math.floor((expiresAt - now) / 1000));
  return `${SESSION_COOKIE}=${token}; Path=/; HttpOnly; Secure; SameSite=Lax; Max-Age=${maxAge}`;
}

/**
 * Every sign-out answer carries this: the browser empties this site's caches and storage (the service
 * worker's pages, the learn screen's outbox and saved answers), so the next person on the device finds
 * nothing of the last one's. Browsers honour it on secure origins only (localhost counts).
 */
export const CLEAR_SITE_DATA: [string, string] = ["Clear-Site-Data", '"cache", "storage"'];

export function clearSessionCookie(): string {
  return `${SESSION_COOKIE}=; Path=/; HttpOnly; Secure; SameSite=Lax; Max-Age=0`;
}
