// Counts the pages show, read from the content actually loaded (decisions.md: never a marketing figure).
import { count, countDistinct, sql } from "drizzle-orm";
import { LANGUAGES, type Language } from "../domain/languages";
import type { ContentCounts } from "../domain/views";
import { schema, type Database } from "./db.server";

export type { ContentCounts };

/** Content changes only when it is seeded: callers pass the request's read replica (`scope.replica`). */
export async function getContentCounts(db: Database): Promise<ContentCounts> {
  const s = schema.sentences;
  // A sentence counts for a language when it has text in it (decisions.md).
  const perLanguage = Object.fromEntries(
    LANGUAGES.map((l) => [l, sql<number>`SUM(CASE WHEN ${s[l]} <> '' THEN 1 ELSE 0 END)`]),
  ) as Record<Language, ReturnType<typeof sql<number>>>;
  const [totals, levels, conversations] = await db.batch([
    db.select({ total: count(), ...perLanguage }).from(s),
    db.select({ level: s.level, n: count() }).from(s).groupBy(s.level),
    db.select({ n: countDistinct(schema.conversationLines.conversationId) }).from(schema.conversationLines),
  ]);
  const row = totals[0];
  const sentences = Object.fromEntries(LANGUAGES.map((l) => [l, Number(row?.[l] ?? 0)])) as Record<Language, number>;
  const sentencesPerLevel: Record<number, number> = {};
  for (const r of levels) sentencesPerLevel[r.level] = r.n;
  return {
    sentences,
    totalSentences: Number(row?.total ?? 0),
    sentencesPerLevel,
    conversations: Number(conversations[0]?.n ?? 0),
  };
}
