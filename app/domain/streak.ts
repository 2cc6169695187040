// Day streaks in the learner's own calendar (spec section 4 "Streak"). Pure.
import { dayNumber } from "./time";

// One formatter per time zone: building an Intl.DateTimeFormat costs far more than formatting with
// one (milliseconds on a phone), and the progress charts ask for 84 days at a time.
const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** The calendar day (YYYY-MM-DD) of an instant in a time zone. */
export function calendarDay(instant: number, timeZone: string): string {
  try {
    let format = dayFormats.get(timeZone);
    if (!format) {
      format = new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" });
      dayFormats.set(timeZone, format);
    }
    return format.format(instant);
  } catch {
    return new Date(instant).toISOString().slice(0, 10);
  }
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
