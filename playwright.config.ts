import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import {
  FULL_BROWSER_JOURNEYS,
  fullBrowserPath,
  journeyBrowserPath,
  sharedMemoryFlags,
} from './scripts/journey-browser';

// Journeys run against the real server (built SPA + API on a fresh in-memory PGlite with demo data)
// in Debian's Chromium: test tools cannot download browsers on these machines.
// Each Playwright worker has a server and database of its own (ports E2E_PORT, E2E_PORT + 1, ...), so
// journeys in different workers never see each other's data. A worker process loads this file again
// with TEST_PARALLEL_INDEX set, which picks its server; the runner (no index) starts them all.
const firstPort = Number(process.env.E2E_PORT ?? 8181);
// Two workers: on CI's two cores the whole suite took 942 s against 1087 s with one (a journey alone
// leaves a quarter of the cores idle). The flakes two workers first showed were races in the journeys
// and a slow server stop, found and fixed (bench/RESULTS.md, issue 30, sessions 34-35).
// `E2E_WORKERS=1` runs one at a time.
const workers = Math.max(1, Number(process.env.E2E_WORKERS ?? 2));
const outboxRoot = process.env.E2E_OUTBOX_DIR ?? 'test-results/outbox';
const serverOf = (index: number) => ({
  baseURL: `http://127.0.0.1:${firstPort + index}`,
  outboxDir: `${outboxRoot}-${index}`,
});
const ownServer = serverOf(Number(process.env.TEST_PARALLEL_INDEX ?? 0));
// The runner (no worker index) empties each server's outbox before starting it: the fresh database
// numbers its messages from 1 again, and the offline adapter leaves a file whose id is already there.
if (process.env.TEST_PARALLEL_INDEX === undefined)
  for (let index = 0; index < workers; index += 1)
    rmSync(serverOf(index).outboxDir, { recursive: true, force: true });
/**
 * The servers run the compiled bundle that `npm start` runs (ADR 013), not the sources through tsx:
 * the journeys test what production runs, and each of their server starts is about 1.7 s shorter. The
 * runner builds it afresh (under a second) into a folder of this run's ports, so a journey never meets
 * a stale server and two runs on other ports never rebuild under each other's feet.
 */
export const serverMain = join('test-results', `e2e-server-${firstPort}`, 'main.js');
if (process.env.TEST_PARALLEL_INDEX === undefined)
  execFileSync(process.execPath, ['scripts/build-server.mjs', '--outdir', join(serverMain, '..')], {
    stdio: 'inherit',
  });
export const baseURL = ownServer.baseURL;
export const outboxDir = ownServer.outboxDir;
/** Short access-token life so journeys cross at least one expiry and refresh. */
export const accessTokenTtlSeconds = 6;

const chromium = {
  executablePath: journeyBrowserPath(),
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    ...sharedMemoryFlags(),
  ],
};

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results/artifacts',
  fullyParallel: false,
  workers,
  retries: 0,
  // A journey is one user goal of many steps: on a busy 2-core CI machine the longest ones without a
  // timeout of their own took 47-52 s of the former 60. The test timeout only catches a hang; a slow
  // screen is caught by each step's own expect timeout.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  // The JSON report feeds the slowest journeys into `npm test`'s timing summary (scripts/test-timing).
  reporter: [
    ['list'],
    ['json', { outputFile: `${process.env.TEST_TIMING_DIR ?? 'test-results/timing'}/playwright.json` }],
    ...(process.env.CI ? [] : [['html', { open: 'never', outputFolder: 'playwright-report' }] as const]),
  ],
  use: {
    baseURL,
    locale: 'pl-PL',
    timezoneId: 'Europe/Warsaw',
    // The page prefers reduced motion, so the SPA's theme draws no transitions and no ripples
    // (src/app/theme.ts): no step waits for a dialog's fade or a drawer's slide (issue 30).
    reducedMotion: 'reduce',
    // No trace by default: recording one screencasts every frame as JPEG and snapshots the DOM at each
    // step, for every journey, passing or not; that was a fifth of the journeys' time (issue 30). A
    // failure prints the pages' state (e2e/support/test.ts); `--trace retain-on-failure` records more.
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: chromium,
  },
  projects: [
    {
      name: 'desktop',
      testIgnore: FULL_BROWSER_JOURNEYS,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 }, launchOptions: chromium },
    },
    {
      // What the headless shell cannot show (scripts/journey-browser.ts), in the full browser.
      name: 'desktop-full-browser',
      testMatch: FULL_BROWSER_JOURNEYS,
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1440, height: 900 },
        launchOptions: { ...chromium, executablePath: fullBrowserPath() },
      },
    },
  ],
  webServer: Array.from({ length: workers }, (_, index) => serverOf(index)).map((server) => ({
    command: `node ${serverMain}`,
    url: `${server.baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    env: {
      PORT: new URL(server.baseURL).port,
      HOST: '127.0.0.1',
      DATABASE_URL: 'memory://',
      SEED: 'demo',
      STATIC_DIR: process.env.E2E_STATIC_DIR ?? 'dist',
      OUTBOX_DIR: server.outboxDir,
      PUBLIC_URL: server.baseURL,
      ACCESS_TOKEN_TTL: String(accessTokenTtlSeconds),
      LOG_LEVEL: 'warn',
      // No scheduled-reports timer: a saved subscription runs the job at once (row 850), which is all the
      // fleet journey waits for; a timer only added a job run at a random moment of every journey.
      REPORT_JOB_INTERVAL_MS: '0',
    },
  })),
});
