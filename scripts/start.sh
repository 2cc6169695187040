#!/usr/bin/env bash
# `npm start`: install, build, migrate and seed the local D1, then serve the app with wrangler dev
# on http://localhost:${PORT:-8787}. Everything runs locally in workerd; no Cloudflare account and no
# internet connection needed. Each step prints a line; a step that fails prints its whole output.
set -euo pipefail
cd "$(dirname "$0")/.."
export WRANGLER_SEND_METRICS=false
# wrangler dev downloads a sample `request.cf` (the visitor's country, colo, …) from
# workers.cloudflare.com and, offline, prints a stack trace. The app reads no `request.cf` field, so
# wrangler's built-in placeholder is all it needs.
export CLOUDFLARE_CF_FETCH_ENABLED=false
bash scripts/ensure-deps.sh
echo "==> build"
npx tsx scripts/quiet-build.ts
echo "==> migrate local D1"
# wrangler draws a table per migration; the count says the same, and the whole report shows on failure.
if ! migrated=$(npx wrangler d1 migrations apply DB --local 2>&1); then
  echo "$migrated"
  exit 1
fi
echo "$(grep -c "commands executed successfully" <<<"$migrated" || true) new migration(s) applied; the local D1 is up to date"
echo "==> seed content"
npx tsx db/seed.ts
# Secrets only this server may know (HMAC keys for audio addresses and device cookies): made once and
# kept in .wrangler/local-secrets.env (git-ignored) so they survive restarts. Not in .dev.vars: wrangler
# treats any .dev.vars as a change to the Worker's types and says so at every start. Values you put in
# .dev.vars (ADMIN_EMAIL, API keys) are still read, after these, so yours win.
SECRETS=.wrangler/local-secrets.env
mkdir -p .wrangler
for secret in AUDIO_KEY_SECRET DEVICE_COOKIE_SECRET; do
  if ! grep -q "^${secret}=" "$SECRETS" .dev.vars 2>/dev/null; then
    echo "${secret}=$(node -e 'console.log(require("node:crypto").randomBytes(32).toString("hex"))')" >> "$SECRETS"
  fi
done
env_files=()
for file in "$SECRETS" .dev.vars; do
  if [ -f "$file" ]; then env_files+=(--env-file "$file"); fi
done
PORT="${PORT:-8787}"
echo "==> serving on http://localhost:${PORT}"
exec npx wrangler dev --port "${PORT}" --test-scheduled --var APP_ENV:development "${env_files[@]}"
