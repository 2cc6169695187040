// Day streaks in the learner's own calendar (spec section 4 "Streak"). Pure.
import { DAY_MS, dayNumber } from "./time";

// One formatter per time zone and purpose: building an Intl.DateTimeFormat costs far more than
// formatting with one (milliseconds on a phone), and the progress charts ask for 84 days at a time. A
// zone Intl does not know (a stored value from an older browser, say) is remembered as null, so it
// fails once, not on every call; its days and clock are read in UTC.
const formats = new Map<string, Intl.DateTimeFormat | null>();

/** The formatter for `purpose` in `timeZone`, built once (null for a zone Intl does not know). */
function zoneFormat(purpose: string, timeZone: string, locale: string, options: Intl.DateTimeFormatOptions) {
  const key = `${purpose} ${timeZone}`;
  let format = formats.get(key);
  if (format === undefined) {
    try {
      format = new Intl.DateTimeFormat(locale, { ...options, timeZone });
    } catch {
      format = null;
    }
    formats.set(key, format);
  }
  return format;
}

const DAY: Intl.DateTimeFormatOptions = { year: "numeric", month: "2-digit", day: "2-digit" };
// Server-side only (the time-zone card's offset, reminders): kept apart so the browser's bundles,
// which use calendarDay, leave it out.
const CLOCK: Intl.DateTimeFormatOptions = {
  hourCycle: "h23",
  year: "numeric",
  month: "numeric",
  day: "numeric",
  hour: "numeric",
  minute: "numeric",
};

/** The calendar day (YYYY-MM-DD) of an instant in a time zone (UTC for a zone Intl does not know). */
export function calendarDay(instant: number, timeZone: string): string {
  return zoneFormat("day", timeZone, "en-CA", DAY)?.format(instant) ?? new Date(instant).toISOString().slice(0, 10);
}

/**
 * How far a zone's clocks are ahead of UTC at `instant`, in minutes (+60 in Rome in winter, -300 in
 * New York): what `-new Date().getTimezoneOffset()` says in a browser set to that zone. 0 for a zone
 * Intl does not know, whose days are read in UTC.
 */
export function utcOffsetMinutes(instant: number, timeZone: string): number {
  const format = zoneFormat("clock", timeZone, "en-US", CLOCK);
  if (!format) return 0;
  const part = (parts: Intl.DateTimeFormatPart[], type: string) => Number(parts.find((p) => p.type === type)?.value);
  const parts = format.formatToParts(instant);
  const wall = Date.UTC(
    part(parts, "year"),
    part(parts, "month") - 1,
    part(parts, "day"),
    part(parts, "hour"),
    part(parts, "minute"),
  );
  return Math.round((wall - Math.floor(instant / 60_000) * 60_000) / 60_000);
}

/** A calendar day in a time zone and the instants it spans, [start, end): 23 or 25 hours when clocks change. */
export interface DaySpan {
  day: string;
  start: number;
  end: number;
}

/** The first instant in (after, before] whose calendar day `passes` (the days only grow with time). */
function firstInstant(after: number, before: number, passes: (day: string) => boolean, timeZone: string): number {
  let lo = after;
  let hi = before;
  while (hi - lo > 1) {
    const mid = Math.floor((lo + hi) / 2);
    if (passes(calendarDay(mid, timeZone))) hi = mid;
    else lo = mid;
  }
  return hi;
}

/** The learner's day around an instant: its date and when it starts and ends (to the millisecond). */
export function daySpan(instant: number, timeZone: string): DaySpan {
  const day = calendarDay(instant, timeZone);
  // Dates written YYYY-MM-DD sort as strings; no day lasts more than 26 hours.
  const start = firstInstant(instant - 2 * DAY_MS, instant, (d) => d >= day, timeZone);
  const end = firstInstant(instant, instant + 2 * DAY_MS, (d) => d > day, timeZone);
  return { day, start, end };
}

/**
 * The calendar day of any instant in the learner's zone, answered without Intl inside `known` (the
 * server's span of today): a browser's first Intl.DateTimeFormat costs 40-70 ms here, more on a phone,
 * and the learn screen needs today's date while it hydrates. Outside the span (a page kept offline
 * overnight, a screen open past midnight) it asks Intl.
 */
export function dayCalendar(timeZone: string, known?: DaySpan | null): (instant: number) => string {
  return (instant) => (known && instant >= known.start && instant < known.end ? known.day : calendarDay(instant, timeZone));
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
