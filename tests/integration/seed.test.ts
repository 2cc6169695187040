import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import {
  applyStatements,
  conversationPrune,
  conversationUpserts,
  sentencePrune,
  sentenceUpserts,
} from "../../db/seed-statements";

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
    // Seeded here too, so the test does not lean on the one above having run (setup.ts seeds a slice).
    await applyStatements(env.DB, sentenceUpserts(env.TEST_ALL_SENTENCES));
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

  it("fills each conversation line's level from the content files, and applies a changed level", async () => {
    // Every conversation: the slice a file starts from holds only the first two, both of one level.
    const lines = env.TEST_ALL_CONVERSATIONS;
    await applyStatements(env.DB, conversationUpserts(lines));
    const { results } = await env.DB.prepare("SELECT id, level FROM conversation_lines ORDER BY id").all<{
      id: number;
      level: number;
    }>();
    expect(results).toEqual(lines.map((l) => ({ id: Number(l.id), level: Number(l.level) })).sort((a, b) => a.id - b.id));
    // Conversations per level as the content has them: every level has some, and a conversation has one level.
    const perLevel = new Map<number, Set<number>>();
    for (const l of lines)
      perLevel.set(Number(l.level), (perLevel.get(Number(l.level)) ?? new Set()).add(Number(l.conversation_id)));
    const counted = await env.DB.prepare(
      "SELECT level, COUNT(DISTINCT conversation_id) AS n FROM conversation_lines GROUP BY level ORDER BY level",
    ).all<{ level: number; n: number }>();
    expect(counted.results).toEqual([1, 2, 3, 4, 5].map((level) => ({ level, n: perLevel.get(level)?.size ?? 0 })));
    expect(counted.results.every((r) => r.n > 0)).toBe(true);

    const first = lines[0]!;
    const moved = lines.map((l) =>
      l.conversation_id === first.conversation_id ? { ...l, level: (Number(first.level) % 5) + 1 } : l,
    );
    await applyStatements(env.DB, [...conversationUpserts(moved), conversationPrune(moved.map((l) => Number(l.id)))]);
    const changed = await env.DB.prepare("SELECT DISTINCT level FROM conversation_lines WHERE conversation_id = ?")
      .bind(first.conversation_id)
      .all<{ level: number }>();
    expect(changed.results).toEqual([{ level: (Number(first.level) % 5) + 1 }]);
    await applyStatements(env.DB, conversationUpserts(lines));
  });
});
