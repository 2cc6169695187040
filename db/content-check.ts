// `npm run content:check`: fails with located messages when any content file breaks a rule; then
// lists, as warnings, English said twice anywhere in the curriculum, and each level's mean length.
import {
  checkRussianYo,
  conversationFiles,
  formatProblem,
  loadAllConversations,
  loadAllSentences,
  meanEnglishWordsPerLevel,
  repeatedEnglish,
  sentenceFiles,
} from "./content";

const sentences = loadAllSentences();
const conversations = loadAllConversations();
const problems = [...sentences.problems, ...conversations.problems, ...checkRussianYo(sentences.rows, conversations.rows)];
for (const p of problems) console.error(formatProblem(p));

const repeats = repeatedEnglish([
  ...sentences.rows.map((r) => ({ english: r.english, where: `${r.file}:${r.line} (id ${r.id})` })),
  ...conversations.rows.map((r) => ({ english: r.english, where: `${r.file}:${r.line} (line ${r.id})` })),
]);
if (repeats.length > 0) {
  console.warn(`warning: ${repeats.length} English text(s) appear more than once in the curriculum:`);
  for (const r of repeats) console.warn(`  "${r.english}": ${r.places.join(", ")}`);
}
const means = [...meanEnglishWordsPerLevel(sentences.rows)].map(([level, mean]) => `L${level} ${mean.toFixed(2)}`).join(", ");

const conversationCount = new Set(conversations.rows.map((r) => r.conversationId)).size;
const summary =
  `${sentences.rows.length} sentences in ${sentenceFiles().length} file(s) (mean English words: ${means}), ` +
  `${conversationCount} conversations (${conversations.rows.length} lines) in ${conversationFiles().length} file(s)`;
if (problems.length > 0) {
  console.error(`\ncontent:check failed: ${problems.length} problem(s); ${summary}.`);
  process.exit(1);
}
console.log(`content:check passed: ${summary}.`);
