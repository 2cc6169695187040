import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { applyStatements, sentencePrune, sentenceUpserts } from "../../db/seed-statements";

describe("db:seed statements against D1", () => {
  it("are idempotent upserts by id: running twice keeps one row per sentence of the content files and applies edits", async () => {
    // The whole curriculum (every other file starts from a slice of it: setup.ts).
    const rows = env.TEST_ALL_SENTENCES;
    await applyStatements(env.DB, sentenceUpserts(rows));
    await applyStatements(env.DB, sentenceUpserts(rows));
    const count = await env.DB.prepare("SELECT COUNT(*) AS n FROM sentences").first<{ n: number }>();
    expect(count!.n).toBe(rows.length);
    expect(rows.length).toBeGreaterThanOrEqual(1000);

    const edited = rows.map((r) => (r.id === 7 ? { ...r, english: "Edited." } : r));
    await applyStatements(env.DB, [...sentenceUpserts(edited), sentencePrune(edited.map((r) => Number(r.id)))]);
    const row = await env.DB.prepare("SELECT english, level, subsection FROM sentences WHERE id = 7").first();
    expect(row).toEqual({ english: "Edited.", level: 1, subsection: 1 });
    await applyStatements(env.DB, sentenceUpserts(rows));
  });

  it("the seeded curriculum's Level 1 is in id order, 200 per subsection", async () => {
    const { results } = await env.DB.prepare(
      "SELECT subsection, MIN(id) AS first, MAX(id) AS last, COUNT(*) AS n FROM sentences WHERE level = 1 GROUP BY subsection ORDER BY subsection",
    ).all();
    expect(results).toEqual([
      { subsection: 1, first: 1, last: 200, n: 200 },
      { subsection: 2, first: 201, last: 400, n: 200 },
      { subsection: 3, first: 401, last: 600, n: 200 },
      { subsection: 4, first: 601, last: 800, n: 200 },
      { subsection: 5, first: 801, last: 1000, n: 200 },
    ]);
  });
});
