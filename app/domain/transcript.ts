// What a speech recogniser heard, compared with the sentence (issue #28 "Speaking"). A recogniser
// writes what a speaker did not decide: case, punctuation, "21" for "ventuno" (or the words for
// "21"), е for ё, "l uomo" for "l'uomo"; and it often swallows a short unstressed article. Both sides
// are cut into the same comparable words first (numbers said as words and written as digits become
// the same digits), then aligned by the typed answers' word alignment (domain/answer-check.ts). Pure.
import { alignWords, wordCost } from "./answer-check";
import type { Language } from "./languages";

/** One comparable word: `key` is what is compared, `text` what the screen shows (as written). */
export interface TranscriptWord {
  key: string;
  text: string;
  /** False when this word is the rest of the same written word (l' + uomo, vingt- + deux). */
  spaced: boolean;
}

export type WordMark = "right" | "close" | "missing";

export interface MarkedWord {
  text: string;
  mark: WordMark;
  spaced: boolean;
}

export type SpokenVerdict = "correct" | "close" | "wrong";

export const SPOKEN_VERDICT_TEXT: Record<SpokenVerdict, string> = {
  correct: "Correct! That was the sentence.",
  close: "Almost! Some words were not clear.",
  wrong: "Not quite.",
};

/** The same grades a typed answer suggests: Good, Hard, Wrong. */
export const SPOKEN_SUGGESTED_GRADE: Record<SpokenVerdict, 1 | 2 | 3> = { correct: 3, close: 2, wrong: 1 };

export interface SpokenCheck {
  verdict: SpokenVerdict;
  message: string;
  suggestedGrade: 1 | 2 | 3;
  heard: string;
  /** The sentence, word by word, each marked right, close or missing. */
  words: MarkedWord[];
  /** Words heard that are not in the sentence. */
  extra: string[];
}

// ---------------------------------------------------------------------------------------------
// Numbers said as words. Each language's number words are cut into parts ("ventuno" = vent + uno,
// "einundzwanzig" = ein + und + zwanzig) and added up; a part that multiplies (cento, hundert,
// mille, тысяча) multiplies what came before it.

const HUNDRED = -100;
const THOUSAND = -1000;
const AND = -1;

type Lexicon = Record<string, number>;

/** Number words by value: the i-th group of `list` ("a b|c|…") holds the words for `start + i * step`. */
function numberWords(list: string, start = 0, step = 1): Lexicon {
  return Object.fromEntries(list.split("|").flatMap((words, i) => words.split(" ").map((w) => [w, start + i * step])));
}

