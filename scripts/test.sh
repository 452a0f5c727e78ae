#!/usr/bin/env bash
# The one test command (README: `npm install && npm test`): static checks, unit/component/server tests,
# the PostgreSQL tests on a throwaway cluster, production build, then Playwright journeys in Chromium
# against the real server.
#
# The checks (lint, type-checks, Vitest, PostgreSQL), then the build and the journeys (ADR 010). Running
# the checks beside the journeys at nice 19 was measured (issue 30): it saved about a minute, and a
# timer-based unit test starved at the lowest priority failed once, so the steps run one after another.
set -uo pipefail
cd "$(dirname "$0")/.."

# Each step's wall time and start go to test-results/timing/steps.tsv; the summary (steps, the slowest
# Vitest files and journeys) is printed on exit, also when a step fails, so every CI log shows where
# its minutes went.
export TEST_TIMING_DIR=test-results/timing
rm -rf "$TEST_TIMING_DIR"
mkdir -p "$TEST_TIMING_DIR"
run_started=$(date +%s%N)
now_ms() { echo $((($(date +%s%N) - run_started) / 1000000)); }

# timed NAME COMMAND...: runs one step and records it; returns the step's status.
timed() {
  local name=$1 started status=0
  shift
  printf '\n=== %s ===\n' "$name"
  started=$(now_ms)
  "$@" || status=$?
  printf '%s\t%s\t%s\t%s\n' "$name" "$(($(now_ms) - started))" "$([ "$status" -eq 0 ] && echo ok || echo failed)" \
    "$started" >>"$TEST_TIMING_DIR/steps.tsv"
  return "$status"
}

type_check() {
  # Two at a time: each program is checked by one single-threaded compiler.
  printf '%s\n' app server e2e integration |
    xargs -P 2 -I{} sh -c 'npx tsc -p tsconfig.{}.json --noEmit || { echo "tsconfig.{}.json failed"; exit 255; }'
}

# Each lane stops at its first failed step.
checks_lane() {
  timed 'ESLint' npx eslint . --max-warnings 0 --concurrency auto &&
    timed 'Prettier' npx prettier --check . --log-level warn &&
    timed 'Type-check (SPA, server, domain, e2e, integration)' type_check &&
    timed 'Migrations up to date with the schema' node --import tsx scripts/check-migrations.ts &&
    # The default reporter as before; the second writes each file's whole cost for the summary.
    timed 'Unit, component and server tests (Vitest)' npx vitest run --project node --project node-isolated \
      --project dom --project dom-isolated --project time-zone \
      --reporter=default --reporter=./scripts/test-timing/vitest-file-times.ts &&
    timed 'PostgreSQL tests (Vitest on a throwaway PostgreSQL, installed with apt-get when missing)' \
      node --import tsx scripts/test-postgres.ts
}

journeys_lane() {
  timed 'Production build' npx vite build --logLevel warn &&
    node --import tsx scripts/ensure-chromium.ts &&
    timed 'Browser journeys (Playwright, Chromium)' npx playwright test
}

summary() {
  node --import tsx scripts/test-timing/print.ts || echo 'The timing summary could not be printed.'
}

trap 'summary; exit 130' INT TERM
journeys_status=0
checks_status=0
checks_lane || checks_status=$?
# The journeys run only after the checks passed: a red check fails the run 25 minutes sooner.
[ "$checks_status" -eq 0 ] && { journeys_lane || journeys_status=$?; }
summary
[ "$checks_status" -eq 0 ] || echo "The checks failed (exit $checks_status): see above; the journeys did not run."
[ "$journeys_status" -eq 0 ] || echo "The journeys failed (exit $journeys_status)."
[ "$checks_status" -eq 0 ] && [ "$journeys_status" -eq 0 ]
