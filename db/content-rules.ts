// Rules that keep the curriculum in one voice across levels (the second edition of level 1 made
// them explicit): French typography, numbers in words, the register of "you", and Russian ё.
// Each returns located problems; `content.ts` runs them over every file.
import type { Language } from "../app/domain/languages";

/** A text column of a content file (content.ts TEXT_COLUMNS): said here, so the rules need nothing of the reader. */
type TextColumn = "english" | Language;

/** French puts a narrow no-break space (U+202F) before ? ! : ; and inside « », so nothing wraps alone. */
export const FRENCH_NBSP = "\u202f";

// Inside numbers (95 000) and times (12 h 40) too: a plain space would let the number break.
const FRENCH_NUMBER_SPACE =
  /(?<=\d)[ \u00a0](?=\d{3}(?!\d))|(?<=\d)[ \u00a0](?=h(?![\p{L}]))|(?<=\d[ \u00a0\u202f]h)[ \u00a0](?=\d)/gu;

export function frenchTypography(text: string): string[] {
  const out: string[] = [];
  if (new RegExp(FRENCH_NUMBER_SPACE.source, "u").test(text))
    out.push("french needs a narrow no-break space (U+202F) inside numbers and times (95 000, 12 h 40)");
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
    .replace(/[ \u00a0\u202f]*»/g, `${FRENCH_NBSP}»`)
    .replace(FRENCH_NUMBER_SPACE, FRENCH_NBSP);
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

/**
 * English writes small numbers in words (AUTHORING rule 5): digits only for years, street, room,
 * bus or platform numbers and amounts over a hundred. Clock times (12:40) are words too.
 */
export function englishDigits(english: string): string[] {
  const out: string[] = [];
  if (/\d{1,2}[:.]\d{2}(?!\d)/.test(english))
    out.push("english writes a clock time in digits; the house rule writes it in words");
  for (const match of english.matchAll(/(?<![\d,.:])(\d{1,2})(?![\d,.:]?\d)/g)) {
    const before = english.slice(0, match.index).toLowerCase();
    const after = english.slice(match.index + match[0].length);
    if (
      /(?:number|no\.|room|platform|gate|bus|flat|page|track|line|route|seat|chapter|floor|terminal|exit|aisle|table|apartment)\s*$/.test(
        before,
      )
    )
      continue;
    if (/^\s+[A-Z]/.test(after)) continue; // 14 Garden Street
    if (/^[:.]\d/.test(after)) continue; // a clock time, reported above
    out.push(`english writes ${match[1]} in digits; the house rule writes numbers under a hundred in words`);
  }
  return out;
}

/** Names with more than one spelling in a language; the first is the curriculum's (the majority's). */
export const NAME_SPELLINGS: Partial<Record<TextColumn, string[][]>> = {
  russian: [
    ["Дэвид", "Давид"],
    ["София", "Софья"],
  ],
};

/** A name written another way than the curriculum writes it (any case ending). */
export function nameSpellingProblems(text: string, column: TextColumn): string[] {
  const out: string[] = [];
  for (const [chosen, ...others] of NAME_SPELLINGS[column] ?? []) {
    for (const other of others) {
      if (new RegExp(`(?<![\\p{L}])${other}`, "u").test(text))
        out.push(`${column} spells the name «${other}…»; the curriculum writes «${chosen}»`);
    }
  }
  return out;
}

/** Word-level edit distance, stopping early once it exceeds `limit`. */
export function wordDistance(a: string[], b: string[], limit = 2): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let prev = b.map((_, k) => k + 1);
  prev.unshift(0);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let k = 1; k <= b.length; k++)
      row[k] = Math.min(prev[k]! + 1, row[k - 1]! + 1, prev[k - 1]! + (a[i - 1] === b[k - 1] ? 0 : 1));
    if (Math.min(...row) > limit) return limit + 1;
    prev = row;
  }
  return prev[b.length]!;
}

