// Day streaks in the learner's own calendar (spec section 4 "Streak"). Pure.
import { dayNumber } from "./time";

// One formatter per time zone: building an Intl.DateTimeFormat costs far more than formatting with
// one (milliseconds on a phone), and the progress charts ask for 84 days at a time. A zone Intl does
// not know (a stored value from an older browser, say) is remembered as null, so it fails once, not
// on every call; its days are read in UTC.
const dayFormats = new Map<string, Intl.DateTimeFormat | null>();

function dayFormat(timeZone: string): Intl.DateTimeFormat | null {
  let format = dayFormats.get(timeZone);
  if (format === undefined) {
    try {
      format = new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" });
    } catch {
      format = null;
    }
    dayFormats.set(timeZone, format);
  }
  return format;
}

/** The calendar day (YYYY-MM-DD) of an instant in a time zone (UTC for a zone Intl does not know). */
export function calendarDay(instant: number, timeZone: string): string {
  return dayFormat(timeZone)?.format(instant) ?? new Date(instant).toISOString().slice(0, 10);
}

/**
 * No previous practice day → 1; the same day → unchanged; the next calendar day → +1; a longer gap
 * (or a day before the last, e.g. after a time-zone change) → back to 1.
 */
export function nextStreak(previousDay: string | null, today: string, currentStreak: number): number {
  if (!previousDay) return 1;
  const gap = dayNumber(today) - dayNumber(previousDay);
  if (gap === 0) return Math.max(1, currentStreak);
  if (gap === 1) return currentStreak + 1;
  return 1;
}

/** The streak as it stands today: a streak whose last day is before yesterday is already broken. */
export function currentStreak(previousDay: string | null, today: string, storedStreak: number): number {
  if (!previousDay) return 0;
  const gap = dayNumber(today) - dayNumber(previousDay);
  return gap <= 1 ? storedStreak : 0;
}
