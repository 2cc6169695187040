#!/usr/bin/env bash
# `bash bench/setup-time.sh`: how long the README's first command takes on a fresh clone, from
# `npm start` to the app answering on its port (npm's download cache is whatever the machine has).
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
dir="$(mktemp -d)"
port="${PORT:-8796}"
git clone -q "$repo" "$dir/piramide"
cd "$dir/piramide"
start=$(date +%s.%N)
PORT="$port" setsid npm start > "$dir/start.log" 2>&1 &
pid=$!
until curl -sf -o /dev/null "http://127.0.0.1:${port}/auth"; do
  if ! kill -0 "$pid" 2>/dev/null; then echo "npm start exited early; see $dir/start.log"; exit 1; fi
  sleep 0.5
done
end=$(date +%s.%N)
kill -- -"$pid" 2>/dev/null || true
awk -v s="$start" -v e="$end" 'BEGIN { printf "set-up time (fresh clone → serving): %.1f s\n", e - s }'
rm -rf "$dir"
