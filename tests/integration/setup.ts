// Every integration test file starts from a D1 with all migrations applied and a slice of the content
// seeded (the first subsection's sentences and the first conversations: vitest.integration.config.ts),
// through the same statements `npm run db:seed` uses. A file that needs all of it calls
// seedAllContent() (helpers.ts); seed.test.ts seeds and checks the whole curriculum.
import { applyD1Migrations } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { applyStatements, conversationUpserts, sentenceUpserts } from "../../db/seed-statements";

await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
const seeded = await env.DB.prepare("SELECT COUNT(*) AS n FROM sentences").first<{ n: number }>();
if (!seeded?.n) {
  await applyStatements(env.DB, [...sentenceUpserts(env.TEST_SENTENCES), ...conversationUpserts(env.TEST_CONVERSATIONS)]);
}
