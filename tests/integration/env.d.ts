declare namespace Cloudflare {
  interface Env {
    TEST_MIGRATIONS: import("@cloudflare/vitest-pool-workers").D1Migration[];
    TEST_SENTENCES: import("../../db/seed-statements").SentenceRecord[];
    TEST_CONVERSATIONS: import("../../db/seed-statements").ConversationLineRecord[];
  }
}
