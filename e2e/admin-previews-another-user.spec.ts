import { expect, test } from '@playwright/test';
import { signInAndLand, snap } from './support/session';

test('an impersonator previews the app as a passenger and leaves the preview', async ({ page }) => {
  await signInAndLand(page, 'admin');
  await page.goto('/course?_switch_user=pasazer');
  await expect(page.getByText(/Tryb podglądu/)).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Menu główne' });
  await expect(nav.getByText('Opuść tryb podglądu')).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Wyloguj' })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Ustawienia' })).toHaveCount(0);
  await snap(page, 'impersonation-desktop', { bothSizes: true });

  await nav.getByText('Opuść tryb podglądu').click();
  await expect(page.getByText(/Tryb podglądu/)).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Wyloguj' })).toBeVisible();
});

test('a user without the impersonator role cannot switch user', async ({ page, request }) => {
  await signInAndLand(page, 'dyspozytor');
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const response = await request.get('/api/users/me', {
    headers: { Authorization: `Bearer ${token}`, 'X-Switch-User': 'admin' },
  });
  expect(response.status()).toBe(403);
  const body = (await response.json()) as Record<string, unknown>;
  expect(body['hydra:description']).toBe('Brak uprawnień do wykonania tej operacji');
});
