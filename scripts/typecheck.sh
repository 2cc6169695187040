#!/usr/bin/env bash
# `npm run typecheck`: the Worker's binding types (`wrangler types`, into worker-configuration.d.ts),
# the route types (`react-router typegen`, into .react-router/types), a build only when there is none
# (tsc follows the Worker's import of build/server), then tsc.
#
# tsc is TypeScript 7's native compiler (the `typescript-native` package: typescript@7), about three
# times faster than 5.9 on this project (CPU 12 s against 30 s). TypeScript 5.9 stays installed as
# `typescript` for the tools that call TypeScript's JavaScript API, which 7 does not have yet
# (typescript-eslint's parser). Both packages name their command `tsc`, so it is called by its path
# (decision 013).
#
# Two things are not redone when their inputs have not changed since the last pass:
# - `wrangler types` (its output depends on wrangler.toml, the .dev.vars/.env it reads, and wrangler);
# - tsc keeps its incremental state in node_modules/.cache/tsc (tsc's own --incremental: it rechecks
#   what changed and what depends on it).
# A clean clone (CI) has neither, so everything runs there. PIRAMIDE_NO_STEP_CACHE=1 runs it all here.
set -euo pipefail
cd "$(dirname "$0")/.."
export WRANGLER_SEND_METRICS=false
source scripts/steps.sh

types_hash=$(inputs_hash wrangler.toml worker-configuration.d.ts .dev.vars .env node_modules/wrangler/package.json)
if [ -n "${PIRAMIDE_NO_STEP_CACHE:-}" ] || [ "$(cat "$STEP_CACHE/wrangler-types" 2>/dev/null)" != "$types_hash" ]; then
  npx wrangler types --strict-vars=false --include-runtime=false >/dev/null
  mkdir -p "$STEP_CACHE"
  inputs_hash wrangler.toml worker-configuration.d.ts .dev.vars .env node_modules/wrangler/package.json >"$STEP_CACHE/wrangler-types"
else
  echo "wrangler types: skipped (wrangler.toml and worker-configuration.d.ts unchanged since the last run)"
fi
npx react-router typegen
if [ ! -f build/server/index.js ]; then npx tsx scripts/quiet-build.ts; fi
if [ -n "${PIRAMIDE_NO_STEP_CACHE:-}" ]; then
  node_modules/typescript-native/bin/tsc --noEmit
else
  node_modules/typescript-native/bin/tsc --noEmit --incremental --tsBuildInfoFile node_modules/.cache/tsc/native.tsbuildinfo
fi
