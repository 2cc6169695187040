// Progress per learner and language: load the stored state, apply a pure rule (pyramid, SM-2,
// streak), write it back. Every write is a compare-and-swap on `revision`, retried on conflict, so
// two racing requests on one progress never lose an update; statements that depend on the write
// (review items, the review log) only land if that same write did.
import type { User } from "../../db/schema";
import { canUseLanguage, type SubscriptionStatus } from "../domain/access";
import { LANGUAGE_INFO, type Language } from "../domain/languages";
import { advancePyramid, initialPyramid, type PyramidEvent, type PyramidState } from "../domain/pyramid";
import { dueQueue, gradeReview, newReviewItem, reviewCounts, type ReviewCounts, type ReviewItem } from "../domain/srs";
import { calendarDay, currentStreak, nextStreak } from "../domain/streak";
import { generateToken } from "./crypto.server";
import { HttpError } from "./http.server";
import { getSubscriptionStatus } from "./subscription.server";

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

export interface AdvanceResult {
  progress: ProgressView;
  pointsEarned: number;
  event: PyramidEvent;
  texts: LessonTexts;
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
    reviewPile: JSON.parse(row.review_pile),
  };
}

async function reviewItemsOf(d1: D1Database, userId: number, language: Language): Promise<ReviewItem[]> {
  const { results } = await d1
    .prepare("SELECT sentence_id, next_review, interval, ease_factor FROM review_items WHERE user_id = ? AND language = ?")
    .bind(userId, language)
    .all<ReviewItemRow>();
  return results.map((r) => ({
    sentenceId: r.sentence_id,
    nextReview: r.next_review,
    interval: r.interval,
    easeFactor: r.ease_factor,
  }));
}

function viewOf(
  language: Language,
  state: PyramidState,
  row: Pick<
    ProgressRow,
    "streak" | "last_practice_day" | "last_practice_at" | "highest_sentence_id" | "total_repetitions"
  > | null,
  items: ReviewItem[],
  user: User,
  now: number,
): ProgressView {
  const today = calendarDay(now, user.timeZone);
  return {
    language,
    ...state,
    streak: row ? currentStreak(row.last_practice_day, today, row.streak) : 0,
    reviewSchedule: Object.fromEntries(items.map((i) => [String(i.sentenceId), i])),
    lastPracticeDate: row?.last_practice_at ? new Date(row.last_practice_at).toISOString() : null,
    highestSentenceId: row?.highest_sentence_id ?? Math.max(0, ...state.currentSequence),
    totalRepetitions: row?.total_repetitions ?? 0,
    reviewCounts: reviewCounts(items, now),
  };
}

export async function getProgress(d1: D1Database, user: User, language: Language, now: number): Promise<ProgressView> {
  const [row, items] = await Promise.all([readRow(d1, user.id, language), reviewItemsOf(d1, user.id, language)]);
  if (row) return viewOf(language, stateOf(row), row, items, user, now);
  return viewOf(language, initialPyramid(await nextSentenceId(d1, language, 0)), null, items, user, now);
}

function newRevision(): string {
  return generateToken();
}

/** The stored row, the next unused sentence and the review items, in one round trip. */
async function readForAdvance(d1: D1Database, userId: number, language: Language) {
  const [rowResult, itemsResult, firstResult] = await d1.batch([
    // highest_sentence_id is the largest id ever added, so the next unused one lies above it.
    d1
      .prepare(
        `SELECT p.*, (SELECT MIN(s.id) FROM sentences s WHERE s.id > p.highest_sentence_id AND s.${language} <> '') AS next_unused
         FROM progress p WHERE p.user_id = ? AND p.language = ?`,
      )
      .bind(userId, language),
    d1
      .prepare("SELECT sentence_id, next_review, interval, ease_factor FROM review_items WHERE user_id = ? AND language = ?")
      .bind(userId, language),
    d1.prepare(`SELECT MIN(id) AS id FROM sentences WHERE ${language} <> ''`),
  ]);
  const row = (rowResult?.results[0] as (ProgressRow & { next_unused: number | null }) | undefined) ?? null;
  const items = ((itemsResult?.results ?? []) as ReviewItemRow[]).map((r) => ({
    sentenceId: r.sentence_id,
    nextReview: r.next_review,
    interval: r.interval,
    easeFactor: r.ease_factor,
  }));
  const firstId = (firstResult?.results[0] as { id: number | null } | undefined)?.id ?? null;
  return { row, items, firstId, d1Rows: rowsOf([rowResult, itemsResult, firstResult].filter((r): r is D1Result => !!r)) };
}

