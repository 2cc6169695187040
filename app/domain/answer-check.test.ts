import { describe, expect, it } from "vitest";
import { checkAnswer, markAnswer, normaliseAnswer } from "./answer-check";

const verdict = (typed: string, correct: string, language: Parameters<typeof checkAnswer>[2]) =>
  checkAnswer(typed, correct, language).verdict;

describe("normaliseAnswer", () => {
  it("ignores case, spaces, final punctuation, ¿ ¡, French spacing, apostrophes and quotes", () => {
    expect(normaliseAnswer("  ¿Cómo   estás?  ", "spanish")).toBe("cómo estás");
    expect(normaliseAnswer("Tu viens\u202f?", "french")).toBe(normaliseAnswer("tu viens", "french"));
    expect(normaliseAnswer("C’est «\u202fbien\u202f» !", "french")).toBe(normaliseAnswer('c\'est "bien"', "french"));
    expect(normaliseAnswer("Ещё раз.", "russian")).toBe("еще раз");
  });
});

describe("checkAnswer", () => {
  it.each([
    ["italian", "ciao come stai", "Ciao, come stai?"],
    ["spanish", "como estas", "¿Cómo estás?"],
    ["french", "Tu viens ?", "Tu viens\u202f?"],
    ["french", "c'est l’heure", "C’est l’heure."],
    ["german", "ich bin müde", "Ich bin müde."],
    ["russian", "еще раз", "Ещё раз!"],
    ["russian", "dobroe utro", "Доброе утро!"],
  ] as const)("%s: %j is correct for %j, or only accents are off", (language, typed, correct) => {
    expect(["correct", "accents"]).toContain(verdict(typed, correct, language));
  });

  it("tells accents from spelling from wrong, and suggests a grade", () => {
    expect(checkAnswer("¿Cómo estás?", "¿Cómo estás?", "spanish")).toMatchObject({
      verdict: "correct",
      message: "Correct!",
      suggestedGrade: 3,
    });
    expect(checkAnswer("como estas", "¿Cómo estás?", "spanish")).toMatchObject({
      verdict: "accents",
      message: "Almost! Check the accents.",
      suggestedGrade: 2,
    });
    expect(checkAnswer("Ich bin mude", "Ich bin müde.", "german").verdict).toBe("accents");
    expect(checkAnswer("Ich bin muede", "Ich bin müde.", "german")).toMatchObject({
      verdict: "spelling",
      message: "Almost! Check the spelling.",
    });
    expect(checkAnswer("Buongiomo", "Buongiorno.", "italian").verdict).toBe("spelling");
    expect(checkAnswer("Ich habe Hunger", "Ich bin müde.", "german")).toMatchObject({
      verdict: "wrong",
      message: "Not quite.",
      suggestedGrade: 1,
    });
    expect(checkAnswer("Я очен рад", "Я очень рад.", "russian").verdict).toBe("spelling");
  });
});

describe("markAnswer", () => {
  it("marks wrong or extra letters and missing ones, aligned word by word", () => {
    const marks = markAnswer("Buongiomo amico", "Buongiorno amico");
    // Read one way the marks spell the answer, the other way the correct text.
    expect(
      marks
        .filter((s) => s.kind !== "missing")
        .map((s) => s.text)
        .join(""),
    ).toBe("Buongiomo amico");
    expect(
      marks
        .filter((s) => s.kind !== "wrong")
        .map((s) => s.text)
        .join(""),
    ).toBe("Buongiorno amico");
    expect(
      marks
        .filter((s) => s.kind === "wrong")
        .map((s) => s.text)
        .join(""),
    ).toBe("m");
    expect(
      marks
        .filter((s) => s.kind === "missing")
        .map((s) => s.text)
        .join(""),
    ).toBe("rn");
    expect(markAnswer("Ich bin", "Ich bin müde")).toEqual([
      { kind: "same", text: "Ich bin " },
      { kind: "missing", text: "müde" },
    ]);
    expect(markAnswer("Ich bin sehr müde", "Ich bin müde")).toEqual([
      { kind: "same", text: "Ich bin " },
      { kind: "wrong", text: "sehr" },
      { kind: "same", text: " müde" },
    ]);
  });
});
