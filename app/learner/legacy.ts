// Moving a learner out of the old shared D1 tables (progress, review_items, review_log,
// practice_batches, practice_days, conversation_progress) into their object: on the object's first
// touch, and for everyone by `npm run learners:migrate`. The copy lands in one transaction with the
// flag that says it happened, keys and ids are kept so a second run adds nothing, and only then are the
// D1 rows deleted. Goes away with the cut-over migration that drops those tables (docs/deploy.md).
import { and, asc, count, eq, gte, sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import * as d1Schema from "../../db/schema";
import { isLanguage, type Language } from "../domain/languages";
import { markChanged, schema, type LearnerDb } from "./store";
import type { LegacyImport } from "./types";
import { DAY_MS } from "../domain/time";

export type LegacyState = "moved" | "cleared";
export const LEGACY_KEY = "legacy";

function remote(d1: D1Database) {
  return drizzle(d1, { schema: d1Schema });
}

export async function readLegacy(d1: D1Database, userId: number) {
  const db = remote(d1);
  const { progress: p, reviewItems: r, reviewLog: l, practiceBatches: b, practiceDays: d, conversationProgress: c } = d1Schema;
  try {
    const [pyramids, items, log, batches, days, conversations] = await db.batch([
      db.select().from(p).where(eq(p.userId, userId)),
      db
        .select()
        .from(r)
        .where(eq(r.userId, userId))
        .orderBy(sql`rowid`),
      db.select().from(l).where(eq(l.userId, userId)).orderBy(asc(l.id)),
      db.select().from(b).where(eq(b.userId, userId)),
      db.select().from(d).where(eq(d.userId, userId)),
      db.select().from(c).where(eq(c.userId, userId)),
    ]);
    return { pyramids, items, log, batches, days, conversations };
  } catch (error) {
    // After the cut-over the old tables are gone: there is nothing left to move.
    if (error instanceof Error && /no such table/i.test(`${error.message} ${String(error.cause ?? "")}`)) return null;
    throw error;
  }
}

export type LegacyRows = NonNullable<Awaited<ReturnType<typeof readLegacy>>>;

export function isEmpty(rows: LegacyRows | null): boolean {
  return !rows || Object.values(rows).every((list) => list.length === 0);
}

/** Copies the rows in (what the object already holds wins), then recounts the totals from the log. */
export function importLegacy(db: LearnerDb, rows: LegacyRows): LegacyImport {
  const languages = new Set<Language>();
  const keep = <T extends { language: string }>(list: T[]) =>
    list.filter((row): row is T & { language: Language } => {
      if (!isLanguage(row.language)) return false;
      languages.add(row.language);
      return true;
    });
  for (const { id: _id, userId: _u, reviewPile: _p, revision: _r, ...row } of keep(rows.pyramids)) {
    db.insert(schema.pyramids).values(row).onConflictDoNothing().run();
  }
  for (const { userId: _u, ...row } of keep(rows.items)) {
    db.insert(schema.reviewItems).values(row).onConflictDoNothing().run();
  }
  for (const { userId: _u, ...row } of keep(rows.log)) {
    db.insert(schema.reviewLog).values(row).onConflictDoNothing().run();
  }
  for (const { userId: _u, ...row } of keep(rows.batches)) {
    // Batch ids are stored with their language ("italian:<id>"); rows written before that carry the bare id.
    const batchId = row.batchId.includes(":") ? row.batchId : `${row.language}:${row.batchId}`;
    db.insert(schema.practiceBatches)
      .values({ ...row, batchId })
      .onConflictDoNothing()
      .run();
  }
  for (const { userId: _u, ...row } of keep(rows.days)) {
    db.insert(schema.practiceDays).values(row).onConflictDoNothing().run();
  }
  for (const { userId: _u, revision: _r, ...row } of keep(rows.conversations)) {
    db.insert(schema.conversations).values(row).onConflictDoNothing().run();
  }
  for (const language of languages) {
    recountReviews(db, language);
    markChanged(db, language);
  }
  return {
    pyramids: rows.pyramids.length,
    reviewItems: rows.items.length,
    reviewLog: rows.log.length,
    practiceDays: rows.days.length,
    batches: rows.batches.length,
    conversations: rows.conversations.length,
  };
}

/** Gradings ever and per UTC day (last 31 days) from the log itself: the same whether run once or twice. */
function recountReviews(db: LearnerDb, language: Language): void {
  const l = schema.reviewLog;
  const total = db.select({ n: count() }).from(l).where(eq(l.language, language)).get()?.n ?? 0;
  const t = schema.languageTotals;
  db.insert(t)
    .values({ language, reviewsTotal: total })
    .onConflictDoUpdate({ target: t.language, set: { reviewsTotal: total } })
    .run();
  const since = Date.now() - 31 * DAY_MS;
  const day = sql<string>`date(${l.reviewedAt} / 1000, 'unixepoch')`;
  const perDay = db
    .select({ day, n: count() })
    .from(l)
    .where(and(eq(l.language, language), gte(l.reviewedAt, since)))
    .groupBy(day)
    .all();
  const d = schema.reviewDays;
  for (const { day: date, n } of perDay) {
    db.insert(d)
      .values({ language, day: date, reviews: n })
      .onConflictDoUpdate({ target: [d.language, d.day], set: { reviews: n } })
      .run();
  }
}

/** Deletes the learner's rows from the old tables (after their copy is safely in the object). */
export async function deleteLegacy(d1: D1Database, userId: number): Promise<void> {
  const db = remote(d1);
  const { progress: p, reviewItems: r, reviewLog: l, practiceBatches: b, practiceDays: d, conversationProgress: c } = d1Schema;
  await db.batch([
    db.delete(r).where(eq(r.userId, userId)),
    db.delete(l).where(eq(l.userId, userId)),
    db.delete(b).where(eq(b.userId, userId)),
    db.delete(d).where(eq(d.userId, userId)),
    db.delete(c).where(eq(c.userId, userId)),
    db.delete(p).where(eq(p.userId, userId)),
  ]);
}
