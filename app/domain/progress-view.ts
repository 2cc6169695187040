// What the progress loaders and API return and the screens render: shared by server and browser,
// so components never import from app/server.
import type { Language } from "./languages";
import type { ReviewCounts, ReviewItem } from "./srs";

/** GET /api/progress: the spec's full shape (the whole schedule; read only where it is shown). */
export interface ProgressView {
  language: Language;
  currentSequence: number[];
  currentPosition: number;
  points: number;
  streak: number;
  repetitionCounts: Record<string, number>;
  reviewPile: number[];
  reviewSchedule: Record<string, ReviewItem>;
  lastPracticeDate: string | null;
  highestSentenceId: number;
  totalRepetitions: number;
  reviewCounts: ReviewCounts;
}

/**
 * What the learn screen needs, bounded by the live pyramid: a Continue's answer is this size on day 1
 * and on day 500.
 */
export interface LearnProgress {
  language: Language;
  currentSequence: number[];
  currentPosition: number;
  points: number;
  streak: number;
  /** Streak freezes held today (app/domain/streak-freeze.ts). */
  streakFreezes: number;
  /** Repetitions of the sentences in the current sequence only. */
  repetitionCounts: Record<string, number>;
  lastPracticeDate: string | null;
  highestSentenceId: number;
  totalRepetitions: number;
  graduatedCount: number;
  /** Repetitions (Continues) on the learner's calendar day, in their time zone: the daily goal's count. */
  todayRepetitions: number;
  /**
   * Review items due now (the domain's rule: next review at or before now), counted when the page
   * loads. A Continue's answer leaves it null: practice does not change what is due except by
   * graduating a sentence (due at once), which `graduatedCount` tells.
   */
  dueNow: number | null;
}

export interface SentenceText {
  id: number;
  english: string;
  text: string;
}

export interface LessonTexts {
  /** Texts of the sentences in the current sequence, by id. */
  sentences: Record<string, { english: string; text: string }>;
  /** The next unused sentences: enough to keep growing the pyramid offline. */
  upcoming: SentenceText[];
}

/** A due card on the review screen. */
export interface ReviewCard {
  sentenceId: number;
  english: string;
  text: string;
  nextReview: number;
  /** Days until the next review for Wrong, Hard, Good, Easy, under the learner's scheduler. */
  intervals: number[];
  /** The idempotency key this card's grade is saved under (a first look only): a repeat saves nothing. */
  gradeId?: string;
}
