// Typed review answers, checked and explained: a verdict, the grade it suggests, and the learner's
// answer marked letter by letter (aligned word by word) against the correct text. Pure; the review
// screen shows it, the server never relies on it (the learner still chooses the grade).
import type { Language } from "./languages";
import { transliterateRussian } from "./transliterate";

export type Verdict = "correct" | "accents" | "spelling" | "wrong";

export const VERDICT_TEXT: Record<Verdict, string> = {
  correct: "Correct!",
  accents: "Almost! Check the accents.",
  spelling: "Almost! Check the spelling.",
  wrong: "Not quite.",
};

/** Correct → Good, Almost → Hard, Not quite → Wrong (the review buttons' grades). */
export const SUGGESTED_GRADE: Record<Verdict, 1 | 2 | 3> = { correct: 3, accents: 2, spelling: 2, wrong: 1 };

/** What does not count: case, surrounding and doubled spaces (any kind), final punctuation and
 * commas, ¿ ¡, French spaces before punctuation, curly vs straight apostrophes and quotes, and
 * (Russian) ё written as е. */
export function normaliseAnswer(text: string, language: Language | "english"): string {
  let t = text
    .toLowerCase()
    .replace(/[’‘`´]/g, "'")
    .replace(/[«»“”„]/g, '"')
    .replace(/[¿¡,;:]/g, "")
    .replace(/\s+/gu, " ")
    .replace(/ ([?!:;,."])/g, "$1")
    .replace(/" /g, '"')
    .trim()
    .replace(/[.!?…]+["')]*$/u, "")
    .trim();
  if (language === "russian") t = t.replace(/ё/g, "е");
  return t;
}

export function withoutDiacritics(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "").normalize("NFC");
}

export function editDistance(a: string, b: string): number {
  const x = [...a];
  const y = [...b];
  let prev = Array.from({ length: y.length + 1 }, (_, j) => j);
  for (let i = 1; i <= x.length; i++) {
    const row = [i];
    for (let j = 1; j <= y.length; j++) {
      row[j] = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + (x[i - 1] === y[j - 1] ? 0 : 1));
    }
    prev = row;
  }
  return prev[y.length]!;
}

export interface Segment {
  kind: "same" | "wrong" | "missing";
  text: string;
}

/** Letter-level alignment of one word: wrong or extra letters of the answer, and missing ones. */
function alignLetters(typed: string, correct: string): Segment[] {
  const x = [...typed];
  const y = [...correct];
  const d: number[][] = Array.from({ length: x.length + 1 }, (_, i) =>
    Array.from({ length: y.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= x.length; i++) {
    for (let j = 1; j <= y.length; j++) {
      const same = x[i - 1]!.toLowerCase() === y[j - 1]!.toLowerCase();
      d[i]![j] = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + (same ? 0 : 2));
    }
  }
  const out: Segment[] = [];
  const push = (kind: Segment["kind"], text: string) => {
    const last = out[0];
    if (last && last.kind === kind) last.text = text + last.text;
    else out.unshift({ kind, text });
  };
  let i = x.length;
  let j = y.length;
  while (i > 0 || j > 0) {
    const same = i > 0 && j > 0 && x[i - 1]!.toLowerCase() === y[j - 1]!.toLowerCase();
    if (i > 0 && j > 0 && d[i]![j] === d[i - 1]![j - 1]! + (same ? 0 : 2)) {
      if (same) push("same", x[i - 1]!);
      else {
        push("missing", y[j - 1]!);
        push("wrong", x[i - 1]!);
      }
      i -= 1;
      j -= 1;
    } else if (i > 0 && d[i]![j] === d[i - 1]![j]! + 1) {
      push("wrong", x[i - 1]!);
      i -= 1;
    } else {
      push("missing", y[j - 1]!);
      j -= 1;
    }
  }
  return out;
}

/** One step of a word alignment: a pair of words, an extra word of the answer, or a missing one. */
export interface WordPair {
  typed: string | null;
  correct: string | null;
}

const wordKey = (w: string) => withoutDiacritics(w.toLowerCase()).replace(/[^\p{L}\p{N}]/gu, "");

/** How far apart two words are, 0 (same letters) to 2 (nothing alike), relative to the correct word. */
export function wordCost(typed: string, correct: string): number {
  return Math.min(2, (editDistance(wordKey(typed), wordKey(correct)) / Math.max(1, wordKey(correct).length)) * 2);
}

/** The word-level alignment of typed answers (and of spoken ones, domain/transcript.ts): fewest
 * edits, a substituted word costing by how unlike the two are. */
export function alignWords(a: readonly string[], b: readonly string[]): WordPair[] {
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      d[i]![j] = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + wordCost(a[i - 1]!, b[j - 1]!));
    }
  }
  const pairs: WordPair[] = [];
  let i = a.length;
  let j = b.length;
  while (i > 0 || j > 0) {
    if (i > 0 && j > 0 && Math.abs(d[i]![j]! - (d[i - 1]![j - 1]! + wordCost(a[i - 1]!, b[j - 1]!))) < 1e-9) {
      pairs.unshift({ typed: a[i - 1]!, correct: b[j - 1]! });
      i -= 1;
      j -= 1;
    } else if (i > 0 && Math.abs(d[i]![j]! - (d[i - 1]![j]! + 1)) < 1e-9) {
      pairs.unshift({ typed: a[i - 1]!, correct: null });
      i -= 1;
    } else {
      pairs.unshift({ typed: null, correct: b[j - 1]! });
      j -= 1;
    }
  }
  return pairs;
}

/** Word-level alignment, then letters inside each aligned pair of words. */
export function markAnswer(typed: string, correct: string): Segment[] {
  const a = typed.trim().split(/\s+/u).filter(Boolean);
  const b = correct.trim().split(/\s+/u).filter(Boolean);
  const words: Segment[][] = alignWords(a, b).map(({ typed: t, correct: c }) =>
    t !== null && c !== null ? alignLetters(t, c) : t !== null ? [{ kind: "wrong", text: t }] : [{ kind: "missing", text: c! }],
  );
  const out: Segment[] = [];
  words.forEach((segments, k) => {
    const parts: Segment[] = k > 0 ? [{ kind: "same", text: " " }, ...segments] : segments;
    for (const s of parts) {
      const last = out.at(-1);
      if (last && last.kind === s.kind) last.text += s.text;
      else out.push({ ...s });
    }
  });
  return out;
}

export interface AnswerCheck {
  verdict: Verdict;
  message: string;
  suggestedGrade: 1 | 2 | 3;
  marks: Segment[];
}

export function checkAnswer(typed: string, correct: string, language: Language): AnswerCheck {
  const a = normaliseAnswer(typed, language);
  const candidates = [normaliseAnswer(correct, language)];
  // A Latin answer that matches the transliteration shown under the Cyrillic counts as right.
  if (language === "russian") candidates.push(normaliseAnswer(transliterateRussian(correct), "english"));
  let verdict: Verdict = "wrong";
  if (candidates.includes(a)) verdict = "correct";
  else if (candidates.some((c) => withoutDiacritics(c) === withoutDiacritics(a))) verdict = "accents";
  else if (candidates.some((c) => editDistance(withoutDiacritics(c), withoutDiacritics(a)) <= 2)) verdict = "spelling";
  const latin = language === "russian" && /[a-z]/i.test(typed) && !/[\p{Script=Cyrillic}]/u.test(typed);
  const target = latin ? transliterateRussian(correct) : correct;
  // Marks compare what counts: no final punctuation, no ¿ ¡ or commas on either side.
  const bare = (t: string) =>
    t
      .replace(/[¿¡,;:]/g, "")
      .replace(/\s+/gu, " ")
      .trim()
      .replace(/\s*[.!?…]+["'»”)]*$/u, "");
  return {
    verdict,
    message: VERDICT_TEXT[verdict],
    suggestedGrade: SUGGESTED_GRADE[verdict],
    marks: verdict === "correct" ? [{ kind: "same", text: typed.trim() }] : markAnswer(bare(typed), bare(target)),
  };
}
