import { describe, expect, it } from "vitest";
import { MAX_BOUND_PARAMETERS, sentencePrune, sentenceUpserts, toSqlFile, type SentenceRecord } from "./seed-statements";

const rows: SentenceRecord[] = Array.from({ length: 25 }, (_, i) => ({
  id: i + 1,
  level: 1,
  subsection: 1,
  english: `It's sentence ${i + 1}?`,
  italian: "Ciao.",
  spanish: "Hola.",
  french: "Salut.",
  german: "Hallo.",
  russian: "Привет.",
}));

describe("seed statements", () => {
  it("upserts in chunks that never bind more than 100 parameters", () => {
    const statements = sentenceUpserts(rows);
    expect(statements).toHaveLength(3); // 11 + 11 + 3 rows of 9 columns
    for (const s of statements) {
      expect(s.params.length).toBeLessThanOrEqual(MAX_BOUND_PARAMETERS);
      expect(s.sql.split("?").length - 1).toBe(s.params.length);
      expect(s.sql).toContain("ON CONFLICT(id) DO UPDATE SET");
    }
    expect(statements.flatMap((s) => s.params).length).toBe(25 * 9);
  });

  it("writes the same statements as SQL text with quotes escaped, for the remote database", () => {
    const sql = toSqlFile(sentenceUpserts(rows.slice(0, 1)));
    expect(sql).toContain("'It''s sentence 1?'");
    expect(sql).not.toContain("?,");
    expect(sql.trim().endsWith(";")).toBe(true);
  });

  it("prunes ids that left the content", () => {
    expect(sentencePrune([1, 2, 3])).toEqual({
      sql: "DELETE FROM sentences WHERE id NOT IN (SELECT value FROM json_each(?))",
      params: ["[1,2,3]"],
    });
  });
});
