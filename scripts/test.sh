#!/usr/bin/env bash
# `npm test`: installs what the tests need (npm packages; Debian's Chromium when missing and we are
# root), then runs every check: lockfile, content, lint, unit, build, types, Worker size, integration
# (workerd + real D1), and browser tests (Playwright + Chromium against the built app under wrangler
# dev). Prints each step's time and ends with one line: "N passed, N failed, N skipped".
#
# The lockfile check (a scratch `npm ci --dry-run`) and the Worker size (`wrangler deploy --dry-run`)
# run only when their inputs changed since their last pass here (scripts/steps.sh); on a clean clone
# (CI) they always run, and PIRAMIDE_NO_STEP_CACHE=1 runs them regardless.
set -uo pipefail
cd "$(dirname "$0")/.."
export WRANGLER_SEND_METRICS=false
# The browser tests run in Debian's chromium-headless-shell (playwright.config.ts says why).
export CHROMIUM_PATH="${CHROMIUM_PATH:-/usr/bin/chromium-headless-shell}"
source scripts/steps.sh

bash scripts/ensure-deps.sh || exit 1
if [ ! -x "$CHROMIUM_PATH" ]; then
  if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
    echo "==> installing Debian's chromium-headless-shell"
    (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium-headless-shell) >/dev/null || exit 1
  else
    echo "Chromium not found at $CHROMIUM_PATH. Install Debian's chromium-headless-shell (apt-get install chromium-headless-shell) or set CHROMIUM_PATH (e.g. /usr/bin/chromium)." >&2
    exit 1
  fi
fi

rm -rf test-results && mkdir -p test-results
started_all=$SECONDS

cached_step "lockfile (every platform, npm ci)" lockfile \
  "$(inputs_hash package.json package-lock.json scripts/check-lockfile.ts)" \
  npx tsx scripts/check-lockfile.ts
# The content check keeps one core; the build leaves room beside it.
together "content:check::npx tsx db/content-check.ts" \
  "build (fails on a warning: scripts/build-output.ts)::npx tsx scripts/quiet-build.ts --strict"
# The browser tests' migrated and seeded state, made meanwhile (scripts/e2e-state.sh): seeding keeps
# one core for about 25 s, which the steps below leave free part of the time. Its output is shown
# only if it fails; the browser-test step waits for it.
bash scripts/e2e-state.sh >test-results/e2e-state.log 2>&1 &
e2e_state=$!
# All at once: on two cores they take about the time of the longest (scripts/steps.sh). ESLint and
# Prettier run as two steps: one after the other they were the longest, and the second core sat idle
# for their last 15 s or so.
together "typecheck::bash scripts/typecheck.sh" \
  "eslint::npm run --silent lint:eslint" "prettier::npm run --silent lint:prettier" \
  "unit tests::npx vitest run --config vitest.unit.config.ts --reporter=default --reporter=json --outputFile=test-results/unit.json"
if [ -d build/server ]; then
  # What `wrangler deploy` bundles: the Worker entry and what it imports (workers/, app/, db/,
  # load-context.ts), the React Router build, wrangler.toml, and the wrangler/esbuild versions.
  cached_step "worker size (wrangler deploy --dry-run)" worker-size \
    "$(inputs_hash build/server wrangler.toml workers app db load-context.ts package-lock.json scripts/worker-size.sh)" \
    bash scripts/worker-size.sh
  step "integration tests (workerd + D1)" npx vitest run --config vitest.integration.config.ts --reporter=default --reporter=json --outputFile=test-results/integration.json
  if ! wait "$e2e_state"; then
    echo "==> the browser tests' seeded state (scripts/e2e-state.sh) failed:"
    cat test-results/e2e-state.log
  fi
  step "browser tests (Playwright + Chromium)" npx playwright test
fi
kill "$e2e_state" 2>/dev/null || true # only when the build failed and the browser tests never ran

echo
echo "==> summary (all steps: $((SECONDS - started_all)) s)"
npx tsx scripts/test-summary.ts "${failed_steps[@]}" || status=1
exit $status
