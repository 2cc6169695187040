// Every integration test file starts from a D1 with all migrations applied, no learner data, and a
// slice of the content seeded (the first subsection's sentences and the first conversations:
// vitest.integration.config.ts), through the same statements `npm run db:seed` uses. A file that needs
// all of it calls seedAllConversations() (helpers.ts); seed.test.ts seeds and checks the whole curriculum.
//
// Files share one workerd per vitest worker (`isolate: false` in the config: starting a runtime per file
// was most of the run's time), so this runs before each file on a database an earlier file may have
// used: every table but the content and the migrations' own is emptied, so is the audio bucket, and the content goes back to
// the slice when a file left more. `sqlite_sequence` is kept, so ids never repeat across files: a new
// account never meets an earlier file's Learner object (objects are named by user id).
import { applyD1Migrations } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { applyStatements, conversationUpserts, sentenceUpserts } from "../../db/seed-statements";

const CONTENT = new Set(["sentences", "conversation_lines"]);

await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);

const tables = await env.DB.prepare(
  "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' AND name <> 'd1_migrations'",
).all<{ name: string }>();
const counts = await env.DB.batch([
  env.DB.prepare("SELECT COUNT(*) AS n FROM sentences"),
  env.DB.prepare("SELECT COUNT(*) AS n FROM conversation_lines"),
]);
const [sentenceCount, lineCount] = counts.map((r) => (r.results[0] as { n: number }).n);
const sliceIntact = sentenceCount === env.TEST_SENTENCES.length && lineCount === env.TEST_CONVERSATIONS.length;

const wipe = tables.results.filter((t) => !CONTENT.has(t.name) || !sliceIntact).map((t) => t.name);
if (wipe.length) {
  // Foreign keys are checked at the end of the batch's transaction, when every referencing row is gone.
  await env.DB.batch([
    env.DB.prepare("PRAGMA defer_foreign_keys = true"),
    ...wipe.map((name) => env.DB.prepare(`DELETE FROM "${name}"`)),
  ]);
}
// Audio an earlier file stored (recordings, cached speech) is gone too.
for (let listed = await env.AUDIO.list(); listed.objects.length; listed = await env.AUDIO.list()) {
  await env.AUDIO.delete(listed.objects.map((o) => o.key));
}
if (!sliceIntact) {
  await applyStatements(env.DB, [...sentenceUpserts(env.TEST_SENTENCES), ...conversationUpserts(env.TEST_CONVERSATIONS)]);
}
