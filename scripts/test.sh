#!/usr/bin/env bash
# The one test command (README: `npm install && npm test`): static checks and the production build,
# then two lanes side by side: the unit/component/server tests (Vitest, one worker) followed by the
# PostgreSQL tests on a throwaway cluster, and the Playwright journeys in Chromium against the real
# server (ADR 010).
#
# Why two lanes (issue 30, bench/RESULTS.md): alone, the journeys leave about a quarter of the two cores
# idle, and one after another the steps took 31-32 minutes. A lane at nice 19 (session 32) starved its
# timer-based tests and ran mostly after the journeys; one Vitest worker at the same priority shares the
# CPU evenly instead.
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

lint_and_format() {
  timed 'ESLint' npx eslint . --max-warnings 0 --concurrency auto &&
    timed 'Prettier' npx prettier --check . --log-level warn
}

# What must pass before anything runs for minutes: lint, format, types, migrations, the build.
static_checks() {
  lint_and_format &&
    timed 'Type-check (SPA, server, domain, e2e, integration)' type_check &&
    timed 'Migrations up to date with the schema' node --import tsx scripts/check-migrations.ts &&
    timed 'Production build' npx vite build --logLevel warn &&
    node --import tsx scripts/ensure-chromium.ts
}

# Vitest in one worker, then the PostgreSQL tests: beside the journeys, which leave about half a core
# idle and use the rest (issue 30, bench/RESULTS.md). One worker keeps the two lanes' share of the CPU
# even: at nice 19 the unit tests starved and ran mostly after the journeys. Its output goes to a file,
# printed when the lane ends, so it does not interleave with the journeys' list.
unit_lane() {
  # The default reporter as before; the second writes each file's whole cost for the summary.
  timed 'Unit, component and server tests (Vitest, one worker beside the journeys)' npx vitest run \
    --project node --project node-isolated --project dom --project dom-isolated --project time-zone \
    --maxWorkers=1 --reporter=default --reporter=./scripts/test-timing/vitest-file-times.ts &&
    timed 'PostgreSQL tests (Vitest on a throwaway PostgreSQL, installed with apt-get when missing)' \
      node --import tsx scripts/test-postgres.ts
}

journeys() {
  timed 'Browser journeys (Playwright, Chromium)' npx playwright test
}

summary() {
  node --import tsx scripts/test-timing/print.ts || echo 'The timing summary could not be printed.'
}

trap 'summary; exit 130' INT TERM
static_status=0
unit_status=0
journeys_status=0
static_checks || static_status=$?
if [ "$static_status" -eq 0 ]; then
  unit_log="$TEST_TIMING_DIR/unit-lane.log"
  unit_lane >"$unit_log" 2>&1 &
  unit_pid=$!
  journeys || journeys_status=$?
  wait "$unit_pid" || unit_status=$?
  printf '\n=== Unit, component, server and PostgreSQL tests (run beside the journeys) ===\n'
  cat "$unit_log"
fi
summary
[ "$static_status" -eq 0 ] || echo "The static checks or the build failed (exit $static_status): see above; no test ran."
[ "$unit_status" -eq 0 ] || echo "The unit, component, server or PostgreSQL tests failed (exit $unit_status): see their output above."
[ "$journeys_status" -eq 0 ] || echo "The journeys failed (exit $journeys_status)."
[ "$static_status" -eq 0 ] && [ "$unit_status" -eq 0 ] && [ "$journeys_status" -eq 0 ]
