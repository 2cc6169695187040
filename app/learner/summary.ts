// The learner's standing per language, as one small record: what the object writes to D1's
// learner_summaries (for the leaderboard cron and the admin's analytics) and what the learner's own
// achievements and profile are computed from. Written at most once per SUMMARY_EVERY_MS (an alarm).
import { and, count, eq, getTableName } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import * as d1Schema from "../../db/schema";
import { LANGUAGES, type Language } from "../domain/languages";
import { readPyramid, reviewDaysSince, schema, type LearnerDb } from "./store";
import { weekStartOf } from "../domain/league";
import type { LanguageSummary } from "./types";
import { DAY_MS } from "../domain/time";

/**
 * The longest a summary in D1 lags the object after a change (and the shortest time between two
 * writes of it); the first change after a quiet spell goes out at once. Nothing that reads summaries
 * needs fresher: the leaderboard and the leagues' standings are recomputed every 10 minutes, a
 * reminder is due within the hour, the admin's analytics are a daily glance, and a learner's own
 * screens read their object. Five minutes make one summary write (2 D1 rows with its index) carry
 * some 100 Continues at a person's pace (20 a minute): 0.02 rows a Continue, against 0.42 when D1
 * held the practice (2.1 rows a request of 5 batched Continues), about a twentieth (docs/scaling.md).
 */
export const SUMMARY_EVERY_MS = 5 * 60_000;

export function summaryOf(db: LearnerDb, language: Language, now: number): LanguageSummary | null {
  const pyramid = readPyramid(db, language);
  const conversation = db.select().from(schema.conversations).where(eq(schema.conversations.language, language)).get();
  const totals = db.select().from(schema.languageTotals).where(eq(schema.languageTotals.language, language)).get();
  const reviewsTotal = totals?.reviewsTotal ?? 0;
  if (!pyramid && !conversation && reviewsTotal === 0) return null;
  const week = weekStartOf(now);
  const thisWeek = totals !== undefined && totals.weekStart === week;
  const since = new Date(now - 30 * DAY_MS).toISOString().slice(0, 10);
  return {
    language,
    started: !!pyramid,
    points: pyramid?.points ?? 0,
    conversationPoints: conversation?.rankedPoints ?? 0,
    conversationTotal: conversation?.totalPoints ?? 0,
    streak: pyramid?.streak ?? 0,
    streakFreezes: pyramid?.streakFreezes ?? 0,
    lastPracticeDay: pyramid?.lastPracticeDay ?? null,
    lastPracticeAt: pyramid?.lastPracticeAt ?? null,
    graduatedCount: pyramid?.graduatedCount ?? 0,
    highestSentenceId: pyramid?.highestSentenceId ?? 0,
    totalRepetitions: pyramid?.totalRepetitions ?? 0,
    sequenceLength: pyramid?.currentSequence.length ?? 0,
    reviewsTotal,
    reviewsByDay: reviewDaysSince(db, language, since),
    xpWeek: thisWeek ? totals.weekPoints : 0,
    xpWeekStart: week,
    xpWeekFirstAt: thisWeek ? totals.weekFirstAt : null,
    xpWeekReachedAt: thisWeek ? totals.weekReachedAt : null,
    pointsReachedAt: pyramid?.pointsReachedAt ?? null,
  };
}

/** Every language the learner has any standing in. */
export function allSummaries(db: LearnerDb, now: number): LanguageSummary[] {
  return LANGUAGES.map((l) => summaryOf(db, l, now)).filter((s): s is LanguageSummary => s !== null);
}

export interface FlushCount {
  statements: number;
  rowsWritten: number;
}

/**
 * Writes the pending summaries to D1 in one batch (a language with nothing left is deleted there) and
 * clears from the outbox only what it wrote: a change made while D1 answered stays pending.
 */
export async function flushSummaries(db: LearnerDb, d1: D1Database, userId: number, now: number): Promise<FlushCount> {
  const o = schema.summaryOutbox;
  const pending = db.select().from(o).all();
  if (pending.length === 0) return { statements: 0, rowsWritten: 0 };
  const remote = drizzle(d1, { schema: d1Schema });
  const t = d1Schema.learnerSummaries;
  const statements = pending.map(({ language }) => {
    const summary = summaryOf(db, language as Language, now);
    if (!summary) return remote.delete(t).where(and(eq(t.userId, userId), eq(t.language, language)));
    const { sequenceLength: _s, conversationTotal: _c, language: _l, ...fields } = summary;
    const values = { ...fields, updatedAt: now };
    return remote
      .insert(t)
      .values({ ...values, userId, language })
      .onConflictDoUpdate({ target: [t.userId, t.language], set: values });
  });
  let results: unknown[];
  try {
    results = await remote.batch(statements as [(typeof statements)[number], ...typeof statements]);
  } catch (error) {
    // The account is gone (its summaries went with it): there is no one left to tell.
    if (!/FOREIGN KEY/i.test(`${error instanceof Error ? error.message : error}`)) throw error;
    db.delete(o).run();
    return { statements: statements.length, rowsWritten: 0 };
  }
  for (const { language, version } of pending) {
    db.delete(o)
      .where(and(eq(o.language, language), eq(o.version, version)))
      .run();
  }
  return {
    statements: statements.length,
    rowsWritten: results.reduce<number>((n, r) => n + ((r as D1Result).meta?.rows_written ?? 0), 0),
  };
}

/** Row counts of the object's tables, for benchmarks. */
export function rowCounts(db: LearnerDb): Record<string, number> {
  const tables = [
    schema.pyramids,
    schema.reviewItems,
    schema.reviewLog,
    schema.practiceBatches,
    schema.gradeKeys,
    schema.practiceDays,
    schema.reviewDays,
    schema.conversations,
  ];
  return Object.fromEntries(tables.map((table) => [getTableName(table), db.select({ n: count() }).from(table).get()?.n ?? 0]));
}
