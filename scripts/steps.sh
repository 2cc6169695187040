# Sourced by scripts/test.sh and scripts/check.sh: runs named steps, prints each one's time, and keeps
# the names of those that failed in `failed_steps` (and `status=1`).
#
# A step whose result depends only on some files can be skipped when those files are byte for byte
# the ones of its last pass: `cached_step NAME KEY "$(inputs_hash PATH...)" COMMAND...` keeps the
# hash in node_modules/.cache/piramide-steps/KEY after a pass. A clean clone (CI) has no such file,
# so there every step runs; `PIRAMIDE_NO_STEP_CACHE=1` runs them all here too.

status=0
failed_steps=()
STEP_CACHE=node_modules/.cache/piramide-steps

step() {
  local name="$1"
  shift
  echo
  echo "==> $name"
  local started=$SECONDS
  local ok=0
  "$@" || ok=$?
  echo "(${name}: $((SECONDS - started)) s)"
  if [ "$ok" -ne 0 ]; then
    status=1
    failed_steps+=("$name")
  fi
  return "$ok"
}

# One hash of the names and contents of every file under the given paths (missing paths count as empty).
inputs_hash() {
  local existing=()
  for p in "$@"; do [ -e "$p" ] && existing+=("$p"); done
  if [ "${#existing[@]}" -eq 0 ]; then
    echo none
    return
  fi
  find "${existing[@]}" -type f -print0 | LC_ALL=C sort -z | xargs -0 sha256sum | sha256sum | cut -d' ' -f1
}

cached_step() {
  local name="$1" key="$2" hash="$3"
  shift 3
  if [ -z "${PIRAMIDE_NO_STEP_CACHE:-}" ] && [ -f "$STEP_CACHE/$key" ] && [ "$(cat "$STEP_CACHE/$key")" = "$hash" ]; then
    echo
    echo "==> $name"
    echo "(skipped: inputs unchanged since last pass)"
    echo "(${name}: 0 s)"
    return 0
  fi
  rm -f "$STEP_CACHE/$key"
  if step "$name" "$@"; then
    mkdir -p "$STEP_CACHE"
    echo "$hash" >"$STEP_CACHE/$key"
  else
    return 1
  fi
}

# Runs the given steps at the same time (each a quoted command line: "name::command args"), then
# prints each one's output in the order given, with its own time, and records failures as `step` does.
# For steps that each keep one core busy (ESLint, tsc): on two cores, two of them take the time of
# the longer one instead of the sum.
together() {
  local dir
  dir=$(mktemp -d)
  local pids=() names=() i=0
  for spec in "$@"; do
    local name="${spec%%::*}" command="${spec#*::}"
    names+=("$name")
    (
      started=$SECONDS
      ok=0
      bash -c "$command" >"$dir/$i.out" 2>&1 || ok=$?
      echo "$((SECONDS - started))" >"$dir/$i.time"
      exit "$ok"
    ) &
    pids+=($!)
    i=$((i + 1))
  done
  for i in "${!pids[@]}"; do
    local ok=0
    wait "${pids[$i]}" || ok=$?
    echo
    echo "==> ${names[$i]} (run alongside: ${names[*]})"
    cat "$dir/$i.out"
    echo "(${names[$i]}: $(cat "$dir/$i.time") s)"
    if [ "$ok" -ne 0 ]; then
      status=1
      failed_steps+=("${names[$i]}")
    fi
  done
  rm -rf "$dir"
}
