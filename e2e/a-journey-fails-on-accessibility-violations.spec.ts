import { expectNoAxeViolations } from './support/axe';
import { expect, test } from './support/test';

/**
 * The journeys' axe check (e2e/support/axe.ts) must still see what it is there for: it runs axe in
 * one pass in the page (legacy mode, issue 30), and this page breaks two serious rules on purpose.
 * No server page: the screen is set in place, so the check is all the test costs.
 */
test('the axe check fails on a nameless button and low-contrast text, and names both', async ({ page }) => {
  await page.setContent(`<!doctype html>
    <html lang="pl"><head><title>Próba - Kursownik</title></head>
    <body><main><h1>Próba</h1>
      <p style="color:#bbb;background:#fff">Tekst prawie niewidoczny</p>
      <button type="button"><svg width="16" height="16" aria-hidden="true"></svg></button>
    </main></body></html>`);
  const failure = await expectNoAxeViolations(page, 'próba').then(
    () => '',
    (error: unknown) => String(error),
  );
  expect(failure).toContain('color-contrast');
  expect(failure).toContain('button-name');
});

test('the axe check passes the same page once both are fixed', async ({ page }) => {
  await page.setContent(`<!doctype html>
    <html lang="pl"><head><title>Próba - Kursownik</title></head>
    <body><main><h1>Próba</h1>
      <p style="color:#333;background:#fff">Tekst czytelny</p>
      <button type="button" aria-label="Zamknij"><svg width="16" height="16" aria-hidden="true"></svg></button>
    </main></body></html>`);
  await expectNoAxeViolations(page, 'próba poprawiona');
});
