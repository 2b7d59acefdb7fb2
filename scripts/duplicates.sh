#!/usr/bin/env bash
# The duplicate-code scan of production code (README, "Duplicate code"): copies the tracked production files under
# the given paths (default: apps and packages; tests, e2e, migrations, generated files, scripts and benchmarks left
# out) into a scratch git repository and runs the `duplicates` tool on it. Needs that tool on PATH (it is not an npm
# package). MOST=<1..200> rows (default 40), EXT=<regex> the file endings (default .ts .tsx .css .mjs .js).
#   scripts/duplicates.sh                  every app and package
#   scripts/duplicates.sh apps/web         one app (pairs within it)
#   EXT='\.css$' scripts/duplicates.sh apps/web
set -euo pipefail
command -v duplicates >/dev/null || { echo 'scripts/duplicates.sh: the duplicates tool is not on PATH' >&2; exit 2; }
cd "$(dirname "$0")/.."
[ $# -gt 0 ] || set -- apps packages
scratch=$(mktemp -d "${TMPDIR:-/tmp}/duplicates.XXXXXX")
trap 'rm -rf "$scratch"' EXIT
git ls-files -co --exclude-standard -- "$@" |
  grep -Ev '(^|/)node_modules/|\.test\.|\.spec\.|/test/|/tests/|/e2e/|/migrations/|/generated/|/scripts/|/bench/|\.gen\.|/__fixtures__/|\.d\.ts$' |
  grep -E "${EXT:-\.(ts|tsx|css|mjs|js)$}" |
  while read -r file; do
    mkdir -p "$scratch/$(dirname "$file")"
    cp "$file" "$scratch/$file"
  done
git -C "$scratch" init -q
git -C "$scratch" add -A
git -C "$scratch" -c user.email=scan@localhost -c user.name=scan commit -qm scan
duplicates --repo "$scratch" --most "${MOST:-40}" --seconds 300
