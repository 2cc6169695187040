// `npm run content:check`: fails with located messages when any content file breaks a rule; then
// lists, as warnings, English said twice anywhere in the curriculum, and each level's mean length.
import {
  checkDialogueReusesSentence,
  checkVocabularyRises,
  checkRussianYo,
  conversationFiles,
  formatProblem,
  loadAllConversations,
  loadAllSentences,
  meanEnglishWordsPerLevel,
  repeatedEnglish,
  sentenceFiles,
  sentenceGrammarWarnings,
  vocabularyFigures,
} from "./content";
import { nearDuplicates } from "./content-rules";

const sentences = loadAllSentences();
const conversations = loadAllConversations();
const problems = [
  ...sentences.problems,
  ...conversations.problems,
  ...checkRussianYo(sentences.rows, conversations.rows),
  ...checkDialogueReusesSentence(sentences.rows, conversations.rows),
  ...checkVocabularyRises(sentences.rows),
];
for (const p of problems) console.error(formatProblem(p));

const repeats = repeatedEnglish([
  ...sentences.rows.map((r) => ({ english: r.english, where: `${r.file}:${r.line} (id ${r.id})` })),
  ...conversations.rows.map((r) => ({ english: r.english, where: `${r.file}:${r.line} (line ${r.id})` })),
]);
if (repeats.length > 0) {
  console.warn(`warning: ${repeats.length} English text(s) appear more than once in the curriculum:`);
  for (const r of repeats) console.warn(`  "${r.english}": ${r.places.join(", ")}`);
}
const near = nearDuplicates([
  ...sentences.rows.map((r) => ({ english: r.english, where: `sentence ${r.id}` })),
  ...conversations.rows.map((r) => ({ english: r.english, where: `line ${r.id}` })),
]);
if (near.length > 0) {
  console.warn(`warning: ${near.length} pair(s) of English texts differ in only one or two words:`);
  for (const [a, b] of near) console.warn(`  ${a} / ${b}`);
}
const grammar = sentenceGrammarWarnings(sentences.rows);
if (grammar.length > 0) {
  const perFile = new Map<string, number>();
  for (const g of grammar) perFile.set(g.file, (perFile.get(g.file) ?? 0) + 1);
  console.warn(
    `warning: ${grammar.length} sentence text(s) use grammar ahead of their subsection (AUTHORING rule 10; CONTENT_VERBOSE=1 lists them): ` +
      [...perFile].map(([f, n]) => `${f} ${n}`).join(", "),
  );
  if (process.env.CONTENT_VERBOSE) for (const g of grammar) console.warn(`  ${formatProblem(g)}`);
}
const vocabulary = (rows: { level: number; english: string }[]) =>
  vocabularyFigures(rows)
    .map((v) => `L${v.level} ${(v.newTypes * 100).toFixed(1)}% new, ${(v.longWords * 100).toFixed(1)}% long`)
    .join("; ");
console.log(`vocabulary (English word types first seen at the level; words of 8+ letters):`);
console.log(`  sentences: ${vocabulary(sentences.rows)}`);
console.log(`  conversations: ${vocabulary(conversations.rows)}`);
const perLevel = new Map<number, Set<number>>();
for (const r of conversations.rows) perLevel.set(r.level, (perLevel.get(r.level) ?? new Set()).add(r.conversationId));
const conversationLevels = [...meanEnglishWordsPerLevel(conversations.rows)]
  .map(([level, mean]) => `L${level} ${perLevel.get(level)?.size ?? 0} (${mean.toFixed(2)} words)`)
  .join(", ");
const means = [...meanEnglishWordsPerLevel(sentences.rows)].map(([level, mean]) => `L${level} ${mean.toFixed(2)}`).join(", ");

const conversationCount = new Set(conversations.rows.map((r) => r.conversationId)).size;
const summary =
  `${sentences.rows.length} sentences in ${sentenceFiles().length} file(s) (mean English words: ${means}), ` +
  `${conversationCount} conversations (${conversations.rows.length} lines) in ${conversationFiles().length} file(s): ${conversationLevels}`;
if (problems.length > 0) {
  console.error(`\ncontent:check failed: ${problems.length} problem(s); ${summary}.`);
  process.exit(1);
}
console.log(`content:check passed: ${summary}.`);
