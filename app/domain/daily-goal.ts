// The daily goal on the learn screen (issue #18): repetitions on the learner's calendar day against
// the goal they chose (10, 20, 50 or 100). The server counts the day; the screen adds the Continues
// it has not confirmed yet, and announces the goal once when the count crosses it. Pure.

export interface DayCountSource {
  todayRepetitions: number;
  totalRepetitions: number;
  /** The instant of the last practice (ISO), or null. */
  lastPracticeDate: string | null;
}

/** The day's count as last confirmed: which day, how many, and the total it was confirmed at. */
export interface DayCount {
  day: string;
  count: number;
  total: number;
}

/** The learner's calendar day of an instant (streak.ts's dayCalendar). */
export type DayOf = (instant: number) => string;

function practisedOn(source: DayCountSource, day: string, dayOf: DayOf): boolean {
  const at = source.lastPracticeDate ? Date.parse(source.lastPracticeDate) : NaN;
  return Number.isFinite(at) && dayOf(at) === day;
}

export function startDayCount(source: DayCountSource, now: number, dayOf: DayOf): DayCount {
  const day = dayOf(now);
  // A count from another day (a snapshot kept offline overnight) says nothing about today.
  const count = practisedOn(source, day, dayOf) ? source.todayRepetitions : 0;
  return { day, count, total: source.totalRepetitions };
}

/**
 * A synced answer: the server's count for today, or the repetitions it confirmed since the last
 * answer added to the count, whichever is larger (the count never goes back within a day; the
 * server's may be larger when practice elsewhere counts too). A new day starts from the server's.
 */
export function reconcileDayCount(previous: DayCount, answer: DayCountSource, now: number, dayOf: DayOf): DayCount {
  const day = dayOf(now);
  if (day !== previous.day) return startDayCount(answer, now, dayOf);
  const server = practisedOn(answer, day, dayOf) ? answer.todayRepetitions : 0;
  const confirmed = previous.count + Math.max(0, answer.totalRepetitions - previous.total);
  return { day, count: Math.max(server, confirmed), total: Math.max(previous.total, answer.totalRepetitions) };
}

/** True when this change of the shown count crosses the goal (not when it was already met). */
export function crossesGoal(before: number, after: number, goal: number): boolean {
  return before < goal && after >= goal;
}

/** The bar's fill, 0-100. */
export function goalPercent(count: number, goal: number): number {
  return goal > 0 ? Math.min(100, Math.round((count / goal) * 100)) : 0;
}
