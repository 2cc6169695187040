// Reads the curriculum files (db/content/) into rows, and checks them. Shared by the checker
// (`npm run content:check`) and the seeder (`npm run db:seed`), so what is checked is what is loaded.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { MAX_WORDS_PER_LEVEL, SUBSECTIONS, subsectionFileName, type Subsection } from "../app/domain/curriculum";
import { LANGUAGES } from "../app/domain/languages";
import {
  courtesyInLevelOne,
  englishDigits,
  frenchTypography,
  grammarAhead,
  nameSpellingProblems,
  numbersAsWords,
  registerProblem,
  russianYoInconsistencies,
  spanishMarksPaired,
  type Register,
} from "./content-rules";

export const CONTENT_DIR = join(import.meta.dirname, "content");
export const SENTENCES_DIR = join(CONTENT_DIR, "sentences");
export const TEXT_COLUMNS = ["english", ...LANGUAGES] as const;
export type TextColumn = (typeof TEXT_COLUMNS)[number];
export const SENTENCE_HEADER = ["id", ...TEXT_COLUMNS].join("\t");

export interface SentenceRow extends Record<TextColumn, string> {
  id: number;
  level: number;
  subsection: number;
  file: string;
  line: number;
}

export interface Problem {
  file: string;
  line: number;
  message: string;
}

export function formatProblem(p: Problem): string {
  return `${p.file}:${p.line}: ${p.message}`;
}

