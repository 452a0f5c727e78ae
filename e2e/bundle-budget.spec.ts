import { gzipSync } from 'node:zlib';
import { expect, test, type Page } from '@playwright/test';
import { signInAndLand } from './support/session';

// Deterministic budgets of issue #2/#3: gzip bytes of the JavaScript a route loads on a cold start.
const LOGIN_BUDGET = 170 * 1024;
const COURSE_LIST_BUDGET = 365 * 1024;

async function collectJs(page: Page, action: () => Promise<void>) {
  const bodies = new Map<string, Buffer>();
  const pending: Promise<void>[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('.js') && !bodies.has(response.url())) {
      pending.push(response.body().then((body) => void bodies.set(response.url(), body)));
    }
  });
  await action();
  await page.waitForLoadState('networkidle');
  await Promise.all(pending);
  return [...bodies.values()].reduce((sum, body) => sum + gzipSync(body, { level: 9 }).length, 0);
}

test('the login route loads at most 170 KB of gzipped JavaScript', async ({ page }) => {
  const bytes = await collectJs(page, async () => {
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Zaloguj się' })).toBeVisible();
  });
  console.log(`login route JS: ${(bytes / 1024).toFixed(1)} KB gzip`);
  expect(bytes).toBeLessThanOrEqual(LOGIN_BUDGET);
});

test('the course list loads at most 365 KB of gzipped JavaScript', async ({ page }) => {
  await signInAndLand(page, 'dyspozytor');
  const fresh = await page.context().newPage();
  const bytes = await collectJs(fresh, async () => {
    await fresh.goto('/course');
    await expect(fresh.getByRole('heading', { name: 'Kursy', level: 1 })).toBeVisible();
  });
  console.log(`course list JS: ${(bytes / 1024).toFixed(1)} KB gzip`);
  expect(bytes).toBeLessThanOrEqual(COURSE_LIST_BUDGET);
});