const NUMBER_WORDS: Record<Language, Lexicon> = {
  italian: {
    ...numberWords(
      "zero|un uno una|due|tre tré|quattro|cinque|sei|sette|otto|nove|dieci|undici|dodici|tredici|quattordici|quindici|sedici|diciassette|diciotto|diciannove",
    ),
    // "ventuno", "trentotto": the tens lose their last vowel before uno and otto.
    ...numberWords(
      "venti vent|trenta trent|quaranta quarant|cinquanta cinquant|sessanta sessant|settanta settant|ottanta ottant|novanta novant",
      20,
      10,
    ),
    ...numberWords("cento cent", HUNDRED),
    ...numberWords("mille mila", THOUSAND),
  },
  spanish: {
    ...numberWords(
      "cero|un uno una|dos dós|tres trés|cuatro|cinco|seis séis|siete|ocho|nueve|diez|once|doce|trece|catorce|quince|dieciséis dieciseis|diecisiete|dieciocho|diecinueve",
    ),
    // "veintiuno", "veintidós": one written word, veinti + the unit.
    ...numberWords("veinte veinti|treinta|cuarenta|cincuenta|sesenta|setenta|ochenta|noventa", 20, 10),
    ...numberWords(
      "cien|doscientos doscientas|trescientos trescientas|cuatrocientos cuatrocientas|quinientos quinientas|seiscientos seiscientas|setecientos setecientas|ochocientos ochocientas|novecientos novecientas",
      100,
      100,
    ),
    ...numberWords("ciento", HUNDRED),
    ...numberWords("mil", THOUSAND),
    ...numberWords("y", AND),
  },
  french: {
    ...numberWords("zéro|un une|deux|trois|quatre|cinq|six|sept|huit|neuf|dix|onze|douze|treize|quatorze|quinze|seize"),
    ...numberWords("vingt vingts|trente|quarante|cinquante|soixante", 20, 10),
    // "quatre-vingts" is four twenties: one part here (transcriptWords joins the two words first).
    ...numberWords("quatrevingt", 80),
    ...numberWords("cent cents", HUNDRED),
    ...numberWords("mille", THOUSAND),
    ...numberWords("et", AND),
  },
  german: {
    ...numberWords(
      "null|ein eins eine|zwei zwo|drei|vier|fünf|sechs|sieben|acht|neun|zehn|elf|zwölf|dreizehn|vierzehn|fünfzehn|sechzehn|siebzehn|achtzehn|neunzehn",
    ),
    ...numberWords("zwanzig|dreissig|vierzig|fünfzig|sechzig|siebzig|achtzig|neunzig", 20, 10),
    ...numberWords("hundert", HUNDRED),
    ...numberWords("tausend", THOUSAND),
    ...numberWords("und", AND),
  },
  russian: {
    ...numberWords(
      "ноль|один одна одно|два две|три|четыре|пять|шесть|семь|восемь|девять|десять|одиннадцать|двенадцать|тринадцать|четырнадцать|пятнадцать|шестнадцать|семнадцать|восемнадцать|девятнадцать",
    ),
    ...numberWords("двадцать|тридцать|сорок|пятьдесят|шестьдесят|семьдесят|восемьдесят|девяносто", 20, 10),
    ...numberWords("сто|двести|триста|четыреста|пятьсот|шестьсот|семьсот|восемьсот|девятьсот", 100, 100),
    ...numberWords("тысяча тысячи тысяч", THOUSAND),
  },
};

/** Languages that write a number as one word ("centoventitré", "einundzwanzig", "veintiuno"). */
const COMPOUNDS: Record<Language, boolean> = { italian: true, spanish: true, french: false, german: true, russian: false };

/** The parts one written word is made of, or null when it is not (only) a number. */
function numberParts(word: string, language: Language): number[] | null {
  const lexicon = NUMBER_WORDS[language];
  if (word in lexicon) return [lexicon[word]!];
  if (!COMPOUNDS[language]) return null;
  // Longest part first, backtracking: "ventotto" is vent + otto, not venti + …
  const parts = Object.keys(lexicon)
    .filter((p) => word.includes(p))
    .sort((a, b) => b.length - a.length);
  const memo = new Map<number, number[] | null>();
  const from = (at: number): number[] | null => {
    if (at === word.length) return [];
    if (memo.has(at)) return memo.get(at)!;
    let found: number[] | null = null;
    for (const p of parts) {
      if (!word.startsWith(p, at)) continue;
      const rest = from(at + p.length);
      if (rest) {
        found = [lexicon[p]!, ...rest];
        break;
      }
    }
    memo.set(at, found);
    return found;
  };
  return from(0);
}

/**
 * Adds number parts up while they make one number; returns how many parts were used and the value.
 * A part must be smaller than the one before it (venti + uno, not uno + venti), except around a
 * connector ("ein und zwanzig", "trenta y uno", "vingt et un"), and a multiplier takes what is before it.
 */
