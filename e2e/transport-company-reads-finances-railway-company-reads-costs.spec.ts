import ExcelJS from 'exceljs';
import { expect, test, type Page } from './support/test';
import { formatMoney } from '../domain/money';
import { apiSession } from './support/course-api';
import { dateField, typeDay } from './support/date-field';
import { DESKTOP, PHONE, signInAndLand, snapForDocs } from './support/session';

const number = new Intl.NumberFormat('pl-PL', { maximumFractionDigits: 2 });
const orDash = (value: number | null, format: (value: number) => string) =>
  value === null ? '-' : format(value);

interface Sums {
  sumDistanceWithDefinedKilometers: number | null;
  sumDriverWaiting: number | null;
  sumDriverCosts: number | null;
}

async function openFinances(page: Page, username: string) {
  await signInAndLand(page, username);
  await page.getByRole('navigation', { name: 'Menu główne' }).getByRole('link', { name: 'Finanse' }).click();
  await expect(page.getByRole('heading', { name: 'Finanse', level: 1 })).toBeVisible();
}

test('the transport company generates statistics equal to its rides and downloads the report', async ({
  page,
  request,
}) => {
  await openFinances(page, 'transport');
  // The searchable company picker: a few letters narrow the list (issue 33).
  await page.getByRole('combobox', { name: 'Firma' }).fill('Intercity');
  await page.getByRole('listbox').getByRole('option', { name: 'PKP Intercity' }).click();
  await page.getByRole('button', { name: 'Dodaj' }).click();
  await expect(page.getByRole('list', { name: 'Wybrane firmy' }).getByText('PKP Intercity')).toBeVisible();

  // A Polish DD.MM.YYYY day (issue 31) is sent as the day's start.
  await typeDay(dateField(page, 'Data od'), '2000-01-01');

  // The SPA's call is read as sent, and the expected sums asked of the API with the same body.
  const sent = page.waitForRequest((request) => request.url().endsWith('/financial_report/courses'));
  await page.getByRole('button', { name: 'Generuj statystyki' }).click();
  const body = (await sent).postDataJSON() as { started_at_from: unknown; course_statuses: number[] };
  expect(body.course_statuses).toEqual([5]);
  expect(body.started_at_from).toBe('2000-01-01 00:00:00');
  // The e2e server's tokens are short-lived: a fresh session of the same login asks.
  const answer = await request.post('/financial_report/courses', {
    data: body,
    headers: { Authorization: `Bearer ${await apiSession(request, 'transport')()}` },
  });
  expect(answer.status(), await answer.text()).toBe(200);
  const expected = (await answer.json()) as Sums;
  // The finance demo gives Taxi Trans Warszawa accepted and finished rides for PKP Intercity.
  expect(expected.sumDistanceWithDefinedKilometers).toBeGreaterThan(0);
  expect(expected.sumDriverCosts).toBeGreaterThan(0);

  const card = page.getByRole('region', { name: 'PKP Intercity' });
  await expect(card.getByTestId('sum-km')).toHaveText(
    orDash(expected.sumDistanceWithDefinedKilometers, (km) => `${number.format(km)} km`),
  );
  await expect(card.getByTestId('sum-waiting')).toHaveText(
    orDash(expected.sumDriverWaiting, (hours) => `${number.format(hours)} h`),
  );
  await expect(card.getByTestId('sum-motorway')).toHaveText(orDash(expected.sumDriverCosts, formatMoney));
  await expect(card.getByRole('button', { name: 'Faktura' })).toBeDisabled();
  // The card says what it sums: map and defined kilometres and the drivers' reports, not the settlement.
  await expect(
    card.getByText(/^Kilometry z tras przejazdów .* rozliczone wartości są w Rozliczeniach\.$/),
  ).toBeVisible();
  await snapForDocs(page, 'finances-transport-desktop');

  const download = page.waitForEvent('download');
  await card.getByRole('button', { name: 'Raport' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^raport-finansowy-\d+-\d{4}-\d{2}-\d{2}\.xlsx$/);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await file.path());
  const sheet = workbook.getWorksheet('Finanse');
  const last = sheet?.getRow(sheet.rowCount);
  expect(last?.getCell(2).value).toBe('Suma');
  expect(last?.getCell(7).value).toBe(expected.sumDistanceWithDefinedKilometers);

  await page.setViewportSize(PHONE);
  await expect(card.getByTestId('sum-km')).toBeVisible();
  await snapForDocs(page, 'finances-transport-phone');
});

