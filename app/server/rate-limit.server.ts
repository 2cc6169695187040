// Limits on abuse as fixed-window counters in D1 (one row per key). D1 rather than the Workers
// Rate Limiting binding because the windows here run from a minute to a day and the counts must be
// exact and testable in workerd; one mechanism serves them all.
import { eq, sql } from "drizzle-orm";
import { schema, type Database } from "./db.server";

export interface Limit {
  max: number;
  windowMs: number;
}

export interface LimitResult {
  allowed: boolean;
  /** Seconds until the window ends (for Retry-After). */
  retryAfter: number;
  used: number;
}

/** Counts `amount` against `key` in the current window and says whether the total is within `max`. */
export async function consume(db: Database, key: string, limit: Limit, now: number, amount = 1): Promise<LimitResult> {
  const windowStart = now - limit.windowMs;
  const t = schema.rateLimits;
  const [row] = await db
    .insert(t)
    .values({ key, count: amount, windowStartedAt: now })
    .onConflictDoUpdate({
      target: t.key,
      set: {
        count: sql`CASE WHEN ${t.windowStartedAt} <= ${windowStart} THEN ${amount} ELSE ${t.count} + ${amount} END`,
        windowStartedAt: sql`CASE WHEN ${t.windowStartedAt} <= ${windowStart} THEN ${now} ELSE ${t.windowStartedAt} END`,
      },
    })
    .returning();
  const used = row?.count ?? amount;
  const started = row?.windowStartedAt ?? now;
  return { allowed: used <= limit.max, retryAfter: Math.max(1, Math.ceil((started + limit.windowMs - now) / 1000)), used };
}

/** What has been counted against `key` in the current window, without counting anything. */
export async function used(db: Database, key: string, limit: Limit, now: number): Promise<number> {
  const [row] = await db.select().from(schema.rateLimits).where(eq(schema.rateLimits.key, key)).limit(1);
  if (!row || row.windowStartedAt <= now - limit.windowMs) return 0;
  return row.count;
}
