// Buckets for the progress screen's charts, by the learner's calendar day. Pure.
import { calendarDay } from "./streak";
import { dayNumber as dayIndex, dayOfNumber } from "./time";

export interface DayCount {
  day: string;
  count: number;
}

/** Reviews falling due on each of the next `days` days (today first; overdue items count today). */
export function reviewForecast(nextReviews: number[], now: number, timeZone: string, days = 30): DayCount[] {
  const today = dayIndex(calendarDay(now, timeZone));
  const out: DayCount[] = Array.from({ length: days }, (_, i) => ({
    day: dayOfNumber(today + i),
    count: 0,
  }));
  for (const t of nextReviews) {
    const offset = Math.max(0, dayIndex(calendarDay(t, timeZone)) - today);
    if (offset < days) out[offset]!.count += 1;
  }
  return out;
}

/** A heatmap day: repetitions practised plus reviews graded, and each part. */
export interface ActivityDay extends DayCount {
  repetitions: number;
  reviews: number;
}

/**
 * Activity per day for the last `weeks` whole weeks (Monday-first columns), oldest first: each grading
 * (a time, put on the learner's calendar here) and each day's practice repetitions (already counted
 * by the learner's calendar day when practised). Days outside the window are left out.
 */
export function activityHeatmap(
  reviewTimes: number[],
  practice: DayCount[],
  now: number,
  timeZone: string,
  weeks = 12,
): ActivityDay[] {
  const today = dayIndex(calendarDay(now, timeZone));
  // Day index 0 (1970-01-01) was a Thursday: Monday-based weekday = (index + 3) % 7.
  const weekday = (today + 3) % 7;
  const first = today - weekday - (weeks - 1) * 7;
  const length = today - first + 1;
  const out: ActivityDay[] = Array.from({ length }, (_, i) => ({
    day: dayOfNumber(first + i),
    count: 0,
    repetitions: 0,
    reviews: 0,
  }));
  const at = (index: number) => (index >= first && index <= today ? out[index - first] : undefined);
  for (const t of reviewTimes) {
    const day = at(dayIndex(calendarDay(t, timeZone)));
    if (day) day.reviews += 1;
  }
  for (const p of practice) {
    const day = at(dayIndex(p.day));
    if (day) day.repetitions += p.count;
  }
  for (const day of out) day.count = day.repetitions + day.reviews;
  return out;
}
