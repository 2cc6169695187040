// `npm run db:seed [-- --remote]`: loads db/content into D1 idempotently (upsert by id).
// Local: through wrangler's platform proxy, with bound parameters. Remote: a SQL file applied with
// `wrangler d1 execute --remote` (needs a Cloudflare login; never used by the local set-up).
import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { getPlatformProxy } from "wrangler";
import { conversationRecord, formatProblem, loadAllConversations, loadAllSentences } from "./content";
import {
  applyStatements,
  conversationPrune,
  conversationUpserts,
  sentencePrune,
  sentenceUpserts,
  toSqlFile,
} from "./seed-statements";

const remote = process.argv.includes("--remote");
// --persist-to DIR: the same directory given to `wrangler dev --persist-to` (wrangler keeps its
// state in DIR/v3).
const persistIndex = process.argv.indexOf("--persist-to");
const persistTo = persistIndex > 0 ? process.argv[persistIndex + 1] : undefined;
const { rows, problems: sentenceProblems } = loadAllSentences();
const conversations = loadAllConversations();
const problems = [...sentenceProblems, ...conversations.problems];
if (problems.length > 0) {
  for (const p of problems) console.error(formatProblem(p));
  console.error(`db:seed refused: the content has ${problems.length} problem(s); run npm run content:check.`);
  process.exit(1);
}
const lines = conversations.rows.map(conversationRecord);
const statements = [
  ...sentenceUpserts(rows),
  sentencePrune(rows.map((r) => r.id)),
  ...conversationUpserts(lines),
  conversationPrune(lines.map((l) => Number(l.id))),
];

if (remote) {
  const file = join(mkdtempSync(join(tmpdir(), "piramide-seed-")), "seed.sql");
  writeFileSync(file, toSqlFile(statements));
  execFileSync("npx", ["wrangler", "d1", "execute", "DB", "--remote", `--file=${file}`], { stdio: "inherit" });
  console.log(`db:seed: ${rows.length} sentences and ${lines.length} conversation lines sent to the remote database.`);
} else {
  const { env, dispose } = await getPlatformProxy<Env>({
    persist: persistTo ? { path: join(persistTo, "v3") } : true,
  });
  try {
    await applyStatements(env.DB, statements);
    const count = await env.DB.prepare("SELECT COUNT(*) AS n FROM sentences").first<{ n: number }>();
    console.log(
      `db:seed: ${rows.length} sentences (${count?.n ?? 0} in the table) and ${lines.length} conversation lines upserted into local D1.`,
    );
  } finally {
    await dispose();
  }
}
