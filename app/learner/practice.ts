// Practice inside the learner's object: Continues applied with the pyramid rule (app/domain) and saved
// in one synchronous step, with what depends on them (graduations, the batch id, today's count, the
// week's XP). What a Continue reads and writes is bounded by the live pyramid, whatever the history.
import { eq } from "drizzle-orm";
import type { Language } from "../domain/languages";
import { liveRepetitionCounts, replayAdvances } from "../domain/practice";
import type { LearnProgress } from "../domain/progress-view";
import { initialPyramid, pyramidStateOf, type PyramidState } from "../domain/pyramid";
import { newReviewItem } from "../domain/srs";
import { BATCH_TOO_LARGE, chargeSteps, TOO_MUCH_PRACTICE } from "../domain/step-allowance";
import { calendarDay } from "../domain/streak";
import { practiseWithFreezes, standingToday } from "../domain/streak-freeze";
import {
  addXp,
  countsOf,
  markChanged,
  pruneKeys,
  readMeta,
  readPyramid,
  repetitionsOn,
  schema,
  type LearnerDb,
  writeMeta,
  type PyramidRow,
} from "./store";
import type { AdvanceInput, AdvanceResult, LanguageInput, Outcome } from "./types";

/** The practice allowance (app/domain/step-allowance.ts): the moment its bucket is full again. */
export const ALLOWANCE_KEY = "stepAllowanceFullAt";

type Totals = Pick<
  PyramidRow,
  "streak" | "streakFreezes" | "lastPracticeDay" | "lastPracticeAt" | "highestSentenceId" | "totalRepetitions" | "graduatedCount"
>;

export function learnOf(
  language: Language,
  state: PyramidState,
  row: Totals | null,
  dueNow: number | null,
  todayRepetitions: number,
  today: string,
): LearnProgress {
  return {
    language,
    currentSequence: state.currentSequence,
    currentPosition: state.currentPosition,
    points: state.points,
    repetitionCounts: liveRepetitionCounts(state),
    ...streakToday(row, today),
    lastPracticeDate: row?.lastPracticeAt ? new Date(row.lastPracticeAt).toISOString() : null,
    highestSentenceId: row?.highestSentenceId ?? Math.max(0, ...state.currentSequence),
    totalRepetitions: row?.totalRepetitions ?? 0,
    graduatedCount: row?.graduatedCount ?? 0,
    todayRepetitions,
    dueNow,
  };
}

/** The streak and the freezes held as they stand today (missed days since the last practice counted). */
function streakToday(row: Totals | null, today: string): { streak: number; streakFreezes: number } {
  if (!row) return { streak: 0, streakFreezes: 0 };
  const s = standingToday(row.lastPracticeDay, today, { streak: row.streak, freezes: row.streakFreezes });
  return { streak: s.streak, streakFreezes: s.freezes };
}

/** The learn screen's state: the live pyramid, what is due now and today's count. */
export function learnState(db: LearnerDb, input: LanguageInput, firstId: number | null): LearnProgress {
  const row = readPyramid(db, input.language) ?? null;
  const today = calendarDay(input.now, input.timeZone);
  const state = row ? pyramidStateOf(row) : initialPyramid(firstId);
  return learnOf(
    input.language,
    state,
    row,
    countsOf(db, input.language, input.now).dueNow,
    repetitionsOn(db, input.language, today),
    today,
  );
}

/**
 * `count` Continues. `upcoming` holds the unused sentence ids above the learner's highest, lowest
 * first (at least count + 1 of them, or all there are). Synchronous from first read to last write.
 */
