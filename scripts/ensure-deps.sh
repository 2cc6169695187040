#!/usr/bin/env bash
# Installs the npm dependencies when node_modules is missing or older than package.json.
# `npm install`, not `npm ci`: the lockfile written here lists only this platform's optional packages.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ ! -d node_modules ] || [ package.json -nt node_modules/.package-lock.json ] || [ ! -f node_modules/.package-lock.json ]; then
  echo "==> npm install"
  npm install --no-audit --no-fund
fi
