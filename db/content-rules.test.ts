import { describe, expect, it } from "vitest";
import {
  courtesyInLevelOne,
  fixFrenchTypography,
  frenchTypography,
  numbersAsWords,
  registerProblem,
  russianYoInconsistencies,
  spanishMarksPaired,
} from "./content-rules";

const NB = "\u202f";

describe("French typography", () => {
  it("wants a narrow no-break space before ? ! : ; and inside « »", () => {
    expect(frenchTypography(`Tu viens${NB}?`)).toEqual([]);
    expect(frenchTypography(`Il a dit${NB}: «${NB}oui${NB}».`)).toEqual([]);
    expect(frenchTypography("Tu viens ?")).toEqual(["french needs a narrow no-break space (U+202F) before ? ! : ;"]);
    expect(frenchTypography("Tu viens\u00a0?")).toHaveLength(1);
    expect(frenchTypography("Tu viens?")).toHaveLength(1);
    expect(frenchTypography(`Il a dit${NB}: « oui ».`)).toEqual(["french needs a narrow no-break space (U+202F) inside « »"]);
  });

  it("the fixer turns what authors type into that space, and is idempotent", () => {
    const fixed = fixFrenchTypography("Il a dit : « oui » ! Vraiment?");
    expect(fixed).toBe(`Il a dit${NB}: «${NB}oui${NB}»${NB}! Vraiment${NB}?`);
    expect(fixFrenchTypography(fixed)).toBe(fixed);
    expect(frenchTypography(fixed)).toEqual([]);
  });
});

describe("Spanish marks", () => {
  it("pairs every ¿ with a ? and every ¡ with a !", () => {
    expect(spanishMarksPaired("¿Vienes? ¡Claro!")).toEqual([]);
    expect(spanishMarksPaired("¿Vienes? ¿Y tú?")).toEqual([]);
    expect(spanishMarksPaired("¿Vienes? Y tú?")).toEqual(["spanish has ¿ and ? that do not pair up"]);
    expect(spanishMarksPaired("¡Qué bien! Genial!")).toEqual(["spanish has ¡ and ! that do not pair up"]);
  });
});

describe("numbers as words", () => {
  it("refuses digits where the English writes the number in words", () => {
    expect(numbersAsWords("See you on the twelfth.", "On se voit le 12.", "french")).toEqual([
      "french writes a number in digits where the English writes it in words",
    ]);
    expect(numbersAsWords("Room 12, please.", "La chambre 12, s'il vous plaît.", "french")).toEqual([]);
    expect(numbersAsWords("See you on the twelfth.", "Ci vediamo il dodici.", "italian")).toEqual([]);
  });
});

describe("register", () => {
  it("flags the formal you in an informal conversation, in every language", () => {
    expect(registerProblem("Come sta Lei?", "italian", "informal")).toMatch(/formal "you" in an informal/);
    expect(registerProblem("¿Cómo está usted?", "spanish", "informal")).toMatch(/formal/);
    expect(registerProblem("Können Sie mir helfen?", "german", "informal")).toMatch(/formal/);
    expect(registerProblem("Sie kommt morgen.", "german", "informal")).toBeNull(); // "she", at the start
    expect(registerProblem("Vous venez ?", "french", "informal")).toMatch(/formal/);
    expect(registerProblem("Ищите нас у входа.", "russian", "informal")).toBeNull(); // imperatives: left to readers
    expect(registerProblem("Где вы живёте?", "russian", "informal")).toMatch(/formal/);
  });

  it("flags the informal you in a formal conversation", () => {
    expect(registerProblem("Hai il biglietto?", "italian", "formal")).toBeNull();
    expect(registerProblem("Ti aiuto io.", "italian", "formal")).toMatch(/informal "you" in a formal/);
    expect(registerProblem("¿Tú vienes?", "spanish", "formal")).toMatch(/informal/);
    expect(registerProblem("Je t'appelle demain.", "french", "formal")).toMatch(/informal/);
    expect(registerProblem("Kannst du warten?", "german", "formal")).toMatch(/informal/);
    expect(registerProblem("Я тебе позвоню.", "russian", "formal")).toMatch(/informal/);
    expect(registerProblem("Partez tout de suite.", "french", "formal")).toBeNull();
  });

  it("keeps level 1 informal singular", () => {
    expect(courtesyInLevelOne("Lei sembra triste.", "italian")).toMatch(/courtesy/);
    expect(courtesyInLevelOne("Sembra triste.", "italian")).toBeNull();
    expect(courtesyInLevelOne("¿Usted es de aquí?", "spanish")).toMatch(/courtesy/);
    expect(courtesyInLevelOne("Vous êtes prêts ?", "french")).toBeNull(); // plural you
  });
});

describe("Russian ё", () => {
  it("flags a word written with е where the curriculum writes it with ё, but not homographs", () => {
    const problems = russianYoInconsistencies([
      { text: "Я ещё здесь.", where: "a" },
      { text: "Я еще здесь.", where: "b" },
      { text: "Всё хорошо, все здесь.", where: "c" },
    ]);
    expect(problems).toEqual([{ where: "b", message: "russian writes «еще» where the curriculum writes «ещё»" }]);
  });
});
