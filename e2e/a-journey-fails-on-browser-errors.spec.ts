import { expect, test } from './support/test';

/**
 * The journeys' own guard (e2e/support/test.ts): a journey whose page logs an error, throws, or does
 * something the Content-Security-Policy blocks fails, though its own steps pass. `test.fail()` marks
 * the runs that must fail; each stays on the login page, a few seconds in all.
 */
test.describe('a journey fails on what the browser reports', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Zaloguj się' })).toBeVisible();
  });

  test('a console.error', async ({ page }) => {
    test.fail();
    await page.evaluate(() => console.error('Something went wrong'));
  });

  test('an uncaught error', async ({ page }) => {
    test.fail();
    await page.evaluate(() =>
      setTimeout(() => {
        document.body.dataset.thrown = 'yes';
        throw new Error('Nobody caught me');
      }),
    );
    await expect(page.locator('body[data-thrown="yes"]')).toBeAttached();
  });

  test('an inline script the policy blocks, even when the journey allows every error', async ({
    page,
    browserErrors,
  }) => {
    test.fail();
    browserErrors.allow(/.*/);
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'document.title = "injected"';
      document.body.append(script);
    });
    await expect(page).not.toHaveTitle('injected');
  });

  test('but not on an error the journey allows by its pattern', async ({ page, browserErrors }) => {
    browserErrors.allow(/^Expected by this journey$/);
    await page.evaluate(() => console.error('Expected by this journey'));
  });
});
