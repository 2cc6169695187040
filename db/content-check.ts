// `npm run content:check`: fails with located messages when any content file breaks a rule.
import { formatProblem, loadAllSentences, sentenceFiles } from "./content";

const { rows, problems } = loadAllSentences();
for (const p of problems) console.error(formatProblem(p));
const files = sentenceFiles().length;
if (problems.length > 0) {
  console.error(`\ncontent:check failed: ${problems.length} problem(s) in ${files} file(s), ${rows.length} sentences.`);
  process.exit(1);
}
console.log(`content:check passed: ${rows.length} sentences in ${files} file(s).`);
