// Progress per learner and language: load the stored state, apply a pure rule (pyramid, SM-2,
// streak), write it back. Every write is a compare-and-swap on `revision`, retried on conflict, so
// two racing requests on one progress never lose an update; statements that depend on the write
// (review items, the review log, the practice batch and day) only land if that same write did: they
// select their values from the progress row that holds the new revision, in the same D1 batch.
import { and, asc, count, eq, exists, gt, gte, lte, min, ne, sql, type SQL, type SQLWrapper } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { ProgressRow, User } from "../../db/schema";
import { canUseLanguage, type SubscriptionStatus } from "../domain/access";
import type { DayCount } from "../domain/charts";
import { LANGUAGE_INFO, type Language } from "../domain/languages";
import { initialPyramid, REPETITIONS_TO_GRADUATE, type PyramidEvent, type PyramidState } from "../domain/pyramid";
import { dueQueue, gradeReview, newReviewItem, reviewCounts, type ReviewItem } from "../domain/srs";
import { calendarDay, currentStreak, nextStreak } from "../domain/streak";
import { liveRepetitionCounts, maxBatchSize, replayAdvances } from "../domain/practice";
import type { LearnProgress, LessonTexts, ProgressView, ReviewCard, SentenceText } from "../domain/progress-view";

export type { LearnProgress, LessonTexts, ProgressView, ReviewCard, SentenceText };
import { candidateIntervals, gradeFsrs, replayLog, type FsrsState } from "../domain/fsrs";
import { generateToken } from "./crypto.server";
import { getDb, schema, type Database } from "./db.server";
import { settingsOf } from "./settings.server";
import { HttpError } from "./http.server";
import { getSubscriptionStatus } from "./subscription.server";

export interface AdvanceResult {
  progress: LearnProgress;
  pointsEarned: number;
  event: PyramidEvent;
  texts: LessonTexts;
  /** Steps applied by this request (0 for a batch that was applied before). */
  steps: number;
  duplicate: boolean;
  /** D1's own count of rows the advance's statements read and wrote (for benchmarks). */
  d1Rows: { read: number; written: number };
}

type ReviewItemRow = typeof schema.reviewItems.$inferSelect;
type Query = BatchItem<"sqlite">;

/** A batch whose length is known only at run time (Drizzle types the fixed-length ones). */
function batchOf(db: Database, queries: Query[]): Promise<unknown[]> {
  return db.batch(queries as [Query, ...Query[]]);
}

