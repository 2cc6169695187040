import { describe, expect, it } from "vitest";
import type { Language } from "./languages";
import { checkSpoken, normaliseTranscript } from "./transcript";

const same = (language: Language, a: string, b: string) =>
  expect(normaliseTranscript(a, language)).toBe(normaliseTranscript(b, language));

describe("normaliseTranscript: case, punctuation, apostrophes", () => {
  it.each([
    ["italian", "L'uomo è qui.", "l uomo è qui", "l uomo è qui"],
    ["italian", "Dov’è la stazione?", "dov è la stazione", "dov è la stazione"],
    ["spanish", "¿Cómo estás?", "cómo estás", "cómo estás"],
    ["french", "C’est l’heure\u202f!", "c est l heure", "c est l heure"],
    ["german", "Die Straße, bitte!", "die strasse bitte", "die strasse bitte"],
    ["russian", "Ещё раз!", "еще раз", "еще раз"],
  ] as const)("%s: %j and %j read alike", (language, written, heard, key) => {
    expect(normaliseTranscript(written, language)).toBe(key);
    same(language, written, heard);
  });
});

describe("normaliseTranscript: numbers said as words are digits", () => {
  it.each([
    ["italian", "ventuno", "21"],
    ["italian", "ventotto", "28"],
    ["italian", "trentatré", "33"],
    ["italian", "centoventitré", "123"],
    ["italian", "duemila", "2000"],
    ["italian", "milleduecento", "1200"],
    ["italian", "cento", "100"],
    ["spanish", "veintiuno", "21"],
    ["spanish", "veintidós", "22"],
    ["spanish", "treinta y uno", "31"],
    ["spanish", "dieciséis", "16"],
    ["spanish", "ciento veinte", "120"],
    ["spanish", "quinientos", "500"],
    ["spanish", "mil", "1000"],
    ["french", "vingt et un", "21"],
    ["french", "vingt-deux", "22"],
    ["french", "soixante-dix-sept", "77"],
    ["french", "soixante et onze", "71"],
    ["french", "quatre-vingts", "80"],
    ["french", "quatre-vingt-dix-neuf", "99"],
    ["french", "deux cents", "200"],
    ["french", "mille", "1000"],
    ["german", "einundzwanzig", "21"],
    ["german", "ein und zwanzig", "21"],
    ["german", "dreißig", "30"],
    ["german", "hundert", "100"],
    ["german", "zweihundertdreiundzwanzig", "223"],
    ["german", "zweitausend", "2000"],
    ["russian", "двадцать один", "21"],
    ["russian", "сто двадцать пять", "125"],
    ["russian", "двести", "200"],
    ["russian", "две тысячи", "2000"],
    ["russian", "тысяча двести", "1200"],
  ] as const)("%s: %j is %s", (language, words, digits) => {
    expect(normaliseTranscript(words, language)).toBe(digits);
  });

  it("reads digits with thousands separators, and numbers inside a sentence", () => {
    expect(normaliseTranscript("Costa 1.000 euro.", "italian")).toBe("costa 1000 euro");
    expect(normaliseTranscript("Ho ventuno anni.", "italian")).toBe("ho 21 anni");
    expect(normaliseTranscript("Мне двадцать один год.", "russian")).toBe("мне 21 год");
    expect(normaliseTranscript("Il a 1\u202f000 livres.", "french")).toBe("il a 1000 livres");
  });

  it("keeps numbers that do not make one number apart", () => {
    // "two three" is not twenty-three; "y" alone is a word.
    expect(normaliseTranscript("dos tres", "spanish")).toBe("2 3");
    expect(normaliseTranscript("pan y agua", "spanish")).toBe("pan y agua");
    expect(normaliseTranscript("un et deux", "french")).toBe("1 et 2");
    // A word that only starts like a number is a word.
    expect(normaliseTranscript("settembre", "italian")).toBe("settembre");
    expect(normaliseTranscript("einen Moment", "german")).toBe("einen moment");
  });
});

describe("checkSpoken", () => {
  it("counts a transcript with digits, other case and no punctuation as the sentence", () => {
    const check = checkSpoken("ho 21 anni", "Ho ventuno anni.", "italian");
    expect(check).toMatchObject({ verdict: "correct", suggestedGrade: 3, extra: [] });
    expect(check.words.map((w) => [w.text, w.mark])).toEqual([
      ["Ho", "right"],
      ["ventuno", "right"],
      ["anni.", "right"],
    ]);
    expect(checkSpoken("мне двадцать один год", "Мне 21 год.", "russian").verdict).toBe("correct");
    expect(checkSpoken("l uomo è qui", "L'uomo è qui.", "italian").verdict).toBe("correct");
    // Accents are the recogniser's spelling, not the speaker's: "e" for "è" is still the word said.
    expect(checkSpoken("luomo e qui", "L'uomo è qui.", "italian").verdict).toBe("close");
    expect(checkSpoken("l uomo e qui", "L'uomo è qui.", "italian").verdict).toBe("correct");
    expect(checkSpoken("еще раз", "Ещё раз!", "russian").verdict).toBe("correct");
  });

  it("does not hold one swallowed article against the speaker", () => {
    const check = checkSpoken("uomo è qui", "L'uomo è qui.", "italian");
    expect(check.verdict).toBe("correct");
    expect(check.words[0]).toEqual({ text: "L'", mark: "close", spaced: true });
    expect(checkSpoken("Ich sehe Hund", "Ich sehe den Hund.", "german").verdict).toBe("correct");
  });

  it("marks words said nearly right as close, and unsaid ones as missing", () => {
    const close = checkSpoken("buongiomo amico", "Buongiorno, amico!", "italian");
    expect(close).toMatchObject({ verdict: "close", suggestedGrade: 2 });
    expect(close.words.map((w) => w.mark)).toEqual(["close", "right"]);

    const wrong = checkSpoken("ich habe hunger", "Ich bin müde.", "german");
    expect(wrong).toMatchObject({ verdict: "wrong", message: "Not quite.", suggestedGrade: 1 });
    expect(wrong.words.map((w) => w.mark)).toEqual(["right", "missing", "missing"]);
    expect(wrong.extra).toEqual(["habe", "hunger"]);

    const half = checkSpoken("dove la stazione", "Dov'è la stazione?", "italian");
    expect(half.words.map((w) => [w.text, w.mark])).toEqual([
      ["Dov'", "close"],
      ["è", "missing"],
      ["la", "right"],
      ["stazione?", "right"],
    ]);
    expect(half.verdict).toBe("wrong");
  });

  it("says nothing heard is not the sentence", () => {
    expect(checkSpoken("  ", "Ciao!", "italian")).toMatchObject({ verdict: "wrong", heard: "" });
  });
});
