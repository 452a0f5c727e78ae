import { expect, test, type Page } from './support/test';
import { apiSession, courseIris } from './support/course-api';
import { DESKTOP, PHONE, signInAndLand, snapForDocs } from './support/session';

interface Course {
  id: number;
  rides: { number: string }[];
}

/** Today in Poland, 'YYYY-MM-DD': the ride belongs to this month's settlement whatever the hour. */
const today = () => new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Warsaw' });

/**
 * Opens the kilometer drawer of course `id` (Podsumowanie first) from the course list: as a shared link
 * does, so the drawer is the course's whatever other cards the search would also match.
 */
async function openDrawer(page: Page, id: number) {
  await page.goto(`/course?course=${id}`);
  const drawer = page.getByRole('dialog', { name: 'Szczegóły przejazdu' });
  await expect(drawer.getByText('Suma wyliczonych kilometrów')).toBeVisible();
  return drawer;
}

test('the passenger reports the kilometres, the company accepts them and the accountant settles them', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  // Three people, two screen sizes each.
  test.setTimeout(180_000);
  const passenger = apiSession(request, 'pasazer');
  const { places } = await courseIris(request, await apiSession(request, 'dyspozytor')());
  const created = await request.post('/api/kilometer_courses', {
    headers: { Authorization: `Bearer ${await passenger()}` },
    data: {
      fromStartingPlace: places[0],
      toStartingPlace: places[0],
      rides: [
        {
          number: null,
          waypoints: [
            { place: places[0], date: today(), time: '00:05' },
            { place: places[1], date: today(), time: '01:00' },
          ],
        },
      ],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const course = (await created.json()) as Course;
  const number = course.rides[0]?.number ?? '';

  // The passenger, on the phone: 'Raport kursu' from the drawer's Podsumowanie.
  await page.setViewportSize(PHONE);
  await signInAndLand(page, 'pasazer');
  let drawer = await openDrawer(page, course.id);
  await drawer.getByRole('button', { name: 'Raport kursu' }).click();
  let report = page.getByRole('dialog', { name: 'Raport kursu' });
  await expect(report.getByLabel(/Łączna liczba przejechanych km/)).not.toHaveValue('');
  // The computed sum as it is needs no comment: 'WYŚLIJ' is ready at once.
  await expect(report.getByRole('button', { name: 'WYŚLIJ' })).toBeEnabled();
  await snapForDocs(page, 'kilometer-report-dialog-phone');
  await report.getByRole('button', { name: 'anuluj' }).click();
  await expect(report).toBeHidden();
  await drawer.getByRole('button', { name: 'Zamknij' }).click();

  // On the desktop: another distance needs a reason; 'WYŚLIJ' waits for it.
  await page.setViewportSize(DESKTOP);
  drawer = await openDrawer(page, course.id);
  await drawer.getByRole('button', { name: 'Raport kursu' }).click();
  report = page.getByRole('dialog', { name: 'Raport kursu' });
  const distance = report.getByLabel(/Łączna liczba przejechanych km/);
  const computed = Number(await distance.inputValue());
  await distance.fill(String(computed + 12));
  await expect(report.getByText('Uzasadnij zmianę łącznej liczby przejechanych km')).toBeVisible();
  await expect(report.getByRole('button', { name: 'WYŚLIJ' })).toBeDisabled();
  await report.getByLabel('Komentarz').fill('Objazd przez Wawer');
  await report.getByLabel(/Koszty autostrad/).fill('15,50');
  await snapForDocs(page, 'kilometer-report-dialog-desktop');
  await report.getByRole('button', { name: 'WYŚLIJ' }).click();
  await expect(page.getByText('Raport został wysłany')).toBeVisible();
  await expect(drawer.getByText('Raport przesłany')).toBeVisible();
  await expect(drawer.getByText(`${computed + 12} km`)).toBeVisible();
  await expect(drawer.getByText('15,50 zł')).toBeVisible();

  // The railway company: the Podsumowanie and the inconsistency dialog on the phone, then accepts.
  // A context of its own per person (axe needs a page of a context, not of browser.newPage).
  const companyContext = await browser.newContext({ viewport: PHONE, baseURL });
  const company = await companyContext.newPage();
  await signInAndLand(company, 'firma');
  let companyDrawer = await openDrawer(company, course.id);
  await expect(companyDrawer.getByText('Objazd przez Wawer')).toBeVisible();
  await expect(companyDrawer.getByRole('button', { name: 'Zaakceptuj do rozliczenia' })).toBeVisible();
  await snapForDocs(company, 'kilometer-summary-company-phone');
  await companyDrawer.getByRole('button', { name: 'Niezgodność w rozliczeniu' }).click();
  let inconsistency = company.getByRole('dialog', { name: 'Niezgodność w rozliczeniu' });
  await inconsistency.getByRole('button', { name: 'zgłoś niezgodność' }).click();
  await expect(inconsistency.getByText('Należy podać powód niezgodności')).toBeVisible();
  await snapForDocs(company, 'kilometer-inconsistency-dialog-phone');
  await inconsistency.getByRole('button', { name: 'anuluj' }).click();
  await companyDrawer.getByRole('button', { name: 'Zamknij' }).click();
  await company.setViewportSize(DESKTOP);
  companyDrawer = await openDrawer(company, course.id);
  await companyDrawer.getByRole('button', { name: 'Niezgodność w rozliczeniu' }).click();
  inconsistency = company.getByRole('dialog', { name: 'Niezgodność w rozliczeniu' });
  await inconsistency.getByLabel(/Powód niezgodności/).fill('Brak potwierdzenia opłaty');
  await snapForDocs(company, 'kilometer-inconsistency-dialog-desktop');
  await inconsistency.getByRole('button', { name: 'anuluj' }).click();
  await expect(inconsistency).toBeHidden();
  await snapForDocs(company, 'kilometer-summary-company-desktop');
  await companyDrawer.getByRole('button', { name: 'Zaakceptuj do rozliczenia' }).click();
  await expect(company.getByText('Zaakceptowano przejazd do rozliczenia')).toBeVisible();
  await expect(companyDrawer.getByText('Do rozliczenia', { exact: true })).toBeVisible();
  await expect(companyDrawer.getByRole('button', { name: 'Anuluj akceptację' })).toBeVisible();
  await companyContext.close();

  // The accountant: the month's rides waiting, on the phone as cards, on the desktop as a table.
  const accountantContext = await browser.newContext({ viewport: PHONE, baseURL });
  const accountant = await accountantContext.newPage();
  await signInAndLand(accountant, 'ksiegowa');
  await accountant.goto('/financial-settlement');
  await expect(accountant.getByRole('button', { name: `Rozliczono ${number}` })).toBeVisible();
  await snapForDocs(accountant, 'financial-settlement-accountant-phone');
  await accountant.setViewportSize(DESKTOP);
  await expect(accountant.getByRole('table', { name: 'Przejazdy miesiąca' })).toBeVisible();
  await snapForDocs(accountant, 'financial-settlement-accountant-desktop');
  await accountant.getByRole('button', { name: `Rozliczono ${number}` }).click();
  await expect(accountant.getByText(`Rozliczono przejazd ${number}`)).toBeVisible();
  await expect(accountant.getByRole('row').filter({ hasText: number })).toHaveCount(0);
  await accountantContext.close();

  // The passenger sees it settled on 'Rozliczenia' with the month's totals.
  await drawer.getByRole('button', { name: 'Zamknij' }).click();
  await page.getByRole('link', { name: 'Rozliczenia' }).click();
  await expect(page).toHaveURL(/\/financial-settlement$/);
  const row = page.getByRole('row').filter({ hasText: number });
  await expect(row.getByText('Rozliczono')).toBeVisible();
  await expect(row.getByText(`${computed + 12} km`)).toBeVisible();
  await expect(page.getByText(/^Razem: \d+ przejazd/)).toBeVisible();
  await snapForDocs(page, 'financial-settlement-passenger-desktop');
  await page.setViewportSize(PHONE);
  await expect(page.getByRole('list', { name: 'Przejazdy miesiąca' })).toBeVisible();
  await snapForDocs(page, 'financial-settlement-passenger-phone');
});
