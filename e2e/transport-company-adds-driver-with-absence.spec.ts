import { expect, test, type Page } from './support/test';
import { apiSession, courseIris, createTaxiCourse, taxiCourse } from './support/course-api';
import { dateField, shownDay, typeDay } from './support/date-field';
import { DESKTOP, PHONE, signInAndLand, snapForDocs } from './support/session';

// Days of its own, years ahead: no other journey plans anything then.
const AWAY_FROM = '2031-05-10';
const AWAY_TO = '2031-05-12';
const DRIVER = 'Tadeusz Urlopowicz';

/** Both sizes of a docs shot: `<name>-desktop` at 1440x900 and `<name>-phone` at 390x844. */
async function shootBothSizes(page: Page, name: string, ready: () => Promise<void>) {
  await page.setViewportSize(DESKTOP);
  await ready();
  await snapForDocs(page, `${name}-desktop`);
  await page.setViewportSize(PHONE);
  await ready();
  await snapForDocs(page, `${name}-phone`);
  await page.setViewportSize(DESKTOP);
}

async function driverChoices(page: Page, courseId: number): Promise<string[]> {
  await page.goto(`/course/${courseId}/edit`);
  const select = page.getByRole('combobox', { name: 'Kierowca' });
  await expect(select).toBeEnabled();
  await expect(page.getByText('Wczytywanie...')).toHaveCount(0);
  await select.click();
  const options = await page.getByRole('option').allTextContents();
  await page.keyboard.press('Escape');
  return options;
}

test('a transport company adds a driver with an absence, and the driver is not offered for a ride in that absence', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize(DESKTOP);
  await signInAndLand(page, 'transport');

  // 'Kierowcy': the company's own drivers; 'Utwórz' opens 'Dodaj kierowcę'.
  await page.getByRole('link', { name: 'Kierowcy' }).first().click();
  await expect(page).toHaveURL(/\/drivers$/);
  const list = page.locator('#main-content');
  await expect(list.getByText('Paweł Zieliński').first()).toBeVisible();
  await shootBothSizes(page, 'drivers-list', async () => {
    await expect(list.getByText('Paweł Zieliński').first()).toBeVisible();
  });

  await list.getByRole('button', { name: 'Utwórz' }).click();
  const dialog = page.getByRole('dialog', { name: 'Dodaj kierowcę' });
  // Nothing is sent without the required names (§5 'Pole wymagane').
  await dialog.getByRole('button', { name: 'Zapisz' }).click();
  await expect(dialog.getByText('Pole wymagane').first()).toBeVisible();
  await dialog.getByLabel('Imię').fill('Tadeusz');
  await dialog.getByLabel('Nazwisko').fill('Urlopowicz');
  await dialog.getByRole('button', { name: 'Dodaj numer telefonu' }).click();
  await dialog.getByRole('textbox', { name: 'Numer telefonu 1' }).fill('731500600');
  await dialog.getByRole('combobox', { name: 'Baza startowa' }).click();
  await page.getByRole('option').nth(1).click();
  await typeDay(dateField(dialog, 'Zatrudniony od'), '2026-11-02');
  await shootBothSizes(page, 'drivers-dialog', async () => {
    await expect(dialog.getByRole('textbox', { name: 'Numer telefonu 1' })).toHaveValue('731500600');
  });
  await dialog.getByRole('button', { name: 'Zapisz' }).click();
  await expect(dialog).toBeHidden();
  await expect(list.getByText(DRIVER).first()).toBeVisible();

  // 'Urlopy' -> 'Nowy urlop': the end before the start is refused, then three days away.
  await page.getByRole('link', { name: 'Urlopy' }).first().click();
  await expect(page).toHaveURL(/\/driver_absences$/);
  await list.getByRole('link', { name: 'Utwórz' }).click();
  await expect(page).toHaveURL(/\/driver_absences\/create$/);
  await page.getByRole('combobox', { name: 'Kierowca' }).click();
  await page.getByRole('option', { name: DRIVER }).click();
  await typeDay(dateField(page, 'Data od'), AWAY_TO);
  await typeDay(dateField(page, 'Data do'), AWAY_FROM);
  await page.getByRole('button', { name: 'Zapisz' }).click();
  await expect(
    page.getByText('Data końcowa urlopu nie może być wcześniejsza niż data początkowa'),
  ).toBeVisible();
  await typeDay(dateField(page, 'Data od'), AWAY_FROM);
  await typeDay(dateField(page, 'Data do'), AWAY_TO);
  await shootBothSizes(page, 'driver-absences-create', async () => {
    await expect(dateField(page, 'Data do')).toContainText(shownDay(AWAY_TO));
  });
  await page.getByRole('button', { name: 'Zapisz' }).click();
  await expect(page).toHaveURL(/\/driver_absences$/);
  await expect(list.getByText(DRIVER).first()).toBeVisible();
  await shootBothSizes(page, 'driver-absences-list', async () => {
    await expect(list.getByText(DRIVER).first()).toBeVisible();
  });

  // A ride on the absence's last day: the new driver is not offered; the day after, they are.
  const dispatcher = apiSession(request, 'dyspozytor');
  const iris = await courseIris(request, await dispatcher());
  const during = await createTaxiCourse(
    request,
    await dispatcher(),
    taxiCourse(iris, `URLOP/${Date.now() % 100000}`, AWAY_TO),
  );
  const after = await createTaxiCourse(
    request,
    await dispatcher(),
    taxiCourse(iris, `PO/${Date.now() % 100000}`, '2031-05-13'),
  );
  const offeredDuring = await driverChoices(page, during.id);
  expect(offeredDuring).toContain('Paweł Zieliński');
  expect(offeredDuring).not.toContain(DRIVER);
  expect(await driverChoices(page, after.id)).toContain(DRIVER);
});
