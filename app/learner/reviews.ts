// Reviews inside the learner's object: a grade (SM-2 or FSRS, the learner's choice) answers the graded
// card, the counts and what the screen shows, and is saved once per gradeId; the review queue and the
// whole-history views (the spec's full progress, the progress screen's charts) are read here too.
import { and, asc, eq, gte, inArray, lte, sql } from "drizzle-orm";
import { activityHeatmap, reviewForecast } from "../domain/charts";
import { candidateIntervals, gradeFsrs, replayLog, type FsrsState } from "../domain/fsrs";
import { LANGUAGE_INFO, type Language } from "../domain/languages";
import type { ProgressView } from "../domain/progress-view";
import { initialPyramid, pyramidStateOf, REPETITIONS_TO_GRADUATE } from "../domain/pyramid";
import { gradeReview, type ReviewItem } from "../domain/srs";
import { calendarDay } from "../domain/streak";
import { practiseWithFreezes } from "../domain/streak-freeze";
import { learnOf } from "./practice";
import { countsOf, markChanged, pruneKeys, readPyramid, schema, type LearnerDb, type ReviewItemRow } from "./store";
import type { GradeInput, GradeResult, LanguageInput, Outcome, ProgressScreen, ReviewQueue, ReviewQueueInput } from "./types";
import { DAY_MS, WEEK_MS } from "../domain/time";

const TWELVE_WEEKS_MS = 12 * WEEK_MS;

function itemOf(row: Pick<ReviewItemRow, "sentenceId" | "nextReview" | "interval" | "easeFactor">): ReviewItem {
  return { sentenceId: row.sentenceId, nextReview: row.nextReview, interval: row.interval, easeFactor: row.easeFactor };
}

function fsrsOf(row: ReviewItemRow): FsrsState | null {
  if (row.fsrsStability === null || row.fsrsDifficulty === null) return null;
  return {
    stability: row.fsrsStability,
    difficulty: row.fsrsDifficulty,
    reps: row.fsrsReps ?? 0,
    lapses: row.fsrsLapses ?? 0,
    state: row.fsrsState ?? 2,
    lastReview: row.fsrsLastReview,
  };
}

/** An item's FSRS state: stored, or its own review log replayed (none: a new card). */
function fsrsStateOf(db: LearnerDb, row: ReviewItemRow): FsrsState | null {
  const stored = fsrsOf(row);
  if (stored) return stored;
  const l = schema.reviewLog;
  const log = db
    .select({ grade: l.grade, reviewedAt: l.reviewedAt })
    .from(l)
    .where(and(eq(l.language, row.language), eq(l.sentenceId, row.sentenceId)))
    .orderBy(asc(l.reviewedAt))
    .all();
  return replayLog(row.sentenceId, log)?.fsrs ?? null;
}

