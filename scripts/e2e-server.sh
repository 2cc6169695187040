#!/usr/bin/env bash
# The app as Playwright sees it: the built Worker under `wrangler dev`, with its own D1/R2 state in
# .wrangler/e2e (wiped each run, so tests never touch your development data), migrated and seeded.
# The text-to-speech key points at a closed local port: premium voices fail for real, so the
# browser-voice fallback is what the tests exercise.
#
# Migrating and seeding take a while, so the migrated and seeded state is kept in .wrangler/e2e-seeded
# (scripts/e2e-state.sh, made again only when what made it changed) and each run starts from a copy.
set -euo pipefail
cd "$(dirname "$0")/.."
export WRANGLER_SEND_METRICS=false
# No cf-object download: nothing reads request.cf, and the machine may be offline.
export CLOUDFLARE_CF_FETCH_ENABLED=false
STATE=.wrangler/e2e
SEEDED=.wrangler/e2e-seeded
PORT="${E2E_PORT:-8790}"

# Skipped when `npm test` already made it in the background (the hash matches).
bash scripts/e2e-state.sh
rm -rf "$STATE"
cp -R "$SEEDED" "$STATE"
# tests/e2e/worker.ts is the app's Worker plus the fixtures' door to its D1 (open only with the key
# Playwright made for this run: playwright.config.ts).
# --log-level warn: at info, miniflare's entry worker posts every request's log line to wrangler's
# Node process (a loopback request per asset and page), which Playwright then throws away (stdout is
# ignored). That was about a seventh of the browser tests' CPU; warnings and errors still show.
exec npx wrangler dev tests/e2e/worker.ts --port "$PORT" --ip 127.0.0.1 --persist-to "$STATE" --log-level warn \
  --var "E2E_FIXTURE_KEY:${E2E_FIXTURE_KEY:?}" \
  --var ADMIN_EMAIL:admin@piramide.test --var APP_ENV:development --show-interactive-dev-session=false \
  --var AUDIO_KEY_SECRET:e2e-audio-key-secret --var DEVICE_COOKIE_SECRET:e2e-device-secret \
  --var GOOGLE_TTS_API_KEY:e2e-key --var GOOGLE_TTS_API_BASE:http://127.0.0.1:9
