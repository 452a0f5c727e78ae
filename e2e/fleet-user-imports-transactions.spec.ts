import { expect, test } from './support/test';
import { DESKTOP, PHONE, shootBothSizes, signInAndLand, snapForDocs } from './support/session';

const SAMPLE = 'docs/samples/transactions-orlen.csv';
const HEADER =
  'Numer karty;Data transakcji;Kwota;Rabat brutto;Wartość brutto po rabacie;Rabat netto;Wartość netto po rabacie;Wartość netto przed rabatem';

test('a fleet user imports fuel transactions, sees a bad file refused, and adds a fuel card', async ({
  page,
}) => {
  // Two pages, two dialogs, eight shots with axe checks: longer than one screen's journey.
  test.slow();
  await signInAndLand(page, 'flota');
  const menu = page.getByRole('navigation', { name: 'Menu główne' });
  await menu.getByRole('link', { name: 'Transakcje' }).click();
  await expect(page.getByRole('heading', { name: 'Transakcje', level: 1 })).toBeVisible();
  const table = page.getByRole('table', { name: 'Transakcje' });
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  await shootBothSizes(page, 'transactions-list', () => expect(page.getByText(/z 3\d$/)).toBeVisible());

  // A file with a bad date in its second data row: nothing imported, the row named.
  await page.getByRole('button', { name: 'Import transakcji' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import transakcji' });
  await dialog.getByRole('combobox', { name: 'Firma paliwowa' }).click();
  await page.getByRole('option', { name: 'Orlen' }).click();
  // An empty file and a text named .xlsx are told what they are (row 628), not to pick a file.
  await dialog
    .getByLabel('Plik z transakcjami')
    .setInputFiles({ name: 'pusty.csv', mimeType: 'text/csv', buffer: Buffer.alloc(0) });
  await dialog.getByRole('button', { name: 'Importuj' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Wybrany plik jest pusty');
  await dialog.getByLabel('Plik z transakcjami').setInputFiles({
    name: 'notatki.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: Buffer.from('To nie jest arkusz, tylko notatki.\n'),
  });
  await dialog.getByRole('button', { name: 'Importuj' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Plik nie jest arkuszem CSV ani XLSX');

  const bad = `${HEADER}\n7071001234560004;01-10-2026 10:00;100,00;0,00;100,00;0,00;81,30;81,30\n7071001234560004;32-10-2026 10:00;100,00;0,00;100,00;0,00;81,30;81,30\n`;
  await dialog
    .getByLabel('Plik z transakcjami')
    .setInputFiles({ name: 'zle.csv', mimeType: 'text/csv', buffer: Buffer.from(bad) });
  await dialog.getByRole('button', { name: 'Importuj' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(
    'Wiersz 3: niepoprawna data transakcji (oczekiwano DD-MM-YYYY HH:mm)',
  );
  await snapForDocs(page, 'transactions-import-dialog-desktop');

  await dialog.getByLabel('Plik z transakcjami').setInputFiles(SAMPLE);
  await expect(dialog.getByRole('alert')).toBeHidden();
  await dialog.getByRole('button', { name: 'Importuj' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(/Zaimportowano transakcje: \d z 6/)).toBeVisible();

  // The sample's card has no other transactions: filtered by it, exactly the six imported rows.
  await page.getByRole('combobox', { name: 'Karta' }).click();
  await page.getByRole('option', { name: '7071001234560004 (Orlen)' }).click();
  await expect(table.getByRole('row')).toHaveCount(7);
  await expect(table.getByRole('row').nth(1)).toContainText('204,60');
  await expect(table.getByRole('row').nth(6)).toContainText('245,67');
  await expect(table.getByRole('row').nth(1)).toContainText('WE9034M');

  await page.setViewportSize(PHONE);
  await page.getByRole('button', { name: 'Import transakcji' }).click();
  await expect(page.getByRole('dialog', { name: 'Import transakcji' })).toBeVisible();
  await snapForDocs(page, 'transactions-import-dialog-phone');
  await page.getByRole('button', { name: 'Anuluj' }).click();
  await page.setViewportSize(DESKTOP);

  await menu.getByRole('link', { name: 'Karty paliwowe' }).click();
  await expect(page.getByRole('heading', { name: 'Karty paliwowe', level: 1 })).toBeVisible();
  const cards = page.getByRole('table', { name: 'Karty paliwowe' });
  await expect(cards.getByRole('row').nth(1)).toBeVisible();
  await page.getByRole('button', { name: 'Dodaj kartę paliwową' }).click();
  const add = page.getByRole('dialog', { name: 'Dodaj kartę paliwową' });
  await add.getByLabel('Numer karty').fill('12ab');
  await add.getByRole('button', { name: 'Zapisz' }).click();
  await expect(add.getByText('Numer karty musi mieć od 6 do 30 cyfr')).toBeVisible();
  await expect(add.getByText('Wybierz firmę paliwową')).toBeVisible();
  await snapForDocs(page, 'fuel-card-dialog-desktop');
  await add.getByLabel('Numer karty').fill('7077 5555 0001');
  await add.getByRole('combobox', { name: 'Firma paliwowa' }).click();
  await page.getByRole('option', { name: 'Shell' }).click();
  await add.getByRole('button', { name: 'Zapisz' }).click();
  await expect(add).toBeHidden();
  await expect(cards.getByRole('row').nth(1)).toContainText('707755550001');
  await expect(page.getByText('Dane zapisano prawidłowo')).toBeHidden();
  await shootBothSizes(page, 'fuel-cards-list', () => expect(page.getByText('707755550001')).toBeVisible());
  await page.setViewportSize(PHONE);
  await page.getByRole('button', { name: 'Dodaj kartę paliwową' }).click();
  await expect(page.getByRole('dialog', { name: 'Dodaj kartę paliwową' })).toBeVisible();
  await snapForDocs(page, 'fuel-card-dialog-phone');
  await page.setViewportSize(DESKTOP);
});
