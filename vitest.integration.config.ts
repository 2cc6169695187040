import path from "node:path";
import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-pool-workers";
import { defineConfig } from "vitest/config";
import { conversationRecord, loadAllConversations, loadAllSentences } from "./db/content";
import { EMAIL_TEST_KEY, startEmailDouble } from "./tests/email-double";
import { startStripeDouble } from "./tests/stripe-double";
import { startTtsDouble } from "./tests/tts-double";

// Integration tests run inside workerd with the real Worker (workers/app.ts, which imports the
// React Router build: run `npm run build` first) and a real local D1 with every migration applied.
export default defineConfig(async () => {
  const migrations = await readD1Migrations(path.join(import.meta.dirname, "migrations"));
  const sentences = loadAllSentences().rows.map(({ file: _f, line: _l, ...row }) => row);
  const conversations = loadAllConversations().rows.map(conversationRecord);
  const stripe = await startStripeDouble();
  const tts = await startTtsDouble();
  const email = await startEmailDouble();
  return {
    plugins: [
      cloudflareTest({
        main: "./workers/app.ts",
        wrangler: { configPath: "./wrangler.toml" },
        miniflare: {
          // The Learner object's migrations are imported as text, as wrangler's [[rules]] bundles them.
          modulesRules: [{ type: "Text", include: ["**/*.sql"], fallthrough: true }],
          bindings: {
            APP_ENV: "development",
            ADMIN_EMAIL: "admin@piramide.test",
            TEST_MIGRATIONS: migrations,
            // The real Stripe client, pointed at the local double; webhooks signed with this secret.
            STRIPE_SECRET_KEY: "sk_test_piramide",
            STRIPE_PUBLISHABLE_KEY: "pk_test_piramide",
            STRIPE_PRICE_ID: "price_test_premium",
            STRIPE_WEBHOOK_SECRET: "whsec_test_piramide",
            STRIPE_API_BASE: stripe.url,
            // Google Text-to-Speech, also a local double.
            GOOGLE_TTS_API_KEY: "tts-test-key",
            GOOGLE_TTS_API_BASE: tts.url,
            // E-mail in Resend's shape, a local double too.
            EMAIL_API_KEY: EMAIL_TEST_KEY,
            EMAIL_API_URL: email.url,
            // HMAC keys for audio addresses and device cookies.
            AUDIO_KEY_SECRET: "audio-key-secret-for-tests",
            DEVICE_COOKIE_SECRET: "device-cookie-secret-for-tests",
            // OAuth providers are configured; their endpoints are intercepted inside the tests.
            GOOGLE_CLIENT_ID: "google-client-id",
            GOOGLE_CLIENT_SECRET: "google-client-secret",
            GITHUB_CLIENT_ID: "github-client-id",
            GITHUB_CLIENT_SECRET: "github-client-secret",
            // The operator's door for `npm run learners:migrate` (workers/ops-routes.ts).
            LEARNERS_MIGRATE_TOKEN: "learners-migrate-token-for-tests",
            TEST_SENTENCES: sentences,
            TEST_CONVERSATIONS: conversations,
          },
        },
      }),
    ],
    test: {
      include: ["tests/integration/**/*.test.ts"],
      setupFiles: ["./tests/integration/setup.ts"],
      testTimeout: 30_000,
      hookTimeout: 60_000,
      // Pre-bundled, or their CommonJS internals fail to load inside workerd.
      deps: { optimizer: { ssr: { enabled: true, include: ["react-router", "stripe"] } } },
    },
  };
});
