import path from "node:path";
import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import { defineConfig } from "vitest/config";
import { conversationRecord, loadAllConversations, loadAllSentences } from "./db/content";
import { EMAIL_TEST_KEY, startEmailDouble } from "./tests/email-double";
import { startPushDouble, vapidTestKeys } from "./tests/push-double";
import { startStripeDouble } from "./tests/stripe-double";
import { startTtsDouble } from "./tests/tts-double";

// Integration tests run inside workerd with the real Worker (workers/app.ts, which imports the
// React Router build: run `npm run build` first) and a real local D1 with every migration applied.
//
// Each test file starts from a slice of the content (tests/integration/setup.ts): the sentences of
// the first subsection (Level 1, ids 1-200) and the first two conversations, which is all the tests
// walk through. A file that needs the whole curriculum seeds it itself from TEST_ALL_SENTENCES /
// TEST_ALL_CONVERSATIONS (seed.test.ts checks all of it; conversations.test.ts counts every topic).
const SLICE = { level: 1, subsection: 1, conversations: 2 };

export default defineConfig(async () => {
  const migrations = await readD1Migrations(path.join(import.meta.dirname, "migrations"));
  const allSentences = loadAllSentences().rows.map(({ file: _f, line: _l, ...row }) => row);
  const allConversations = loadAllConversations().rows.map(conversationRecord);
  const sentences = allSentences.filter((s) => s.level === SLICE.level && s.subsection === SLICE.subsection);
  const conversations = allConversations.filter((c) => c.conversation_id <= SLICE.conversations);
  const stripe = await startStripeDouble();
  const tts = await startTtsDouble();
  const email = await startEmailDouble();
  const push = await startPushDouble();
  const vapid = vapidTestKeys();
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
            // The site's own address, for links in mail sent by the cron (reminders' unsubscribe link).
            APP_URL: "https://piramide.test",
            // Web Push: a fresh VAPID key pair each run, and a local push service double (its URL for
            // the tests' subscriptions only: the Worker is told nothing about it).
            VAPID_PUBLIC_KEY: vapid.publicKey,
            VAPID_PRIVATE_KEY: vapid.privateKey,
            VAPID_SUBJECT: "mailto:ops@piramide.test",
            TEST_PUSH_URL: push.url,
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
            // The slice every file starts with, and the whole content for the files that need it.
            TEST_SENTENCES: sentences,
            TEST_CONVERSATIONS: conversations,
            TEST_ALL_SENTENCES: allSentences,
            TEST_ALL_CONVERSATIONS: allConversations,
          },
        },
      }),
    ],
    test: {
      include: ["tests/integration/**/*.test.ts"],
      setupFiles: ["./tests/integration/setup.ts"],
      // One workerd per vitest worker, reused by file after file: starting a runtime for each file was
      // most of the run's time (about 7 of every 9 seconds). setup.ts gives each file a clean database.
      // (@cloudflare/vitest-plugin, the renamed pool, patches each module runner once; the old
      // vitest-pool-workers 0.15 wrapped it again for every file, so a shared runtime slowed to a crawl.)
      isolate: false,
      // Two runtimes side by side (vitest's default on two cores is one): files spend much of their
      // time waiting on workerd, so two take about 60 s where one takes 80.
      maxWorkers: 2,
      testTimeout: 30_000,
      hookTimeout: 60_000,
      // Pre-bundled: react-router and stripe, or their CommonJS internals fail to load inside workerd;
      // the rest because each test file starts a fresh workerd that loads the Worker's whole module
      // graph, and one pre-bundled file per package loads far faster than hundreds of small modules
      // (drizzle-orm, zod) fetched one at a time.
      deps: {
        optimizer: {
          ssr: {
            enabled: true,
            include: [
              "react-router",
              "stripe",
              "react",
              "react/jsx-runtime",
              "react-dom/server",
              "drizzle-orm",
              "drizzle-orm/d1",
              "drizzle-orm/sqlite-core",
              "drizzle-orm/batch",
              "zod",
              "isbot",
              "arctic",
              "ts-fsrs",
              "@zxcvbn-ts/language-common",
              "@oslojs/encoding",
              "@oslojs/crypto/sha2",
              "@oslojs/crypto/hmac",
              "@oslojs/crypto/subtle",
              "@conform-to/react",
              "@conform-to/zod/v4",
            ],
          },
        },
      },
    },
  };
});
