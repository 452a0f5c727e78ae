#!/usr/bin/env bash
# The one test command (README: `npm install && npm test`): static checks, unit/component/server tests,
# the PostgreSQL tests on a throwaway cluster, production build, then Playwright journeys in Chromium against the real server.
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n=== %s ===\n' "$1"; }

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
npx vitest run --project node --project node-isolated --project dom --project time-zone
step 'PostgreSQL tests (Vitest on a throwaway PostgreSQL, installed with apt-get when missing)'
node --import tsx scripts/test-postgres.ts
step 'Production build'
npx vite build --logLevel warn
step 'Browser journeys (Playwright, Chromium)'
node --import tsx scripts/ensure-chromium.ts
npx playwright test
