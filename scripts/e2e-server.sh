#!/usr/bin/env bash
# The app as Playwright sees it: the built Worker under `wrangler dev`, with its own D1/R2 state in
# .wrangler/e2e (wiped each run, so tests never touch your development data), migrated and seeded.
# The text-to-speech key points at a closed local port: premium voices fail for real, so the
# browser-voice fallback is what the tests exercise.
#
# Migrating and seeding take a while, so the migrated and seeded state is kept in .wrangler/e2e-seeded
# with a hash of what made it (migrations, content, seed code, wrangler), and each run starts from a
# copy of it; when any of those changed (or on a clean clone, or with PIRAMIDE_NO_STEP_CACHE=1) it is
# made again first.
set -euo pipefail
cd "$(dirname "$0")/.."
export WRANGLER_SEND_METRICS=false
# No cf-object download: nothing reads request.cf, and the machine may be offline.
export CLOUDFLARE_CF_FETCH_ENABLED=false
source scripts/steps.sh
STATE=.wrangler/e2e
SEEDED=.wrangler/e2e-seeded
PORT="${E2E_PORT:-8790}"

inputs=$(inputs_hash migrations db/content db/seed.ts db/seed-statements.ts db/content.ts wrangler.toml node_modules/wrangler/package.json)
if [ -n "${PIRAMIDE_NO_STEP_CACHE:-}" ] || [ "$(cat "$SEEDED.inputs" 2>/dev/null)" != "$inputs" ]; then
  rm -rf "$SEEDED" "$SEEDED.inputs"
  npx wrangler d1 migrations apply DB --local --persist-to "$SEEDED" >/dev/null
  # The seed is idempotent (upserts by id); on a very busy machine wrangler's platform proxy can drop
  # an answer (miniflare's synchronous bridge: "AssertionError: false == true"), so it runs once more.
  npx tsx db/seed.ts --persist-to "$SEEDED" || npx tsx db/seed.ts --persist-to "$SEEDED"
  echo "$inputs" >"$SEEDED.inputs"
fi
rm -rf "$STATE"
cp -R "$SEEDED" "$STATE"
# tests/e2e/worker.ts is the app's Worker plus the fixtures' door to its D1 (open only with the key
# Playwright made for this run: playwright.config.ts).
exec npx wrangler dev tests/e2e/worker.ts --port "$PORT" --ip 127.0.0.1 --persist-to "$STATE" \
  --var "E2E_FIXTURE_KEY:${E2E_FIXTURE_KEY:?}" \
  --var ADMIN_EMAIL:admin@piramide.test --var APP_ENV:development --show-interactive-dev-session=false \
  --var AUDIO_KEY_SECRET:e2e-audio-key-secret --var DEVICE_COOKIE_SECRET:e2e-device-secret \
  --var GOOGLE_TTS_API_KEY:e2e-key --var GOOGLE_TTS_API_BASE:http://127.0.0.1:9
