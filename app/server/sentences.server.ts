// Sentence texts of one language: counts, the next unused id, and the lesson's texts (the live
// pyramid's sentences and the next unused ones), each read with Drizzle's per-language column.
import { and, asc, count, gt, min, ne } from "drizzle-orm";
import type { Language } from "../domain/languages";
import type { LessonTexts, ProgressView, SentenceText } from "../domain/progress-view";
import { getDb, schema, type Database } from "./db.server";
import { inIds } from "./progress-store.server";

/** The lowest sentence id above `afterId` that has text in the language, or null. */
export async function nextSentenceId(d1: D1Database, language: Language, afterId: number): Promise<number | null> {
  const s = schema.sentences;
  const [row] = await getDb(d1)
    .select({ id: min(s.id) })
    .from(s)
    .where(and(gt(s.id, afterId), ne(s[language], "")));
  return row?.id ?? null;
}

function sentenceTexts(db: Database, language: Language) {
  const s = schema.sentences;
  return db.select({ id: s.id, english: s.english, text: s[language] }).from(s);
}

/** Sentences with text in the language: all of them, or only the given ids. */
export async function sentencesFor(d1: D1Database, language: Language, ids?: number[]): Promise<SentenceText[]> {
  const s = schema.sentences;
  return sentenceTexts(getDb(d1), language)
    .where(and(ne(s[language], ""), ids ? inIds(s.id, ids) : undefined))
    .orderBy(asc(s.id));
}

export async function sentenceCount(d1: D1Database, language: Language): Promise<number> {
  const s = schema.sentences;
  const [row] = await getDb(d1).select({ n: count() }).from(s).where(ne(s[language], ""));
  return row?.n ?? 0;
}

// Enough texts ahead to keep growing the pyramid for a while without the network.
export const UPCOMING_LOOKAHEAD = 20;

export function lessonTextQueries(db: Database, language: Language, sequence: number[], highest: number) {
  const s = schema.sentences;
  const after = Math.max(highest, ...sequence, 0);
  return [
    sentenceTexts(db, language).where(and(ne(s[language], ""), inIds(s.id, sequence))),
    sentenceTexts(db, language)
      .where(and(gt(s.id, after), ne(s[language], "")))
      .orderBy(asc(s.id))
      .limit(UPCOMING_LOOKAHEAD),
  ] as const;
}

export function lessonTextsFrom([inSequence = [], upcoming = []]: readonly SentenceText[][]): LessonTexts {
  return {
    sentences: Object.fromEntries(inSequence.map((s) => [String(s.id), { english: s.english, text: s.text }])),
    upcoming,
  };
}

export async function lessonTexts(
  d1: D1Database,
  language: Language,
  progress: Pick<ProgressView, "currentSequence">,
  highestSentenceId: number,
): Promise<LessonTexts> {
  const db = getDb(d1);
  return lessonTextsFrom(await db.batch(lessonTextQueries(db, language, progress.currentSequence, highestSentenceId)));
}
