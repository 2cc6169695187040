#!/usr/bin/env bash
# `npm start`: install, build, migrate and seed the local D1, then serve the app with wrangler dev
# on http://localhost:${PORT:-8787}. Everything runs locally in workerd; no Cloudflare account needed.
set -euo pipefail
cd "$(dirname "$0")/.."
export WRANGLER_SEND_METRICS=false
bash scripts/ensure-deps.sh
echo "==> build"
npx react-router build
echo "==> migrate local D1"
npx wrangler d1 migrations apply DB --local
echo "==> seed content"
npx tsx db/seed.ts
# Secrets only this server may know (HMAC keys for audio addresses and device cookies): made once,
# kept in .dev.vars (git-ignored) so they survive restarts.
for secret in AUDIO_KEY_SECRET DEVICE_COOKIE_SECRET; do
  if ! grep -q "^${secret}=" .dev.vars 2>/dev/null; then
    echo "${secret}=$(node -e 'console.log(require("node:crypto").randomBytes(32).toString("hex"))')" >> .dev.vars
  fi
done
PORT="${PORT:-8787}"
echo "==> serving on http://localhost:${PORT}"
exec npx wrangler dev --port "${PORT}" --test-scheduled --var APP_ENV:development
