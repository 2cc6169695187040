import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { SUBSECTIONS } from "../app/domain/curriculum";
import {
  checkAcrossRows,
  checkLevelLengthOrder,
  looseEnglish,
  meanEnglishWordsPerLevel,
  checkVocabularyRises,
  repeatedEnglish,
  checkConversations,
  checkDialogueReusesSentence,
  checkText,
  CONVERSATION_HEADER,
  loadAllConversations,
  loadAllSentences,
  normaliseSpeaker,
  readConversationFile,
  readSentenceFile,
  SENTENCE_HEADER,
  wordCount,
} from "./content";

describe("checkText", () => {
  it("accepts well-formed texts", () => {
    expect(checkText("¿Cómo estás?", "spanish", 10)).toEqual([]);
    expect(checkText("Comment ça va\u202f?", "french", 10)).toEqual([]);
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
    ["Comment ça va?", "french", "french needs a narrow no-break space (U+202F) before ? ! : ;"],
    ["Comment ça va ?", "french", "french needs a narrow no-break space (U+202F) before ? ! : ;"],
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
  }, 120_000); // a cap, not a wait: npm test runs the unit tests beside tsc and ESLint
});

describe("conversation files", () => {
  function file(lines: string[]) {
    const dir = mkdtempSync(join(tmpdir(), "conv-"));
    const path = join(dir, "c.tsv");
    writeFileSync(path, [CONVERSATION_HEADER, ...lines].join("\n") + "\n");
    return path;
  }
  const texts = (n: number) =>
    [
      `Line ${n}.`,
      `Riga ${n}.`,
      `Línea ${n}.`,
      `Ligne ${n}.`,
      `Zeile ${n}.`,
      `Строка номер ${"раз два три четыре пять шесть семь".split(" ")[n % 7]}.`,
    ].join("\t");
  const line = (conversation: number, n: number, speaker: string, topic = "At the Café") =>
    `${conversation * 100 + n}\t${conversation}\t1\t${topic}\t${speaker}\t${texts(conversation * 100 + n)}`;

  it("normalises speakers 1 and 2", () => {
    expect(normaliseSpeaker("1")).toBe("Person 1");
    expect(normaliseSpeaker("Person 2")).toBe("Person 2");
    expect(normaliseSpeaker("Person 3")).toBeNull();
  });

  it("accepts a well-formed conversation", () => {
    const { rows, problems } = readConversationFile(file([1, 2, 3, 4, 5, 6].map((n) => line(1, n, n % 2 ? "1" : "2"))), "c.tsv");
    expect(problems).toEqual([]);
    expect(checkConversations(rows)).toEqual([]);
    expect(rows[1]!.speaker).toBe("Person 2");
  });

  it("reads the level and wants it 1-5 and the same on every line", () => {
    const lines = [1, 2, 3, 4, 5, 6].map((n) => line(1, n, n % 2 ? "1" : "2"));
    lines[2] = lines[2]!.replace("\t1\tAt the Café", "\t2\tAt the Café");
    lines[3] = lines[3]!.replace("\t1\tAt the Café", "\t7\tAt the Café");
    const { rows, problems } = readConversationFile(file(lines), "c.tsv");
    expect(rows[0]!.level).toBe(1);
    expect(problems.map((p) => p.message)).toEqual(['level "7" must be 1 to 5']);
    expect(checkConversations(rows).map((p) => p.message)).toContain("conversation 1: line 103 has level 2, not 1");
  });

  it("finds too few lines, broken alternation, wrong ids and a repeated topic", () => {
    const lines = [
      ...[1, 2, 3, 4, 5].map((n) => line(1, n, n === 3 ? "Person 2" : n % 2 ? "Person 1" : "Person 2")),
      ...[1, 2, 3, 4, 5, 7].map((n) => line(2, n, n % 2 ? "Person 1" : "Person 2")),
    ];
    const { rows } = readConversationFile(file(lines), "c.tsv");
    const messages = checkConversations(rows).map((p) => p.message);
    expect(messages).toContain("conversation 1: has 5 lines; a conversation has 6 to 12");
    expect(messages).toContain("conversation 1: line 103 is spoken by Person 2; the speakers alternate, starting with Person 1");
    expect(messages).toContain("conversation 2: line id 207 should be 206");
    expect(messages).toContain('conversation 2: topic "At the Café" is also conversation 1\'s');
  });

  it("the real conversations pass", () => {
    const { rows, problems } = loadAllConversations();
    expect(problems).toEqual([]);
    expect(new Set(rows.map((r) => r.conversationId)).size).toBeGreaterThanOrEqual(100);
  }, 120_000); // reads and checks every line in six languages, beside tsc and ESLint in npm test
});

