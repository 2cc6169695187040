// Sentence texts of one language: counts and the lesson's texts (the live pyramid's sentences and the
// next unused ones), read with Drizzle's per-language column. Content changes only when it is seeded,
// so callers pass the request's read-replica client (`scope.replica`).
import { and, asc, count, gt, ne, sql, type SQL } from "drizzle-orm";
import type { Language } from "../domain/languages";
import type { LessonTexts, SentenceText } from "../domain/progress-view";
import { schema, type Database } from "./db.server";

function sentenceTexts(db: Database, language: Language) {
  const s = schema.sentences;
  return db.select({ id: s.id, english: s.english, text: s[language] }).from(s);
}

/** Sentences with text in the language: all of them, or only the given ids. */
export async function sentencesFor(db: Database, language: Language, ids?: number[]): Promise<SentenceText[]> {
  const s = schema.sentences;
  if (ids && ids.length === 0) return [];
  return sentenceTexts(db, language)
    .where(and(ne(s[language], ""), ids ? inIdList(ids) : undefined))
    .orderBy(asc(s.id));
}

// One bound JSON array instead of a parameter per id: D1 allows at most 100 parameters a statement.
function inIdList(ids: number[]): SQL {
  return sql`${schema.sentences.id} IN (SELECT value FROM json_each(${JSON.stringify(ids)}))`;
}

export async function sentenceCount(db: Database, language: Language): Promise<number> {
  const s = schema.sentences;
  const [row] = await db.select({ n: count() }).from(s).where(ne(s[language], ""));
  return row?.n ?? 0;
}

// Enough texts ahead to keep growing the pyramid for a while without the network.
export const UPCOMING_LOOKAHEAD = 20;

/**
 * The texts the learn screen needs: of the given sentences (the live sequence, or only those a batch
 * added) and of the next unused ones above `highest`. Two indexed reads, whatever the history.
 */
export async function lessonTexts(
  db: Database,
  language: Language,
  sentenceIds: number[],
  highest: number,
): Promise<LessonTexts> {
  const s = schema.sentences;
  const after = Math.max(highest, ...sentenceIds, 0);
  const [inSequence, upcoming] = await db.batch([
    sentenceTexts(db, language).where(and(ne(s[language], ""), inIdList(sentenceIds))),
    sentenceTexts(db, language)
      .where(and(gt(s.id, after), ne(s[language], "")))
      .orderBy(asc(s.id))
      .limit(UPCOMING_LOOKAHEAD),
  ]);
  return {
    sentences: Object.fromEntries(inSequence.map((t) => [String(t.id), { english: t.english, text: t.text }])),
    upcoming,
  };
}
