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
PORT="${PORT:-8787}"
echo "==> serving on http://localhost:${PORT}"
exec npx wrangler dev --port "${PORT}" --test-scheduled --var APP_ENV:development
