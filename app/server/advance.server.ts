// Practice: Continues applied with the pyramid rule and saved in one compare-and-swap write, with the
// statements that depend on it (graduations, the batch id, today's count) landing only if it did.
import { and, asc, eq, gt, ne, sql, type SQL } from "drizzle-orm";
import type { User } from "../../db/schema";
import { type Language } from "../domain/languages";
import { initialPyramid, type PyramidEvent } from "../domain/pyramid";
import { newReviewItem } from "../domain/srs";
import { calendarDay, nextStreak } from "../domain/streak";
import { liveRepetitionCounts, replayAdvances } from "../domain/practice";
import type { LearnProgress, LessonTexts, SentenceText } from "../domain/progress-view";

import { getDb, schema, type Database } from "./db.server";
import { HttpError } from "./http.server";
import {
  batchOf,
  ifLanded,
  MAX_WRITE_ATTEMPTS,
  metered,
  newRevision,
  progressOf,
  readRow,
  value,
  type Query,
} from "./progress-store.server";
import { lessonTexts, lessonTextQueries, lessonTextsFrom } from "./sentences.server";
import { takeSteps } from "./step-allowance.server";

import { learnOf, practiceDayOf, stateOf } from "./progress.server";

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
      .where(and(eq(b.userId, userId), eq(b.language, language), eq(b.batchId, batchId ?? ""))),
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
  // A batch id names a batch of one language: the same id sent for another language is another
  // batch, so it is stored with its language (the table's key is the learner and the id).
  const batchId = request.batchId == null ? null : `${language}:${request.batchId}`;
  const today = calendarDay(now, user.timeZone);
  const meter = metered(d1);
  const db = getDb(meter.d1);
  const p = schema.progress;
  let charged = false;
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
    // Every step, single or batched, is charged once to the learner's one allowance, before anything is
    // written: past it, a 429 and nothing saved. A replayed batch (above) costs nothing again.
    if (!charged) {
      await takeSteps(getDb(d1), user.id, count, now); // outside the meter: it counts the advance's own rows
      charged = true;
    }
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
