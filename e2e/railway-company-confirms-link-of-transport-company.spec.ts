import { expect, test } from './support/test';
import { DESKTOP, shootBothSizes, signInAndLand } from './support/session';

// The demo's pending link (ADR 022): Trans-Śląsk Katowice asks to serve PKP Intercity.
const ASKING = 'Trans-Śląsk Katowice';

test('a railway company head sees a transport company waiting on its company page and confirms it', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize(DESKTOP);
  await signInAndLand(page, 'firma');

  // 'Moja firma' in the settings: the profile with its links.
  await page.goto('/settings');
  await page
    .getByRole('link', { name: /Moja firma/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/companies\/\d+$/);
  // The transport company's link sits with PKP Intercity's own contractors (one link per pair, row 697).
  const servedBy = page.getByRole('region', { name: 'Wykonawcy' });
  await expect(servedBy.getByText(ASKING)).toBeVisible();
  await expect(servedBy.getByText('Powiązanie dodane przez firmę transportową')).toBeVisible();
  await expect(servedBy.getByText('Oczekuje na potwierdzenie')).toBeVisible();
  await expect(servedBy.getByText(/Proponowana stawka/)).toBeVisible();
  // The links sit below the profile: each size scrolls them into view before its shot.
  await shootBothSizes(page, 'company-link-pending', async () => {
    await servedBy.scrollIntoViewIfNeeded();
    await expect(servedBy.getByRole('button', { name: `Potwierdź: ${ASKING}` })).toBeVisible();
  });

  // 'Potwierdź': the link binds, its proposed rate with it; the answer buttons go.
  await servedBy.getByRole('button', { name: `Potwierdź: ${ASKING}` }).click();
  await expect(page.getByText('Powiązanie zostało potwierdzone')).toBeVisible();
  await expect(servedBy.getByText('Oczekuje na potwierdzenie')).toHaveCount(0);
  await expect(servedBy.getByRole('button', { name: `Odrzuć: ${ASKING}` })).toHaveCount(0);
  await expect(servedBy.getByText(/3,05 zł\/km/)).toBeVisible();
  // The notice of the confirmation fades by itself (3 s); over the last row it would hide the result.
  await expect(page.getByText('Powiązanie zostało potwierdzone')).toBeHidden();
  await shootBothSizes(page, 'company-link-confirmed', async () => {
    await servedBy.scrollIntoViewIfNeeded();
    await expect(servedBy.getByText(ASKING)).toBeVisible();
  });
});
