// Reads the curriculum files (db/content/) into rows, and checks them. Shared by the checker
// (`npm run content:check`) and the seeder (`npm run db:seed`), so what is checked is what is loaded.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { MAX_WORDS_PER_LEVEL, SUBSECTIONS, subsectionFileName, type Subsection } from "../app/domain/curriculum";
import { LANGUAGES } from "../app/domain/languages";

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
    if (text.includes("!") !== text.includes("¡")) out.push("spanish exclamation needs both ¡ and !");
  }
  if (column === "french" && /[^\s\u00a0\u202f][?!:;]/.test(text)) {
    out.push("french needs a space before ? ! : ;");
  }
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
      for (const message of checkText(text, column, maxWords)) problems.push({ file: name, line, message: `id ${id}: ${message}` });
    });
    rows.push(row);
  });
  return { rows, problems };
}

/** Checks across rows and files: duplicate ids, duplicate sentences within a language, order. */
export function checkAcrossRows(rows: SentenceRow[]): Problem[] {
  const problems: Problem[] = [];
  const ids = new Map<number, SentenceRow>();
  const texts = new Map<string, SentenceRow>();
  for (const row of rows) {
    const seen = ids.get(row.id);
    if (seen) problems.push({ file: row.file, line: row.line, message: `duplicate id ${row.id} (also ${seen.file}:${seen.line})` });
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
  problems.push(...checkAcrossRows(rows));
  return { rows, problems };
}