test('the railway company reads its cost charts, prices a transport company and defines a missing segment', async ({
  page,
}) => {
  await openFinances(page, 'firma');
  // Charts drawn: recharts' bars and pie sectors are svg paths.
  await expect(page.getByTestId('chart-totals').locator('path.recharts-rectangle').first()).toBeVisible();
  await expect(page.getByTestId('chart-share').locator('path.recharts-sector').first()).toBeVisible();
  await expect(
    page.getByRole('table', { name: 'Koszty cząstkowe według miesięcy' }).getByRole('row'),
  ).not.toHaveCount(1);
  const prices = page.getByRole('table', { name: 'Tablica kosztów dla poszczególnych firm transportowych' });
  const euroBus = prices.getByRole('row', { name: /Euro-Bus Poznań/ });
  // Prices start from the contractor links' stakes (row 650): Euro-Bus's 3,00 zł per km, and no 0,00 zł.
  await expect(euroBus).toContainText('3,00 zł');
  await expect(prices.getByText('0,00 zł')).toHaveCount(0);
  await snapForDocs(page, 'finances-company-desktop');

  await page.getByLabel('Szukaj').fill('Euro');
  await expect(prices.getByRole('row')).toHaveCount(2);
  await page.getByRole('button', { name: 'Edytuj: Euro-Bus Poznań' }).click();
  const edit = page.getByRole('dialog', { name: 'Edycja' });
  const km = edit.getByLabel('Cena za km (zł)');
  await expect(km).toBeFocused();
  await expect(km).toHaveValue('3,00');
  await km.fill('3,456');
  await snapForDocs(page, 'finances-cost-edit-desktop');
  await edit.getByRole('button', { name: 'Zapisz zmiany' }).click();
  await expect(page.getByText('Zmiany zostały zapisane')).toBeVisible();
  await expect(edit).toBeHidden();
  await expect(euroBus).toContainText('3,46 zł');
  await expect(page.getByText('Zmiany zostały zapisane')).toBeHidden();
  await euroBus.scrollIntoViewIfNeeded();
  await snapForDocs(page, 'finances-cost-table-desktop');

  await page.getByRole('button', { name: 'Brakujące zdefiniowane kilometry' }).click();
  const drawer = page.getByRole('list', { name: 'Odcinki bez zdefiniowanych kilometrów' });
  const first = drawer.getByRole('form').first();
  await expect(first).toBeVisible();
  const pair = (await first.getAttribute('aria-label')) ?? '';
  await snapForDocs(page, 'finances-missing-kilometers-desktop');
  await first.getByRole('textbox', { name: 'Kilometry' }).fill('17');
  await first.getByRole('textbox', { name: 'Czas (HH:MM)' }).fill('0:25');
  await first.getByRole('button', { name: 'Zapisz' }).click();
  await expect(page.getByText('zapisano', { exact: true })).toBeVisible();
  await expect(drawer.getByRole('form', { name: pair, exact: true })).toHaveCount(0);

  await page.setViewportSize(PHONE);
  await expect(drawer.getByRole('form').first()).toBeVisible();
  await snapForDocs(page, 'finances-missing-kilometers-phone');
  await page.getByRole('button', { name: 'Zamknij' }).click();
  await expect(page.getByTestId('chart-totals').locator('path.recharts-rectangle').first()).toBeVisible();
  await snapForDocs(page, 'finances-company-phone');
  // The price table at the top of the screen, once the drawer's 'zapisano' has gone (3 s).
  await expect(page.getByText('zapisano', { exact: true })).toBeHidden();
  await page
    .getByRole('heading', { name: 'Tablica kosztów dla poszczególnych firm transportowych' })
    .evaluate((heading) => heading.scrollIntoView({ block: 'start' }));
  await expect(euroBus).toContainText('3,46 zł');
  await snapForDocs(page, 'finances-cost-table-phone');
  // The saved price is the row's own now: 'Edycja' starts from it, full screen on a phone.
  await page.getByRole('button', { name: 'Edytuj: Euro-Bus Poznań' }).click();
  await expect(edit.getByLabel('Cena za km (zł)')).toHaveValue('3,46');
  await snapForDocs(page, 'finances-cost-edit-phone');
  await edit.getByRole('button', { name: 'Anuluj' }).click();
  await expect(edit).toBeHidden();
});