/**
 * English texts (of at least `minWords` words) one or two words apart: a word changed, added or
 * removed ("today" / "this morning"). Candidates share their first or last three words, which
 * finds every pair whose edits are not at both ends.
 */
export function nearDuplicates(texts: { english: string; where: string }[], minWords = 6): [string, string][] {
  const tokens = texts.map(
    (t) =>
      t.english
        .toLowerCase()
        .replace(/[’‘]/g, "'")
        .match(/[\p{L}\p{N}']+/gu) ?? [],
  );
  const buckets = new Map<string, number[]>();
  tokens.forEach((w, i) => {
    if (w.length < minWords) return;
    for (const key of [`<${w.slice(0, 3).join(" ")}`, `>${w.slice(-3).join(" ")}`])
      buckets.set(key, [...(buckets.get(key) ?? []), i]);
  });
  const compared = new Set<string>();
  const out: [string, string][] = [];
  for (const members of buckets.values()) {
    for (let x = 0; x < members.length; x++) {
      for (let y = x + 1; y < members.length; y++) {
        const i = members[x]!;
        const j = members[y]!;
        if (compared.has(`${i}|${j}`)) continue;
        compared.add(`${i}|${j}`);
        const d = wordDistance(tokens[i]!, tokens[j]!);
        if (d >= 1 && d <= 2) out.push([texts[i]!.where, texts[j]!.where]);
      }
    }
  }
  return out;
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

// ---------------------------------------------------------------------------------------------
// Grammar markers: forms that show a text uses the past, the future, the conditional or the
// subjunctive, so the checker can hold a sentence or a conversation to its level (AUTHORING rule 10).
// Precision comes first: a marker lists only forms that cannot be read as the present (or as the
// polite fixed forms allowed from level 2), so a hit is worth a reader's look. Recall is partial by
// design (regular present subjunctives, Russian perfective futures and most imperfects are not
// caught); the English column, where tense is easy to see, carries most of the weight.

export type Grammar = "past" | "polite" | "future" | "conditional" | "subjunctive";

/** The subsection that first teaches each form (level, subsection); everything after may use it. */
export const GRAMMAR_FROM: Record<Grammar, readonly [number, number]> = {
  polite: [2, 1],
  past: [2, 5],
  future: [3, 3],
  conditional: [3, 4],
  subjunctive: [4, 3],
};

export interface GrammarMark {
  grammar: Grammar;
  form: string;
}

const L = "\\p{L}";
/** A whole-word pattern: no letter may touch it on either side. */
const w = (alternatives: string) => new RegExp(`(?:(?<![\\p{L}])(?=[\\p{L}])|(?='))(?:${alternatives})(?![\\p{L}])`, "gu");
const words = (list: string) => list.trim().split(/\s+/).join("|");
/** Words ending in one of `endings` (after at least `min` letters), except those in `except`. */
const ending = (endings: string, except = "", min = 1) =>
  new RegExp(`(?<![\\p{L}])${except ? `(?!(?:${words(except)})(?![\\p{L}]))` : ""}${L}{${min},}(?:${endings})(?![\\p{L}])`, "gu");

interface Marker {
  grammar: Grammar;
  re: RegExp;
}
const m = (grammar: Grammar, re: RegExp): Marker => ({ grammar, re });

// English ------------------------------------------------------------------------------------
const EN_IRREGULAR_PAST = words(`was were wasn't weren't did didn't went came saw took made said told gave
  bought met found thought brought knew ate drank wrote spoke forgot began ran sat slept wore paid sent
  spent chose fell flew heard understood became taught caught stood woke drove rode swam sang threw
  grew drew hid fought forgave mistook overslept rang`); // not lost, sold, broke: adjectives too
const EN_PARTICIPLE = `${L}{2,}(?<!e)ed|been|gone|done|seen|made|had|taken|given|eaten|written|spoken|forgotten|lost|
  begun|run|slept|worn|paid|sent|spent|broken|chosen|fallen|flown|heard|understood|become|taught|caught|sold|
  stood|woken|driven|ridden|swum|sung|thrown|grown|drawn|hidden|fought|bought|brought|thought|found|met|told|
  said|left|won|come|known|felt|kept|put|read|cut|let|set|shut|hurt|missed|tried|agreed|freed|used`.replace(/\s+/g, "");
const EN_ADVERB = "(?:just |already |never |ever |always |also |only |really |finally |not |all |both )?";
const ENGLISH: Marker[] = [
  m("polite", w("(?:i|we|you|they|he|she)(?:'d|\\s+would)\\s+(?:like|love)")),
  // Deciding in a shop or a café: "I'll take it", "I'll have the soup" (lo prendo, me lo llevo, je le prends).
  m("polite", w("i'll (?:take|have)")),
  m("polite", w("would you (?:like|prefer)|could (?:you|i|we|he|she|they|it)|would you mind")),
  m("conditional", w(`(?:would|wouldn't|should|shouldn't|might|ought to|'d better|had better)`)),
  m("conditional", w("if (?:i|he|she|it) were|could(?!n't)")),
  // "Shall I / shall we" offers and suggests; every language says it in the present.
  // "My car won't start" refuses in the present, as every language says it.
  m("future", w("will|won't(?! (?:start|work|open|close|give|turn|stop|let|come off)\\b)|shall(?! (?:i|we)\\b)|'ll")),
  m(
    "future",
    w(
      "(?<!was |were )going to (?:be|have|do|make|take|get|see|buy|eat|call|tell|ask|go|rain|snow|help|cook|study|stay|start|try|need|miss|play|watch|visit|work|sleep|win|lose|pay|drive|fly|leave|move|open|close|meet|wait|read|write|sell|change|finish|love|like|say|give|put|bring|come|run|look|find|keep|let|show)",
    ),
  ),
  m("past", w(`${EN_IRREGULAR_PAST}|couldn't|used to|ago`)),
  m("past", w(`(?:have|has|'ve|haven't|hasn't|'d|had|hadn't)\\s+${EN_ADVERB}(?!got\\b)(?:${EN_PARTICIPLE})`)),
  m("past", w(`(?:i|you|he|she|we|they|it)\\s+${EN_ADVERB}${L}{2,}(?<!e)ed`)),
];

// Italian ------------------------------------------------------------------------------------
const IT_PARTICIPLE = `(?!ospit)${L}{2,}(?:at|ut|it)[oaie]|fatto|detto|visto|preso|messo|scritto|letto|chiesto|risposto|
  aperto|chiuso|perso|vinto|speso|deciso|rotto|corso|offerto|successo|rimasto|nato|morto|scelto|spento|acceso|
  promesso|sceso|vissuto|dato|stato`.replace(/\s+/g, "");
const IT_MOTION = `(?:andat|venut|arrivat|partit|tornat|uscit|entrat|stat|rimast|cadut|successo|diventat|cresciut|
  salit|scesa|sceso|scesi|restat|piaciut|nat|mort|riuscit|passat)[oaie]?`.replace(/\s+/g, "");
const IT_ADVERB = "(?:(?:già|appena|mai|sempre|ancora|anche|proprio|finalmente|davvero|bene|tanto|non|più|tutto|mica)\\s+)*";
const IT_SUBJ = words(`sia siano siate abbia abbiano abbiate faccia facciano facciate vada vadano possa possano
  possiate debba debbano voglia vogliano sappia sappiano venga vengano stia stiano dia diano dica dicano esca
  escano fosse fossero fossi fossimo foste avesse avessero avessi avessimo facesse facessero facessi andasse
  andassi potesse potessi sapessi sapesse stesse? venisse dovesse volesse piaccia piacciano`);
const ITALIAN: Marker[] = [
  m("polite", w("vorrei|vorremmo|vorresti|vorreste|vorrebbe|mi piacerebbe|ci piacerebbe|ti piacerebbe|le piacerebbe")),
  m("polite", /(?<![\p{L}])(?:potresti|potreste|potrebbe|potrei|potremmo)(?![\p{L}])(?=[^.!]*\?)/gu),
  // Se + imperfect subjunctive is the unreal if-clause, taught with the conditional (L3-4).
  m(
    "conditional",
    w(
      `se\\s+(?:(?:non|mi|ti|ci|vi|si|lo|la|io|tu|lui|lei|noi|voi|loro)\\s+)*(?:${L}+(?:assi|asse|assimo|aste|assero|essi|esse|essimo|este|essero|issi|isse|issimo|iste|issero)|fossi|fosse|fossimo|foste|fossero)`,
    ),
  ),
  m("conditional", ending("[eiavdrtp]r(?:ei|esti|ebbe|emmo|este|ebbero)", "foreste", 1)),
  m("future", w("sarò|sarai|sarà|saremo|sarete|saranno")),
  m("future", ending("(?:er|ir|vr|dr|rr|ar)(?:ò|ai|à|emo|ete|anno)", "però eremo tiranno parete pareti arete", 0)),
  m("polite", w("che io sappia|per quanto ne sappia")),
  m("subjunctive", w("prima che|affinché|benché|sebbene|a meno che|purché|senza che|nel caso che|qualora")),
  m(
    "subjunctive",
    w(
      `(?:che|perché|chiunque|qualunque)\\s+(?:(?:non|mi|ti|ci|vi|si|lo|la|le|gli|ne|io|tu|lui|lei|noi|voi|loro)\\s+)*(?:${IT_SUBJ})`,
    ),
  ),
  m("past", w(`(?:ho|hai|ha|abbiamo|avete|hanno|avevo|aveva)\\s+${IT_ADVERB}(?:l'|lo |la |li |le |ne )?(?:${IT_PARTICIPLE})`)),
  m("past", w(`(?:sono|sei|è|siamo|siete|ero|era)\\s+${IT_ADVERB}${IT_MOTION}`)),
  m(
    "past",
    w(
      "ero|eri|era|eravamo|eravate|erano|c'era|c'erano|avevo|avevi|aveva|avevamo|avevano|facevo|faceva|stavo|stava|andavo|andava|volevo|voleva|potevo|poteva|dovevo|doveva|sapevo|sapeva",
    ),
  ),
  m("past", ending("(?:avamo|avate|avano|evamo|evate|evano|ivamo|ivate|ivano)", "", 2)),
  m("past", w("ieri|fa(?= *[.,!?])")),
];

// Spanish ------------------------------------------------------------------------------------
const ES_SUBJ = words(`sea seas sean seamos seáis esté estés estén estemos tenga tengas tengan tengamos haga hagas
  hagan hagamos vaya vayas vayan vayamos pueda puedas puedan podamos quiera quieras quieran sepa sepas sepan venga
  vengas vengan diga digas digan ponga pongas salga salgas haya hayas hayan hayamos traiga traigas vea veas
  llegue llegues lleguen vuelva vuelvas vuelvan llames llame hables esperes ayudes ayude pase pases olvides
  preocupes dé des fuera fueras fueran fuese tuviera tuvieras tuviese hubiera hubiese pudiera pudieras supiera
  hiciera hicieras quisieras dijera viniera estuviera estuvieras`);
const ES_NOUNS_IA = words(`batería baterías panadería cafetería cafeterías avería pizzería estantería tubería
  tuberías peluquería pastelería librería librerías galería comisaría lotería ganadería ferretería cacharrería
  carnicería frutería zapatería joyería cervecería lavandería pescadería papelería heladería tontería tonterías
  mensajería consejería ingeniería secretaría maría tesorería mercería droguería conserjería perfumería
  floristería juguetería relojería chocolatería churrería marisquería sastrería guardería fontanería carpintería
  jardinería barbería hostelería corría corrías corríamos corrían aburría aburrían ocurría ocurrían quería querías queríamos querían alegría`);
const SPANISH: Marker[] = [
  m(
    "polite",
    w(
      "quisiera|quisiéramos|querría|querríamos|me gustaría|nos gustaría|te gustaría|le gustaría|os gustaría|les gustaría|me encantaría",
    ),
  ),
  m("polite", /(?<![\p{L}])(?:podría|podrías|podríais|podrían|te importaría|le importaría)(?![\p{L}])(?=[^.!]*\?)/gu),
  m(
    "conditional",
    w(
      `si\\s+(?:(?:no|me|te|se|le|lo|la|nos|os|yo|tú|él|ella|usted)\\s+)*${L}+(?:ara|aras|áramos|arais|aran|iera|ieras|iéramos|ierais|ieran|ase|iese)`,
    ),
  ),
  m("conditional", ending("(?:er|ar|ir|dr|br|rr)í(?:a|as|amos|ais|an)", ES_NOUNS_IA, 0)),
  // Future endings follow the infinitive (hablaré, comeré) or an irregular stem (tendré, habré,
  // querré); the -rar verbs' preterite (compré, tiré, esperé) is excluded by the stem or the list.
  m(
    "future",
    ending(
      "(?:a|e|i|d|b|r)(?:ré|rás|rá|remos|réis|rán)",
      "queremos corremos paremos atrás detrás irán extremos supremos tiré miré giré retiré admiré suspiré respiré estiré preparé paré separé declaré comparé esperé consideré cerré celebré cobré",
      0,
    ),
  ),
  m(
    "future",
    /(?<![\p{L}¡])(?:voy|vas|va|vais|van)\s+a\s+\p{L}+(?:ar|er|ir)(?:me|te|se|lo|la|le|nos|os|los|las|les)?(?![\p{L}])(?!\s+(?:allí|ahí|aquí|al|a la)(?![\p{L}]))/gu,
  ),
  // Set phrases with a subjunctive inside, learnt whole like "I'd like": ¡Que tenga un buen día!, que yo sepa.
  m(
    "polite",
    w("que (?:tenga|tengas|tengan|tengáis|pase|pases|pasen|paséis) (?:un |una )?(?:buen|buena|buenas|bonito|feliz)|que yo sepa"),
  ),
  m("subjunctive", w("ojalá|para que|antes de que|a menos que|sin que|a no ser que|en caso de que|con tal de que")),
  m(
    "subjunctive",
    w(
      `(?:(?<!así )que|cuando|aunque|hasta que|donde)\\s+(?:(?:no|me|te|se|le|lo|la|nos|os|les|los|las|yo|tú|él|ella|usted|ya|también|nunca|siempre|tu|su|mi)\\s+)*(?:${ES_SUBJ})`,
    ),
  ),
  m(
    "past",
    w(
      `(?:he|has|ha|hemos|habéis|han|había|habías|habían)\\s+(?:(?:ya|nunca|siempre|me|te|se|le|lo|la|nos|os|les|los|las)\\s+)*(?:${L}+(?:ado|ada|ados|adas|ido|ida|idos|idas)|hecho|dicho|visto|escrito|puesto|vuelto|roto|abierto|muerto|descubierto|resuelto)`,
    ),
  ),
  m(
    "past",
    w(
      "fue|fui|fuiste|fuimos|fuisteis|fueron|estuve|estuviste|estuvo|estuvimos|estuvieron|tuve|tuviste|tuvo|tuvimos|tuvieron|hice|hiciste|hizo|hicimos|hicieron|dije|dijiste|dijo|dijeron|vine|vino|vinieron|pude|pudo|quise|quiso|supe|supo|puse|puso|era|eras|éramos|eran|iba|ibas|íbamos|iban|estaba|estabas|estábamos|estaban|tenía|tenías|teníamos|tenían|había|habían|hacía|podía|sabía|vivía|decía|ayer|anoche",
    ),
  ),
  m(
    "past",
    ending(
      "(?:aron|ieron|ió|aste|iste|asteis|isteis|ábamos|aban|abas)",
      "triste tristes existe insiste consiste resiste asiste chiste chistes acaban acabas",
      1,
    ),
  ),
  m("past", ending("(?<!r)(?:é|ó)", "café bebé qué sé té josé puré chalé comité porqué esté dé", 1)),
];

// French -------------------------------------------------------------------------------------
const FR_PARTICIPLE = `${L}{2,}(?:é|ée|és|ées)|fait|faite|dit|pris|mis|vu|eu|lu|bu|su|pu|voulu|dû|venu|tenu|reçu|
  vécu|perdu|attendu|entendu|vendu|répondu|rendu|fini|choisi|dormi|parti|sorti|compris|appris|écrit|ouvert|offert|
  ri|suivi|connu|couru|plu|fallu|oublié|cru|servi|senti|mis|promis|permis|réussi|atterri|grandi|vieilli|rempli`.replace(
  /\s+/g,
  "",
);
const FR_SUBJ = words(`soit soient sois soyons soyez aie aies ait aient ayons ayez fasse fasses fassent fassions
  fassiez aille ailles aillent puisse puisses puissent puissiez sache saches sachent veuille veuillent vienne
  viennes viennent prenne prennes prennent dise dises lise mette mettes parte partes sorte sortes finisse
  finisses attende attendes rende rendes revienne`);
// Present and imperfect forms of -irer, -vrer, -rrer verbs look like futures and conditionals.
const FR_IRER =
  "(?:tir|attir|retir|admir|respir|soupir|désir|inspir|expir|vir|ouvr|couvr|découvr|recouvr|livr|délivr|serr|barr|enserr)";
const FR_NOT_FUTURE = `laura extra extras environ environs ${FR_IRER}(?:a|as|ons|ez|ai)`;
const FR_NOT_CONDITIONAL =
  `${FR_IRER}(?:ais|ait|ions|iez|aient) ` +
  words(`portrait portraits attrait retrait extrait extraits distrait distraite abstrait
  trait traits ouvrait ouvrais ouvraient couvrait découvrait tirait attirait retirait admirait respirait soupirait
  désirait inspirait désirais admirais`);
const FRENCH: Marker[] = [
  m("polite", w("voudrais|voudrait|voudrions|voudriez|voudraient|aimerais|aimerions|aimeriez")),
  m("polite", /(?<![\p{L}])(?:pourriez|pourrais|pourrait|pourrions)(?![\p{L}])(?=[^.!]*\?)/gu),
  m("polite", w("quoi que ce soit|qui que ce soit|que je sache")),
  m(
    "subjunctive",
    w(
      "il faut que|il faut qu'|il faudrait que|faut qu'|avant que|avant qu'|pour que|pour qu'|(?<!aussi |si |autant )bien que|(?<!aussi |si |autant )bien qu'|afin que|afin qu'|à moins que|à moins qu'|sans que|sans qu'|jusqu'à ce que|jusqu'à ce qu'|pourvu que|pourvu qu'|quoique|en attendant que",
    ),
  ),
  m(
    "subjunctive",
    w(
      `(?:que|qu')\\s*(?:(?:je|j'|tu|il|elle|on|nous|vous|ils|elles|ce|ça|ne|n'|me|m'|te|t'|se|s'|le|la|les|l'|lui|leur|y|en)\\s*)*(?:${FR_SUBJ})`,
    ),
  ),
  m("conditional", ending("(?:er|ir|dr|ttr|îtr|vr|rr|aur)(?:ais|ait|ions|iez|aient)", FR_NOT_CONDITIONAL, 1)),
  m("conditional", w("serais|serait|serions|seriez|seraient|aurais|aurait|aurions|auriez|auraient|irais|irait|ferais|ferait")),
  m("future", ending("(?:er|ir|dr|ttr|îtr|vr|rr|aur)(?:ai|as|a|ons|ez|ont)", FR_NOT_FUTURE, 1)),
  m(
    "future",
    w(
      "irai|iras|ira|irons|irez|iront|serai|seras|sera|serons|serez|seront|aurai|auras|aura|aurons|aurez|auront|ferai|feras|fera|ferons|ferez|feront",
    ),
  ),
  // The futur proche needs its subject: "allons voir" and "allez voir un médecin" are imperatives, and
  // "je vais me coucher" is how French says "I'm going to bed".
  m(
    "future",
    w(
      `(?:je vais|tu vas|il va|elle va|on va|ça va|nous allons|vous allez|ils vont|elles vont)\\s+(?!me coucher|te coucher|nous coucher|chercher)(?:(?:me|te|se|le|la|les|lui|leur|nous|vous|y|en|l'|m'|t'|s'|pas|bien|vite|tout|encore|enfin|vraiment|aussi)\\s*)*${L}+(?:er|ir|re|oir)`,
    ),
  ),
  m(
    "past",
    w(
      `(?:ai|as|a|avons|avez|ont|avait|avais)\\s+(?:(?:pas|déjà|jamais|bien|beaucoup|trop|tout|encore|vraiment|enfin|rien|plus|toujours|mal|presque)\\s+)*(?:${FR_PARTICIPLE})`,
    ),
  ),
  m(
    "past",
    w(
      "(?:suis|es|est|sommes|êtes|sont)\\s+(?:(?:pas|déjà|jamais|bien|enfin|vite)\\s+)*(?:allé|venu|arrivé|parti|sorti|rentré|revenu|resté|tombé|né|monté|descendu|devenu|retourné|entré|passé)(?:e|s|es)?",
    ),
  ),
  m(
    "past",
    w(
      "étais|était|étions|étiez|étaient|avais|avait|avions|aviez|avaient|faisait|faisais|allait|allais|pouvait|pouvais|voulait|voulais|savait|savais|fallait|devait|devais|venait|hier",
    ),
  ),
];

// German -------------------------------------------------------------------------------------
const GERMAN: Marker[] = [
  m("polite", w("möchte|möchtest|möchten|möchtet|(?:hätte|hätten|würde|würden|würdest)\\s+(?:\\p{L}+\\s+){0,3}?gerne?")),
  m(
    "polite",
    /(?<![\p{L}])(?:könnten|könntest|könnte|würden|würdest|würdet)(?![\p{L}])(?=[^.!]*\?)(?=.*(?:[sS]ie|du|ihr|ich|wir|er|es|man)\b)/gu,
  ),
  m(
    "conditional",
    w(
      "würde|würdest|würden|würdet|hätte|hättest|hätten|hättet|wäre|wärst|wären|wärt|könnte|könntest|könnten|müsste|müsstest|müssten|sollte|solltest|sollten|dürfte|wünschte",
    ),
  ),
  m(
    "future",
    w(
      `(?:werde|wirst|wird|werden|werdet)\\s+(?:${L}+\\s+)*?(?!ge)${L}{2,}en(?=\\s*[.,!?;]|$)|(?:werde|wirst|wird|werden|werdet)\\s+(?:${L}+\\s+)*?(?:gehen|geben|gewinnen|gefallen|genießen|gehören)(?=\\s*[.,!?;]|$)`,
    ),
  ),
  m(
    "past",
    w(
      "war|warst|waren|wart|hatte|hattest|hatten|hattet|ging|gingen|kam|kamen|sagte|konnte|konnten|musste|mussten|wollte|wollten|gestern",
    ),
  ),
  m(
    "past",
    w(
      `(?:habe|hast|hat|haben|habt|bin|bist|ist|sind|seid)\\s+(?:${L}+\\s+){0,6}?(?!geschlossen|geöffnet|genervt|gestresst|gelangweilt|geboren|geschwollen|gebrochen|gesund|gern|gerne|genug|genau|gerade|gegen|geduldig|gemütlich|gefährlich|gemeinsam|geheim)ge${L}{2,}(?:t|en)(?=\\s*[.,!?;]|$)`,
    ),
  ),
];

// Russian ------------------------------------------------------------------------------------
const RU_NOT_PAST = words(`мало мило весело смело дело тело если или зеркало тепло пол стол зал вокзал журнал
  сериал финал футбол цел бел сил дел мел село сало мыло тяжело было`);
const RUSSIAN: Marker[] = [
  m(
    "polite",
    w(
      "хотели бы|я бы хотел|я бы хотела|мы бы хотели|хотелось бы|хотел бы|хотела бы|не могли бы|не мог бы|не могла бы|вы бы хотели|ты бы хотел|ты бы хотела",
    ),
  ),
  m(
    "subjunctive",
    w(
      `чтобы\\s+(?:(?:ты|вы|он|она|они|мы|я|не|это|все|всё|никто|ничего|мне|тебе|нам|вам|им)\\s+)*${L}+(?:л|ла|ло|ли|лся|лась|лось|лись)`,
    ),
  ),
  m("conditional", w("(?<!хотя )(?:бы|б)")),
  m("future", w("буду|будешь|будет|будем|будете|будут")),
  m("past", w("был|была|было|были|не было")),
  m(
    "past",
    w(
      `(?:я|ты|он|она|оно|мы|вы|они|кто)\\s+(?:(?:уже|не|только|никогда|тоже|так|всё|вчера|сегодня|сам|сама|сами|ещё|же|даже|вообще)\\s+)*(?!(?:${RU_NOT_PAST})(?![\\p{L}]))${L}+(?:ал|ял|ел|ил|ыл|ул|ол|ёл|ла|ло|ли|лся|лась|лось|лись)`,
    ),
  ),
  m("past", w("вчера|назад")),
];

const MARKERS: Record<TextColumn, Marker[]> = {
  english: ENGLISH,
  italian: ITALIAN,
  spanish: SPANISH,
  french: FRENCH,
  german: GERMAN,
  russian: RUSSIAN,
};

/**
 * The grammar marks a text carries. Markers run in order and each match is blanked before the next
 * runs, so a polite fixed form is not also read as a conditional, nor an if-clause as a subjunctive.
 */
export function grammarMarks(text: string, column: TextColumn): GrammarMark[] {
  // German keeps its nouns' capitals (a participle is lower case; Geldautomat is not one).
  const cased =
    column === "german"
      ? text.replace(/(^|[.!?]\s+)(\p{Lu})/gu, (_, a: string, b: string) => a + b.toLowerCase())
      : text.toLowerCase();
  let rest = cased.replace(/[’‘]/g, "'").replace(/[\u00a0\u202f]/g, " ");
  const out: GrammarMark[] = [];
  for (const { grammar, re } of MARKERS[column]) {
    rest = rest.replace(re, (form) => {
      out.push({ grammar, form: form.trim() });
      return " ".repeat(form.length);
    });
  }
  return out;
}

/** Whether a form taught at `from` may appear at (level, subsection). */
function taught(from: readonly [number, number], level: number, subsection: number): boolean {
  return level > from[0] || (level === from[0] && subsection >= from[1]);
}

/**
 * The grammar of a text that is ahead of (level, subsection). A conversation of level L is held to
 * the end of that level (subsection 5): L1 nothing, L2 the past and the polite forms, L3 also the
 * future and the conditional, L4 and L5 everything.
 */
export function grammarAhead(text: string, column: TextColumn, level: number, subsection = 5): GrammarMark[] {
  return grammarMarks(text, column).filter((mark) => !taught(GRAMMAR_FROM[mark.grammar], level, subsection));
}
