import { randomUUID } from "node:crypto";
import { existsSync } from "node:fs";
import { defineConfig } from "@playwright/test";

// Browser tests drive the built app under `wrangler dev` in Debian's Chromium (never a downloaded
// browser). Run `npm run build` first; `npm test` does.
//
// Debian's chromium-headless-shell when it is installed (`npm test` installs it as root): the same
// Chromium build without the desktop browser's extra processes (its WebUI renderer, the on-device
// model service), which took about a quarter of the suite's CPU time. The full browser otherwise.
const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";
const chromium = process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : "/usr/bin/chromium");
const port = Number(process.env.E2E_PORT ?? 8790);
// Opens the e2e server's fixture door (tests/e2e/worker.ts) to this run's tests only; the test
// workers inherit it from this process.
process.env.E2E_FIXTURE_KEY ??= randomUUID();

// The tests that sign in as the one admin (ADMIN_EMAIL) share that account, and one of them deletes
// and remakes it: they are tagged @admin (tests/e2e/screens.ts) and run one at a time, in their own
// project. Every other test makes its own learner (tests/e2e/fixtures.ts) and runs beside them.
const ADMIN = /@admin\b/;

export default defineConfig({
  testDir: "tests/e2e",
  // Not test-results/ itself: Playwright empties its output folder, and the vitest reports live there.
  outputDir: "test-results/playwright",
  // Two browsers share the machine, so a test takes up to twice as long as alone: twice the old caps
  // (a cap is not a wait; a test that needs more says so with test.setTimeout).
  timeout: 120_000,
  expect: { timeout: 15_000 },
  // Three workers share one wrangler dev server (E2E_WORKERS to change it). A test spends most of its
  // time waiting (for the server, hydration, a poll's next try), so on two cores three keep them busy.
  workers: Number(process.env.E2E_WORKERS ?? 3),
  projects: [
    { name: "admin", grep: ADMIN, workers: 1, fullyParallel: false },
    { name: "learners", grepInvert: ADMIN, fullyParallel: true },
  ],
  // One more try for a test that fails: the list and the summary name it "flaky", so it is seen and
  // fixed, not hidden. (The last one found this way: a language picked before the lazy language choice
  // hydrated left 'Start Learning' disabled; language-choice.tsx now reads the checked card.)
  retries: 1,
  reporter: [["list"], ["json", { outputFile: "test-results/e2e.json" }]],
  use: {
    baseURL: `http://localhost:${port}`,
    // Recorded on a failed test's retry only: recording every test (DOM snapshots and a screencast
    // for each action) was about a quarter of the suite's CPU time, thrown away for every pass.
    trace: "on-first-retry",
    // The service worker (public/sw.js) is the subject of the offline and shared-device specs and part
    // of the journeys a learner makes whole: sign-up to review, sign-in and out, deleting an account.
    // Those specs turn it on (`test.use({ serviceWorkers: "allow" })`); elsewhere it is blocked. Each
    // test is a new browser, so the worker would register, install and take every page's requests in
    // every one of them for nothing those tests look at: about a sixth of the suite's CPU time.
    serviceWorkers: "block",
    launchOptions: {
      executablePath: chromium,
      args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
    },
  },
  webServer: {
    command: "bash scripts/e2e-server.sh",
    url: `http://localhost:${port}/auth`,
    reuseExistingServer: false,
    // A cap, not a wait: the first run after the content or migrations changed seeds the state
    // (scripts/e2e-server.sh), which on a busy machine can take more than two minutes.
    timeout: 300_000,
    stdout: "ignore",
    stderr: "pipe",
    env: { E2E_PORT: String(port), E2E_FIXTURE_KEY: process.env.E2E_FIXTURE_KEY },
  },
});
