// Where the practice allowance lives (D1 today; the learner's Durable Object once issue #26 lands):
// one function that charges it. The rule is chargeSteps (app/domain/step-allowance.ts); here it is
// applied in one conditional upsert, so parallel requests share the one bucket without a read-modify-
// write race and without retries: the row moves only if the steps fit at that moment, and RETURNING
// says whether it did. A refusal is explained by the pure function from the row as it then stands.
import { eq, sql } from "drizzle-orm";
import { ALLOWANCE_CAPACITY, chargeSteps, FULL_WINDOW_MS, MS_PER_STEP } from "../domain/step-allowance";
import { schema, type Database } from "./db.server";
import { HttpError } from "./http.server";

export const TOO_MUCH_PRACTICE =
  "That is more practice than a person can do in this time, so none of it was saved. It will be sent again in a few seconds.";
export const BATCH_TOO_LARGE = "That is more practice than can be sent at once, so none of it was saved.";

/** Charges `steps` to the learner's allowance, or throws a 429 (with Retry-After) that wrote nothing. */
export async function takeSteps(db: Database, userId: number, steps: number, now: number): Promise<void> {
  if (steps > ALLOWANCE_CAPACITY) throw new HttpError(429, BATCH_TOO_LARGE);
  const t = schema.stepAllowances;
  const cost = steps * MS_PER_STEP;
  // chargeSteps in SQL: from = max(fullAt, now); next = from + cost; allowed when next - now <= the full window.
  const next = sql`MAX(${t.fullAt}, ${now}) + ${cost}`;
  const charged = await db
    .insert(t)
    .values({ userId, fullAt: now + cost })
    .onConflictDoUpdate({ target: t.userId, set: { fullAt: next }, setWhere: sql`${next} - ${now} <= ${FULL_WINDOW_MS}` })
    .returning({ fullAt: t.fullAt });
  if (charged.length === 1) return;
  const [row] = await db.select({ fullAt: t.fullAt }).from(t).where(eq(t.userId, userId));
  const refusal = chargeSteps(row?.fullAt ?? null, steps, now);
  const waitMs = refusal.allowed ? MS_PER_STEP : (refusal.retryAfterMs ?? MS_PER_STEP);
  const seconds = Math.max(1, Math.ceil(waitMs / 1000));
  throw new HttpError(429, TOO_MUCH_PRACTICE, { "Retry-After": String(seconds) }, { retryAfterSeconds: seconds });
}