export function applyAdvance(db: LearnerDb, input: AdvanceInput, upcoming: number[]): Outcome<AdvanceResult> {
  const { language, now, count, batchId } = input;
  const today = calendarDay(now, input.timeZone);
  const row = readPyramid(db, language) ?? null;
  const state = row ? pyramidStateOf(row) : initialPyramid(upcoming[0] ?? null);
  // A new learner's first sentence is already in the sequence: growth starts after it.
  const highest = row?.highestSentenceId ?? Math.max(0, ...state.currentSequence);
  if (batchId !== null) {
    const b = schema.practiceBatches;
    const seen = db.select({ id: b.batchId }).from(b).where(eq(b.batchId, batchId)).get();
    if (seen) {
      const progress = learnOf(language, state, row, null, repetitionsOn(db, language, today), today);
      return { ok: true, value: { progress, pointsEarned: 0, event: "advance", steps: 0, duplicate: true, addedIds: [] } };
    }
  }
  // Every step, single or batched, is charged once to the learner's one allowance before anything is
  // written: past it, a 429 and nothing saved. A replayed batch (above) costs nothing again.
  const charge = chargeSteps(readMeta<number>(db, ALLOWANCE_KEY) ?? null, count, now);
  if (!charge.allowed) {
    if (charge.retryAfterMs === null) return { ok: false, status: 429, message: BATCH_TOO_LARGE };
    const retryAfterSeconds = Math.max(1, Math.ceil(charge.retryAfterMs / 1000));
    return { ok: false, status: 429, message: TOO_MUCH_PRACTICE, retryAfterSeconds };
  }
  writeMeta(db, ALLOWANCE_KEY, charge.fullAt);
  const replay = replayAdvances(state, count, upcoming, highest);
  const next = replay.state;
  const practised = replay.practised > 0;
  const held = { streak: row?.streak ?? 0, freezes: row?.streakFreezes ?? 0 };
  const standing = practised ? practiseWithFreezes(row?.lastPracticeDay ?? null, today, held) : held;
  const totals: Totals = {
    streak: standing.streak,
    streakFreezes: standing.freezes,
    lastPracticeDay: practised ? today : (row?.lastPracticeDay ?? null),
    lastPracticeAt: practised ? now : (row?.lastPracticeAt ?? null),
    highestSentenceId: Math.max(highest, ...replay.addedIds),
    totalRepetitions: (row?.totalRepetitions ?? 0) + replay.practised,
    graduatedCount: (row?.graduatedCount ?? 0) + replay.graduatedIds.length,
  };
  const fields = {
    ...totals,
    currentSequence: next.currentSequence,
    currentPosition: next.currentPosition,
    points: next.points,
    repetitionCounts: liveRepetitionCounts(next),
    // The score's time moves only when points change: the leaderboard's tie-break.
    pointsReachedAt: replay.pointsEarned > 0 ? now : (row?.pointsReachedAt ?? null),
    updatedAt: now,
  };
  const p = schema.pyramids;
  db.insert(p)
    .values({ ...fields, language, createdAt: now })
    .onConflictDoUpdate({ target: p.language, set: fields })
    .run();
  for (const sentenceId of replay.graduatedIds) {
    const item = newReviewItem(sentenceId, now);
    db.insert(schema.reviewItems)
      .values({ language, ...item })
      .onConflictDoNothing()
      .run();
  }
  if (batchId !== null) {
    pruneKeys(db, now);
    db.insert(schema.practiceBatches).values({ batchId, language, steps: count, createdAt: now }).run();
  }
  let todayRepetitions = repetitionsOn(db, language, today);
  if (practised) {
    const d = schema.practiceDays;
    todayRepetitions += replay.practised;
    db.insert(d)
      .values({ language, day: today, repetitions: todayRepetitions })
      .onConflictDoUpdate({ target: [d.language, d.day], set: { repetitions: todayRepetitions } })
      .run();
  }
  addXp(db, language, replay.pointsEarned, now);
  markChanged(db, language);
  return {
    ok: true,
    value: {
      progress: learnOf(language, next, totals, null, todayRepetitions, today),
      pointsEarned: replay.pointsEarned,
      event: replay.lastEvent,
      steps: count,
      duplicate: false,
      addedIds: replay.addedIds,
    },
  };
}