function readNumber(parts: number[], language: Language): { used: number; value: number } | null {
  let total = 0;
  let current = 0;
  let last: number | null = null;
  let used = 0;
  let connector = false;
  for (let k = 0; k < parts.length; k++) {
    const p = parts[k]!;
    if (p === AND) {
      if (last === null || k + 1 >= parts.length) break;
      connector = true;
      continue;
    }
    if (p === HUNDRED) {
      if (current >= 10) break;
      current = Math.max(current, 1) * 100;
      last = 100;
    } else if (p === THOUSAND) {
      if (current >= 1000) break;
      total += Math.max(current, 1) * 1000;
      current = 0;
      last = 1000;
    } else if (connector) {
      // "ein und zwanzig": a unit, then its tens; "treinta y uno", "vingt et un", "soixante et onze".
      const germanTens: boolean = language === "german" && last !== null && last < 10 && p >= 20 && p < 100;
      const unitAfterTens =
        last !== null && last >= 20 && last < 100 && last % 10 === 0 && (p < 10 || (p < 20 && language === "french"));
      if (!germanTens && !unitAfterTens) break;
      current += p;
      // The units are filled either way: nothing smaller may follow.
      last = germanTens ? p + last! : p;
      connector = false;
    } else {
      const fits =
        last === null ||
        (last >= 1000 && p < 1000) ||
        (last >= 100 && last < 1000 && p < 100 && current % 100 === 0) ||
        // French dix-sept, dix-huit, dix-neuf (and soixante-dix-sept).
        (language === "french" && last === 10 && p >= 7 && p <= 9) ||
        (last >= 20 &&
          last < 100 &&
          last % 10 === 0 &&
          (p < 10 || (language === "french" && (last === 60 || last === 80) && p < 20)));
      if (!fits) break;
      current += p;
      last = p;
    }
    used = k + 1;
  }
  if (used === 0) return null;
  return { used, value: total + current };
}

// ---------------------------------------------------------------------------------------------

/** Articles a recogniser may swallow (the elided l' of "l'uomo" too). */
const ARTICLES: Record<Language, ReadonlySet<string>> = {
  italian: new Set(["il", "lo", "la", "i", "gli", "le", "l", "un", "uno", "una", "1"]),
  spanish: new Set(["el", "la", "los", "las", "un", "una", "1"]),
  french: new Set(["le", "la", "les", "l", "un", "une", "des", "1"]),
  german: new Set(["der", "die", "das", "den", "dem", "des", "ein", "eine", "einen", "einem", "einer", "eines", "1"]),
  russian: new Set(),
};

/** Case, punctuation and spelling variants that do not count. */
function comparable(piece: string, language: Language): string {
  let t = piece
    .toLowerCase()
    .normalize("NFC")
    .replace(/[^\p{L}\p{N}]/gu, "");
  if (language === "russian") t = t.replace(/ё/g, "е");
  if (language === "german") t = t.replace(/ß/g, "ss");
  return t;
}

/**
 * The text as comparable words: lower case, no punctuation, ё as е, apostrophes and hyphens between
 * words as a break ("l'uomo" = "l uomo"), thousands separators dropped ("1.000"), and numbers said as
 * words turned into digits ("ventuno", "veintiuno", "vingt et un", "einundzwanzig", "двадцать один" → "21").
 */
