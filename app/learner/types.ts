// What the Worker and a Learner object say to each other over RPC: plain data both ways. The Worker
// imports these as types only, so the object's code (and its SQL) never enters the page bundle.
import type { ActivityDay, DayCount } from "../domain/charts";
import type { ConversationState } from "../domain/conversation";
import type { Language } from "../domain/languages";
import type { LearnProgress, ProgressView } from "../domain/progress-view";
import type { PyramidEvent } from "../domain/pyramid";
import type { Scheduler } from "../domain/scheduling";
import type { ReviewCounts, ReviewItem } from "../domain/srs";

/** The request's clock and the learner's calendar: rules take time as a parameter, never Date.now(). */
export interface Clock {
  now: number;
  timeZone: string;
}

/** A request the object turns down, with the status and words the API answers with. */
export interface Refusal {
  ok: false;
  status: 404 | 409 | 429;
  message: string;
  /** Set when a grade asked only for a due card and the card is not due (nothing was written). */
  reason?: "not-due";
  /** With a 429: when the refused practice will fit (the Retry-After header). */
  retryAfterSeconds?: number;
}

export type Outcome<T> = { ok: true; value: T } | Refusal;

export interface AdvanceInput extends Clock {
  language: Language;
  /** Continues to apply (practice sent in batches). */
  count: number;
  /** The client's idempotency key for the batch: a repeated key applies nothing. */
  batchId: string | null;
}

export interface AdvanceResult {
  progress: LearnProgress;
  pointsEarned: number;
  event: PyramidEvent;
  /** Steps applied by this request (0 for a batch applied before). */
  steps: number;
  duplicate: boolean;
  /** Sentences this batch added to the sequence: the texts the learn screen does not have yet. */
  addedIds: number[];
}

export interface GradeInput extends Clock {
  language: Language;
  sentenceId: number;
  grade: number;
  /** The client's idempotency key for this grade: a repeated key writes nothing and gets the first answer. */
  gradeId: string | null;
  scheduler: Scheduler;
  /** Save only if the card is due (the review form's rule); otherwise a "not-due" refusal. */
  onlyIfDue?: boolean;
}

/** A grade's answer: the graded card, the new counts and what the screen shows, never the schedule. */
export interface GradeResult {
  language: Language;
  sentenceId: number;
  grade: number;
  /** The graded card's new schedule. */
  reviewed: ReviewItem;
  reviewCounts: ReviewCounts;
  currentSequence: number[];
  currentPosition: number;
  points: number;
  streak: number;
  lastPracticeDate: string | null;
  gradeId: string | null;
  /** True when this gradeId was saved before: nothing was written, this is the first answer. */
  duplicate: boolean;
}

export interface LanguageInput extends Clock {
  language: Language;
}

export interface ReviewQueueInput extends LanguageInput {
  scheduler: Scheduler;
  limit: number;
  /** Ids whose items the screen asks for too (second looks at cards graded Wrong). */
  include: number[];
}

export interface QueuedCard {
  item: ReviewItem;
  /** Days until the next review for Wrong, Hard, Good, Easy under the learner's scheduler. */
  intervals: number[];
}

export interface ReviewQueue {
  /** Due cards, oldest first, at most `limit`. */
  due: QueuedCard[];
  /** The requested items that exist in the pile (due or not). */
  included: ReviewItem[];
  reviewCounts: ReviewCounts;
}

/** The progress screen: the spec's progress without the whole schedule, and its charts. */
export interface ProgressScreen {
  progress: Omit<ProgressView, "reviewSchedule" | "reviewPile">;
  graduated: number;
  forecast: DayCount[];
  heatmap: ActivityDay[];
}

export interface ConversationStanding {
  state: ConversationState;
  /** The streak as it stands today (0 once broken). */
  streak: number;
}

export interface ConversationInput extends LanguageInput {
  /** The course level (1-5): progress is kept per level. */
  level: number;
}

export interface ContinueConversationInput extends ConversationInput {
  /** The level's topics in learning order, with their conversation and number of lines. */
  topics: { topic: string; conversationId: number; lines: number }[];
}

/**
 * One learner's standing in one language: the row the object writes to D1 (learner_summaries) and
 * what the learner's own achievements and profile are computed from.
 */
export interface LanguageSummary {
  language: Language;
  /** Has a pyramid in the language (a summary may exist for conversations alone). */
  started: boolean;
  points: number;
  /** Conversation points as the leaderboard, leagues and points achievements count them: once per conversation per day. */
  conversationPoints: number;
  /** The conversations' own total (10 a line on every Continue); not written to D1. */
  conversationTotal: number;
  /** The stored streak and its day; `currentStreak` (app/domain/streak.ts) says whether it still holds. */
  streak: number;
  /** Freezes held after lastPracticeDay; `standingToday` (app/domain/streak-freeze.ts) applies missed days. */
  streakFreezes: number;
  lastPracticeDay: string | null;
  lastPracticeAt: number | null;
  graduatedCount: number;
  highestSentenceId: number;
  totalRepetitions: number;
  sequenceLength: number;
  reviewsTotal: number;
  /** Gradings per UTC day, the last 30 days. */
  reviewsByDay: Record<string, number>;
  /** XP earned in the UTC week starting at xpWeekStart (Monday 00:00 UTC). */
  xpWeek: number;
  xpWeekStart: number;
  /** The week's first XP (joining the week's league) and when its XP last grew (the league's tie-break). */
  xpWeekFirstAt: number | null;
  xpWeekReachedAt: number | null;
  pointsReachedAt: number | null;
}

/** What the first-touch move from the old D1 tables brought in (all zero when there was nothing). */
export interface LegacyImport {
  pyramids: number;
  reviewItems: number;
  reviewLog: number;
  practiceDays: number;
  batches: number;
  conversations: number;
}

/** The object's storage, for benchmarks and the development fixtures. */
export interface StorageStats {
  databaseBytes: number;
  rows: Record<string, number>;
  /** What this object's summary alarms have written to D1 so far (statements and D1's rows_written). */
  d1Writes: { flushes: number; statements: number; rowsWritten: number };
}
