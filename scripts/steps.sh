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
