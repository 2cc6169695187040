// Progress per learner and language: load the stored state, apply a pure rule (pyramid, SM-2,
// streak), write it back. Every write is a compare-and-swap on `revision`, retried on conflict, so
// two racing requests on one progress never lose an update; statements that depend on the write
// (review items, the review log) only land if that same write did.
import type { User } from "../../db/schema";
import { canUseLanguage, type SubscriptionStatus } from "../domain/access";
import { LANGUAGE_INFO, type Language } from "../domain/languages";
import { initialPyramid, REPETITIONS_TO_GRADUATE, type PyramidEvent, type PyramidState } from "../domain/pyramid";
import { dueQueue, gradeReview, newReviewItem, reviewCounts, type ReviewItem } from "../domain/srs";
import { calendarDay, currentStreak, nextStreak } from "../domain/streak";
import { liveRepetitionCounts, maxBatchSize, replayAdvances } from "../domain/practice";
import type { LearnProgress, LessonTexts, ProgressView, ReviewCard, SentenceText } from "../domain/progress-view";

export type { LearnProgress, LessonTexts, ProgressView, ReviewCard, SentenceText };
import { candidateIntervals, gradeFsrs, replayLog, type FsrsState } from "../domain/fsrs";
import { generateToken } from "./crypto.server";
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

function rowsOf(results: D1Result[]): { read: number; written: number } {
  return results.reduce((n, r) => ({ read: n.read + (r.meta.rows_read ?? 0), written: n.written + (r.meta.rows_written ?? 0) }), {
    read: 0,
    written: 0,
  });
}

interface ProgressRow {
  id: number;
  current_sequence: string;
  current_position: number;
  points: number;
  streak: number;
  repetition_counts: string;
  review_pile: string;
  last_practice_day: string | null;
  last_practice_at: number | null;
  highest_sentence_id: number;
  total_repetitions: number;
  graduated_count: number;
  revision: string;
}

interface ReviewItemRow {
  sentence_id: number;
  next_review: number;
  interval: number;
  ease_factor: number;
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
  // `language` is one of five fixed column names (validated by the caller's zod schema).
  const row = await d1
    .prepare(`SELECT MIN(id) AS id FROM sentences WHERE id > ? AND ${language} <> ''`)
    .bind(afterId)
    .first<{ id: number | null }>();
  return row?.id ?? null;
}

async function readRow(d1: D1Database, userId: number, language: Language): Promise<ProgressRow | null> {
  return d1.prepare("SELECT * FROM progress WHERE user_id = ? AND language = ?").bind(userId, language).first<ProgressRow>();
}

function stateOf(row: ProgressRow): PyramidState {
  return {
    currentSequence: JSON.parse(row.current_sequence),
    currentPosition: row.current_position,
    points: row.points,
    repetitionCounts: JSON.parse(row.repetition_counts),
    // The pile is the review items (read only where a screen shows it), never the hot row.
    reviewPile: [],
  };
}

/** Review items in graduation order (insertion order), for the whole-history views. */
async function reviewItemsOf(d1: D1Database, userId: number, language: Language): Promise<ReviewItem[]> {
  const { results } = await d1
    .prepare(
      "SELECT sentence_id, next_review, interval, ease_factor FROM review_items WHERE user_id = ? AND language = ? ORDER BY rowid",
    )
    .bind(userId, language)
    .all<ReviewItemRow>();
  return results.map((r) => ({
    sentenceId: r.sentence_id,
    nextReview: r.next_review,
    interval: r.interval,
    easeFactor: r.ease_factor,
  }));
}

type StoredTotals = Pick<
  ProgressRow,
  "streak" | "last_practice_day" | "last_practice_at" | "highest_sentence_id" | "total_repetitions" | "graduated_count"
>;

function learnOf(
  language: Language,
  state: PyramidState,
  row: StoredTotals | null,
  dueNow: number | null,
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
    streak: row ? currentStreak(row.last_practice_day, today, row.streak) : 0,
    lastPracticeDate: row?.last_practice_at ? new Date(row.last_practice_at).toISOString() : null,
    highestSentenceId: row?.highest_sentence_id ?? Math.max(0, ...state.currentSequence),
    totalRepetitions: row?.total_repetitions ?? 0,
    graduatedCount: row?.graduated_count ?? 0,
    todayRepetitions: 0, // TODO(#18): counted per calendar day (in progress)
    dueNow,
  };
}

