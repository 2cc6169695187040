// Durations and calendar-day arithmetic, stated once. Time is UTC milliseconds everywhere; a cookie's
// Max-Age (seconds) is derived from these where it is set.
export const SECOND_MS = 1000;
export const MINUTE_MS = 60 * SECOND_MS;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;
export const WEEK_MS = 7 * DAY_MS;

/** Whole days since 1970-01-01 of a calendar day written YYYY-MM-DD (the learner's own day). */
export function dayNumber(day: string): number {
  const [y, m, d] = day.split("-").map(Number);
  return Math.round(Date.UTC(y!, m! - 1, d!) / DAY_MS);
}

/** The calendar day (YYYY-MM-DD) of a day number: the inverse of `dayNumber`. */
export function dayOfNumber(n: number): string {
  return new Date(n * DAY_MS).toISOString().slice(0, 10);
}
