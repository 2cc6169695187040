#!/usr/bin/env bash
# The app as Playwright sees it: the built Worker under `wrangler dev`, with its own D1/R2 state in
# .wrangler/e2e (wiped each run, so tests never touch your development data), migrated and seeded.
# The text-to-speech key points at a closed local port: premium voices fail for real, so the
# browser-voice fallback is what the tests exercise.
set -euo pipefail
cd "$(dirname "$0")/.."
export WRANGLER_SEND_METRICS=false
# No cf-object download: nothing reads request.cf, and the machine may be offline.
export CLOUDFLARE_CF_FETCH_ENABLED=false
STATE=.wrangler/e2e
PORT="${E2E_PORT:-8790}"
rm -rf "$STATE"
npx wrangler d1 migrations apply DB --local --persist-to "$STATE" >/dev/null
npx tsx db/seed.ts --persist-to "$STATE"
# The browser tests' fixtures reach learners' objects through /__dev/learner (development only), with
# a secret made per run; tests/e2e/fixtures.ts reads it from here.
echo "DEV_FIXTURE_SECRET=$(node -e 'console.log(require("node:crypto").randomBytes(32).toString("hex"))')" > "$STATE/fixture.env"
exec npx wrangler dev --env-file "$STATE/fixture.env" --port "$PORT" --ip 127.0.0.1 --persist-to "$STATE" \
  --var ADMIN_EMAIL:admin@piramide.test --var APP_ENV:development --show-interactive-dev-session=false \
  --var AUDIO_KEY_SECRET:e2e-audio-key-secret --var DEVICE_COOKIE_SECRET:e2e-device-secret \
  --var GOOGLE_TTS_API_KEY:e2e-key --var GOOGLE_TTS_API_BASE:http://127.0.0.1:9
