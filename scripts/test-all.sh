#!/usr/bin/env bash
# The one command that runs every test: static checks, unit + integration suites (PGlite), the server suite again on
# PostgreSQL when TEST_DATABASE_URL is set, the production build, the bundle budget and the end-to-end suite.
set -euo pipefail
cd "$(dirname "$0")/.."
out=$(mktemp -d /tmp/test-all.XXXXXX)

echo '== typecheck'
npm run -s typecheck
echo '== lint'
npm run -s lint

echo '== unit + integration (PGlite)'
env -u TEST_DATABASE_URL npx vitest run --reporter=default --reporter=json --outputFile.json="$out/vitest-pglite.json"

if [ -n "${TEST_DATABASE_URL:-}" ]; then
  echo '== server suite on PostgreSQL'
  npx vitest run --project server --reporter=default --reporter=json --outputFile.json="$out/vitest-postgres.json"
else
  echo '== server suite on PostgreSQL: skipped (set TEST_DATABASE_URL to run it)'
fi

echo '== build + bundle budget'
npm run -s build
npm run -s size

echo '== end-to-end (Chromium)'
PLAYWRIGHT_JSON_OUTPUT_NAME="$out/e2e.json" npx playwright test --reporter=list,json

node scripts/test-summary.mjs "$out"/*.json
