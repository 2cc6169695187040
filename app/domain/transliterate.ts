// Russian → Latin transliteration shown under Cyrillic text. Deterministic and dependency-free, close
// to the everyday (BGN/PCGN-like) spelling a learner reads most easily: "Доброе утро" → "Dobroe utro".
const MAP: Record<string, string> = {
  а: "a",
  б: "b",
  в: "v",
  г: "g",
  д: "d",
  е: "e",
  ё: "yo",
  ж: "zh",
  з: "z",
  и: "i",
  й: "y",
  к: "k",
  л: "l",
  м: "m",
  н: "n",
  о: "o",
  п: "p",
  р: "r",
  с: "s",
  т: "t",
  у: "u",
  ф: "f",
  х: "kh",
  ц: "ts",
  ч: "ch",
  ш: "sh",
  щ: "shch",
  ъ: "",
  ы: "y",
  ь: "",
  э: "e",
  ю: "yu",
  я: "ya",
};

export function transliterateRussian(text: string): string {
  const chars = [...text];
  return chars
    .map((char, i) => {
      const lower = char.toLowerCase();
      const latin = MAP[lower];
      if (latin === undefined) return char;
      if (char === lower || latin === "") return latin;
      // Capital letter: all caps inside an all-caps word, else only the first Latin letter.
      const isCapital = (c: string | undefined) => c !== undefined && c !== c.toLowerCase();
      const isSmall = (c: string | undefined) => c !== undefined && c !== c.toUpperCase();
      const next = chars[i + 1];
      const wordIsCaps = isCapital(next) || (isCapital(chars[i - 1]) && !isSmall(next));
      return wordIsCaps ? latin.toUpperCase() : latin.charAt(0).toUpperCase() + latin.slice(1);
    })
    .join("");
}