const CYRILLIC = /[\u0400-\u04FF]/;
const LATIN = /[A-Za-z]/;
const FINAL_PUNCTUATION = /[.!?…]["'»«”“’)]*$/;
const PAIRS: [string, string][] = [
  ["(", ")"],
  ["[", "]"],
  ["«", "»"],
];

function count(text: string, char: string): number {
  return text.split(char).length - 1;
}

/** Curly double quotes: English “…”, or German „…“ (where “ closes). */
function curlyQuotesBalanced(text: string): boolean {
  const low = count(text, "„");
  const left = count(text, "“");
  const right = count(text, "”");
  return low > 0 ? low === left && right === 0 : left === right;
}

export function wordCount(text: string): number {
  return text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
}

/** Problems of one text cell, independent of any other row. */
export function checkText(text: string, column: TextColumn, maxWords: number): string[] {
  const out: string[] = [];
  if (text === "") return [`${column} is empty`];
  if (text !== text.trim()) out.push(`${column} has leading or trailing spaces`);
  if (/\s{2,}/.test(text)) out.push(`${column} has a double space`);
  if (!FINAL_PUNCTUATION.test(text)) out.push(`${column} does not end with . ! ? or …`);
  if (column === "russian") {
    if (!CYRILLIC.test(text)) out.push("russian has no Cyrillic letters");
    if (LATIN.test(text)) out.push("russian contains Latin letters");
  } else if (CYRILLIC.test(text)) {
    out.push(`${column} contains Cyrillic letters`);
  }
  for (const [open, close] of PAIRS) {
    if (count(text, open) !== count(text, close)) out.push(`${column} has unbalanced ${open}${close}`);
  }
  if (!curlyQuotesBalanced(text)) out.push(`${column} has unbalanced curly quotes`);
  if (count(text, '"') % 2 !== 0) out.push(`${column} has unbalanced " quotes`);
  if (column === "spanish") {
    if (text.includes("?") !== text.includes("¿")) out.push("spanish question needs both ¿ and ?");
    else if (text.includes("!") !== text.includes("¡")) out.push("spanish exclamation needs both ¡ and !");
    else out.push(...spanishMarksPaired(text));
  }
  if (column === "french") out.push(...frenchTypography(text));
  const words = wordCount(text);
  if (words > maxWords) out.push(`${column} has ${words} words; this level allows at most ${maxWords}`);
  return out;
}

export function sentenceFiles(): { subsection: Subsection; path: string; name: string }[] {
  return SUBSECTIONS.map((subsection) => {
    const name = subsectionFileName(subsection);
    return { subsection, name, path: join(SENTENCES_DIR, name) };
  }).filter((f) => existsSync(f.path));
}

export function unknownSentenceFiles(): string[] {
  if (!existsSync(SENTENCES_DIR)) return [];
  const known = new Set(SUBSECTIONS.map(subsectionFileName));
  return readdirSync(SENTENCES_DIR).filter((f) => f.endsWith(".tsv") && !known.has(f));
}

export function readSentenceFile(
  path: string,
  name: string,
  subsection: Subsection,
): { rows: SentenceRow[]; problems: Problem[] } {
  const rows: SentenceRow[] = [];
  const problems: Problem[] = [];
  const maxWords = MAX_WORDS_PER_LEVEL[subsection.level - 1] ?? 10;
  const lines = readFileSync(path, "utf8").split("\n");
  if (lines.at(-1) === "") lines.pop();
  if ((lines[0] ?? "").replace(/\r$/, "") !== SENTENCE_HEADER) {
    problems.push({ file: name, line: 1, message: `header must be exactly: ${SENTENCE_HEADER.replace(/\t/g, "<TAB>")}` });
  }
  lines.slice(1).forEach((raw, i) => {
    const line = i + 2;
    if (raw.trim() === "" || raw.startsWith("#")) return;
    if (raw.endsWith("\r")) problems.push({ file: name, line, message: "Windows line ending (use LF)" });
    const cells = raw.replace(/\r$/, "").split("\t");
    if (cells.length !== 7) {
      problems.push({ file: name, line, message: `expected 7 tab-separated columns, found ${cells.length}` });
      return;
    }
    const idText = cells[0] ?? "";
    const id = Number(idText);
    if (!/^\d+$/.test(idText)) {
      problems.push({ file: name, line, message: `id "${idText}" is not a whole number` });
      return;
    }
    if (id < subsection.firstId || id > subsection.lastId) {
      problems.push({
        file: name,
        line,
        message: `id ${id} is outside this subsection's range ${subsection.firstId}-${subsection.lastId}`,
      });
    }
    const row = { id, level: subsection.level, subsection: subsection.index, file: name, line } as SentenceRow;
    TEXT_COLUMNS.forEach((column, c) => {
      const text = cells[c + 1] ?? "";
      row[column] = text;
      for (const message of checkText(text, column, maxWords))
        problems.push({ file: name, line, message: `id ${id}: ${message}` });
    });
    for (const column of TEXT_COLUMNS) {
      const messages = numbersAsWords(row.english, row[column], column);
      const courtesy = subsection.level === 1 ? courtesyInLevelOne(row[column], column) : null;
      if (courtesy) messages.push(courtesy);
      messages.push(...nameSpellingProblems(row[column], column));
      if (column === "english") messages.push(...englishDigits(row.english));
      for (const message of messages) problems.push({ file: name, line, message: `id ${id}: ${message}` });
    }
    rows.push(row);
  });
  return { rows, problems };
}

/**
 * Sentences whose grammar runs ahead of their subsection (AUTHORING rule 10). Warnings for now: the
 * first editions predate the markers, and level 1 uses a few past forms as set phrases ("I did it!").
 */
export function sentenceGrammarWarnings(rows: SentenceRow[]): Problem[] {
  return rows.flatMap((row) =>
    TEXT_COLUMNS.flatMap((column) =>
      grammarAhead(row[column], column, row.level, row.subsection).map((mark) => ({
        file: row.file,
        line: row.line,
        message: `id ${row.id}: ${column} uses the ${mark.grammar} ("${mark.form}"), ahead of L${row.level}-${row.subsection}`,
      })),
    ),
  );
}

/** Checks across rows and files: duplicate ids, duplicate sentences within a language, order. */
export function checkAcrossRows(rows: SentenceRow[]): Problem[] {
  const problems: Problem[] = [];
  const ids = new Map<number, SentenceRow>();
  const texts = new Map<string, SentenceRow>();
  for (const row of rows) {
    const seen = ids.get(row.id);
    if (seen)
      problems.push({ file: row.file, line: row.line, message: `duplicate id ${row.id} (also ${seen.file}:${seen.line})` });
    else ids.set(row.id, row);
    for (const column of TEXT_COLUMNS) {
      const key = `${column}\u0000${row[column].toLocaleLowerCase()}`;
      const other = texts.get(key);
      if (other) {
        problems.push({
          file: row.file,
          line: row.line,
          message: `id ${row.id}: duplicate ${column} sentence "${row[column]}" (also id ${other.id}, ${other.file}:${other.line})`,
        });
      } else texts.set(key, row);
    }
  }
  return problems;
}

/** Mean English length (words) per level, for the levels that have sentences. */
export function meanEnglishWordsPerLevel(rows: Pick<SentenceRow, "level" | "english">[]): Map<number, number> {
  const sums = new Map<number, { words: number; n: number }>();
  for (const row of rows) {
    const s = sums.get(row.level) ?? { words: 0, n: 0 };
    s.words += wordCount(row.english);
    s.n += 1;
    sums.set(row.level, s);
  }
  return new Map([...sums].sort(([a], [b]) => a - b).map(([level, s]) => [level, s.words / s.n]));
}

/** The course gets longer level by level: each level's mean English length exceeds the one before. */
export function checkLevelLengthOrder(rows: Pick<SentenceRow, "level" | "english" | "file">[]): Problem[] {
  const means = [...meanEnglishWordsPerLevel(rows)];
  const problems: Problem[] = [];
  for (let i = 1; i < means.length; i++) {
    const [level, mean] = means[i]!;
    const [prevLevel, prevMean] = means[i - 1]!;
    if (mean <= prevMean) {
      const file = rows.find((r) => r.level === level)?.file ?? `level ${level}`;
      problems.push({
        file,
        line: 0,
        message: `level ${level}'s mean English length (${mean.toFixed(2)} words) must be above level ${prevLevel}'s (${prevMean.toFixed(2)})`,
      });
    }
  }
  return problems;
}

/**
 * Each level brings its own words (issue 30): the share of English words with 8+ letters may not fall
 * from one level to the next, and every level after the first is richer than the first. Sentences only:
 * conversations follow their level's sentences and are reported beside them.
 */
export function checkVocabularyRises(rows: Pick<SentenceRow, "level" | "english" | "file">[]): Problem[] {
  const figures = vocabularyFigures(rows);
  const problems: Problem[] = [];
  const percent = (share: number) => `${(share * 100).toFixed(1)}%`;
  for (let i = 1; i < figures.length; i++) {
    const { level, longWords } = figures[i]!;
    const before = figures[i - 1]!;
    if (longWords < before.longWords) {
      problems.push({
        file: rows.find((r) => r.level === level)?.file ?? `level ${level}`,
        line: 0,
        message: `level ${level}'s share of English words with 8+ letters (${percent(longWords)}) must not fall below level ${before.level}'s (${percent(before.longWords)}): each level brings its own vocabulary`,
      });
    }
  }
  return problems;
}

/** English compared loosely: case, punctuation and curly apostrophes do not count. */
export function looseEnglish(text: string): string {
  return text
    .toLowerCase()
    .replace(/[’‘]/g, "'")
    .replace(/[^\p{L}\p{N}' ]+/gu, " ")
    .replace(/\s+/g, " ")
    .trim();
}

export interface EnglishRepeat {
  english: string;
  places: string[];
}

/**
 * English said twice anywhere in the curriculum (sentences and conversation lines), compared
 * loosely. Not an error (a dialogue may reuse a sentence on purpose), but a list worth reading.
 */
export function repeatedEnglish(places: { english: string; where: string }[]): EnglishRepeat[] {
  const byText = new Map<string, { english: string; places: string[] }>();
  for (const p of places) {
    const key = looseEnglish(p.english);
    const hit = byText.get(key) ?? { english: p.english, places: [] };
    hit.places.push(p.where);
    byText.set(key, hit);
  }
  return [...byText.values()].filter((r) => r.places.length > 1);
}

export function loadAllSentences(): { rows: SentenceRow[]; problems: Problem[] } {
  const rows: SentenceRow[] = [];
  const problems: Problem[] = unknownSentenceFiles().map((f) => ({
    file: f,
    line: 0,
    message: "file name does not match any curriculum subsection (see app/domain/curriculum.ts)",
  }));
  for (const file of sentenceFiles()) {
    const result = readSentenceFile(file.path, file.name, file.subsection);
    rows.push(...result.rows);
    problems.push(...result.problems);
  }
  problems.push(...checkAcrossRows(rows), ...checkLevelLengthOrder(rows));
  return { rows, problems };
}

// ---------------------------------------------------------------------------------------------
// Conversations: db/content/conversations/*.tsv (format in db/content/README.md).

export const CONVERSATIONS_DIR = join(CONTENT_DIR, "conversations");
export const CONVERSATION_HEADER = ["id", "conversation", "level", "topic", "speaker", ...TEXT_COLUMNS].join("\t");
const CONVERSATION_TEXT_OFFSET = 5;
export const MAX_CONVERSATION_WORDS = 25;
export const MIN_CONVERSATION_LINES = 6;
export const MAX_CONVERSATION_LINES = 12;

export interface ConversationLineRow extends Record<TextColumn, string> {
  id: number;
  conversationId: number;
  /** The course level (1-5) the conversation is written for: its grammar and length. */
  level: number;
  topic: string;
  speaker: "Person 1" | "Person 2";
  file: string;
  line: number;
}

/** Speakers '1' / '2' (as some sources write them) become 'Person 1' / 'Person 2'. */
export function normaliseSpeaker(raw: string): "Person 1" | "Person 2" | null {
  const value = raw.trim();
  if (value === "Person 1" || value === "1") return "Person 1";
  if (value === "Person 2" || value === "2") return "Person 2";
  return null;
}

export function conversationFiles(): { name: string; path: string }[] {
  if (!existsSync(CONVERSATIONS_DIR)) return [];
  return readdirSync(CONVERSATIONS_DIR)
    .filter((f) => f.endsWith(".tsv"))
    .sort()
    .map((name) => ({ name, path: join(CONVERSATIONS_DIR, name) }));
}

export function readConversationFile(path: string, name: string): { rows: ConversationLineRow[]; problems: Problem[] } {
  const rows: ConversationLineRow[] = [];
  const problems: Problem[] = [];
  const lines = readFileSync(path, "utf8").split("\n");
  if (lines.at(-1) === "") lines.pop();
  if ((lines[0] ?? "").replace(/\r$/, "") !== CONVERSATION_HEADER) {
    problems.push({ file: name, line: 1, message: `header must be exactly: ${CONVERSATION_HEADER.replace(/\t/g, "<TAB>")}` });
  }
  lines.slice(1).forEach((raw, i) => {
    const line = i + 2;
    if (raw.trim() === "" || raw.startsWith("#")) return;
    const cells = raw.replace(/\r$/, "").split("\t");
    if (cells.length !== CONVERSATION_TEXT_OFFSET + TEXT_COLUMNS.length) {
      problems.push({
        file: name,
        line,
        message: `expected ${CONVERSATION_TEXT_OFFSET + TEXT_COLUMNS.length} tab-separated columns, found ${cells.length}`,
      });
      return;
    }
    const [idText = "", conversationText = "", levelText = "", topic = "", speakerText = ""] = cells;
    if (!/^\d+$/.test(idText) || !/^\d+$/.test(conversationText)) {
      problems.push({ file: name, line, message: "id and conversation must be whole numbers" });
      return;
    }
    if (!/^[1-5]$/.test(levelText)) problems.push({ file: name, line, message: `level "${levelText}" must be 1 to 5` });
    const speaker = normaliseSpeaker(speakerText);
    if (!speaker) problems.push({ file: name, line, message: `speaker "${speakerText}" must be Person 1 or Person 2` });
    if (topic.trim() === "") problems.push({ file: name, line, message: "topic is empty" });
    const row = {
      id: Number(idText),
      conversationId: Number(conversationText),
      level: Number(levelText),
      topic: topic.trim(),
      speaker: speaker ?? "Person 1",
      file: name,
      line,
    } as ConversationLineRow;
    TEXT_COLUMNS.forEach((column, c) => {
      const text = cells[c + CONVERSATION_TEXT_OFFSET] ?? "";
      row[column] = text;
      for (const message of checkText(text, column, MAX_CONVERSATION_WORDS)) {
        problems.push({ file: name, line, message: `line ${row.id}: ${message}` });
      }
    });
    for (const column of TEXT_COLUMNS) {
      const messages = [...numbersAsWords(row.english, row[column], column), ...nameSpellingProblems(row[column], column)];
      if (column === "english") messages.push(...englishDigits(row.english));
      for (const message of messages) problems.push({ file: name, line, message: `line ${row.id}: ${message}` });
      for (const mark of grammarAhead(row[column], column, row.level)) {
        problems.push({
          file: name,
          line,
          message: `line ${row.id}: ${column} uses the ${mark.grammar} ("${mark.form}"), ahead of level ${row.level}`,
        });
      }
    }
    rows.push(row);
  });
  return { rows, problems };
}

/** Structure across lines: ids, line counts, alternation, unique topics, duplicates. */
export function checkConversations(rows: ConversationLineRow[]): Problem[] {
  const problems: Problem[] = [];
  const ids = new Map<number, ConversationLineRow>();
  const byConversation = new Map<number, ConversationLineRow[]>();
  for (const row of rows) {
    const seen = ids.get(row.id);
    if (seen)
      problems.push({ file: row.file, line: row.line, message: `duplicate line id ${row.id} (also ${seen.file}:${seen.line})` });
    else ids.set(row.id, row);
    const list = byConversation.get(row.conversationId) ?? [];
    list.push(row);
    byConversation.set(row.conversationId, list);
  }
  const topics = new Map<string, number>();
  for (const [conversationId, lines] of byConversation) {
    const first = lines[0]!;
    const at = (r: ConversationLineRow, message: string) =>
      problems.push({ file: r.file, line: r.line, message: `conversation ${conversationId}: ${message}` });
    if (new Set(lines.map((l) => l.file)).size > 1) at(first, "is split across files");
    if (lines.length < MIN_CONVERSATION_LINES || lines.length > MAX_CONVERSATION_LINES) {
      at(first, `has ${lines.length} lines; a conversation has ${MIN_CONVERSATION_LINES} to ${MAX_CONVERSATION_LINES}`);
    }
    lines.forEach((l, i) => {
      if (l.id !== conversationId * 100 + i + 1) at(l, `line id ${l.id} should be ${conversationId * 100 + i + 1}`);
      const expected = i % 2 === 0 ? "Person 1" : "Person 2";
      if (l.speaker !== expected) at(l, `line ${l.id} is spoken by ${l.speaker}; the speakers alternate, starting with Person 1`);
      if (l.topic !== first.topic) at(l, `line ${l.id} has topic "${l.topic}", not "${first.topic}"`);
      if (l.level !== first.level) at(l, `line ${l.id} has level ${l.level}, not ${first.level}`);
    });
    const key = first.topic.toLowerCase();
    const other = topics.get(key);
    if (other !== undefined) at(first, `topic "${first.topic}" is also conversation ${other}'s`);
    else topics.set(key, conversationId);
  }
  // As for sentences: no line repeats another line's text in the same language.
  for (const column of TEXT_COLUMNS) {
    const said = new Map<string, ConversationLineRow>();
    for (const l of rows) {
      const text = l[column].toLocaleLowerCase();
      const other = said.get(text);
      if (other) {
        problems.push({
          file: l.file,
          line: l.line,
          message: `line ${l.id}: duplicate ${column} text "${l[column]}" (also line ${other.id}, ${other.file}:${other.line})`,
        });
      } else said.set(text, l);
    }
  }
  return problems;
}

export function loadAllConversations(): { rows: ConversationLineRow[]; problems: Problem[] } {
  const rows: ConversationLineRow[] = [];
  const problems: Problem[] = [];
  for (const file of conversationFiles()) {
    const result = readConversationFile(file.path, file.name);
    rows.push(...result.rows);
    problems.push(...result.problems);
  }
  problems.push(...checkConversations(rows), ...checkLevelLengthOrder(rows), ...checkRegisters(rows, readRegisters()));
  return { rows, problems };
}

// The register each conversation uses toward the listener: db/content/registers/<conversation file>,
// "conversation<TAB>register<TAB>allow", where allow lists deliberate switches as lineId:language.
export const REGISTERS_DIR = join(CONTENT_DIR, "registers");
export const REGISTERS_HEADER = "conversation\tregister\tallow";

export interface RegisterEntry {
  register: Register;
  allow: Set<string>;
  line: number;
}

export function readRegisters(dir = REGISTERS_DIR): { entries: Map<number, RegisterEntry>; problems: Problem[] } {
  const entries = new Map<number, RegisterEntry>();
  const problems: Problem[] = [];
  const files = existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith(".tsv")) : [];
  for (const name of files) readRegisterFile(join(dir, name), `registers/${name}`, entries, problems);
  return { entries, problems };
}

function readRegisterFile(path: string, name: string, entries: Map<number, RegisterEntry>, problems: Problem[]): void {
  const lines = readFileSync(path, "utf8").split("\n");
  if ((lines[0] ?? "") !== REGISTERS_HEADER)
    problems.push({ file: name, line: 1, message: `header must be exactly: ${REGISTERS_HEADER.replace(/\t/g, "<TAB>")}` });
  lines.slice(1).forEach((raw, i) => {
    if (raw.trim() === "" || raw.startsWith("#")) return;
    const [idText = "", register = "", allow = ""] = raw.split("\t");
    const id = Number(idText);
    if (!/^\d+$/.test(idText) || (register !== "formal" && register !== "informal")) {
      problems.push({
        file: name,
        line: i + 2,
        message: `expected "<conversation id><TAB>formal|informal<TAB>allow", found "${raw}"`,
      });
      return;
    }
    if (entries.has(id)) problems.push({ file: name, line: i + 2, message: `conversation ${id} is declared twice` });
    entries.set(id, {
      register,
      allow: new Set(
        allow
          .split(",")
          .map((a) => a.trim())
          .filter(Boolean),
      ),
      line: i + 2,
    });
  });
}

/** Each conversation addresses the listener in its declared register, in every language. */
export function checkRegisters(rows: ConversationLineRow[], registers: ReturnType<typeof readRegisters>): Problem[] {
  const problems = [...registers.problems];
  const conversations = new Set(rows.map((r) => r.conversationId));
  for (const id of conversations) {
    if (!registers.entries.has(id)) {
      const first = rows.find((r) => r.conversationId === id)!;
      problems.push({ file: first.file, line: first.line, message: `conversation ${id}: no register in db/content/registers/` });
    }
  }
  for (const row of rows) {
    const entry = registers.entries.get(row.conversationId);
    if (!entry) continue;
    for (const column of TEXT_COLUMNS) {
      if (entry.allow.has(`${row.id}:${column}`)) continue;
      const message = registerProblem(row[column], column, entry.register);
      if (message)
        problems.push({
          file: row.file,
          line: row.line,
          message: `line ${row.id}: ${message} (allow it as ${row.id}:${column} if deliberate)`,
        });
    }
  }
  return problems;
}

/** ё written the same way everywhere (sentences and conversations together). */
export function checkRussianYo(sentences: SentenceRow[], lines: ConversationLineRow[]): Problem[] {
  const places = [
    ...sentences.map((r) => ({ text: r.russian, where: `${r.file}:${r.line}:id ${r.id}` })),
    ...lines.map((r) => ({ text: r.russian, where: `${r.file}:${r.line}:line ${r.id}` })),
  ];
  return russianYoInconsistencies(places).map((p) => {
    const [file = "", line = "0", label = ""] = p.where.split(":");
    return { file, line: Number(line), message: `${label}: ${p.message}` };
  });
}

/**
 * A dialogue line must not repeat a sentence of the course in a target language (the learner would
 * practise it twice); short replies of one or two words ("Sì.", "Grazie!") are the exception.
 */
export function checkDialogueReusesSentence(sentences: SentenceRow[], lines: ConversationLineRow[]): Problem[] {
  const problems: Problem[] = [];
  for (const column of LANGUAGES) {
    const said = new Map<string, SentenceRow>();
    for (const s of sentences) said.set(looseText(s[column]), s);
    for (const l of lines) {
      if (wordCount(l[column]) <= 2) continue;
      const s = said.get(looseText(l[column]));
      if (s)
        problems.push({
          file: l.file,
          line: l.line,
          message: `line ${l.id}: ${column} "${l[column]}" is also sentence ${s.id}'s (${s.file}:${s.line})`,
        });
    }
  }
  return problems;
}

/** Any language compared loosely: case, punctuation and spacing do not count. */
function looseText(text: string): string {
  return text
    .toLocaleLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

/** A checked line as the conversation_lines table stores it. */
export function conversationRecord(row: ConversationLineRow) {
  return {
    id: row.id,
    conversation_id: row.conversationId,
    level: row.level,
    topic: row.topic,
    speaker: row.speaker,
    english: row.english,
    italian: row.italian,
    spanish: row.spanish,
    french: row.french,
    german: row.german,
    russian: row.russian,
  };
}

/** English word tokens, lower case (apostrophes kept inside: don't, Anna's). */
export function englishWords(text: string): string[] {
  return (
    text
      .toLowerCase()
      .replace(/[’‘]/g, "'")
      .match(/\p{L}+(?:'\p{L}+)*/gu) ?? []
  );
}

export interface VocabularyFigure {
  level: number;
  /** Share of the level's English word types that no earlier level uses. */
  newTypes: number;
  /** Share of the level's English word tokens with 8 or more letters. */
  longWords: number;
}

/** Does each level bring its own words? (issue 30: the checker reports these, per level.) */
export function vocabularyFigures(rows: Pick<SentenceRow, "level" | "english">[]): VocabularyFigure[] {
  const byLevel = new Map<number, string[]>();
  for (const row of rows) byLevel.set(row.level, [...(byLevel.get(row.level) ?? []), ...englishWords(row.english)]);
  const seen = new Set<string>();
  return [...byLevel]
    .sort(([a], [b]) => a - b)
    .map(([level, tokens]) => {
      const types = new Set(tokens);
      const fresh = [...types].filter((t) => !seen.has(t)).length;
      for (const t of types) seen.add(t);
      const long = tokens.filter((t) => t.replace(/'/g, "").length >= 8).length;
      return { level, newTypes: fresh / types.size, longWords: long / tokens.length };
    });
}
