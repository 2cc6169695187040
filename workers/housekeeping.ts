// Cron: what D1 would otherwise keep for ever. Expired sessions, reset and verification tokens,
// rate-limit windows that have ended (the longest window is a day) and sign-in counters whose window
// and lock are over. Each delete is a no-op for a row still in use: a new window or attempt simply
// starts again, as it would after the old one ran out. (Learners' batch and grade ids are pruned by
// their own objects after 30 days.)
import { and, isNull, lt, or } from "drizzle-orm";
import { schema, type Database } from "../app/server/db.server";
import { DAY_MS } from "../app/domain/time";

export async function housekeeping(db: Database, now: number): Promise<Record<string, number>> {
  const { sessions, passwordResetTokens, emailVerificationTokens, rateLimits, loginAttempts } = schema;
  const results = await db.batch([
    db.delete(sessions).where(lt(sessions.expiresAt, now)),
    db.delete(passwordResetTokens).where(lt(passwordResetTokens.expiresAt, now)),
    db.delete(emailVerificationTokens).where(lt(emailVerificationTokens.expiresAt, now)),
    db.delete(rateLimits).where(lt(rateLimits.windowStartedAt, now - DAY_MS)),
    db
      .delete(loginAttempts)
      .where(
        and(
          lt(loginAttempts.windowStartedAt, now - DAY_MS),
          or(isNull(loginAttempts.lockedUntil), lt(loginAttempts.lockedUntil, now)),
        ),
      ),
  ]);
  const [expiredSessions, resetTokens, verificationTokens, rateLimitWindows, signInCounters] = results.map(
    (r) => r.meta.changes ?? 0,
  );
  const removed = { expiredSessions, resetTokens, verificationTokens, rateLimitWindows, signInCounters } as Record<
    string,
    number
  >;
  console.log(
    `housekeeping: ${Object.entries(removed)
      .map(([k, n]) => `${n} ${k}`)
      .join(", ")}`,
  );
  return removed;
}
