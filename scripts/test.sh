#!/usr/bin/env bash
# The one test command (README: `npm install && npm test`): static checks, unit/component/server tests,
# the PostgreSQL tests on a throwaway cluster, production build, then Playwright journeys in Chromium against the real server.
set -euo pipefail
cd "$(dirname "$0")/.."

# Each step's wall time goes to test-results/timing/steps.tsv; the summary (steps, the slowest Vitest
# files and journeys) is printed on exit, also when a step fails, so every CI log shows where its
# minutes went (issue 30).
export TEST_TIMING_DIR=test-results/timing
rm -rf "$TEST_TIMING_DIR"
mkdir -p "$TEST_TIMING_DIR"
current_step=''
step_started=0
finish_step() {
  [ -n "$current_step" ] || return 0
  printf '%s\t%s\t%s\n' "$current_step" "$((($(date +%s%N) - step_started) / 1000000))" "$1" \
    >>"$TEST_TIMING_DIR/steps.tsv"
  current_step=''
}
step() {
  finish_step ok
  current_step=$1
  step_started=$(date +%s%N)
  printf '\n=== %s ===\n' "$1"
}
summary() {
  local status=$?
  if [ "$status" -eq 0 ]; then finish_step ok; else finish_step failed; fi
  node --import tsx scripts/test-timing/print.ts || echo 'The timing summary could not be printed.'
  exit "$status"
}
trap summary EXIT

step 'ESLint'
npx eslint . --max-warnings 0 --concurrency auto
step 'Prettier'
npx prettier --check . --log-level warn
step 'Type-check (SPA, server, domain, e2e, integration)'
# Two at a time: each program is checked by one single-threaded compiler.
printf '%s\n' app server e2e integration |
  xargs -P 2 -I{} sh -c 'npx tsc -p tsconfig.{}.json --noEmit || { echo "tsconfig.{}.json failed"; exit 255; }'
step 'Migrations up to date with the schema'
node --import tsx scripts/check-migrations.ts
step 'Unit, component and server tests (Vitest)'
# The default reporter as before; the second writes each file's whole cost for the summary.
npx vitest run --project node --project node-isolated --project dom --project dom-isolated \
  --project time-zone \
  --reporter=default --reporter=./scripts/test-timing/vitest-file-times.ts
step 'PostgreSQL tests (Vitest on a throwaway PostgreSQL, installed with apt-get when missing)'
node --import tsx scripts/test-postgres.ts
step 'Production build'
npx vite build --logLevel warn
step 'Browser journeys (Playwright, Chromium)'
node --import tsx scripts/ensure-chromium.ts
npx playwright test