test('the transport company defines the kilometres between two places', async ({ page, request }) => {
  // Two places of its own, so the pair is new whatever other journeys defined.
  const token = apiSession(request, 'transport');
  const stamp = Date.now().toString(36);
  const me = await request.get('/api/users/me', { headers: { Authorization: `Bearer ${await token()}` } });
  const company = ((await me.json()) as { company: { '@id': string } }).company['@id'];
  const names = [`Finanse A ${stamp}`, `Finanse B ${stamp}`];
  for (const [i, name] of names.entries()) {
    const created = await request.post('/api/abstract_places', {
      data: {
        name,
        address: `${name}, Warszawa`,
        type: 'place',
        company,
        latitude: 52.2 + i / 10,
        longitude: 21 + i / 10,
      },
      headers: { Authorization: `Bearer ${await token()}` },
    });
    expect(created.status(), await created.text()).toBe(201);
  }
  await signInAndLand(page, 'transport');
  await page
    .getByRole('navigation', { name: 'Menu główne' })
    .getByRole('link', { name: 'Zdefiniowane kilometry' })
    .click();
  await expect(page.getByRole('heading', { name: 'Zdefiniowane kilometry', level: 2 })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Zdefiniowane kilometry' })).toBeVisible();
  await snapForDocs(page, 'defined-kilometers-desktop');
  await page.getByRole('link', { name: 'Dodaj' }).click();

  // Empty fields get the spec's messages.
  await page.getByRole('button', { name: 'Zapisz' }).click();
  await expect(page.getByText('Podaj kilometry')).toBeVisible();
  await expect(page.getByText('Podaj czas (HH:MM)')).toBeVisible();

  for (const [label, name] of [
    ['Miejsce początkowe', names[0]],
    ['Miejsce końcowe', names[1]],
  ] as const) {
    await page.getByRole('searchbox', { name: `Szukaj: ${label}` }).fill(name ?? '');
    const select = page.getByRole('combobox', { name: label });
    await expect(select.getByRole('option', { name })).toBeAttached();
    await select.selectOption({ label: name ?? '' });
  }
  // Both places chosen: the estimated route prefills the fields.
  await expect(page.getByRole('textbox', { name: 'Kilometry' })).not.toHaveValue('');
  await page.getByRole('textbox', { name: 'Kilometry' }).fill('16');
  await page.getByRole('textbox', { name: 'Czas (HH:MM)' }).fill('7:5');
  await page.getByRole('button', { name: 'Zapisz' }).click();
  await expect(page.getByText('Niepoprawny format czasu (HH:MM)!')).toBeVisible();
  await page.getByRole('textbox', { name: 'Czas (HH:MM)' }).fill('0:20');
  await snapForDocs(page, 'defined-kilometers-form-desktop');
  await page.getByRole('button', { name: 'Zapisz' }).click();
  await expect(page.getByText('zapisano', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: `${names[0]} – ${names[1]}` })).toBeVisible();
  await expect(page.getByText('0:20')).toBeVisible();

  await page.setViewportSize(PHONE);
  await snapForDocs(page, 'defined-kilometers-item-phone');
  await page.getByRole('link', { name: 'Wróć do listy' }).click();
  await expect(page.getByRole('link', { name: names[0] })).toBeVisible();
  await snapForDocs(page, 'defined-kilometers-phone');
  await page.setViewportSize(DESKTOP);
});