/** D1 that adds up its own rows-read/written meta over every batch run through it (benchmarks). */
function metered(d1: D1Database): { d1: D1Database; rows: { read: number; written: number } } {
  const rows = { read: 0, written: 0 };
  async function batch<T>(statements: D1PreparedStatement[]): Promise<D1Result<T>[]> {
    const results = await d1.batch<T>(statements);
    for (const r of results) {
      rows.read += r.meta.rows_read ?? 0;
      rows.written += r.meta.rows_written ?? 0;
    }
    return results;
  }
  const proxy = new Proxy(d1, {
    get(target, key) {
      if (key === "batch") return batch;
      const value: unknown = Reflect.get(target, key);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
  return { d1: proxy, rows };
}

/** A value bound as a parameter where a statement selects constants (insert … select). */
function value(v: unknown): SQL {
  return sql`${v}`;
}

// One bound JSON array instead of a parameter per id: D1 allows at most 100 parameters a statement.
function inIds(column: SQLWrapper, ids: number[]): SQL {
  return sql`${column} IN (SELECT value FROM json_each(${JSON.stringify(ids)}))`;
}

function progressOf(userId: number, language: Language): SQL | undefined {
  const p = schema.progress;
  return and(eq(p.userId, userId), eq(p.language, language));
}

/**
 * The given values as one row if the progress row holds `revision` (the write this batch just made
 * landed), as none otherwise: what an insert … select of a dependent statement reads.
 */
function ifLanded<T extends Record<string, SQL>>(db: Database, values: T, userId: number, language: Language, revision: string) {
  const p = schema.progress;
  // Drizzle wants every selected expression named; insert … select matches them to columns by order.
  const named = Object.fromEntries(Object.entries(values).map(([k, v]) => [k, v.as(k)])) as { [K in keyof T]: SQL.Aliased };
  return db
    .select(named)
    .from(p)
    .where(and(progressOf(userId, language), eq(p.revision, revision)));
}

// Enough for 50 requests racing on one row: each round lets at least one of them through.
const MAX_WRITE_ATTEMPTS = 80;

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

/** The lowest sentence id above `afterId` that has text in the language, or null. */
export async function nextSentenceId(d1: D1Database, language: Language, afterId: number): Promise<number | null> {
  const s = schema.sentences;
  const [row] = await getDb(d1)
    .select({ id: min(s.id) })
    .from(s)
    .where(and(gt(s.id, afterId), ne(s[language], "")));
  return row?.id ?? null;
}

function readRow(db: Database, userId: number, language: Language) {
  return db.select().from(schema.progress).where(progressOf(userId, language));
}

function stateOf(row: ProgressRow): PyramidState {
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
function practiceDayOf(db: Database, userId: number, language: Language, day: string) {
  const d = schema.practiceDays;
  return db
    .select({ repetitions: d.repetitions })
    .from(d)
    .where(and(eq(d.userId, userId), eq(d.language, language), eq(d.day, day)));
}

type StoredTotals = Pick<
  ProgressRow,
  "streak" | "lastPracticeDay" | "lastPracticeAt" | "highestSentenceId" | "totalRepetitions" | "graduatedCount"
>;

function learnOf(
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

function newRevision(): string {
  return generateToken();
}

export const TOO_FAST =
  "That is more practice than fits in the time since your last Continue, so none of it was saved. Please try again.";

/** The stored row, the unused sentences ahead, whether the batch was seen and today's count: one round trip. */
async function readForAdvance(
  db: Database,
  userId: number,
  language: Language,
  lookahead: number,
  batchId: string | null,
  today: string,
) {
  const p = schema.progress;
  const s = schema.sentences;
  const b = schema.practiceBatches;
  // highest_sentence_id is the largest id ever added, so the unused ones lie above it.
  const highest = db.select({ id: p.highestSentenceId }).from(p).where(progressOf(userId, language));
  const [rows, upcoming, batches, day] = await db.batch([
    readRow(db, userId, language),
    db
      .select({ id: s.id })
      .from(s)
      .where(and(gt(s.id, sql`COALESCE(${highest}, 0)`), ne(s[language], "")))
      .orderBy(asc(s.id))
      .limit(lookahead),
    db
      .select({ steps: b.steps })
      .from(b)
      .where(and(eq(b.userId, userId), eq(b.batchId, batchId ?? ""))),
    practiceDayOf(db, userId, language, today),
  ]);
  return {
    row: rows[0] ?? null,
    upcoming: upcoming.map((r) => r.id),
    seen: batchId !== null && batches.length > 0,
    todayRepetitions: day[0]?.repetitions ?? 0,
  };
}

export interface AdvanceRequest {
  /** Continues to apply (1 by default): practice sent in batches. */
  count?: number;
  /** The client's idempotency key for this batch: a retried batch is applied once. */
  batchId?: string | null;
}

/**
 * Applies `count` Continues with the pyramid rule and saves them in one compare-and-swap write. What
 * it reads and writes is bounded by the live pyramid, whatever the learner has graduated.
 */
export async function advanceProgress(
  d1: D1Database,
  user: User,
  language: Language,
  now: number,
  request: AdvanceRequest = {},
): Promise<AdvanceResult> {
  const count = request.count ?? 1;
  const batchId = request.batchId ?? null;
  const today = calendarDay(now, user.timeZone);
  const meter = metered(d1);
  const db = getDb(meter.d1);
  const p = schema.progress;
  for (let attempt = 0; attempt < MAX_WRITE_ATTEMPTS; attempt++) {
    meter.rows.read = 0;
    meter.rows.written = 0;
    const read = await readForAdvance(db, user.id, language, count + 1, batchId, today);
    const readRows = { ...meter.rows };
    const { row } = read;
    const state = row ? stateOf(row) : initialPyramid(read.upcoming[0] ?? null);
    // A new learner's first sentence is already in the sequence: growth starts after it.
    const highest = row?.highestSentenceId ?? Math.max(0, ...state.currentSequence);
    if (read.seen) {
      const texts = await lessonTexts(d1, language, state, highest);
      const progress = learnOf(language, state, row, null, read.todayRepetitions, user, now);
      return { progress, pointsEarned: 0, event: "advance", texts, steps: 0, duplicate: true, d1Rows: readRows };
    }
    // Single steps are never refused: scripts and tests walk hundreds of them one call at a time.
    if (count > 1 && count > maxBatchSize(row?.lastPracticeAt ?? null, now)) throw new HttpError(429, TOO_FAST);
    const replay = replayAdvances(state, count, read.upcoming, highest);
    const next = replay.state;
    const practised = replay.practised > 0;
    const streak = practised ? nextStreak(row?.lastPracticeDay ?? null, today, row?.streak ?? 0) : (row?.streak ?? 0);
    const revision = newRevision();
    const written = {
      streak,
      lastPracticeDay: practised ? today : (row?.lastPracticeDay ?? null),
      lastPracticeAt: practised ? now : (row?.lastPracticeAt ?? null),
      highestSentenceId: Math.max(highest, ...replay.addedIds),
      totalRepetitions: (row?.totalRepetitions ?? 0) + replay.practised,
      graduatedCount: (row?.graduatedCount ?? 0) + replay.graduatedIds.length,
    };
    const fields = {
      ...written,
      currentSequence: next.currentSequence,
      currentPosition: next.currentPosition,
      points: next.points,
      repetitionCounts: liveRepetitionCounts(next),
      reviewPile: [],
      revision,
      updatedAt: now,
    };
    const write = row
      ? db
          .update(p)
          // Undefined leaves the column as it is: the score's time moves only when points change.
          .set({ ...fields, pointsReachedAt: replay.pointsEarned > 0 ? now : undefined })
          .where(and(eq(p.id, row.id), eq(p.revision, row.revision)))
      : db
          .insert(p)
          .values({
            ...fields,
            pointsReachedAt: replay.pointsEarned > 0 ? now : null,
            userId: user.id,
            language,
            createdAt: now,
          })
          .onConflictDoNothing({ target: [p.userId, p.language] });
    const landed = <T extends Record<string, SQL>>(values: T) => ifLanded(db, values, user.id, language, revision);
    const statements: Query[] = [write];
    for (const sentenceId of replay.graduatedIds) {
      const item = newReviewItem(sentenceId, now);
      const r = schema.reviewItems;
      statements.push(
        db
          .insert(r)
          .select(
            landed({
              userId: value(user.id),
              language: value(language),
              sentenceId: value(item.sentenceId),
              nextReview: value(item.nextReview),
              interval: value(item.interval),
              easeFactor: value(item.easeFactor),
              fsrsStability: sql`NULL`,
              fsrsDifficulty: sql`NULL`,
              fsrsReps: sql`NULL`,
              fsrsLapses: sql`NULL`,
              fsrsState: sql`NULL`,
              fsrsLastReview: sql`NULL`,
            }),
          )
          .onConflictDoNothing({ target: [r.userId, r.language, r.sentenceId] }),
      );
    }
    if (batchId !== null) {
      statements.push(
        db.insert(schema.practiceBatches).select(
          landed({
            userId: value(user.id),
            batchId: value(batchId),
            language: value(language),
            steps: value(count),
            createdAt: value(now),
          }),
        ),
      );
    }
    if (practised) {
      // Today's count moves with the write it counts: a lost race or a replayed batch adds nothing.
      const d = schema.practiceDays;
      statements.push(
        db
          .insert(d)
          .select(
            landed({
              userId: value(user.id),
              language: value(language),
              day: value(today),
              repetitions: value(replay.practised),
            }),
          )
          .onConflictDoUpdate({
            target: [d.userId, d.language, d.day],
            set: { repetitions: sql`${d.repetitions} + excluded.repetitions` },
          }),
      );
    }
    // The texts the learn screen lacks ride in the same round trip (read-only, harmless on a lost race):
    // the sentences this batch added (the screen has the rest) and the next unused ones.
    const textQueries = lessonTextQueries(db, language, replay.addedIds, written.highestSentenceId);
    const results = await batchOf(db, [...statements, ...textQueries]);
    if ((results[0] as D1Result).meta.changes === 1) {
      return {
        progress: learnOf(language, next, written, null, read.todayRepetitions + replay.practised, user, now),
        pointsEarned: replay.pointsEarned,
        event: replay.lastEvent,
        texts: lessonTextsFrom(results.slice(statements.length) as SentenceText[][]),
        steps: count,
        duplicate: false,
        d1Rows: { read: meter.rows.read, written: meter.rows.written - readRows.written },
      };
    }
    // Someone else wrote first (or the same batch is being applied): read again and decide again.
  }
  throw new HttpError(409, "Too many simultaneous updates to this progress. Please try again.");
}

export async function reviewSentence(
  d1: D1Database,
  user: User,
  language: Language,
  sentenceId: number,
  grade: number,
  now: number,
): Promise<ProgressView> {
  const today = calendarDay(now, user.timeZone);
  const db = getDb(d1);
  const p = schema.progress;
  const r = schema.reviewItems;
  const thisItem = and(eq(r.userId, user.id), eq(r.language, language), eq(r.sentenceId, sentenceId));
  for (let attempt = 0; attempt < MAX_WRITE_ATTEMPTS; attempt++) {
    const [rows, items] = await db.batch([readRow(db, user.id, language), db.select().from(r).where(thisItem)]);
    const row = rows[0];
    const item = items[0];
    if (!row || !item) {
      throw new HttpError(404, `Sentence ${sentenceId} is not in your ${LANGUAGE_INFO[language].name} review pile.`);
    }
    const current: ReviewItem = {
      sentenceId,
      nextReview: item.nextReview,
      interval: item.interval,
      easeFactor: item.easeFactor,
    };
    // SM-2 (the spec's, and the default) or FSRS, as the learner chose. An SM-2 review clears the FSRS
    // state (it is rebuilt from the log, this review included, when FSRS is chosen again).
    let graded: ReviewItem;
    let fsrsState: FsrsState | null = null;
    if (settingsOf(user).scheduler === "fsrs") {
      const state = fsrsOf(item) ?? (await replayedState(db, user.id, language, sentenceId));
      const result = gradeFsrs(current, state, grade, now);
      graded = result.item;
      fsrsState = result.fsrs;
    } else {
      graded = gradeReview(current, grade, now);
    }
    const streak = nextStreak(row.lastPracticeDay, today, row.streak);
    const revision = newRevision();
    const landed = db
      .select({ one: sql`1` })
      .from(p)
      .where(and(eq(p.id, row.id), eq(p.revision, revision)));
    const l = schema.reviewLog;
    const [result] = await db.batch([
      db
        .update(p)
        .set({ streak, lastPracticeDay: today, lastPracticeAt: now, revision, updatedAt: now })
        .where(and(eq(p.id, row.id), eq(p.revision, row.revision))),
      db
        .update(r)
        .set({
          nextReview: graded.nextReview,
          interval: graded.interval,
          easeFactor: graded.easeFactor,
          fsrsStability: fsrsState?.stability ?? null,
          fsrsDifficulty: fsrsState?.difficulty ?? null,
          fsrsReps: fsrsState?.reps ?? null,
          fsrsLapses: fsrsState?.lapses ?? null,
          fsrsState: fsrsState?.state ?? null,
          fsrsLastReview: fsrsState?.lastReview ?? null,
        })
        .where(and(thisItem, exists(landed))),
      db.insert(l).select(
        ifLanded(
          db,
          {
            id: sql`NULL`,
            userId: value(user.id),
            language: value(language),
            sentenceId: value(sentenceId),
            grade: value(grade),
            reviewedAt: value(now),
            interval: value(graded.interval),
            easeFactor: value(graded.easeFactor),
            nextReview: value(graded.nextReview),
          },
          user.id,
          language,
          revision,
        ),
      ),
    ]);
    if (result.meta.changes === 1) return getProgress(d1, user, language, now);
  }
  throw new HttpError(409, "Too many simultaneous updates to this progress. Please try again.");
}

type FsrsColumns = Pick<
  ReviewItemRow,
  "fsrsStability" | "fsrsDifficulty" | "fsrsReps" | "fsrsLapses" | "fsrsState" | "fsrsLastReview"
>;

function fsrsOf(row: FsrsColumns): FsrsState | null {
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

/** An item never reviewed under FSRS: its state from its review log replayed (none: a new card). */
async function replayedState(db: Database, userId: number, language: Language, sentenceId: number): Promise<FsrsState | null> {
  const l = schema.reviewLog;
  const results = await db
    .select({ grade: l.grade, reviewedAt: l.reviewedAt })
    .from(l)
    .where(and(eq(l.userId, userId), eq(l.language, language), eq(l.sentenceId, sentenceId)))
    .orderBy(asc(l.reviewedAt));
  return replayLog(sentenceId, results)?.fsrs ?? null;
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

function sentenceTexts(db: Database, language: Language) {
  const s = schema.sentences;
  return db.select({ id: s.id, english: s.english, text: s[language] }).from(s);
}

/** Sentences with text in the language: all of them, or only the given ids. */
export async function sentencesFor(d1: D1Database, language: Language, ids?: number[]): Promise<SentenceText[]> {
  const s = schema.sentences;
  return sentenceTexts(getDb(d1), language)
    .where(and(ne(s[language], ""), ids ? inIds(s.id, ids) : undefined))
    .orderBy(asc(s.id));
}

export async function sentenceCount(d1: D1Database, language: Language): Promise<number> {
  const s = schema.sentences;
  const [row] = await getDb(d1).select({ n: count() }).from(s).where(ne(s[language], ""));
  return row?.n ?? 0;
}

// Enough texts ahead to keep growing the pyramid for a while without the network.
export const UPCOMING_LOOKAHEAD = 20;

function lessonTextQueries(db: Database, language: Language, sequence: number[], highest: number) {
  const s = schema.sentences;
  const after = Math.max(highest, ...sequence, 0);
  return [
    sentenceTexts(db, language).where(and(ne(s[language], ""), inIds(s.id, sequence))),
    sentenceTexts(db, language)
      .where(and(gt(s.id, after), ne(s[language], "")))
      .orderBy(asc(s.id))
      .limit(UPCOMING_LOOKAHEAD),
  ] as const;
}

function lessonTextsFrom([inSequence = [], upcoming = []]: readonly SentenceText[][]): LessonTexts {
  return {
    sentences: Object.fromEntries(inSequence.map((s) => [String(s.id), { english: s.english, text: s.text }])),
    upcoming,
  };
}

export async function lessonTexts(
  d1: D1Database,
  language: Language,
  progress: Pick<ProgressView, "currentSequence">,
  highestSentenceId: number,
): Promise<LessonTexts> {
  const db = getDb(d1);
  return lessonTextsFrom(await db.batch(lessonTextQueries(db, language, progress.currentSequence, highestSentenceId)));
}

/** The review queue (spec "Review flow"): the domain's due rule over the learner's schedule, with texts. */
export async function dueCards(
  d1: D1Database,
  user: User,
  language: Language,
  progress: ProgressView,
  now: number,
  limit = 200,
): Promise<ReviewCard[]> {
  const queue = dueQueue(Object.values(progress.reviewSchedule), now).slice(0, limit);
  if (queue.length === 0) return [];
  const scheduler = settingsOf(user).scheduler;
  const states =
    scheduler === "fsrs"
      ? await fsrsStates(
          d1,
          user.id,
          language,
          queue.map((i) => i.sentenceId),
        )
      : new Map();
  const texts = new Map(
    (
      await sentencesFor(
        d1,
        language,
        queue.map((i) => i.sentenceId),
      )
    ).map((s) => [s.id, s]),
  );
  // A sentence without text in this language is not offered (decisions.md).
  return queue.flatMap((item) => {
    const s = texts.get(item.sentenceId);
    if (!s) return [];
    const intervals = candidateIntervals(item, scheduler, states.get(item.sentenceId) ?? null, now);
    return [{ sentenceId: item.sentenceId, english: s.english, text: s.text, nextReview: item.nextReview, intervals }];
  });
}

/** FSRS states of the given items: stored, or replayed from the review log (one query each way). */
async function fsrsStates(
  d1: D1Database,
  userId: number,
  language: Language,
  ids: number[],
): Promise<Map<number, FsrsState | null>> {
  const db = getDb(d1);
  const r = schema.reviewItems;
  const l = schema.reviewLog;
  const [items, log] = await db.batch([
    db
      .select()
      .from(r)
      .where(and(eq(r.userId, userId), eq(r.language, language), inIds(r.sentenceId, ids))),
    db
      .select({ sentenceId: l.sentenceId, grade: l.grade, reviewedAt: l.reviewedAt })
      .from(l)
      .where(and(eq(l.userId, userId), eq(l.language, language), inIds(l.sentenceId, ids)))
      .orderBy(asc(l.reviewedAt)),
  ]);
  const logs = new Map<number, { grade: number; reviewedAt: number }[]>();
  for (const r of log) {
    logs.set(r.sentenceId, [...(logs.get(r.sentenceId) ?? []), { grade: r.grade, reviewedAt: r.reviewedAt }]);
  }
  const states = new Map<number, FsrsState | null>();
  for (const row of items) {
    states.set(row.sentenceId, fsrsOf(row) ?? replayLog(row.sentenceId, logs.get(row.sentenceId) ?? [])?.fsrs ?? null);
  }
  return states;
}

/** Grading times of the last `days` days, for the practice heatmap. */
export async function reviewTimes(d1: D1Database, userId: number, language: Language, since: number): Promise<number[]> {
  const l = schema.reviewLog;
  const results = await getDb(d1)
    .select({ t: l.reviewedAt })
    .from(l)
    .where(and(eq(l.userId, userId), eq(l.language, language), gte(l.reviewedAt, since)));
  return results.map((r) => r.t);
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
