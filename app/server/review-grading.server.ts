// Grading a review (SM-2 or FSRS, the learner's choice) with the same compare-and-swap as practice,
// and the review queue with its texts and candidate intervals.
import { and, asc, eq, exists, gte, sql } from "drizzle-orm";
import type { User } from "../../db/schema";
import { candidateIntervals, gradeFsrs, replayLog, type FsrsState } from "../domain/fsrs";
import { LANGUAGE_INFO, type Language } from "../domain/languages";
import type { ProgressView, ReviewCard } from "../domain/progress-view";
import { dueQueue, gradeReview, type ReviewItem } from "../domain/srs";
import { calendarDay, nextStreak } from "../domain/streak";
import { getDb, schema, type Database } from "./db.server";
import { HttpError } from "./http.server";
import { getProgress } from "./progress.server";
import { ifLanded, inIds, MAX_WRITE_ATTEMPTS, newRevision, readRow, value, type ReviewItemRow } from "./progress-store.server";
import { sentencesFor } from "./sentences.server";
import { settingsOf } from "./settings.server";

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