describe("level length order and repeated English", () => {
  const row = (level: number, english: string) => ({ level, english, file: `L${level}-1-x.tsv` });

  it("passes when each level's mean English length is above the one before", () => {
    expect(
      checkLevelLengthOrder([row(1, "Hello."), row(2, "I see two cats."), row(3, "We went home after the film ended.")]),
    ).toEqual([]);
  });

  it("names the level whose mean is not above the level before", () => {
    const problems = checkLevelLengthOrder([row(1, "I like green apples."), row(2, "Thank you."), row(2, "See you.")]);
    expect(problems).toHaveLength(1);
    expect(problems[0]!.file).toBe("L2-1-x.tsv");
    expect(problems[0]!.message).toContain("level 2's mean English length (2.00 words) must be above level 1's (4.00)");
  });

  it("names the level whose share of long words falls below the level before", () => {
    // Level 1: 1 long word in 4; level 2: 1 in 5 (falls); level 3: 2 in 4 (rises again).
    const rows = [
      row(1, "Tomorrow we eat early."),
      row(2, "The neighbour is very kind."),
      row(3, "Remember the important meeting."),
    ];
    const problems = checkVocabularyRises(rows);
    expect(problems).toHaveLength(1);
    expect(problems[0]!.file).toBe("L2-1-x.tsv");
    expect(problems[0]!.message).toContain(
      "level 2's share of English words with 8+ letters (20.0%) must not fall below level 1's (25.0%)",
    );
    expect(checkVocabularyRises([rows[0]!, rows[2]!])).toEqual([]);
  });

  it("computes the mean per level in words", () => {
    expect([
      ...meanEnglishWordsPerLevel([row(1, "One two."), row(1, "One two three four."), row(2, "Five words are right here.")]),
    ]).toEqual([
      [1, 3],
      [2, 5],
    ]);
  });

  it("lists English said twice, ignoring case, punctuation and curly apostrophes", () => {
    const repeats = repeatedEnglish([
      { english: "It’s late!", where: "a:1" },
      { english: "it's late.", where: "b:2" },
      { english: "It is late.", where: "c:3" },
    ]);
    expect(repeats).toEqual([{ english: "It’s late!", places: ["a:1", "b:2"] }]);
    expect(looseEnglish("  Hello,   World! ")).toBe("hello world");
  });
});

describe("dialogue lines and sentences", () => {
  it("refuses a dialogue line that repeats a sentence in a target language, except short replies", () => {
    const sentence = {
      id: 46,
      level: 1,
      subsection: 1,
      file: "s.tsv",
      line: 2,
      english: "Same to you!",
      italian: "Grazie, molto gentile.",
      spanish: "¡Igualmente!",
      french: "Pareil.",
      german: "Gleichfalls!",
      russian: "И тебе!",
    };
    const line = {
      ...sentence,
      id: 1810,
      conversationId: 18,
      level: 1,
      topic: "x",
      speaker: "Person 1" as const,
      file: "c.tsv",
      english: "You too!",
      italian: "Grazie, molto gentile!",
    };
    const messages = checkDialogueReusesSentence([sentence], [line]).map((p) => p.message);
    expect(messages).toEqual([`line 1810: italian "Grazie, molto gentile!" is also sentence 46's (s.tsv:2)`]);
  });
});
