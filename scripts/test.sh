#!/usr/bin/env bash
# `npm test`: installs what the tests need (npm packages; Debian's Chromium when missing and we are
# root), then runs every check: content, types, unit, integration (workerd + real D1), and browser
# tests (Playwright + Chromium against the built app under wrangler dev). Ends with one line:
# "N passed, N failed, N skipped".
set -uo pipefail
cd "$(dirname "$0")/.."
export WRANGLER_SEND_METRICS=false
export CHROMIUM_PATH="${CHROMIUM_PATH:-/usr/bin/chromium}"

bash scripts/ensure-deps.sh || exit 1
if [ ! -x "$CHROMIUM_PATH" ]; then
  if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
    echo "==> installing Debian's chromium"
    (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium) >/dev/null || exit 1
  else
    echo "Chromium not found at $CHROMIUM_PATH. Install Debian's chromium (apt-get install chromium) or set CHROMIUM_PATH." >&2
    exit 1
  fi
fi

rm -rf test-results && mkdir -p test-results
status=0
failed_steps=()
step() {
  local name="$1"
  echo
  echo "==> $name"
  shift
  local started=$SECONDS
  "$@" || { status=1; failed_steps+=("$name"); }
  echo "(${name}: $((SECONDS - started)) s)"
}

step "lockfile (every platform, npm ci)" npx tsx scripts/check-lockfile.ts
step "content:check" npx tsx db/content-check.ts
step "lint (eslint, prettier)" npm run --silent lint
step "unit tests" npx vitest run --config vitest.unit.config.ts --reporter=default --reporter=json --outputFile=test-results/unit.json
step "build (fails on a warning: scripts/build-output.ts)" npx tsx scripts/quiet-build.ts --strict
step "typecheck" npm run --silent typecheck
step "worker size (wrangler deploy --dry-run)" bash scripts/worker-size.sh
if [ -d build/server ]; then
  step "integration tests (workerd + D1)" npx vitest run --config vitest.integration.config.ts --reporter=default --reporter=json --outputFile=test-results/integration.json
  step "browser tests (Playwright + Chromium)" npx playwright test
fi

echo
echo "==> summary"
npx tsx scripts/test-summary.ts "${failed_steps[@]}" || status=1
exit $status
