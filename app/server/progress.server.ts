// Progress per learner and language: load the stored state, apply a pure rule (pyramid, SM-2,
// streak), write it back. Every write is a compare-and-swap on `revision`, retried on conflict, so
// two racing requests on one progress never lose an update; statements that depend on the write
// (review items, the review log, the practice batch and day) only land if that same write did: they
// select their values from the progress row that holds the new revision, in the same D1 batch.
import { and, count, eq, gte, lte, sql } from "drizzle-orm";
import type { ProgressRow, User } from "../../db/schema";
import { canUseLanguage, type SubscriptionStatus } from "../domain/access";
import type { DayCount } from "../domain/charts";
import { LANGUAGE_INFO, type Language } from "../domain/languages";
import { initialPyramid, REPETITIONS_TO_GRADUATE, type PyramidState } from "../domain/pyramid";
import { reviewCounts } from "../domain/srs";
import { calendarDay, currentStreak } from "../domain/streak";
import { liveRepetitionCounts } from "../domain/practice";
import type { LearnProgress, ProgressView } from "../domain/progress-view";

import { getDb, schema, type Database } from "./db.server";
import { progressOf, readRow } from "./progress-store.server";
import { nextSentenceId } from "./sentences.server";

import { HttpError } from "./http.server";
import { getSubscriptionStatus } from "./subscription.server";

/** 403 unless the learner's plan includes the language (spec "Access tiers", decisions.md). */
export async function requireLanguageAccess(
  d1: D1Database,
  user: User,
  language: Language,
  now: number,
): Promise<SubscriptionStatus> {
  const status = await getSubscriptionStatus(d1, user, now);
  if (!canUseLanguage(status, language)) {
    const name = LANGUAGE_INFO[language].name;
    throw new HttpError(
      403,
      status.isPremium || status.selectedFreeLanguage
        ? `${name} is not included in your plan. Upgrade to Premium to learn all five languages.`
        : `Choose your free language first, or upgrade to Premium to learn ${name}.`,
    );
  }
  return status;
}

export function stateOf(row: ProgressRow): PyramidState {
  return {
    currentSequence: row.currentSequence,
    currentPosition: row.currentPosition,
    points: row.points,
    repetitionCounts: row.repetitionCounts,
    // The pile is the review items (read only where a screen shows it), never the hot row.
    reviewPile: [],
  };
}

/** Review items in graduation order (insertion order), for the whole-history views. */
function reviewItemsOf(db: Database, userId: number, language: Language) {
  const r = schema.reviewItems;
  return db
    .select({ sentenceId: r.sentenceId, nextReview: r.nextReview, interval: r.interval, easeFactor: r.easeFactor })
    .from(r)
    .where(and(eq(r.userId, userId), eq(r.language, language)))
    .orderBy(sql`rowid`);
}

/** Today's repetitions in the language (the learner's calendar day, as the streak). */
export function practiceDayOf(db: Database, userId: number, language: Language, day: string) {
  const d = schema.practiceDays;
  return db
    .select({ repetitions: d.repetitions })
    .from(d)
    .where(and(eq(d.userId, userId), eq(d.language, language), eq(d.day, day)));
}

export type StoredTotals = Pick<
  ProgressRow,
  "streak" | "lastPracticeDay" | "lastPracticeAt" | "highestSentenceId" | "totalRepetitions" | "graduatedCount"
>;

export function learnOf(
  language: Language,
  state: PyramidState,
  row: StoredTotals | null,
  dueNow: number | null,
  todayRepetitions: number,
  user: User,
  now: number,
): LearnProgress {
  const today = calendarDay(now, user.timeZone);
  return {
    language,
    currentSequence: state.currentSequence,
    currentPosition: state.currentPosition,
    points: state.points,
    repetitionCounts: liveRepetitionCounts(state),
    streak: row ? currentStreak(row.lastPracticeDay, today, row.streak) : 0,
    lastPracticeDate: row?.lastPracticeAt ? new Date(row.lastPracticeAt).toISOString() : null,
    highestSentenceId: row?.highestSentenceId ?? Math.max(0, ...state.currentSequence),
    totalRepetitions: row?.totalRepetitions ?? 0,
    graduatedCount: row?.graduatedCount ?? 0,
    todayRepetitions,
    dueNow,
  };
}

