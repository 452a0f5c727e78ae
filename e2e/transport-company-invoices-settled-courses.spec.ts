import { readFile } from 'node:fs/promises';
import { apiSession } from './support/course-api';
import { DESKTOP, PHONE, shootBothSizes, signInAndLand } from './support/session';
import { expect, test } from './support/test';

test('the transport company invoices last month’s settled courses and downloads the PDF and the CSV', async ({
  page,
  request,
}) => {
  await signInAndLand(page, 'transport');
  await page
    .getByRole('navigation', { name: 'Menu główne' })
    .getByRole('link', { name: 'Fakturowanie' })
    .click();
  await expect(page).toHaveURL(/\/invoices$/);
  const wide = () => (page.viewportSize()?.width ?? DESKTOP.width) > PHONE.width;
  // The seeded invoices (Opłacona, Wystawiona, Proforma) of Koleje Mazowieckie.
  await shootBothSizes(page, 'invoices-list', async () => {
    await expect(
      wide() ? page.getByRole('table', { name: 'Faktury' }) : page.getByText('Opłacona').first(),
    ).toBeVisible();
  });
  await page.setViewportSize(DESKTOP);
  // Counted once the table is back at the desktop width with its rows (the phone shows cards).
  const table = page.getByRole('table', { name: 'Faktury' });
  await expect(table.getByRole('row').filter({ hasText: 'Opłacona' }).first()).toBeVisible();
  const before = await table.getByRole('row').count();

  await page.getByRole('link', { name: 'Wystaw fakturę' }).click();
  await expect(page).toHaveURL(/\/invoices\/create$/);
  await page.getByRole('combobox', { name: 'Nabywca' }).click();
  // The demo's railway companies made Taxi Trans their contractor; it holds no principal link of them:
  // the one confirmed link of each pair makes them buyers (row 695).
  await expect(page.getByRole('option', { name: 'Orlen KolTrans' })).toBeVisible();
  await page.getByRole('option', { name: 'Koleje Mazowieckie' }).click();
  await page.getByRole('textbox', { name: 'Miejsce wystawienia' }).fill('Warszawa');
  // Every settled, not yet invoiced course of the month is offered and picked; one is left out.
  const courses = page.getByRole('checkbox');
  await expect(courses).toHaveCount(6);
  const km = page.getByRole('group', { name: 'Pozycja 1' }).getByRole('textbox', { name: 'Ilość' });
  const allKm = Number((await km.inputValue()).replace(',', '.'));
  await courses.last().uncheck();
  await expect(km).not.toHaveValue(String(allKm));
  await expect(page.getByText(/^Razem: netto .* brutto .* zł$/)).toBeVisible();
  await shootBothSizes(page, 'invoice-create', async () => {
    await expect(courses.first()).toBeChecked();
  });
  await page.setViewportSize(DESKTOP);
  await page.getByRole('button', { name: 'Wystaw fakturę' }).click();

  await expect(page).toHaveURL(/\/invoices\/show\/\d+$/);
  const heading = page.getByRole('heading', { name: /^Faktura FV \d+\/\d\d\/\d{4}$/ });
  await expect(heading).toBeVisible();
  const number = (await heading.textContent())?.replace('Faktura ', '') ?? '';
  await expect(page.getByRole('table', { name: 'Kursy na fakturze' }).getByRole('row')).toHaveCount(6);
  await shootBothSizes(page, 'invoice-show', async () => {
    await expect(page.getByRole('table', { name: 'Pozycje faktury' })).toBeVisible();
  });
  await page.setViewportSize(DESKTOP);

  // The place of issue is the one field that may change after the invoice is issued (row 509).
  await page.getByRole('button', { name: 'Zmień miejsce' }).click();
  const placeDialog = page.getByRole('dialog', { name: 'Zmień miejsce wystawienia' });
  await placeDialog.getByRole('textbox', { name: 'Miejsce wystawienia' }).fill('Piaseczno');
  await placeDialog.getByRole('button', { name: 'Zapisz' }).click();
  await expect(placeDialog).toBeHidden();
  await expect(page.getByText('Miejsce wystawienia: Piaseczno')).toBeVisible();

  const csvDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Pobierz CSV' }).click();
  const csv = (await readFile(await (await csvDownload).path(), 'utf8'))
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
  expect(csv[0]).toBe('Nr faktury;Kurs;Data;Przejazdy;Km;Oczekiwanie (h);Autostrady (zł)');
  expect(csv).toHaveLength(6);
  expect(csv.slice(1).every((line) => line.startsWith(`${number};`))).toBe(true);

  const id = /\/invoices\/show\/(\d+)$/.exec(page.url())?.[1];
  // A token of its own: the page's may have expired (6 s) and be renewed only on its next call.
  const pdf = await request.get(`/api/invoices/${id}/pdf`, {
    headers: { Authorization: `Bearer ${await apiSession(request, 'transport')()}` },
  });
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect((await pdf.body()).subarray(0, 4).toString('latin1')).toBe('%PDF');
  const pdfDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Pobierz PDF' }).click();
  expect((await pdfDownload).suggestedFilename()).toMatch(/\.pdf$/);

  await page
    .getByRole('navigation', { name: 'Menu główne' })
    .getByRole('link', { name: 'Fakturowanie' })
    .click();
  const rows = page.getByRole('table', { name: 'Faktury' }).getByRole('row');
  await expect(rows).toHaveCount(before + 1);
  await expect(rows.filter({ hasText: number })).toContainText('Wystawiona');
  // The list searches the number on the server (row 781): the new invoice alone, header row included.
  await page.getByRole('searchbox', { name: 'Szukaj faktury' }).fill(number);
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1)).toContainText(number);
});