/** Saves a grade once per gradeId; a repeated key writes nothing and answers the first result. */
export function applyGrade(db: LearnerDb, input: GradeInput): Outcome<GradeResult> {
  const { language, sentenceId, grade, gradeId, now } = input;
  const k = schema.gradeKeys;
  if (gradeId !== null) {
    const seen = db.select().from(k).where(eq(k.gradeId, gradeId)).get();
    if (seen) {
      if (seen.sentenceId !== sentenceId || seen.language !== language) {
        return { ok: false, status: 409, message: "This gradeId was already used for another card. Send a new one." };
      }
      return { ok: true, value: { ...(seen.result as GradeResult), duplicate: true } };
    }
  }
  const r = schema.reviewItems;
  const thisItem = and(eq(r.language, language), eq(r.sentenceId, sentenceId));
  const row = readPyramid(db, language);
  const itemRow = db.select().from(r).where(thisItem).get();
  if (!row || !itemRow) {
    return {
      ok: false,
      status: 404,
      message: `Sentence ${sentenceId} is not in your ${LANGUAGE_INFO[language].name} review pile.`,
    };
  }
  if (input.onlyIfDue && itemRow.nextReview > now) {
    return { ok: false, status: 409, reason: "not-due", message: "This card is not due for review yet." };
  }
  // SM-2 (the spec's, and the default) or FSRS, as the learner chose. An SM-2 review clears the FSRS
  // state (it is rebuilt from the log, this review included, when FSRS is chosen again).
  let graded: ReviewItem;
  let fsrs: FsrsState | null = null;
  if (input.scheduler === "fsrs") {
    const result = gradeFsrs(itemOf(itemRow), fsrsStateOf(db, itemRow), grade, now);
    graded = result.item;
    fsrs = result.fsrs;
  } else {
    graded = gradeReview(itemOf(itemRow), grade, now);
  }
  const today = calendarDay(now, input.timeZone);
  const { streak, freezes } = practiseWithFreezes(row.lastPracticeDay, today, { streak: row.streak, freezes: row.streakFreezes });
  db.update(schema.pyramids)
    .set({ streak, streakFreezes: freezes, lastPracticeDay: today, lastPracticeAt: now, updatedAt: now })
    .where(eq(schema.pyramids.language, language))
    .run();
  db.update(r)
    .set({
      nextReview: graded.nextReview,
      interval: graded.interval,
      easeFactor: graded.easeFactor,
      fsrsStability: fsrs?.stability ?? null,
      fsrsDifficulty: fsrs?.difficulty ?? null,
      fsrsReps: fsrs?.reps ?? null,
      fsrsLapses: fsrs?.lapses ?? null,
      fsrsState: fsrs?.state ?? null,
      fsrsLastReview: fsrs?.lastReview ?? null,
    })
    .where(thisItem)
    .run();
  db.insert(schema.reviewLog)
    .values({
      language,
      sentenceId,
      grade,
      reviewedAt: now,
      interval: graded.interval,
      easeFactor: graded.easeFactor,
      nextReview: graded.nextReview,
    })
    .run();
  countReview(db, language, now);
  const result: GradeResult = {
    language,
    sentenceId,
    grade,
    reviewed: graded,
    reviewCounts: countsOf(db, language, now),
    currentSequence: row.currentSequence,
    currentPosition: row.currentPosition,
    points: row.points,
    streak,
    lastPracticeDate: new Date(now).toISOString(),
    gradeId,
    duplicate: false,
  };
  if (gradeId !== null) {
    pruneKeys(db, now);
    db.insert(k).values({ gradeId, language, sentenceId, result, createdAt: now }).run();
  }
  markChanged(db, language);
  return { ok: true, value: result };
}

/** One more grading today (UTC) and ever, for the summary; days older than 31 are dropped. */
function countReview(db: LearnerDb, language: Language, now: number): void {
  const day = new Date(now).toISOString().slice(0, 10);
  const d = schema.reviewDays;
  db.insert(d)
    .values({ language, day, reviews: 1 })
    .onConflictDoUpdate({ target: [d.language, d.day], set: { reviews: sql`${d.reviews} + 1` } })
    .run();
  const oldest = new Date(now - 31 * DAY_MS).toISOString().slice(0, 10);
  db.delete(d)
    .where(sql`${d.day} < ${oldest}`)
    .run();
  const t = schema.languageTotals;
  db.insert(t)
    .values({ language, reviewsTotal: 1 })
    .onConflictDoUpdate({ target: t.language, set: { reviewsTotal: sql`${t.reviewsTotal} + 1` } })
    .run();
}

