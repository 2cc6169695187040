// The per-learner practice allowance (issue #27): a token bucket that holds 300 steps and refills at
// 4 a second, a pace no person pressing Continue can beat. Every step, single or in a batch, is charged
// to it; a request it cannot cover is refused whole. Pure: the time is passed in.
//
// The bucket is stored as one integer, the moment it will be full again (`fullAt`, ms): the steps it
// holds at `now` are CAPACITY - (fullAt - now) / MS_PER_STEP. One exact number compares and swaps
// without floating-point drift, and a learner who never practised needs no row (null = full).

export const ALLOWANCE_CAPACITY = 300;

export const TOO_MUCH_PRACTICE =
  "That is more practice than a person can do in this time, so none of it was saved. It will be sent again in a few seconds.";
export const BATCH_TOO_LARGE = "That is more practice than can be sent at once, so none of it was saved.";
export const ALLOWANCE_REFILL_PER_SECOND = 4;
export const MS_PER_STEP = 1000 / ALLOWANCE_REFILL_PER_SECOND;
export const FULL_WINDOW_MS = ALLOWANCE_CAPACITY * MS_PER_STEP;

export type Charge =
  | { allowed: true; fullAt: number }
  /** `retryAfterMs` is null when the request can never fit (more steps than the bucket holds). */
  | { allowed: false; retryAfterMs: number | null };

/** Steps the allowance holds at `now` (whole steps). */
export function stepsAvailable(fullAt: number | null, now: number): number {
  if (fullAt === null) return ALLOWANCE_CAPACITY;
  const missing = Math.max(0, fullAt - now) / MS_PER_STEP;
  return Math.max(0, Math.floor(ALLOWANCE_CAPACITY - missing));
}

/** Takes `steps` from the allowance stored as `fullAt`, or says how long until they fit. */
export function chargeSteps(fullAt: number | null, steps: number, now: number): Charge {
  if (!Number.isInteger(steps) || steps < 1) throw new RangeError("steps must be a positive whole number");
  if (steps > ALLOWANCE_CAPACITY) return { allowed: false, retryAfterMs: null };
  // A bucket fuller than full is full: time already passed earns nothing more.
  const from = Math.max(fullAt ?? now, now);
  const next = from + steps * MS_PER_STEP;
  const overdraft = next - now - FULL_WINDOW_MS;
  if (overdraft > 0) return { allowed: false, retryAfterMs: overdraft };
  return { allowed: true, fullAt: next };
}
