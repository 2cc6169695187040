declare namespace Cloudflare {
  interface Env {
    TEST_MIGRATIONS: import("@cloudflare/vitest-plugin").D1Migration[];
    /** The content slice every test file starts with (vitest.integration.config.ts). */
    TEST_SENTENCES: import("../../db/seed-statements").SentenceRecord[];
    /** Every sentence of db/content, for the files that seed all of it. */
    TEST_ALL_SENTENCES: import("../../db/seed-statements").SentenceRecord[];
    EMAIL_API_KEY: string;
    EMAIL_API_URL: string;
    AUDIO_KEY_SECRET: string;
    DEVICE_COOKIE_SECRET: string;
    VAPID_PUBLIC_KEY: string;
    /** The push service double (tests/push-double.ts): subscriptions' endpoints point here. */
    TEST_PUSH_URL: string;
    TEST_CONVERSATIONS: import("../../db/seed-statements").ConversationLineRecord[];
    TEST_ALL_CONVERSATIONS: import("../../db/seed-statements").ConversationLineRecord[];
  }
}
