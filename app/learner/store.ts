// The object's database and the small reads and writes every part of it shares. Everything here is
// synchronous (Durable Object SQLite): a method that reads, decides and writes without an `await`
// in between cannot interleave with another request, which is what makes the object the one writer.
import { and, count, eq, gte, lte, sql } from "drizzle-orm";
import type { DrizzleSqliteDODatabase } from "drizzle-orm/durable-sqlite";
import type { Language } from "../domain/languages";
import type { ReviewCounts } from "../domain/srs";
import { DAY_MS } from "../domain/time";
import { weekStartOf } from "../domain/league";
import * as schema from "./schema";

export { schema };
export type LearnerDb = DrizzleSqliteDODatabase<typeof schema>;
export type PyramidRow = typeof schema.pyramids.$inferSelect;
export type ReviewItemRow = typeof schema.reviewItems.$inferSelect;

// Idempotency keys (batch and grade ids) are kept this long: a retry comes within seconds, a month is plenty.
export const KEY_RETENTION_MS = 30 * DAY_MS;

export function readPyramid(db: LearnerDb, language: Language): PyramidRow | undefined {
  return db.select().from(schema.pyramids).where(eq(schema.pyramids.language, language)).get();
}

/** Today's repetitions in the language (the learner's calendar day, as the streak). */
export function repetitionsOn(db: LearnerDb, language: Language, day: string): number {
  const d = schema.practiceDays;
  return (
    db
      .select({ n: d.repetitions })
      .from(d)
      .where(and(eq(d.language, language), eq(d.day, day)))
      .get()?.n ?? 0
  );
}

/** The domain's counts (srs.ts reviewCounts) as index range counts: bounded by what is due, not the history. */
export function countsOf(db: LearnerDb, language: Language, now: number): ReviewCounts {
  const r = schema.reviewItems;
  const within = (until: number) =>
    db
      .select({ n: count() })
      .from(r)
      .where(and(eq(r.language, language), lte(r.nextReview, until)))
      .get()?.n ?? 0;
  const dueNow = within(now);
  const total = db.select({ n: count() }).from(r).where(eq(r.language, language)).get()?.n ?? 0;
  return { dueNow, dueTomorrow: within(now + DAY_MS) - dueNow, dueThisWeek: within(now + 7 * DAY_MS) - dueNow, total };
}

/** Marks the language's summary as behind (the alarm writes it to D1). */
export function markChanged(db: LearnerDb, language: Language): void {
  const o = schema.summaryOutbox;
  db.insert(o)
    .values({ language, version: 1 })
    .onConflictDoUpdate({ target: o.language, set: { version: sql`${o.version} + 1` } })
    .run();
}

/** Adds earned points to the week's XP (a new week starts again from 0). */
export function addXp(db: LearnerDb, language: Language, points: number, now: number): void {
  if (points <= 0) return;
  const t = schema.languageTotals;
  const week = weekStartOf(now);
  db.insert(t)
    .values({ language, weekStart: week, weekPoints: points, weekFirstAt: now, weekReachedAt: now })
    .onConflictDoUpdate({
      target: t.language,
      set: {
        weekPoints: sql`CASE WHEN ${t.weekStart} = ${week} THEN ${t.weekPoints} + ${points} ELSE ${points} END`,
        weekFirstAt: sql`CASE WHEN ${t.weekStart} = ${week} THEN COALESCE(${t.weekFirstAt}, ${now}) ELSE ${now} END`,
        weekReachedAt: now,
        weekStart: week,
      },
    })
    .run();
}

/** Idempotency keys older than the retention, in both tables (an index range each, usually empty). */
export function pruneKeys(db: LearnerDb, now: number): void {
  const before = now - KEY_RETENTION_MS;
  db.delete(schema.practiceBatches)
    .where(sql`${schema.practiceBatches.createdAt} < ${before}`)
    .run();
  db.delete(schema.gradeKeys)
    .where(sql`${schema.gradeKeys.createdAt} < ${before}`)
    .run();
}

export function readMeta<T>(db: LearnerDb, key: string): T | undefined {
  return db.select().from(schema.meta).where(eq(schema.meta.key, key)).get()?.value as T | undefined;
}

export function writeMeta(db: LearnerDb, key: string, value: unknown): void {
  db.insert(schema.meta).values({ key, value }).onConflictDoUpdate({ target: schema.meta.key, set: { value } }).run();
}

/** Rows per UTC day since `sinceDay` (YYYY-MM-DD), for the summary's last 30 days. */
export function reviewDaysSince(db: LearnerDb, language: Language, sinceDay: string): Record<string, number> {
  const d = schema.reviewDays;
  const rows = db
    .select({ day: d.day, reviews: d.reviews })
    .from(d)
    .where(and(eq(d.language, language), gte(d.day, sinceDay)))
    .all();
  return Object.fromEntries(rows.map((r) => [r.day, r.reviews]));
}
