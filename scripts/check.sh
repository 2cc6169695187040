#!/usr/bin/env bash
# `npm run check`: the quick gate before a commit: lint (ESLint, Prettier), types (scripts/typecheck.sh)
# and unit tests, each with its time. No build unless there is none yet (tsc follows the Worker's
# import of build/server), no browser, no workerd: `npm test` runs those too.
set -uo pipefail
cd "$(dirname "$0")/.."
export WRANGLER_SEND_METRICS=false
source scripts/steps.sh

bash scripts/ensure-deps.sh || exit 1
started_all=$SECONDS
# All at once: on two cores they take about the time of the longest (scripts/steps.sh). ESLint and
# Prettier run as two steps: one after the other they were the longest, and the second core sat idle
# for their last 15 s or so.
together "typecheck::bash scripts/typecheck.sh" "eslint::npm run --silent lint:eslint" "prettier::npm run --silent lint:prettier" \
  "unit tests::npx vitest run --config vitest.unit.config.ts"
echo
if [ "$status" -ne 0 ]; then
  echo "check failed: ${failed_steps[*]} ($((SECONDS - started_all)) s)"
else
  echo "check passed ($((SECONDS - started_all)) s)"
fi
exit $status
