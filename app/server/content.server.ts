// Counts the pages show, read from the content actually loaded (decisions.md: never a marketing figure).
import { LANGUAGES, type Language } from "../domain/languages";
import type { ContentCounts } from "../domain/views";

export type { ContentCounts };

export async function getContentCounts(d1: D1Database): Promise<ContentCounts> {
  const perLanguage = LANGUAGES.map((l) => `SUM(CASE WHEN ${l} <> '' THEN 1 ELSE 0 END) AS ${l}`).join(", ");
  const [totals, levels, conversations] = await d1.batch([
    d1.prepare(`SELECT COUNT(*) AS total, ${perLanguage} FROM sentences`),
    d1.prepare("SELECT level, COUNT(*) AS n FROM sentences GROUP BY level"),
    d1.prepare("SELECT COUNT(DISTINCT conversation_id) AS n FROM conversation_lines"),
  ]);
  const row = (totals?.results[0] ?? {}) as Record<string, number | null>;
  const sentences = Object.fromEntries(LANGUAGES.map((l) => [l, Number(row[l] ?? 0)])) as Record<Language, number>;
  const sentencesPerLevel: Record<number, number> = {};
  for (const r of (levels?.results ?? []) as { level: number; n: number }[]) sentencesPerLevel[r.level] = r.n;
  return {
    sentences,
    totalSentences: Number(row.total ?? 0),
    sentencesPerLevel,
    conversations: Number((conversations?.results[0] as { n: number } | undefined)?.n ?? 0),
  };
}
