// FSRS-6 beside SM-2 (ts-fsrs with its default FSRS-6 parameters). Retention 0.9, a 100-year ceiling,
// no fuzz and no short-term steps, so a schedule is deterministic and testable. Runs on the server
// only: the review screen receives the four candidate intervals, not the scheduler.
import { createEmptyCard, fsrs, generatorParameters, Rating, type Card, type Grade, State } from "ts-fsrs";
import type { Scheduler } from "./scheduling";
import { gradeReview, REVIEW_BUTTONS, type ReviewItem } from "./srs";
import { DAY_MS } from "./time";

export { formatInterval, type Scheduler } from "./scheduling";

const scheduler = fsrs(
  generatorParameters({ request_retention: 0.9, maximum_interval: 36_500, enable_fuzz: false, enable_short_term: false }),
);

/** The memory state an item keeps beside its SM-2 fields. */
export interface FsrsState {
  stability: number;
  difficulty: number;
  reps: number;
  lapses: number;
  state: number;
  lastReview: number | null;
}

/** Grades 0-1 → Again, 2 → Hard, 3 → Good, 4-5 → Easy. */
export function ratingOf(grade: number): Grade {
  if (grade <= 1) return Rating.Again;
  if (grade === 2) return Rating.Hard;
  if (grade === 3) return Rating.Good;
  return Rating.Easy;
}

function cardOf(item: Pick<ReviewItem, "nextReview" | "interval">, state: FsrsState): Card {
  return {
    due: new Date(item.nextReview),
    stability: state.stability,
    difficulty: state.difficulty,
    elapsed_days: 0,
    scheduled_days: item.interval,
    learning_steps: 0,
    reps: state.reps,
    lapses: state.lapses,
    state: state.state as State,
    last_review: state.lastReview === null ? undefined : new Date(state.lastReview),
  };
}

function stateOf(card: Card): FsrsState {
  return {
    stability: card.stability,
    difficulty: card.difficulty,
    reps: card.reps,
    lapses: card.lapses,
    state: card.state,
    lastReview: card.last_review ? card.last_review.getTime() : null,
  };
}

export interface FsrsResult {
  item: ReviewItem;
  fsrs: FsrsState;
}

/** One review under FSRS. `interval` (days) and `nextReview` (ms) mean what they mean under SM-2. */
export function gradeFsrs(item: ReviewItem, state: FsrsState | null, grade: number, now: number): FsrsResult {
  const card = state ? cardOf(item, state) : createEmptyCard(new Date(now));
  const next = scheduler.next(card, new Date(now), ratingOf(grade)).card;
  const interval = Math.max(1, Math.round((next.due.getTime() - now) / DAY_MS));
  return {
    item: { sentenceId: item.sentenceId, easeFactor: item.easeFactor, interval, nextReview: now + interval * DAY_MS },
    fsrs: stateOf(next),
  };
}

/**
 * The FSRS state of an item never reviewed under FSRS: its review log replayed from a new card, in
 * order. With no log, a new card (as after graduation).
 */
export function replayLog(
  sentenceId: number,
  log: { grade: number; reviewedAt: number }[],
): { item: ReviewItem; fsrs: FsrsState } | null {
  let current: FsrsResult | null = null;
  for (const entry of [...log].sort((a, b) => a.reviewedAt - b.reviewedAt)) {
    const base: ReviewItem = current?.item ?? { sentenceId, nextReview: entry.reviewedAt, interval: 1, easeFactor: 2.5 };
    current = gradeFsrs(base, current?.fsrs ?? null, entry.grade, entry.reviewedAt);
  }
  return current;
}

/** The interval (days) each review button would give now: Wrong, Hard, Good, Easy. */
export function candidateIntervals(item: ReviewItem, scheduler: Scheduler, state: FsrsState | null, now: number): number[] {
  return REVIEW_BUTTONS.map((b) =>
    scheduler === "fsrs" ? gradeFsrs(item, state, b.grade, now).item.interval : gradeReview(item, b.grade, now).interval,
  );
}
