#!/usr/bin/env bash
# `npm test`: everything CI checks, in order: types, lint, formatting, unit and contract
# tests on PGlite, the contract tests again on a throwaway PostgreSQL cluster,
# the production build, three servers on one PostgreSQL behind HAProxy (test:cluster),
# and Playwright in Debian's chromium.
set -euo pipefail
cd "$(dirname "$0")/.."
results=".test-results"
rm -rf "$results" && mkdir -p "$results"

step() { printf '\n==> %s\n' "$*"; }

step "Type check"
npx tsc --noEmit -p .

step "Lint"
npx eslint . --max-warnings 0

step "Formatting (prettier)"
npx prettier --check .

step "Unit and contract tests (PGlite)"
npx vitest run --reporter=default --reporter=json --outputFile.json="$results/vitest-pglite.json"

step "Contract tests (PostgreSQL)"
if bash scripts/with-postgres.sh npx vitest run tests/contract --reporter=default --reporter=json \
  --outputFile.json="$results/vitest-postgres.json"; then
  :
else
  status=$?
  if [ "$status" -eq 77 ]; then
    echo "PostgreSQL run NOT done: no PostgreSQL server binaries on this machine (see above)."
  else
    exit "$status"
  fi
fi

step "Production build"
npx tsx scripts/start.ts --build-only

step "Cluster tests (3 app servers on PostgreSQL behind HAProxy)"
if npx tsx scripts/test-cluster.ts; then
  :
else
  status=$?
  if [ "$status" -eq 77 ]; then
    echo "Cluster tests NOT done: no PostgreSQL server binaries on this machine (see above)."
  else
    exit "$status"
  fi
fi

step "Browser tests (Playwright, Debian chromium)"
bash scripts/ensure-chromium.sh
bash scripts/ensure-ffmpeg.sh
npx playwright test

step "Summary"
node scripts/test-summary.mjs "$results"
