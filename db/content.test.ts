import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { SUBSECTIONS } from "../app/domain/curriculum";
import { checkAcrossRows, checkText, loadAllSentences, readSentenceFile, SENTENCE_HEADER, wordCount } from "./content";

describe("checkText", () => {
  it("accepts well-formed texts", () => {
    expect(checkText("¿Cómo estás?", "spanish", 10)).toEqual([]);
    expect(checkText("Comment ça va ?", "french", 10)).toEqual([]);
    expect(checkText("Как дела?", "russian", 10)).toEqual([]);
    expect(checkText("Er sagte: „Hallo!“", "german", 10)).toEqual([]);
  });

  it.each([
    ["", "english", "english is empty"],
    [" Hello.", "english", "english has leading or trailing spaces"],
    ["Hello  there.", "english", "english has a double space"],
    ["Hello", "english", "english does not end with . ! ? or …"],
    ["Hello.", "russian", "russian has no Cyrillic letters"],
    ["Привет, Anna.", "russian", "russian contains Latin letters"],
    ["Ciao, Саша.", "italian", "italian contains Cyrillic letters"],
    ["Ciao (amico.", "italian", "italian has unbalanced ()"],
    ["Er sagte: „Hallo!", "german", "german has unbalanced curly quotes"],
    ['Ciao "amico.', "italian", 'italian has unbalanced " quotes'],
    ["Cómo estás?", "spanish", "spanish question needs both ¿ and ?"],
    ["Comment ça va?", "french", "french needs a space before ? ! : ;"],
    ["One two three four five six seven eight nine ten eleven.", "english", "english has 11 words; this level allows at most 10"],
  ] as const)("flags %j in %s", (text, column, message) => {
    expect(checkText(text, column, 10)).toContain(message);
  });

  it("counts words, not punctuation", () => {
    expect(wordCount("Comment ça va ?")).toBe(3);
  });
});

describe("files", () => {
  const subsection = SUBSECTIONS[0]!;
  function file(lines: string[]) {
    const dir = mkdtempSync(join(tmpdir(), "content-"));
    const path = join(dir, "x.tsv");
    writeFileSync(path, [SENTENCE_HEADER, ...lines].join("\n") + "\n");
    return path;
  }
  const row = (id: number | string, en = "Good morning.") =>
    `${id}\t${en}\tBuongiorno.\t¡Buenos días!\tBonjour.\tGuten Morgen.\tДоброе утро.`;

  it("locates a missing column and an id outside the subsection", () => {
    const { problems } = readSentenceFile(file([row(1), "2\tHi.\tCiao.", row(999)]), "x.tsv", subsection);
    expect(problems.map((p) => `${p.line}: ${p.message}`)).toEqual([
      "3: expected 7 tab-separated columns, found 3",
      "4: id 999 is outside this subsection's range 1-200",
    ]);
  });

  it("finds duplicate ids and duplicate sentences within a language", () => {
    const { rows } = readSentenceFile(file([row(1), row(1, "Morning!"), row(3, "Hello.")]), "x.tsv", subsection);
    const messages = checkAcrossRows(rows).map((p) => p.message);
    expect(messages).toContain("duplicate id 1 (also x.tsv:2)");
    expect(messages.some((m) => m.startsWith('id 3: duplicate italian sentence "Buongiorno."'))).toBe(true);
  });

  it("the real curriculum passes", () => {
    const { rows, problems } = loadAllSentences();
    expect(problems).toEqual([]);
    expect(rows.length).toBeGreaterThanOrEqual(1000);
  });
});
