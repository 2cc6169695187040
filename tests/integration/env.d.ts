declare namespace Cloudflare {
  interface Env {
    TEST_MIGRATIONS: import("@cloudflare/vitest-pool-workers").D1Migration[];
    TEST_SENTENCES: import("../../db/seed-statements").SentenceRecord[];
    EMAIL_API_KEY: string;
    EMAIL_API_URL: string;
    AUDIO_KEY_SECRET: string;
    TEST_CONVERSATIONS: import("../../db/seed-statements").ConversationLineRecord[];
  }
}
