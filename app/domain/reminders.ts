// The daily practice reminder (issue 29): opt-in, at the hour the learner picks in their own time
// zone, only on a day they have not practised yet, and never more than once a day. Pure; time passed in.
import { calendarDay, utcOffsetMinutes } from "./streak";

/** The clock of an instant in a time zone: its calendar day (YYYY-MM-DD) and hour (0-23). */
export function localClock(instant: number, timeZone: string): { day: string; hour: number } {
  const hour = new Date(instant + utcOffsetMinutes(instant, timeZone) * 60_000).getUTCHours();
  return { day: calendarDay(instant, timeZone), hour };
}

export interface ReminderState {
  /** The chosen hour (0-23) in the learner's zone; null when reminders are off. */
  hour: number | null;
  timeZone: string;
  /** The learner's calendar day the last reminder went out, if any. */
  sentDay: string | null;
  /** The learner's last practice day in any language (their calendar), if any. */
  lastPracticeDay: string | null;
}

/**
 * The learner's day a reminder is due for, or null. Due once the chosen hour has come today in the
 * learner's zone (so a late or missed cron run still sends that day), when none went out today and
 * they have not practised today.
 */
export function reminderDueDay(state: ReminderState, now: number): string | null {
  if (state.hour === null) return null;
  const { day, hour } = localClock(now, state.timeZone);
  if (hour < state.hour) return null;
  if (state.sentDay !== null && state.sentDay >= day) return null;
  if (state.lastPracticeDay !== null && state.lastPracticeDay >= day) return null;
  return day;
}

/**
 * The latest calendar day anywhere on Earth at `now` (UTC+14): no learner's today is after it, so a
 * learner whose last reminder went out on this day or later cannot be due (the cron's set-wise filter).
 */
export function latestDayAnywhere(now: number): string {
  return calendarDay(now, "Pacific/Kiritimati");
}
