#!/usr/bin/env bash
# The browser tests' starting state: every migration applied and the whole curriculum seeded, in
# .wrangler/e2e-seeded, with a hash of what made it (migrations, content, seed code, wrangler). Made
# only when that hash changed (or with PIRAMIDE_NO_STEP_CACHE=1); scripts/e2e-server.sh starts each run
# from a copy. `npm test` runs this in the background while the type check and the integration tests
# run (seeding keeps one core busy for about 25 s on a clean clone); the e2e server runs it too, and
# finds nothing to do then.
set -euo pipefail
cd "$(dirname "$0")/.."
export WRANGLER_SEND_METRICS=false
export CLOUDFLARE_CF_FETCH_ENABLED=false
source scripts/steps.sh
SEEDED=.wrangler/e2e-seeded

inputs=$(inputs_hash migrations db/content db/seed.ts db/seed-statements.ts db/content.ts wrangler.toml node_modules/wrangler/package.json)
if [ -n "${PIRAMIDE_NO_STEP_CACHE:-}" ] || [ "$(cat "$SEEDED.inputs" 2>/dev/null)" != "$inputs" ]; then
  rm -rf "$SEEDED" "$SEEDED.inputs"
  npx wrangler d1 migrations apply DB --local --persist-to "$SEEDED" >/dev/null
  # The seed is idempotent (upserts by id); on a very busy machine wrangler's platform proxy can drop
  # an answer (miniflare's synchronous bridge: "AssertionError: false == true"), so it runs once more.
  npx tsx db/seed.ts --persist-to "$SEEDED" || npx tsx db/seed.ts --persist-to "$SEEDED"
  echo "$inputs" >"$SEEDED.inputs"
fi