export function transcriptWords(text: string, language: Language): TranscriptWord[] {
  const cleaned = text
    .replace(/[’‘`´ʼ]/g, "'")
    .replace(/(\d)[.,\u202f\u00a0 ](?=\d{3}(?!\d))/g, "$1")
    .replace(/[«»“”„"¿¡]/g, " ");
  const raw: TranscriptWord[] = [];
  for (const word of cleaned.split(/\s+/u).filter(Boolean)) {
    // "l'uomo" → "l'" + "uomo"; "vingt-deux" → "vingt-" + "deux" (the written text keeps its mark).
    word.split(/(?<=['-])/u).forEach((piece, i) => {
      const key = comparable(piece, language);
      if (key) raw.push({ key, text: piece, spaced: i === 0 });
      else if (raw.length > 0) raw[raw.length - 1]!.text += piece;
    });
  }
  if (language === "french") {
    // quatre-vingt(s) is one number part.
    for (let i = raw.length - 2; i >= 0; i--) {
      if (raw[i]!.key === "quatre" && (raw[i + 1]!.key === "vingt" || raw[i + 1]!.key === "vingts")) {
        raw.splice(i, 2, {
          key: "quatrevingt",
          text: raw[i]!.text + (raw[i + 1]!.spaced ? " " : "") + raw[i + 1]!.text,
          spaced: raw[i]!.spaced,
        });
      }
    }
  }
  const out: TranscriptWord[] = [];
  let i = 0;
  while (i < raw.length) {
    const run = numberAt(raw, i, language);
    if (run) {
      const group = raw.slice(i, i + run.words);
      out.push({
        key: String(run.value),
        text: group.map((w, k) => (k > 0 && w.spaced ? " " : "") + w.text).join(""),
        spaced: group[0]!.spaced,
      });
      i += run.words;
    } else {
      out.push(raw[i]!);
      i += 1;
    }
  }
  return out;
}

/** The longest run of whole words from `start` that reads as one number (at most 8 words). */
function numberAt(raw: TranscriptWord[], start: number, language: Language): { words: number; value: number } | null {
  const parts: number[][] = [];
  for (let j = start; j < raw.length && j < start + 8; j++) {
    const p = numberParts(raw[j]!.key, language);
    if (!p) break;
    parts.push(p);
  }
  for (let words = parts.length; words > 0; words--) {
    // A connector at either end ("treinta y", "y uno") is not part of the number.
    if (NUMBER_WORDS[language][raw[start + words - 1]!.key] === AND) continue;
    if (NUMBER_WORDS[language][raw[start]!.key] === AND) return null;
    const flat = parts.slice(0, words).flat();
    const read = readNumber(flat, language);
    if (read && read.used === flat.length) return { words, value: read.value };
  }
  return null;
}

/** The comparable form of a transcript: its words' keys, one space apart. */
export function normaliseTranscript(text: string, language: Language): string {
  return transcriptWords(text, language)
    .map((w) => w.key)
    .join(" ");
}

/** A word said nearly right: within half its letters (the typed check's "close" measure). */
const CLOSE = 1;

/** What was heard against the sentence: each sentence word marked, a verdict and its grade. */
export function checkSpoken(heard: string, sentence: string, language: Language): SpokenCheck {
  const said = transcriptWords(heard, language);
  const target = transcriptWords(sentence, language);
  const pairs = alignWords(
    said.map((w) => w.key),
    target.map((w) => w.key),
  );
  const words: MarkedWord[] = [];
  const extra: string[] = [];
  let t = 0;
  let s = 0;
  let missing = 0;
  let close = 0;
  let swallowed = 0;
  for (const pair of pairs) {
    if (pair.correct === null) {
      extra.push(said[s]!.text);
      s += 1;
      continue;
    }
    const word = target[t]!;
    t += 1;
    if (pair.typed === null) {
      // One article the recogniser did not write is not held against the speaker.
      if (swallowed === 0 && ARTICLES[language].has(word.key)) {
        swallowed += 1;
        words.push({ text: word.text, mark: "close", spaced: word.spaced });
      } else {
        missing += 1;
        words.push({ text: word.text, mark: "missing", spaced: word.spaced });
      }
      continue;
    }
    s += 1;
    const cost = pair.typed === pair.correct ? 0 : wordCost(pair.typed, pair.correct);
    if (cost === 0) words.push({ text: word.text, mark: "right", spaced: word.spaced });
    else if (cost < CLOSE) {
      close += 1;
      words.push({ text: word.text, mark: "close", spaced: word.spaced });
    } else {
      missing += 1;
      extra.push(said[s - 1]!.text);
      words.push({ text: word.text, mark: "missing", spaced: word.spaced });
    }
  }
  const verdict: SpokenVerdict =
    said.length === 0
      ? "wrong"
      : missing === 0 && close === 0 && extra.length === 0
        ? "correct"
        : missing === 0 && extra.length <= 1
          ? "close"
          : "wrong";
  return {
    verdict,
    message: SPOKEN_VERDICT_TEXT[verdict],
    suggestedGrade: SPOKEN_SUGGESTED_GRADE[verdict],
    heard: heard.trim(),
    words,
    extra,
  };
}
