#!/usr/bin/env bash
# Bundles the built Worker as `wrangler deploy` would (no upload) and prints its size against the
# platform's limit for a compressed Worker (3 MiB free plan, 10 MiB paid). Needs `npm run build` first.
set -euo pipefail
cd "$(dirname "$0")/.."
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
line=$(WRANGLER_SEND_METRICS=false npx wrangler deploy --dry-run --outdir "$out" 2>&1 | grep -i "total upload" || true)
if [ -z "$line" ]; then
  echo "worker size: wrangler deploy --dry-run did not report a size" >&2
  exit 1
fi
gzip_kib=$(echo "$line" | sed -E 's/.*gzip: ([0-9.]+) KiB.*/\1/')
echo "worker size: ${line#*Total Upload: } (limit 3072 KiB gzip on the free plan, 10240 KiB paid)"
awk -v g="$gzip_kib" 'BEGIN { exit !(g < 3072) }' || { echo "worker size: over the free plan's 3 MiB limit" >&2; exit 1; }
