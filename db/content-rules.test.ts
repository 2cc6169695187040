import { describe, expect, it } from "vitest";
import {
  courtesyInLevelOne,
  englishDigits,
  fixFrenchTypography,
  grammarAhead,
  grammarMarks,
  nameSpellingProblems,
  nearDuplicates,
  frenchTypography,
  numbersAsWords,
  registerProblem,
  russianYoInconsistencies,
  spanishMarksPaired,
  wordDistance,
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

describe("grammar markers", () => {
  const kinds = (text: string, column: Parameters<typeof grammarMarks>[1]) => grammarMarks(text, column).map((m) => m.grammar);

  it.each([
    ["We went home early.", "english", "past"],
    ["I've just moved in.", "english", "past"],
    ["I'll call you tomorrow.", "english", "future"],
    ["It would be nice.", "english", "conditional"],
    ["Ho mangiato troppo.", "italian", "past"],
    ["Domani partirò presto.", "italian", "future"],
    ["Sarebbe bello.", "italian", "conditional"],
    ["Penso che sia vero.", "italian", "subjunctive"],
    ["Ayer fui al cine.", "spanish", "past"],
    ["Mañana hablaré con él.", "spanish", "future"],
    ["Espero que no estén reservados.", "spanish", "subjunctive"],
    ["Il faut que tu viennes.", "french", "subjunctive"],
    ["Nous verrons demain.", "french", "future"],
    ["Ce serait parfait.", "french", "conditional"],
    ["Ich werde morgen kommen.", "german", "future"],
    ["Das wäre schön.", "german", "conditional"],
    ["Wir haben lange gewartet.", "german", "past"],
    ["Я буду ждать.", "russian", "future"],
    ["Она сказала правду.", "russian", "past"],
    ["Я хочу, чтобы ты пришёл.", "russian", "subjunctive"],
  ] as const)("%j (%s) shows the %s", (text, column, grammar) => {
    expect(kinds(text, column)).toContain(grammar);
  });

  it.each([
    ["I've got a cat. She's tired and I'm lost.", "english"],
    ["Shall we go? My car won't start. I love it!", "english"],
    ["Abbiamo ospiti. Però è presto.", "italian"],
    ["Quiero ir a la panadería. Queremos una mesa.", "spanish"],
    ["Je m'appelle Laura. Entrez ! Respirez.", "french"],
    ["Der Laden ist geschlossen. Gleich um die Ecke ist ein Geldautomat.", "german"],
    ["Это весело, если мало людей.", "russian"],
  ] as const)("%j (%s) is the present", (text, column) => {
    expect(kinds(text, column)).toEqual([]);
  });

  it("reads the fixed polite forms as polite, not conditional", () => {
    for (const [text, column] of [
      ["I'd like a coffee, please.", "english"],
      ["Could you help me?", "english"],
      ["Vorrei un caffè.", "italian"],
      ["¡Que tenga un buen día!", "spanish"],
      ["Je voudrais un café.", "french"],
      ["Ich hätte gern einen Kaffee.", "german"],
      ["Я бы хотел кофе.", "russian"],
    ] as const)
      expect(kinds(text, column)).toEqual(["polite"]);
  });

  it("holds a text to its level: L1 nothing, L2 past and polite, L3 future and conditional, L4 all", () => {
    expect(grammarAhead("I'd like a coffee.", "english", 1).map((m) => m.grammar)).toEqual(["polite"]);
    expect(grammarAhead("I'd like a coffee. We went home.", "english", 2)).toEqual([]);
    expect(grammarAhead("I'll call you.", "english", 2).map((m) => m.form)).toEqual(["'ll"]);
    expect(grammarAhead("I'll call you.", "english", 3)).toEqual([]);
    expect(grammarAhead("Penso che sia vero.", "italian", 3)).toHaveLength(1);
    expect(grammarAhead("Penso che sia vero.", "italian", 4)).toEqual([]);
    // Sentences: the future from L3-3, the subjunctive from L4-3.
    expect(grammarAhead("I'll call you.", "english", 3, 2)).toHaveLength(1);
    expect(grammarAhead("Penso che sia vero.", "italian", 4, 2)).toHaveLength(1);
  });
});

describe("mechanical rules (issue 30)", () => {
  it("French: a narrow no-break space inside numbers and times, which the fixer puts there", () => {
    expect(frenchTypography("Il a fait 95 000 kilomètres.")).toEqual([
      "french needs a narrow no-break space (U+202F) inside numbers and times (95 000, 12 h 40)",
    ]);
    expect(frenchTypography("Le train part à 12 h 40.")).toHaveLength(1);
    expect(fixFrenchTypography("Il a fait 95 000 kilomètres, départ à 12 h 40.")).toBe(
      `Il a fait 95${NB}000 kilomètres, départ à 12${NB}h${NB}40.`,
    );
    expect(frenchTypography(`Il a fait 95${NB}000 kilomètres.`)).toEqual([]);
    expect(frenchTypography("J'ai 3 enfants et 2 chats.")).toEqual([]);
  });

  it("English: numbers under a hundred and clock times in words, not digits", () => {
    expect(englishDigits("About 60 euros in cash.")).toEqual([
      "english writes 60 in digits; the house rule writes numbers under a hundred in words",
    ]);
    expect(englishDigits("There's one at 12:40.")).toEqual([
      "english writes a clock time in digits; the house rule writes it in words",
    ]);
    expect(englishDigits("It's 850 euros, from platform 7, at 14 Garden Street, in 1990.")).toEqual([]);
    expect(englishDigits("Take the number 12 bus to room 4.")).toEqual([]);
  });

  it("one spelling per name in each language", () => {
    expect(nameSpellingProblems("Я видел Давида вчера.", "russian")).toEqual([
      "russian spells the name «Давид…»; the curriculum writes «Дэвид»",
    ]);
    expect(nameSpellingProblems("Я видел Дэвида вчера.", "russian")).toEqual([]);
  });

  it("finds English texts one or two words apart, and not texts further apart", () => {
    const pairs = nearDuplicates([
      { english: "I have already sent the report to my boss today.", where: "a" },
      { english: "I have already sent the report to my boss this morning.", where: "b" },
      { english: "I have already sent the report to my boss today.", where: "c" }, // exact: not near
      { english: "We never send any reports to our clients on Fridays.", where: "d" },
    ]);
    expect(pairs).toEqual([
      ["a", "b"],
      ["b", "c"],
    ]);
    expect(wordDistance(["a", "b", "c"], ["a", "x", "y", "c"])).toBe(2);
  });
});
