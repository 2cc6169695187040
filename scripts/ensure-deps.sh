#!/usr/bin/env bash
# Installs the npm dependencies exactly as package-lock.json pins them (`npm ci`) when node_modules
# is missing or older than the lock. The lock covers every platform (scripts/check-lockfile.ts).
set -euo pipefail
cd "$(dirname "$0")/.."
if [ ! -f node_modules/.package-lock.json ] || [ package-lock.json -nt node_modules/.package-lock.json ] || [ package.json -nt node_modules/.package-lock.json ]; then
  echo "==> npm ci"
  npm ci --no-audit --no-fund
fi
