#!/usr/bin/env bash
# The one test command (README: `npm install && npm test`): static checks, unit/component/server tests,
# the PostgreSQL tests on a throwaway cluster, production build, then Playwright journeys in Chromium
# against the real server.
#
# Two lanes (ADR 010, issue 30). The journeys leave about a quarter of the two cores idle while pages
# wait for the server, timers and the network; the checks lane (lint, type-checks, Vitest, PostgreSQL)
# runs beside them at the lowest priority (nice 19), so it takes only what the journeys leave and
# never slows a page. Its output is kept in test-results/timing/checks.log and printed when it ends,
# so the two never interleave. Either lane failing fails the run; both always run to their end.
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

checks_log="$TEST_TIMING_DIR/checks.log"
# The checks lane is its own process group, so an interrupted run ends it and its workers too.
set -m
nice -n 19 bash -c "$(declare -f now_ms timed type_check checks_lane); run_started=$run_started; checks_lane" \
  >"$checks_log" 2>&1 &
checks_pid=$!
set +m
trap 'kill -- -"$checks_pid" 2>/dev/null; summary; exit 130' INT TERM

journeys_status=0
journeys_lane || journeys_status=$?
checks_status=0
wait "$checks_pid" || checks_status=$?

printf '\n=== The checks lane (ran beside the journeys) ===\n'
cat "$checks_log"
summary
[ "$checks_status" -eq 0 ] || echo "The checks lane failed (exit $checks_status): see its output above."
[ "$journeys_status" -eq 0 ] || echo "The journeys lane failed (exit $journeys_status)."
[ "$checks_status" -eq 0 ] && [ "$journeys_status" -eq 0 ]
