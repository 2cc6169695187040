// Streak freezes (issue 29): a busy day should not cost a week's habit. Pure; days are the learner's
// own calendar days (YYYY-MM-DD, see calendarDay in streak.ts), so time zones are already applied.
import { dayNumber } from "./time";

/** A freeze is earned each time the streak reaches a multiple of this many days. */
export const FREEZE_EVERY_DAYS = 7;
/** Freezes held at once: more earned while two are held are not kept. */
export const MAX_FREEZES = 2;

export interface StreakStanding {
  streak: number;
  freezes: number;
}

/**
 * A practice on `today`. Each whole day missed since `previousDay` uses one freeze; the streak goes on
 * (+1 for today, a frozen day adds nothing) while freezes cover every missed day, otherwise it starts
 * again at 1 and the freezes are spent on the days they covered. A day before the last (a time-zone
 * change) restarts the streak as streak.ts does, but spends no freeze: no day was missed.
 */
export function practiseWithFreezes(previousDay: string | null, today: string, held: StreakStanding): StreakStanding {
  const freezes = clamp(held.freezes);
  if (!previousDay) return { streak: 1, freezes };
  const gap = dayNumber(today) - dayNumber(previousDay);
  if (gap === 0) return { streak: Math.max(1, held.streak), freezes };
  if (gap < 0) return { streak: 1, freezes };
  const missed = gap - 1;
  if (missed > freezes) return { streak: 1, freezes: 0 };
  const streak = held.streak + 1;
  const earned = streak % FREEZE_EVERY_DAYS === 0 ? 1 : 0;
  return { streak, freezes: clamp(freezes - missed + earned) };
}

/**
 * The standing as it is today before any practice today: the missed days between the last practice
 * and today have used their freezes; with too few, the streak is broken (0) and nothing is held.
 * Today itself is not missed yet.
 */
export function standingToday(previousDay: string | null, today: string, held: StreakStanding): StreakStanding {
  const freezes = clamp(held.freezes);
  if (!previousDay) return { streak: 0, freezes };
  const missed = Math.max(0, dayNumber(today) - dayNumber(previousDay) - 1);
  if (missed > freezes) return { streak: 0, freezes: 0 };
  return { streak: held.streak, freezes: freezes - missed };
}

function clamp(freezes: number): number {
  return Math.min(MAX_FREEZES, Math.max(0, Math.floor(freezes)));
}
