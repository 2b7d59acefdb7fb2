#!/usr/bin/env bash
# The one command that runs every test, setting up what it needs by itself: the Chromium that npm install brings
# (unpacked on first use; CHROMIUM_PATH wins) and a throwaway PostgreSQL cluster for the server suite, started here
# and removed when that suite ends, fails or is interrupted (TEST_DATABASE_URL wins: then none is started).
# Suites: typecheck, lint, unit + integration on PGlite (the server's database files left to PostgreSQL), the server
# suite on PostgreSQL, three server nodes on one PostgreSQL behind a proxy with one killed mid-payment
# (apps/server/test/nodes-proof.ts), the same with chargers (a small bench:ocpp-failover), a short soak of
# mixed traffic with a node restarted (bench:soak), build, per-route weight budget, end-to-end, and whether every route was rendered
# by one of those tests (scripts/route-coverage.mjs). A failing suite does not stop the others; the summary
# (scripts/test-summary.mjs) lists them all.
set -euo pipefail
cd "$(dirname "$0")/.."
out=$(mktemp -d "${TMPDIR:-/tmp}/test-all.XXXXXX")
trap 'rm -rf "$out"' EXIT
# The page tests and the end-to-end tests write the routes they rendered here (scripts/route-coverage.mjs).
export ROUTE_COVERAGE_DIR="$out/routes"
mkdir -p "$ROUTE_COVERAGE_DIR"
# A suite that catches Ctrl-C and exits by itself must not let the next suite start.
trap 'exit 130' INT
trap 'exit 143' TERM

# Within seconds: is there a browser and a database for this machine, or what to set.
npx tsx packages/headless-chromium/src/prepare-chromium.ts
npx tsx packages/throwaway-postgres/src/with-postgres.ts --check

# step <name> <report file or -> <command…>: runs one suite and records its result and time. A suite without a report
# also keeps its output, whose last lines the summary repeats if it fails (CI shows only a log's tail).
step() {
  local name=$1 report=$2 start=$SECONDS status=passed log=-
  shift 2
  echo "== $name"
  if [ "$report" = - ]; then
    log="$out/$(printf '%s' "$name" | tr -c 'a-zA-Z0-9' '_').log"
    "$@" 2>&1 | tee "$log" || status=failed
  else
    "$@" || status=failed
  fi
  printf '%s\t%s\t%s\t%s\t%s\n' "$name" "$status" $((SECONDS - start)) "$report" "$log" >>"$out/steps.tsv"
}

# Typecheck and lint each keep one core busy: side by side on the 2-core CI machine, each printed when both are done.
step 'typecheck' - npm run -s typecheck >"$out/typecheck.log" 2>&1 &
step 'lint' - npm run -s lint >"$out/lint.log" 2>&1 &
wait
cat "$out/typecheck.log" "$out/lint.log"
# The server's files that put the app on a database run once, on PostgreSQL in the next step (decision 094); PGlite
# keeps the rest, the database layer's own files among them, and serves every end-to-end story.
step 'unit + integration (PGlite)' "$out/vitest-pglite.json" \
  env -u TEST_DATABASE_URL SERVER_TESTS=without-database npx vitest run --reporter=default --reporter=json --outputFile.json="$out/vitest-pglite.json"
step 'server suite (PostgreSQL)' "$out/vitest-postgres.json" \
  npx tsx packages/throwaway-postgres/src/with-postgres.ts -- \
  npx vitest run --project 'server*' --reporter=default --reporter=json --outputFile.json="$out/vitest-postgres.json"
step 'several nodes (PostgreSQL)' - npm run -s proof:nodes
# The charger failover benchmark's scenario, small: three nodes, one killed mid-charge, nothing lost or billed twice.
step 'charger failover (PostgreSQL)' - env BENCH_CONNECTORS=40 BENCH_SECONDS=16 BENCH_METER_S=4 \
  npm run -s bench:ocpp-failover
# The soak's scenario, short: payers, lanes and chargers on two nodes, one restarted halfway, nothing lost.
step 'soak, short (PostgreSQL)' - env SOAK_SECONDS=40 SOAK_CONNECTORS=10 npm run -s bench:soak
step 'build' - npm run -s build
step 'route weight budget' - npm run -s size
step 'end-to-end (Chromium)' "$out/e2e.json" \
  env PLAYWRIGHT_JSON_OUTPUT_NAME="$out/e2e.json" npx playwright test --reporter=list,json
step 'route coverage' - npx tsx scripts/route-coverage.mjs "$ROUTE_COVERAGE_DIR"

node scripts/test-summary.mjs "$out/steps.tsv"