/** GET /api/progress: the spec's full shape, rebuilt from the hot row and the review items. */
export async function getProgress(d1: D1Database, user: User, language: Language, now: number): Promise<ProgressView> {
  const db = getDb(d1);
  const [rows, items] = await db.batch([readRow(db, user.id, language), reviewItemsOf(db, user.id, language)]);
  const row = rows[0] ?? null;
  const state = row ? stateOf(row) : initialPyramid(await nextSentenceId(d1, language, 0));
  const learn = learnOf(language, state, row, 0, 0, user, now);
  const reviewPile = items.map((i) => i.sentenceId);
  return {
    language,
    currentSequence: learn.currentSequence,
    currentPosition: learn.currentPosition,
    points: learn.points,
    streak: learn.streak,
    // A graduated sentence has exactly REPETITIONS_TO_GRADUATE repetitions.
    repetitionCounts: {
      ...Object.fromEntries(reviewPile.map((id) => [String(id), REPETITIONS_TO_GRADUATE])),
      ...learn.repetitionCounts,
    },
    reviewPile,
    reviewSchedule: Object.fromEntries(items.map((i) => [String(i.sentenceId), i])),
    lastPracticeDate: learn.lastPracticeDate,
    highestSentenceId: learn.highestSentenceId,
    totalRepetitions: learn.totalRepetitions,
    reviewCounts: reviewCounts(items, now),
  };
}

function dueNowQuery(db: Database, userId: number, language: Language, now: number) {
  // The domain's "due now" (srs.ts reviewCounts: next review at or before now), counted on the
  // (user, language, next_review) index: it reads the due items, not the whole history.
  const r = schema.reviewItems;
  return db
    .select({ n: count() })
    .from(r)
    .where(and(eq(r.userId, userId), eq(r.language, language), lte(r.nextReview, now)));
}

/** The learn screen's state, bounded by the live pyramid (no schedule, no pile). */
export async function learnProgress(d1: D1Database, user: User, language: Language, now: number): Promise<LearnProgress> {
  const db = getDb(d1);
  const [rows, due, day] = await db.batch([
    readRow(db, user.id, language),
    dueNowQuery(db, user.id, language, now),
    practiceDayOf(db, user.id, language, calendarDay(now, user.timeZone)),
  ]);
  const row = rows[0] ?? null;
  const state = row ? stateOf(row) : initialPyramid(await nextSentenceId(d1, language, 0));
  return learnOf(language, state, row, due[0]?.n ?? 0, day[0]?.repetitions ?? 0, user, now);
}

export async function resetProgress(d1: D1Database, user: User, language: Language): Promise<void> {
  const db = getDb(d1);
  const r = schema.reviewItems;
  // The review log and the practice days stay: they are history (heatmap, analytics), not progress.
  await db.batch([
    db.delete(schema.progress).where(progressOf(user.id, language)),
    db.delete(r).where(and(eq(r.userId, user.id), eq(r.language, language))),
  ]);
}

/** Repetitions per calendar day (the learner's, as recorded) from `sinceDay` on, for the heatmap. */
export async function practiceDayCounts(
  d1: D1Database,
  userId: number,
  language: Language,
  sinceDay: string,
): Promise<DayCount[]> {
  const d = schema.practiceDays;
  return getDb(d1)
    .select({ day: d.day, count: d.repetitions })
    .from(d)
    .where(and(eq(d.userId, userId), eq(d.language, language), gte(d.day, sinceDay)));
}
