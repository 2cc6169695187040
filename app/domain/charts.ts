// Buckets for the progress screen's charts, by the learner's calendar day. Pure.
import { calendarDay } from "./streak";

const DAY_MS = 24 * 60 * 60 * 1000;

function dayIndex(day: string): number {
  const [y, m, d] = day.split("-").map(Number);
  return Math.round(Date.UTC(y!, m! - 1, d!) / DAY_MS);
}

export interface DayCount {
  day: string;
  count: number;
}

/** Reviews falling due on each of the next `days` days (today first; overdue items count today). */
export function reviewForecast(nextReviews: number[], now: number, timeZone: string, days = 30): DayCount[] {
  const today = dayIndex(calendarDay(now, timeZone));
  const out: DayCount[] = Array.from({ length: days }, (_, i) => ({
    day: new Date((today + i) * DAY_MS).toISOString().slice(0, 10),
    count: 0,
  }));
  for (const t of nextReviews) {
    const offset = Math.max(0, dayIndex(calendarDay(t, timeZone)) - today);
    if (offset < days) out[offset]!.count += 1;
  }
  return out;
}

/** Practice per day for the last `weeks` whole weeks (Monday-first columns), oldest first. */
export function practiceHeatmap(timestamps: number[], now: number, timeZone: string, weeks = 12): DayCount[] {
  const today = dayIndex(calendarDay(now, timeZone));
  // Day index 0 (1970-01-01) was a Thursday: Monday-based weekday = (index + 3) % 7.
  const weekday = (today + 3) % 7;
  const first = today - weekday - (weeks - 1) * 7;
  const length = today - first + 1;
  const out: DayCount[] = Array.from({ length }, (_, i) => ({
    day: new Date((first + i) * DAY_MS).toISOString().slice(0, 10),
    count: 0,
  }));
  for (const t of timestamps) {
    const i = dayIndex(calendarDay(t, timeZone)) - first;
    if (i >= 0 && i < length) out[i]!.count += 1;
  }
  return out;
}
