// SM-2 spaced repetition, as settled in decisions.md. Pure: `now` is a parameter.
import { DAY_MS } from "./time";

export const INITIAL_INTERVAL_DAYS = 1;
export const GRADUATION_INTERVAL_DAYS = 6;
export const INITIAL_EASE = 2.5;
export const MINIMUM_EASE = 1.3;

export interface ReviewItem {
  sentenceId: number;
  nextReview: number;
  interval: number;
  easeFactor: number;
}

/** The review buttons (spec: Wrong, Hard, Good, Easy map to 1, 2, 3, 4). */
export const REVIEW_BUTTONS = [
  { label: "Wrong", grade: 1 },
  { label: "Hard", grade: 2 },
  { label: "Good", grade: 3 },
  { label: "Easy", grade: 4 },
] as const;

/** A sentence fresh from the pyramid: due now, interval 1 day, ease 2.5. */
export function newReviewItem(sentenceId: number, now: number): ReviewItem {
  return { sentenceId, nextReview: now, interval: INITIAL_INTERVAL_DAYS, easeFactor: INITIAL_EASE };
}

export function isValidGrade(grade: number): boolean {
  return Number.isInteger(grade) && grade >= 0 && grade <= 5;
}

export function gradeReview(item: ReviewItem, grade: number, now: number): ReviewItem {
  if (!isValidGrade(grade)) throw new RangeError(`grade must be a whole number from 0 to 5, got ${grade}`);
  // The interval uses the ease factor as it was before this review.
  let interval: number;
  if (grade < 3) interval = INITIAL_INTERVAL_DAYS;
  else if (item.interval === INITIAL_INTERVAL_DAYS) interval = GRADUATION_INTERVAL_DAYS;
  else interval = Math.round(item.interval * item.easeFactor);
  const q = 5 - grade;
  const easeFactor = Math.max(MINIMUM_EASE, item.easeFactor + (0.1 - q * (0.08 + q * 0.02)));
  return {
    sentenceId: item.sentenceId,
    interval,
    easeFactor: Math.round(easeFactor * 1000) / 1000,
    nextReview: now + interval * DAY_MS,
  };
}

export function isDue(item: Pick<ReviewItem, "nextReview">, now: number): boolean {
  return item.nextReview <= now;
}

/** Due items, oldest first (ties by sentence id, so the order is stable). */
export function dueQueue<T extends Pick<ReviewItem, "nextReview" | "sentenceId">>(items: T[], now: number): T[] {
  return items.filter((i) => isDue(i, now)).sort((a, b) => a.nextReview - b.nextReview || a.sentenceId - b.sentenceId);
}

export interface ReviewCounts {
  dueNow: number;
  dueTomorrow: number;
  dueThisWeek: number;
  total: number;
}

/** Due Now ≤ now; Due Tomorrow within the next 24 h; Due This Week within the next 7 days. */
export function reviewCounts(items: Pick<ReviewItem, "nextReview">[], now: number): ReviewCounts {
  let dueNow = 0;
  let dueTomorrow = 0;
  let dueThisWeek = 0;
  for (const { nextReview } of items) {
    if (nextReview <= now) dueNow += 1;
    else {
      if (nextReview <= now + DAY_MS) dueTomorrow += 1;
      if (nextReview <= now + 7 * DAY_MS) dueThisWeek += 1;
    }
  }
  return { dueNow, dueTomorrow, dueThisWeek, total: items.length };
}