export async function advanceProgress(d1: D1Database, user: User, language: Language, now: number): Promise<AdvanceResult> {
  const today = calendarDay(now, user.timeZone);
  for (let attempt = 0; attempt < MAX_WRITE_ATTEMPTS; attempt++) {
    const { row, items, firstId, d1Rows: readRows } = await readForAdvance(d1, user.id, language);
    const state = row ? stateOf(row) : initialPyramid(firstId);
    const highest = row?.highest_sentence_id ?? Math.max(0, ...state.currentSequence);
    // A new learner's first sentence is already in the sequence: the next one comes after it.
    const nextUnused = row ? row.next_unused : await nextSentenceId(d1, language, highest);
    const step = advancePyramid(state, nextUnused);
    const practised = step.event !== "complete" && step.event !== "start";
    const streak = practised ? nextStreak(row?.last_practice_day ?? null, today, row?.streak ?? 0) : (row?.streak ?? 0);
    const revision = newRevision();
    const next = step.state;
    const written = {
      streak,
      last_practice_day: practised ? today : (row?.last_practice_day ?? null),
      last_practice_at: practised ? now : (row?.last_practice_at ?? null),
      highest_sentence_id: Math.max(highest, step.addedId ?? 0),
      total_repetitions: (row?.total_repetitions ?? 0) + (practised ? 1 : 0),
    };
    const values = [
      JSON.stringify(next.currentSequence),
      next.currentPosition,
      next.points,
      streak,
      JSON.stringify(next.repetitionCounts),
      JSON.stringify(next.reviewPile),
      written.last_practice_day,
      written.last_practice_at,
      written.highest_sentence_id,
      written.total_repetitions,
      step.pointsEarned > 0 ? now : null,
      revision,
      now,
    ];
    const write = row
      ? d1
          .prepare(
            `UPDATE progress SET current_sequence = ?, current_position = ?, points = ?, streak = ?,
               repetition_counts = ?, review_pile = ?, last_practice_day = ?, last_practice_at = ?,
               highest_sentence_id = ?, total_repetitions = ?, points_reached_at = COALESCE(?, points_reached_at),
               revision = ?, updated_at = ?
             WHERE id = ? AND revision = ?`,
          )
          .bind(...values, row.id, row.revision)
      : d1
          .prepare(
            `INSERT INTO progress (current_sequence, current_position, points, streak, repetition_counts, review_pile,
               last_practice_day, last_practice_at, highest_sentence_id, total_repetitions, points_reached_at, revision,
               updated_at, user_id, language, created_at)
             VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
             ON CONFLICT(user_id, language) DO NOTHING`,
          )
          .bind(...values, user.id, language, now);
    const statements = [write];
    const graduatedItem = step.graduatedId !== null ? newReviewItem(step.graduatedId, now) : null;
    if (graduatedItem) {
      statements.push(
        d1
          .prepare(
            `INSERT INTO review_items (user_id, language, sentence_id, next_review, interval, ease_factor)
             SELECT ?, ?, ?, ?, ?, ? WHERE EXISTS (SELECT 1 FROM progress WHERE user_id = ? AND language = ? AND revision = ?)
             ON CONFLICT(user_id, language, sentence_id) DO NOTHING`,
          )
          .bind(
            user.id,
            language,
            graduatedItem.sentenceId,
            graduatedItem.nextReview,
            graduatedItem.interval,
            graduatedItem.easeFactor,
            user.id,
            language,
            revision,
          ),
      );
    }
    // The texts the learn screen needs ride in the same round trip (read-only, harmless on a lost race).
    const textQueries = lessonTextQueries(d1, language, next.currentSequence, written.highest_sentence_id);
    const results = await d1.batch([...statements, ...textQueries]);
    if (results[0]?.meta.changes === 1) {
      const allItems = graduatedItem ? [...items.filter((i) => i.sentenceId !== graduatedItem.sentenceId), graduatedItem] : items;
      return {
        progress: viewOf(language, next, written, allItems, user, now),
        pointsEarned: step.pointsEarned,
        event: step.event,
        texts: lessonTextsFrom(results.slice(statements.length)),
        d1Rows: { read: readRows.read + rowsOf(results).read, written: rowsOf(results).written },
      };
    }
    // Someone else wrote first: read their state and apply the step to it.
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
      .prepare(
        "SELECT sentence_id, next_review, interval, ease_factor FROM review_items WHERE user_id = ? AND language = ? AND sentence_id = ?",
      )
      .bind(user.id, language, sentenceId)
      .first<ReviewItemRow>();
    if (!row || !item) {
      throw new HttpError(404, `Sentence ${sentenceId} is not in your ${LANGUAGE_INFO[language].name} review pile.`);
    }
    const graded = gradeReview(
      { sentenceId, nextReview: item.next_review, interval: item.interval, easeFactor: item.ease_factor },
      grade,
      now,
    );
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
          `UPDATE review_items SET next_review = ?, interval = ?, ease_factor = ?
           WHERE user_id = ? AND language = ? AND sentence_id = ? AND ${guard}`,
        )
        .bind(graded.nextReview, graded.interval, graded.easeFactor, user.id, language, sentenceId, row.id, revision),
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

export async function resetProgress(d1: D1Database, user: User, language: Language): Promise<void> {
  await d1.batch([
    d1.prepare("DELETE FROM progress WHERE user_id = ? AND language = ?").bind(user.id, language),
    d1.prepare("DELETE FROM review_items WHERE user_id = ? AND language = ?").bind(user.id, language),
  ]);
}

export interface SentenceText {
  id: number;
  english: string;
  text: string;
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

export interface LessonTexts {
  /** Texts of the sentences in the current sequence, by id. */
  sentences: Record<string, { english: string; text: string }>;
  /** The next unused sentences, for an instant growth step on the learn screen. */
  upcoming: SentenceText[];
}

export const UPCOMING_LOOKAHEAD = 5;

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

export async function lessonTexts(d1: D1Database, language: Language, progress: ProgressView): Promise<LessonTexts> {
  return lessonTextsFrom(await d1.batch(lessonTextQueries(d1, language, progress.currentSequence, progress.highestSentenceId)));
}

export interface ReviewCard {
  sentenceId: number;
  english: string;
  text: string;
  nextReview: number;
}

/** The review queue (spec "Review flow"): the domain's due rule over the learner's schedule, with texts. */
export async function dueCards(
  d1: D1Database,
  language: Language,
  progress: ProgressView,
  now: number,
  limit = 200,
): Promise<ReviewCard[]> {
  const queue = dueQueue(Object.values(progress.reviewSchedule), now).slice(0, limit);
  if (queue.length === 0) return [];
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
    return s ? [{ sentenceId: item.sentenceId, english: s.english, text: s.text, nextReview: item.nextReview }] : [];
  });
}

/** Grading times of the last `days` days, for the practice heatmap. */
export async function reviewTimes(d1: D1Database, userId: number, language: Language, since: number): Promise<number[]> {
  const { results } = await d1
    .prepare("SELECT reviewed_at AS t FROM review_log WHERE user_id = ? AND language = ? AND reviewed_at >= ?")
    .bind(userId, language, since)
    .all<{ t: number }>();
  return results.map((r) => r.t);
}
