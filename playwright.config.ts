import { defineConfig, devices } from '@playwright/test';

// Journeys run against the real server (built SPA + API on a fresh in-memory PGlite with demo data)
// in Debian's Chromium: test tools cannot download browsers on these machines.
const port = Number(process.env.E2E_PORT ?? 8181);
export const baseURL = `http://127.0.0.1:${port}`;
export const outboxDir = process.env.E2E_OUTBOX_DIR ?? 'test-results/outbox';
/** Short access-token life so journeys cross at least one expiry and refresh. */
export const accessTokenTtlSeconds = 6;

const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--disable-dev-shm-usage',
  ],
};

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results/artifacts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI
    ? [['list']]
    : [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  use: {
    baseURL,
    locale: 'pl-PL',
    timezoneId: 'Europe/Warsaw',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: chromium,
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 }, launchOptions: chromium },
    },
  ],
  webServer: {
    command: 'node --import tsx server/main.ts',
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: 'memory://',
      SEED: 'demo',
      STATIC_DIR: process.env.E2E_STATIC_DIR ?? 'dist',
      OUTBOX_DIR: outboxDir,
      PUBLIC_URL: baseURL,
      ACCESS_TOKEN_TTL: String(accessTokenTtlSeconds),
      LOG_LEVEL: 'warn',
    },
  },
});
