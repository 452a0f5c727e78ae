import { expect, test, type Page } from './support/test';
import { apiSession } from './support/course-api';
import { DESKTOP, PHONE, signInAndLand, snap, snapForDocs } from './support/session';

const menu = (page: Page) => page.getByRole('navigation', { name: 'Menu główne' });

test('an impersonator previews a user from the user list and leaves, landing on the list', async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  await signInAndLand(page, 'admin');
  await menu(page).getByRole('link', { name: 'Użytkownicy' }).click();
  await expect(page).toHaveURL(/\/users$/);
  await page.getByLabel('Szukaj użytkownika').fill('Podglądowa');
  const row = page.getByRole('row', { name: /Marta Podglądowa/ });
  await expect(page.getByRole('button', { name: /^Podgląd:/ })).toHaveCount(1);
  await expect(row).toBeVisible();
  await snapForDocs(page, 'users-list');

  await row.getByRole('button', { name: 'Podgląd: Marta Podglądowa' }).click();
  await expect(page).toHaveURL(/\/course$/);
  await expect(page.getByText('Tryb podglądu: Marta Podglądowa')).toBeVisible();
  await expect(menu(page).getByText('Opuść tryb podglądu')).toBeVisible();
  await expect(menu(page).getByRole('link', { name: 'Wyloguj' })).toHaveCount(0);
  await expect(menu(page).getByRole('link', { name: 'Użytkownicy' })).toHaveCount(0);

  await menu(page).getByText('Opuść tryb podglądu').click();
  await expect(page).toHaveURL(/\/users$/);
  await expect(page.getByText(/Tryb podglądu/)).toHaveCount(0);
  await expect(menu(page).getByRole('link', { name: 'Wyloguj' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Użytkownicy', level: 2 })).toBeVisible();
});

test('the user list on a phone shows cards with the preview action', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await signInAndLand(page, 'admin');
  await page.goto('/users');
  await page.getByLabel('Szukaj użytkownika').fill('Podglądowa');
  // The search has applied once only the one previewable match is left.
  await expect(page.getByRole('button', { name: /^Podgląd:/ })).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Podgląd: Marta Podglądowa' })).toBeVisible();
  await snapForDocs(page, 'users-list-phone');
});

test('an impersonator previews through the address (switch-user) and leaves', async ({ page }) => {
  await signInAndLand(page, 'admin');
  await page.goto('/course?_switch_user=pasazer');
  await expect(page.getByText(/Tryb podglądu/)).toBeVisible();
  await expect(menu(page).getByRole('link', { name: 'Ustawienia' })).toHaveCount(0);
  await snap(page, 'impersonation-desktop', { bothSizes: true });

  await menu(page).getByText('Opuść tryb podglądu').click();
  await expect(page).toHaveURL(/\/users$/);
  await expect(page.getByText(/Tryb podglądu/)).toHaveCount(0);
  await expect(menu(page).getByRole('link', { name: 'Wyloguj' })).toBeVisible();
});

test('a user without the impersonator role cannot switch user', async ({ request }) => {
  // A token straight from the login call, used at once: the e2e server's tokens live 6 s.
  const token = await apiSession(request, 'dyspozytor')();
  const response = await request.get('/api/users/me', {
    headers: { Authorization: `Bearer ${token}`, 'X-Switch-User': 'admin' },
  });
  expect(response.status()).toBe(403);
  const body = (await response.json()) as Record<string, unknown>;
  expect(body['hydra:description']).toBe('Brak uprawnień do wykonania tej operacji');
});
