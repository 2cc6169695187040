// The plumbing every progress write shares: batches of any length, D1's row meter (benchmarks), the
// bound-id list, and the guard that lets a dependent statement land only with the write it follows.
import { and, eq, sql, type SQL, type SQLWrapper } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { Language } from "../domain/languages";
import { generateToken } from "./crypto.server";
import { schema, type Database } from "./db.server";

export type ReviewItemRow = typeof schema.reviewItems.$inferSelect;
export type Query = BatchItem<"sqlite">;

/** A batch whose length is known only at run time (Drizzle types the fixed-length ones). */
export function batchOf(db: Database, queries: Query[]): Promise<unknown[]> {
  return db.batch(queries as [Query, ...Query[]]);
}

/** D1 that adds up its own rows-read/written meta over every batch run through it (benchmarks). */
export function metered(d1: D1Database): { d1: D1Database; rows: { read: number; written: number } } {
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
export function value(v: unknown): SQL {
  return sql`${v}`;
}

// One bound JSON array instead of a parameter per id: D1 allows at most 100 parameters a statement.
export function inIds(column: SQLWrapper, ids: number[]): SQL {
  return sql`${column} IN (SELECT value FROM json_each(${JSON.stringify(ids)}))`;
}

export function progressOf(userId: number, language: Language): SQL | undefined {
  const p = schema.progress;
  return and(eq(p.userId, userId), eq(p.language, language));
}

/**
 * The given values as one row if the progress row holds `revision` (the write this batch just made
 * landed), as none otherwise: what an insert … select of a dependent statement reads.
 */
export function ifLanded<T extends Record<string, SQL>>(
  db: Database,
  values: T,
  userId: number,
  language: Language,
  revision: string,
) {
  const p = schema.progress;
  // Drizzle wants every selected expression named; insert … select matches them to columns by order.
  const named = Object.fromEntries(Object.entries(values).map(([k, v]) => [k, v.as(k)])) as { [K in keyof T]: SQL.Aliased };
  return db
    .select(named)
    .from(p)
    .where(and(progressOf(userId, language), eq(p.revision, revision)));
}

// Enough for 50 requests racing on one row: each round lets at least one of them through.
export const MAX_WRITE_ATTEMPTS = 80;

export function readRow(db: Database, userId: number, language: Language) {
  return db.select().from(schema.progress).where(progressOf(userId, language));
}

export function newRevision(): string {
  return generateToken();
}
