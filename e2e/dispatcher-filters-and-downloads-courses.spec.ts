import ExcelJS from 'exceljs';
import { expect, test } from '@playwright/test';
import { PHONE, signInAndLand, snap } from './support/session';

test('the dispatcher sees the three columns, and filters, search and view settings survive a reload', async ({
  page,
}) => {
  await signInAndLand(page, 'dyspozytor');
  for (const column of ['Wymaga uwagi', 'W trakcie realizacji', 'Zakończone']) {
    await expect(page.getByRole('heading', { name: column, level: 2 })).toBeVisible();
  }
  await snap(page, 'course-columns-desktop');

  await page.getByRole('button', { name: 'Filtry', exact: true }).click();
  const drawer = page.getByRole('dialog', { name: 'Filtry' });
  await drawer.getByRole('button', { name: 'Taxi', exact: true }).click();
  await drawer.getByLabel('Pokaż anulowane').check();
  await snap(page, 'course-filters-desktop');
  await drawer.getByRole('button', { name: 'Zapisz filtry' }).click();
  const chips = page.getByRole('group', { name: 'Zastosowane filtry' });
  await expect(chips.getByText('Taxi', { exact: true })).toBeVisible();
  await expect(chips.getByText('Pokaż anulowane')).toBeVisible();

  await page.getByPlaceholder('Szukaj w kursach...').fill('Intercity');
  await expect(page.getByText(/PKP Intercity|IC\//).first()).toBeVisible();

  await page.getByRole('button', { name: 'Ustawienia widoku' }).click();
  const settings = page.getByRole('dialog', { name: 'Ustawienia widoku' });
  await settings.getByRole('checkbox', { name: 'Zakończone' }).uncheck();
  await settings.getByRole('button', { name: 'zapisz zmiany' }).click();
  await expect(page.getByRole('heading', { name: 'Zakończone', level: 2 })).toHaveCount(0);

  await page.reload();
  await expect(page.getByPlaceholder('Szukaj w kursach...')).toHaveValue('Intercity');
  await expect(chips.getByText('Taxi', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'W trakcie realizacji', level: 2 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Zakończone', level: 2 })).toHaveCount(0);
});

test('a dispatcher with the report role downloads an xlsx of the list', async ({ page }) => {
  await signInAndLand(page, 'dyspozytor');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: /Pobierz \.xlsx/ }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^kursy-\d{4}-\d{2}-\d{2}\.xlsx$/);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await file.path());
  const sheet = workbook.worksheets[0];
  expect(sheet?.getRow(1).getCell(1).value).toBe('Kurs');
  expect(sheet?.rowCount ?? 0).toBeGreaterThan(10);
});

test('a railway company without the report role is offered the premium feature instead', async ({ page }) => {
  await signInAndLand(page, 'firma');
  await page.getByRole('button', { name: /Pobierz \.xlsx/ }).click();
  const modal = page.getByRole('dialog', { name: 'Odblokuj funkcję pobierania raportów' });
  await expect(modal).toBeVisible();
  await expect(modal.getByRole('list', { name: 'Korzyści' }).getByRole('listitem')).toHaveCount(4);
  await snap(page, 'premium-modal-desktop');
});

test('a phone shows the columns as tabs with the create button', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await signInAndLand(page, 'dyspozytor');
  await expect(page.getByRole('tablist', { name: 'Kolumny kursów' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'utwórz taksówkę' })).toBeVisible();
  await snap(page, 'course-tabs-phone');
});
