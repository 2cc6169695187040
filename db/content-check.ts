// `npm run content:check`: fails with located messages when any content file breaks a rule.
import { conversationFiles, formatProblem, loadAllConversations, loadAllSentences, sentenceFiles } from "./content";

const sentences = loadAllSentences();
const conversations = loadAllConversations();
const problems = [...sentences.problems, ...conversations.problems];
for (const p of problems) console.error(formatProblem(p));
const conversationCount = new Set(conversations.rows.map((r) => r.conversationId)).size;
const summary =
  `${sentences.rows.length} sentences in ${sentenceFiles().length} file(s), ` +
  `${conversationCount} conversations (${conversations.rows.length} lines) in ${conversationFiles().length} file(s)`;
if (problems.length > 0) {
  console.error(`\ncontent:check failed: ${problems.length} problem(s); ${summary}.`);
  process.exit(1);
}
console.log(`content:check passed: ${summary}.`);