/** The review queue: the due items oldest first (the domain's due rule, on the index), and their intervals. */
export function reviewQueue(db: LearnerDb, input: ReviewQueueInput): ReviewQueue {
  const r = schema.reviewItems;
  const due = db
    .select()
    .from(r)
    .where(and(eq(r.language, input.language), lte(r.nextReview, input.now)))
    .orderBy(asc(r.nextReview), asc(r.sentenceId))
    .limit(input.limit)
    .all();
  const included =
    input.include.length === 0
      ? []
      : db
          .select()
          .from(r)
          .where(and(eq(r.language, input.language), inArray(r.sentenceId, input.include)))
          .all();
  return {
    due: due.map((row) => ({
      item: itemOf(row),
      intervals: candidateIntervals(
        itemOf(row),
        input.scheduler,
        input.scheduler === "fsrs" ? fsrsStateOf(db, row) : null,
        input.now,
      ),
    })),
    included: included.map(itemOf),
    reviewCounts: countsOf(db, input.language, input.now),
  };
}

/** Review items in graduation order (insertion order), for the whole-history views. */
function allItems(db: LearnerDb, language: Language): ReviewItem[] {
  const r = schema.reviewItems;
  return db
    .select({ sentenceId: r.sentenceId, nextReview: r.nextReview, interval: r.interval, easeFactor: r.easeFactor })
    .from(r)
    .where(eq(r.language, language))
    .orderBy(sql`rowid`)
    .all();
}

/** GET /api/progress: the spec's full shape (the whole schedule; the one reader of everything). */
export function fullProgress(db: LearnerDb, input: LanguageInput, firstId: number | null): ProgressView {
  const { language, now } = input;
  const row = readPyramid(db, language) ?? null;
  const state = row ? pyramidStateOf(row) : initialPyramid(firstId);
  const learn = learnOf(language, state, row, 0, 0, calendarDay(now, input.timeZone));
  const items = allItems(db, language);
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
    reviewCounts: countsOf(db, language, now),
  };
}

/** The progress screen: summary numbers and its two charts, computed here so only the charts travel. */
export function progressScreen(db: LearnerDb, input: LanguageInput, firstId: number | null): ProgressScreen {
  const { language, now, timeZone } = input;
  const row = readPyramid(db, language) ?? null;
  const state = row ? pyramidStateOf(row) : initialPyramid(firstId);
  const learn = learnOf(language, state, row, 0, 0, calendarDay(now, timeZone));
  const r = schema.reviewItems;
  // The forecast's 30 days: everything due before their end (overdue items count today).
  const horizon = now + 31 * DAY_MS;
  const upcoming = db
    .select({ t: r.nextReview })
    .from(r)
    .where(and(eq(r.language, language), lte(r.nextReview, horizon)))
    .all()
    .map((x) => x.t);
  // A week more than the heatmap shows: its first column starts on a Monday.
  const since = now - TWELVE_WEEKS_MS - WEEK_MS;
  const l = schema.reviewLog;
  const times = db
    .select({ t: l.reviewedAt })
    .from(l)
    .where(and(eq(l.language, language), gte(l.reviewedAt, since)))
    .all()
    .map((x) => x.t);
  const d = schema.practiceDays;
  const practice = db
    .select({ day: d.day, count: d.repetitions })
    .from(d)
    .where(and(eq(d.language, language), gte(d.day, calendarDay(since, timeZone))))
    .all();
  const counts = countsOf(db, language, now);
  return {
    progress: {
      language,
      currentSequence: learn.currentSequence,
      currentPosition: learn.currentPosition,
      points: learn.points,
      streak: learn.streak,
      repetitionCounts: learn.repetitionCounts,
      lastPracticeDate: learn.lastPracticeDate,
      highestSentenceId: learn.highestSentenceId,
      totalRepetitions: learn.totalRepetitions,
      reviewCounts: counts,
    },
    graduated: counts.total,
    forecast: reviewForecast(upcoming, now, timeZone),
    heatmap: activityHeatmap(times, practice, now, timeZone),
  };
}

/** Resets one language's progress: the pyramid and its review items. History (log, days) stays. */
export function resetLanguage(db: LearnerDb, language: Language): void {
  db.delete(schema.pyramids).where(eq(schema.pyramids.language, language)).run();
  db.delete(schema.reviewItems).where(eq(schema.reviewItems.language, language)).run();
  markChanged(db, language);
}
