// Rules that keep the curriculum in one voice across levels (the second edition of level 1 made
// them explicit): French typography, numbers in words, the register of "you", and Russian ё.
// Each returns located problems; `content.ts` runs them over every file.
import type { TextColumn } from "./content";

/** French puts a narrow no-break space (U+202F) before ? ! : ; and inside « », so nothing wraps alone. */
export const FRENCH_NBSP = "\u202f";

export function frenchTypography(text: string): string[] {
  const out: string[] = [];
  if (/[^\u202f][?!:;]/.test(text) || /^[?!:;]/.test(text))
    out.push("french needs a narrow no-break space (U+202F) before ? ! : ;");
  if (/«[^\u202f]|[^\u202f]»/.test(text)) out.push("french needs a narrow no-break space (U+202F) inside « »");
  return out;
}

/** What an author types (a plain or no-break space, or none) becomes U+202F; run by `npm run content:fix`. */
export function fixFrenchTypography(text: string): string {
  return text
    .replace(/[ \u00a0\u202f]*([?!:;])/g, `${FRENCH_NBSP}$1`)
    .replace(/«[ \u00a0\u202f]*/g, `«${FRENCH_NBSP}`)
    .replace(/[ \u00a0\u202f]*»/g, `${FRENCH_NBSP}»`);
}

export function spanishMarksPaired(text: string): string[] {
  const count = (c: string) => text.split(c).length - 1;
  const out: string[] = [];
  if (count("¿") !== count("?")) out.push("spanish has ¿ and ? that do not pair up");
  if (count("¡") !== count("!")) out.push("spanish has ¡ and ! that do not pair up");
  return out;
}

/** Digits in a language where the English writes the number in words. */
export function numbersAsWords(english: string, text: string, column: TextColumn): string[] {
  if (column === "english" || /\d/.test(english) || !/\d/.test(text)) return [];
  return [`${column} writes a number in digits where the English writes it in words`];
}

export type Register = "formal" | "informal";

// Whole words in any script (JavaScript's \b only knows Latin letters).
const word = (alternatives: string, flags = "u") => new RegExp(`(?<![\\p{L}'’])(?:${alternatives})(?![\\p{L}])`, flags);

/**
 * Second-person pronouns and possessives that mark one register. Only forms that cannot be read
 * another way are listed: plural vous / вы / ihr are also informal plural, so they count only in
 * conversations, where an allow-list records deliberate plurals. (Imperatives are left to readers.)
 */
const FORMAL: Partial<Record<TextColumn, RegExp[]>> = {
  // Capital Lei is the courtesy form by the authoring brief (lei is "she"); at a sentence's start it
  // is ambiguous, so level 1 avoids it and conversations allow-list a deliberate "she".
  italian: [word("Lei")],
  spanish: [word("usted|ustedes", "iu")],
  german: [/(?<![.!?„“"]\s|^)\b(?:Sie|Ihnen|Ihr|Ihre|Ihren|Ihrem|Ihrer|Ihres)\b/u],
  french: [word("vous", "iu")],
  russian: [word("вы|вас|вам|вами|ваш|ваша|ваше|ваши|вашего|вашей|вашему|вашим|ваших|вашу", "iu")],
};

const INFORMAL: Partial<Record<TextColumn, RegExp[]>> = {
  italian: [word("tu|ti|te|tuo|tua|tuoi|tue", "iu")],
  spanish: [word("tú|tu|tus|te|ti|contigo", "iu")],
  french: [word("tu|toi|te|ton|ta|tes", "iu"), /(?<![\p{L}])t['’]/iu],
  german: [word("du|dich|dir|dein|deine|deinen|deinem|deiner|deines", "iu")],
  russian: [word("ты|тебя|тебе|тобой|твой|твоя|твоё|твои|твоего|твоей|твоему|твоим|твоих|твою", "iu")],
};

// Level 1 sentences are informal singular: the forms that can only be the courtesy "you".
const COURTESY_ONLY: Partial<Record<TextColumn, RegExp[]>> = {
  italian: FORMAL.italian,
  spanish: FORMAL.spanish,
  german: FORMAL.german,
};

function matches(table: Partial<Record<TextColumn, RegExp[]>>, column: TextColumn, text: string): boolean {
  return (table[column] ?? []).some((re) => re.test(text));
}

/** A text that addresses the listener in the other register. */
export function registerProblem(text: string, column: TextColumn, register: Register): string | null {
  if (register === "informal" && matches(FORMAL, column, text))
    return `${column} uses the formal "you" in an informal conversation`;
  if (register === "formal" && matches(INFORMAL, column, text))
    return `${column} uses the informal "you" in a formal conversation`;
  return null;
}

export function courtesyInLevelOne(text: string, column: TextColumn): string | null {
  return matches(COURTESY_ONLY, column, text) ? `${column} uses the courtesy "you"; level 1 is informal singular` : null;
}

/**
 * Russian words written with е where the corpus writes them with ё, except true homographs: two
 * different words (все "all" / всё "everything", чем / о чём, сестры gen. sg. / сёстры nom. pl.,
 * узнаешь perfective / узнаёшь imperfective, …), where the е-form is right in its own place.
 */
const YO_HOMOGRAPHS = new Set([
  "все",
  "всем",
  "чем",
  "нем",
  "сестры",
  "узнаешь",
  "узнаем",
  "темно",
  "счета",
  "небо",
  "осел",
  "совершенный",
]);

export function russianYoInconsistencies(texts: { text: string; where: string }[]): { where: string; message: string }[] {
  const tokens = (t: string) => t.toLowerCase().match(/[\p{Script=Cyrillic}]+/gu) ?? [];
  const withYo = new Set<string>();
  for (const { text } of texts) for (const w of tokens(text)) if (w.includes("ё")) withYo.add(w);
  const problems: { where: string; message: string }[] = [];
  for (const { text, where } of texts) {
    for (const w of tokens(text)) {
      if (w.includes("ё") || YO_HOMOGRAPHS.has(w) || !w.includes("е")) continue;
      // Any spelling of this word with ё somewhere else in the corpus?
      const variants = [...withYo].filter((y) => y.replace(/ё/g, "е") === w);
      if (variants.length > 0)
        problems.push({ where, message: `russian writes «${w}» where the curriculum writes «${variants[0]}»` });
    }
  }
  return problems;
}
