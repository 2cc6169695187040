// The ids of the sentences that have text in a language, sorted: what the pyramid grows from. Read
// from D1 (a replica will do: content changes only when it is seeded) once per isolate and language,
// and again when it is old or a learner nears its end (content may have been added since).
import { and, asc, ne } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import * as d1Schema from "../../db/schema";
import type { Language } from "../domain/languages";

const FRESH_MS = 10 * 60_000;
// Near the end of the list a learner may ask again, but not on every Continue.
const RECHECK_MS = 60_000;

interface Cached {
  ids: Promise<number[]>;
  at: number;
}

const cache = new Map<Language, Cached>();

async function load(d1: D1Database, language: Language): Promise<number[]> {
  const db = drizzle(d1.withSession("first-unconstrained") as unknown as D1Database, { schema: d1Schema });
  const s = d1Schema.sentences;
  const rows = await db
    .select({ id: s.id })
    .from(s)
    .where(and(ne(s[language], "")))
    .orderBy(asc(s.id));
  return rows.map((r) => r.id);
}

/** The language's sentence ids, fresh enough that `need` unused ones after `highest` are there if they exist. */
export async function contentIds(d1: D1Database, language: Language, highest = 0, need = 1): Promise<number[]> {
  const now = Date.now();
  const cached = cache.get(language);
  if (cached) {
    const ids = await cached.ids.catch(() => null);
    const age = now - cached.at;
    const short = ids !== null && upcomingFrom(ids, highest, need).length < need;
    if (ids !== null && age < FRESH_MS && !(short && age >= RECHECK_MS)) return ids;
  }
  const entry = { ids: load(d1, language), at: now };
  cache.set(language, entry);
  return entry.ids;
}

/** The first `need` ids above `highest` (ids sorted ascending). */
export function upcomingFrom(ids: number[], highest: number, need: number): number[] {
  let lo = 0;
  let hi = ids.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (ids[mid]! <= highest) lo = mid + 1;
    else hi = mid;
  }
  return ids.slice(lo, lo + need);
}