/** GET /api/progress: the spec's full shape, rebuilt from the hot row and the review items. */
export async function getProgress(d1: D1Database, user: User, language: Language, now: number): Promise<ProgressView> {
  const [row, items] = await Promise.all([readRow(d1, user.id, language), reviewItemsOf(d1, user.id, language)]);
  const state = row ? stateOf(row) : initialPyramid(await nextSentenceId(d1, language, 0));
  const learn = learnOf(language, state, row, 0, user, now);
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

function dueNowQuery(d1: D1Database, userId: number, language: Language, now: number): D1PreparedStatement {
  // The domain's "due now" (srs.ts reviewCounts: next review at or before now), counted on the
  // (user, language, next_review) index: it reads the due items, not the whole history.
  return d1
    .prepare("SELECT COUNT(*) AS n FROM review_items WHERE user_id = ? AND language = ? AND next_review <= ?")
    .bind(userId, language, now);
}

/** The learn screen's state, bounded by the live pyramid (no schedule, no pile). */
export async function learnProgress(d1: D1Database, user: User, language: Language, now: number): Promise<LearnProgress> {
  const [rowResult, dueResult] = await d1.batch([
    d1.prepare("SELECT * FROM progress WHERE user_id = ? AND language = ?").bind(user.id, language),
    dueNowQuery(d1, user.id, language, now),
  ]);
  const row = (rowResult?.results[0] as ProgressRow | undefined) ?? null;
  const dueNow = (dueResult?.results[0] as { n: number } | undefined)?.n ?? 0;
  const state = row ? stateOf(row) : initialPyramid(await nextSentenceId(d1, language, 0));
  return learnOf(language, state, row, dueNow, user, now);
}

function newRevision(): string {
  return generateToken();
}

export const TOO_FAST =
  "That is more practice than fits in the time since your last Continue, so none of it was saved. Please try again.";

/** The stored row, the unused sentences ahead and whether the batch was seen: one round trip. */
async function readForAdvance(d1: D1Database, userId: number, language: Language, lookahead: number, batchId: string | null) {
  const results = await d1.batch([
    d1.prepare("SELECT * FROM progress WHERE user_id = ? AND language = ?").bind(userId, language),
    // highest_sentence_id is the largest id ever added, so the unused ones lie above it.
    d1
      .prepare(
        `SELECT id FROM sentences
         WHERE id > COALESCE((SELECT highest_sentence_id FROM progress WHERE user_id = ? AND language = ?), 0) AND ${language} <> ''
         ORDER BY id LIMIT ?`,
      )
      .bind(userId, language, lookahead),

    d1.prepare("SELECT steps FROM practice_batches WHERE user_id = ? AND batch_id = ?").bind(userId, batchId ?? ""),
  ]);
  const [rowResult, upcomingResult, batchResult] = results;
  return {
    row: (rowResult?.results[0] as ProgressRow | undefined) ?? null,
    upcoming: ((upcomingResult?.results ?? []) as { id: number }[]).map((r) => r.id),
    seen: batchId !== null && (batchResult?.results.length ?? 0) > 0,
    d1Rows: rowsOf(results),
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
  for (let attempt = 0; attempt < MAX_WRITE_ATTEMPTS; attempt++) {
    const read = await readForAdvance(d1, user.id, language, count + 1, batchId);
    const { row } = read;
    const state = row ? stateOf(row) : initialPyramid(read.upcoming[0] ?? null);
    // A new learner's first sentence is already in the sequence: growth starts after it.
    const highest = row?.highest_sentence_id ?? Math.max(0, ...state.currentSequence);
    if (read.seen) {
      const texts = await lessonTexts(d1, language, state, highest);
      const progress = learnOf(language, state, row, null, user, now);
      return { progress, pointsEarned: 0, event: "advance", texts, steps: 0, duplicate: true, d1Rows: read.d1Rows };
    }
    // Single steps are never refused: scripts and tests walk hundreds of them one call at a time.
    if (count > 1 && count > maxBatchSize(row?.last_practice_at ?? null, now)) throw new HttpError(429, TOO_FAST);
    const replay = replayAdvances(state, count, read.upcoming, highest);
    const next = replay.state;
    const practised = replay.practised > 0;
    const streak = practised ? nextStreak(row?.last_practice_day ?? null, today, row?.streak ?? 0) : (row?.streak ?? 0);
    const revision = newRevision();
    const written = {
      streak,
      last_practice_day: practised ? today : (row?.last_practice_day ?? null),
      last_practice_at: practised ? now : (row?.last_practice_at ?? null),
      highest_sentence_id: Math.max(highest, ...replay.addedIds),
      total_repetitions: (row?.total_repetitions ?? 0) + replay.practised,
      graduated_count: (row?.graduated_count ?? 0) + replay.graduatedIds.length,
    };
    const values = [
      JSON.stringify(next.currentSequence),
      next.currentPosition,
      next.points,
      streak,
      JSON.stringify(liveRepetitionCounts(next)),
      "[]",
      written.last_practice_day,
      written.last_practice_at,
      written.highest_sentence_id,
      written.total_repetitions,
      written.graduated_count,
      replay.pointsEarned > 0 ? now : null,
      revision,
      now,
    ];
    const write = row
      ? d1
          .prepare(
            `UPDATE progress SET current_sequence = ?, current_position = ?, points = ?, streak = ?,
               repetition_counts = ?, review_pile = ?, last_practice_day = ?, last_practice_at = ?,
               highest_sentence_id = ?, total_repetitions = ?, graduated_count = ?,
               points_reached_at = COALESCE(?, points_reached_at), revision = ?, updated_at = ?
             WHERE id = ? AND revision = ?`,
          )
          .bind(...values, row.id, row.revision)
      : d1
          .prepare(
            `INSERT INTO progress (current_sequence, current_position, points, streak, repetition_counts, review_pile,
               last_practice_day, last_practice_at, highest_sentence_id, total_repetitions, graduated_count, points_reached_at,
               revision, updated_at, user_id, language, created_at)
             VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
             ON CONFLICT(user_id, language) DO NOTHING`,
          )
          .bind(...values, user.id, language, now);
    // Statements that depend on the write land only if this very write did (same revision).
    const landed = "EXISTS (SELECT 1 FROM progress WHERE user_id = ? AND language = ? AND revision = ?)";
    const statements = [write];
    for (const sentenceId of replay.graduatedIds) {
      const item = newReviewItem(sentenceId, now);
      statements.push(
        d1
          .prepare(
            `INSERT INTO review_items (user_id, language, sentence_id, next_review, interval, ease_factor)
             SELECT ?, ?, ?, ?, ?, ? WHERE ${landed}
             ON CONFLICT(user_id, language, sentence_id) DO NOTHING`,
          )
          .bind(user.id, language, item.sentenceId, item.nextReview, item.interval, item.easeFactor, user.id, language, revision),
      );
    }
    if (batchId !== null) {
      statements.push(
        d1
          .prepare(
            `INSERT INTO practice_batches (user_id, batch_id, language, steps, created_at) SELECT ?, ?, ?, ?, ? WHERE ${landed}`,
          )
          .bind(user.id, batchId, language, count, now, user.id, language, revision),
      );
    }
    // The texts the learn screen lacks ride in the same round trip (read-only, harmless on a lost race):
    // the sentences this batch added (the screen has the rest) and the next unused ones.
    const textQueries = lessonTextQueries(d1, language, replay.addedIds, written.highest_sentence_id);
    const results = await d1.batch([...statements, ...textQueries]);
    if (results[0]?.meta.changes === 1) {
      return {
        progress: learnOf(language, next, written, null, user, now),
        pointsEarned: replay.pointsEarned,
        event: replay.lastEvent,
        texts: lessonTextsFrom(results.slice(statements.length)),
        steps: count,
        duplicate: false,
        d1Rows: { read: read.d1Rows.read + rowsOf(results).read, written: rowsOf(results).written },
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
  for (let attempt = 0; attempt < MAX_WRITE_ATTEMPTS; attempt++) {
    const row = await readRow(d1, user.id, language);
    const item = await d1
      .prepare("SELECT * FROM review_items WHERE user_id = ? AND language = ? AND sentence_id = ?")
      .bind(user.id, language, sentenceId)
      .first<ReviewItemRow & FsrsColumns>();
    if (!row || !item) {
      throw new HttpError(404, `Sentence ${sentenceId} is not in your ${LANGUAGE_INFO[language].name} review pile.`);
    }
    const current: ReviewItem = {
      sentenceId,
      nextReview: item.next_review,
      interval: item.interval,
      easeFactor: item.ease_factor,
    };
    // SM-2 (the spec's, and the default) or FSRS, as the learner chose. An SM-2 review clears the FSRS
    // state (it is rebuilt from the log, this review included, when FSRS is chosen again).
    let graded: ReviewItem;
    let fsrsState: FsrsState | null = null;
    if (settingsOf(user).scheduler === "fsrs") {
      const state = fsrsOf(item) ?? (await replayedState(d1, user.id, language, sentenceId));
      const result = gradeFsrs(current, state, grade, now);
      graded = result.item;
      fsrsState = result.fsrs;
    } else {
      graded = gradeReview(current, grade, now);
    }
    const streak = nextStreak(row.last_practice_day, today, row.streak);
    const revision = newRevision();
    const guard = "EXISTS (SELECT 1 FROM progress WHERE id = ? AND revision = ?)";
    const [result] = await d1.batch([
      d1
        .prepare(
          `UPDATE progress SET streak = ?, last_practice_day = ?, last_practice_at = ?, revision = ?, updated_at = ?
           WHERE id = ? AND revision = ?`,
        )
        .bind(streak, today, now, revision, now, row.id, row.revision),
      d1
        .prepare(
          `UPDATE review_items SET next_review = ?, interval = ?, ease_factor = ?, fsrs_stability = ?, fsrs_difficulty = ?,
             fsrs_reps = ?, fsrs_lapses = ?, fsrs_state = ?, fsrs_last_review = ?
           WHERE user_id = ? AND language = ? AND sentence_id = ? AND ${guard}`,
        )
        .bind(
          graded.nextReview,
          graded.interval,
          graded.easeFactor,
          fsrsState?.stability ?? null,
          fsrsState?.difficulty ?? null,
          fsrsState?.reps ?? null,
          fsrsState?.lapses ?? null,
          fsrsState?.state ?? null,
          fsrsState?.lastReview ?? null,
          user.id,
          language,
          sentenceId,
          row.id,
          revision,
        ),
      d1
        .prepare(
          `INSERT INTO review_log (user_id, language, sentence_id, grade, reviewed_at, interval, ease_factor, next_review)
           SELECT ?, ?, ?, ?, ?, ?, ?, ? WHERE ${guard}`,
        )
        .bind(user.id, language, sentenceId, grade, now, graded.interval, graded.easeFactor, graded.nextReview, row.id, revision),
    ]);
    if (result?.meta.changes === 1) return getProgress(d1, user, language, now);
  }
  throw new HttpError(409, "Too many simultaneous updates to this progress. Please try again.");
}

interface FsrsColumns {
  fsrs_stability: number | null;
  fsrs_difficulty: number | null;
  fsrs_reps: number | null;
  fsrs_lapses: number | null;
  fsrs_state: number | null;
  fsrs_last_review: number | null;
}

function fsrsOf(row: FsrsColumns): FsrsState | null {
  if (row.fsrs_stability === null || row.fsrs_difficulty === null) return null;
  return {
    stability: row.fsrs_stability,
    difficulty: row.fsrs_difficulty,
    reps: row.fsrs_reps ?? 0,
    lapses: row.fsrs_lapses ?? 0,
    state: row.fsrs_state ?? 2,
    lastReview: row.fsrs_last_review,
  };
}

/** An item never reviewed under FSRS: its state from its review log replayed (none: a new card). */
async function replayedState(d1: D1Database, userId: number, language: Language, sentenceId: number): Promise<FsrsState | null> {
  const { results } = await d1
    .prepare(
      "SELECT grade, reviewed_at FROM review_log WHERE user_id = ? AND language = ? AND sentence_id = ? ORDER BY reviewed_at",
    )
    .bind(userId, language, sentenceId)
    .all<{ grade: number; reviewed_at: number }>();
  return (
    replayLog(
      sentenceId,
      results.map((r) => ({ grade: r.grade, reviewedAt: r.reviewed_at })),
    )?.fsrs ?? null
  );
}

export async function resetProgress(d1: D1Database, user: User, language: Language): Promise<void> {
  await d1.batch([
    d1.prepare("DELETE FROM progress WHERE user_id = ? AND language = ?").bind(user.id, language),
    d1.prepare("DELETE FROM review_items WHERE user_id = ? AND language = ?").bind(user.id, language),
  ]);
}

/** Sentences with text in the language: all of them, or only the given ids. */
export async function sentencesFor(d1: D1Database, language: Language, ids?: number[]): Promise<SentenceText[]> {
  const where = ids ? "AND id IN (SELECT value FROM json_each(?))" : "";
  const statement = d1.prepare(
    `SELECT id, english, ${language} AS text FROM sentences WHERE ${language} <> '' ${where} ORDER BY id`,
  );
  const { results } = await (ids ? statement.bind(JSON.stringify(ids)) : statement).all<SentenceText>();
  return results;
}

export async function sentenceCount(d1: D1Database, language: Language): Promise<number> {
  const row = await d1.prepare(`SELECT COUNT(*) AS n FROM sentences WHERE ${language} <> ''`).first<{ n: number }>();
  return row?.n ?? 0;
}

// Enough texts ahead to keep growing the pyramid for a while without the network.
export const UPCOMING_LOOKAHEAD = 20;

function lessonTextQueries(d1: D1Database, language: Language, sequence: number[], highest: number): D1PreparedStatement[] {
  const after = Math.max(highest, ...sequence, 0);
  return [
    d1
      .prepare(
        `SELECT id, english, ${language} AS text FROM sentences WHERE ${language} <> '' AND id IN (SELECT value FROM json_each(?))`,
      )
      .bind(JSON.stringify(sequence)),
    d1
      .prepare(`SELECT id, english, ${language} AS text FROM sentences WHERE id > ? AND ${language} <> '' ORDER BY id LIMIT ?`)
      .bind(after, UPCOMING_LOOKAHEAD),
  ];
}

function lessonTextsFrom([sequenceResult, upcomingResult]: D1Result[]): LessonTexts {
  const inSequence = (sequenceResult?.results ?? []) as SentenceText[];
  return {
    sentences: Object.fromEntries(inSequence.map((s) => [String(s.id), { english: s.english, text: s.text }])),
    upcoming: (upcomingResult?.results ?? []) as SentenceText[],
  };
}

export async function lessonTexts(
  d1: D1Database,
  language: Language,
  progress: Pick<ProgressView, "currentSequence">,
  highestSentenceId: number,
): Promise<LessonTexts> {
  return lessonTextsFrom(await d1.batch(lessonTextQueries(d1, language, progress.currentSequence, highestSentenceId)));
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
  const [itemsResult, logResult] = await d1.batch([
    d1
      .prepare(
        "SELECT * FROM review_items WHERE user_id = ? AND language = ? AND sentence_id IN (SELECT value FROM json_each(?))",
      )
      .bind(userId, language, JSON.stringify(ids)),
    d1
      .prepare(
        `SELECT sentence_id, grade, reviewed_at FROM review_log
         WHERE user_id = ? AND language = ? AND sentence_id IN (SELECT value FROM json_each(?)) ORDER BY reviewed_at`,
      )
      .bind(userId, language, JSON.stringify(ids)),
  ]);
  const logs = new Map<number, { grade: number; reviewedAt: number }[]>();
  for (const r of (logResult?.results ?? []) as { sentence_id: number; grade: number; reviewed_at: number }[]) {
    logs.set(r.sentence_id, [...(logs.get(r.sentence_id) ?? []), { grade: r.grade, reviewedAt: r.reviewed_at }]);
  }
  const states = new Map<number, FsrsState | null>();
  for (const row of (itemsResult?.results ?? []) as (ReviewItemRow & FsrsColumns)[]) {
    states.set(row.sentence_id, fsrsOf(row) ?? replayLog(row.sentence_id, logs.get(row.sentence_id) ?? [])?.fsrs ?? null);
  }
  return states;
}

/** Grading times of the last `days` days, for the practice heatmap. */
export async function reviewTimes(d1: D1Database, userId: number, language: Language, since: number): Promise<number[]> {
  const { results } = await d1
    .prepare("SELECT reviewed_at AS t FROM review_log WHERE user_id = ? AND language = ? AND reviewed_at >= ?")
    .bind(userId, language, since)
    .all<{ t: number }>();
  return results.map((r) => r.t);
}
