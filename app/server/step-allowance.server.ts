// Where the practice allowance lives (D1 today; the learner's Durable Object once issue #26 lands):
// one function that charges it with the pure rule (app/domain/step-allowance.ts). A compare-and-swap
// on the stored `full_at` makes parallel requests share the one bucket: the write lands only if no
// other charge landed since the read, otherwise it reads again and decides again.
import { and, eq } from "drizzle-orm";
import { chargeSteps } from "../domain/step-allowance";
import { schema, type Database } from "./db.server";
import { HttpError } from "./http.server";

export const TOO_MUCH_PRACTICE =
  "That is more practice than a person can do in this time, so none of it was saved. It will be sent again in a few seconds.";
export const BATCH_TOO_LARGE = "That is more practice than can be sent at once, so none of it was saved.";

const MAX_ATTEMPTS = 20;

/** Charges `steps` to the learner's allowance, or throws a 429 (with Retry-After) that wrote nothing. */
export async function takeSteps(db: Database, userId: number, steps: number, now: number): Promise<void> {
  const t = schema.stepAllowances;
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    const [row] = await db.select({ fullAt: t.fullAt }).from(t).where(eq(t.userId, userId));
    const charge = chargeSteps(row?.fullAt ?? null, steps, now);
    if (!charge.allowed) {
      if (charge.retryAfterMs === null) throw new HttpError(429, BATCH_TOO_LARGE);
      const seconds = Math.max(1, Math.ceil(charge.retryAfterMs / 1000));
      throw new HttpError(429, TOO_MUCH_PRACTICE, { "Retry-After": String(seconds) }, { retryAfterSeconds: seconds });
    }
    const written = row
      ? await db
          .update(t)
          .set({ fullAt: charge.fullAt })
          .where(and(eq(t.userId, userId), eq(t.fullAt, row.fullAt)))
          .returning({ fullAt: t.fullAt })
      : await db.insert(t).values({ userId, fullAt: charge.fullAt }).onConflictDoNothing().returning({ fullAt: t.fullAt });
    if (written.length === 1) return;
  }
  throw new HttpError(409, "Too many simultaneous updates to this progress. Please try again.");
}
