import { expect, test } from './support/test';
import { DESKTOP, PHONE, signInAndLand, snapForDocs } from './support/session';

test('a dispatcher finds locomotives, adds one for a railway company and renames it', async ({ page }) => {
  await signInAndLand(page, 'dyspozytor');
  await page
    .getByRole('navigation', { name: 'Menu główne' })
    .getByRole('link', { name: 'Lokomotywy' })
    .click();
  await expect(page.getByRole('heading', { name: 'Lokomotywy', level: 1 })).toBeVisible();
  const table = page.getByRole('table', { name: 'Lokomotywy' });
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  await snapForDocs(page, 'locomotives-list-desktop');

  const search = page.getByRole('searchbox', { name: 'Szukaj lokomotywy' });
  await search.fill('ET22');
  await expect(table.getByRole('button', { name: /^ET22-/ })).toHaveCount(2);
  await search.fill('XX-NIE-MA');
  await expect(page.getByText('Brak wyników dla: XX-NIE-MA')).toBeVisible();
  await search.fill('');

  await page.getByRole('button', { name: 'Dodaj lokomotywę' }).click();
  const dialog = page.getByRole('dialog', { name: 'Dodaj lokomotywę' });
  await dialog.getByRole('button', { name: 'Zapisz' }).click();
  await expect(dialog.getByText('Uzupełnij numer lokomotywy')).toBeVisible();
  await expect(dialog.getByText('Uzupełnij firmę')).toBeVisible();
  await snapForDocs(page, 'locomotive-dialog-desktop');
  await dialog.getByLabel('Numer lokomotywy').fill('EP09-E2E');
  await dialog.getByRole('combobox', { name: 'Firma' }).fill('Intercity');
  await page.getByRole('option', { name: 'PKP Intercity' }).click();
  await dialog.getByRole('button', { name: 'Zapisz' }).click();
  await expect(dialog).toBeHidden();
  // Newest first: the new locomotive heads the list.
  await expect(
    table.getByRole('row').nth(1).getByRole('button', { name: 'EP09-E2E', exact: true }),
  ).toBeVisible();

  await page.getByRole('button', { name: 'Edytuj lokomotywę EP09-E2E' }).click();
  const edit = page.getByRole('dialog', { name: 'Edytuj lokomotywę' });
  await expect(edit.getByRole('combobox', { name: 'Firma' })).toHaveValue('PKP Intercity');
  await edit.getByLabel('Numer lokomotywy').fill('EP09-E2E-B');
  await edit.getByRole('button', { name: 'Zapisz' }).click();
  await expect(edit).toBeHidden();
  await expect(table.getByRole('button', { name: 'EP09-E2E-B', exact: true })).toBeVisible();

  // The notice of the save fades by itself (3 s); the phone shots are taken without it.
  await expect(page.getByText('Dane zapisano prawidłowo')).toBeHidden();
  await page.setViewportSize(PHONE);
  const cards = page.getByRole('list', { name: 'Lokomotywy' });
  await expect(cards.getByRole('button', { name: 'EP09-E2E-B', exact: true })).toBeVisible();
  await snapForDocs(page, 'locomotives-list-phone');
  await cards.getByRole('button', { name: 'Edytuj lokomotywę EP09-E2E-B' }).click();
  await expect(page.getByRole('dialog', { name: 'Edytuj lokomotywę' })).toBeVisible();
  await snapForDocs(page, 'locomotive-dialog-phone');
  await page.setViewportSize(DESKTOP);
});

test('an employee has no Lokomotywy page', async ({ page }) => {
  await signInAndLand(page, 'pasazer');
  await expect(
    page.getByRole('navigation', { name: 'Menu główne' }).getByRole('link', { name: 'Lokomotywy' }),
  ).toHaveCount(0);
  await page.goto('/locomotives');
  await expect(page.getByRole('alert').filter({ hasText: 'Brak uprawnień' })).toBeVisible();
});
