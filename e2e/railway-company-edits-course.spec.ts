import { expect, test } from './support/test';
import { apiSession, courseIris, createTaxiCourse, taxiCourse } from './support/course-api';
import { addPassenger, stop, stopField } from './support/course-form';
import { expectAccessibleScreen } from './support/axe';
import { shootBothSizes, signInAndLand, snapForDocs } from './support/session';
import { dialogShown } from './support/ride-card';

const tomorrow = () => new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);

test('the railway company changes the passengers of its course', async ({ page, request }) => {
  const dispatcher = apiSession(request, 'dyspozytor');
  const iris = await courseIris(request, await dispatcher());
  const number = `EDIT/${Date.now() % 100000}`;
  const course = await createTaxiCourse(request, await dispatcher(), taxiCourse(iris, number, tomorrow()));

  await signInAndLand(page, 'firma');
  await page.getByPlaceholder('Szukaj w kursach...').fill(number);
  await expect(page.getByText(number, { exact: true }).first()).toBeVisible();
  // The card's title opens the course drawer, whose 'Edytuj kurs' leads to the form.
  await page.locator('#main-content').getByRole('button', { name: 'Taxi Trans Warszawa' }).first().click();
  await page.getByRole('link', { name: 'Edytuj kurs' }).click();
  await expect(page).toHaveURL(new RegExp(`/course/${course.id}/edit$`));
  await expect(page.locator('#main-content').getByRole('heading', { name: 'Edycja kursu' })).toBeVisible();
  await expect(page.getByLabel('Numer przejazdu')).toHaveValue(number);
  await expectAccessibleScreen(page, 'course-edit-railway-company');

  // §6: the railway company reads the route and executors, and edits passengers and locomotives.
  await expect(stop(page, 'A').getByLabel('Miejsce')).toBeDisabled();
  await expect(stopField(page, 'A', 'Godzina').getByRole('spinbutton').first()).toBeDisabled();
  await expect(page.getByRole('combobox', { name: 'Wykonawca', exact: true })).toBeDisabled();
  await addPassenger(page, 'A', 'Wójc', 'Katarzyna Wójcik');
  // Issue 31: the browser's Back on a form with unsaved input asks first; 'Zostań' keeps what was typed.
  await page.evaluate(() => history.back());
  const leave = page.getByRole('dialog', { name: 'Opuścić formularz?' });
  await expect(leave).toContainText('Wpisane dane nie zostały zapisane');
  await dialogShown(page);
  await snapForDocs(page, 'leave-form-question');
  await leave.getByRole('button', { name: 'Zostań' }).click();
  await expect(leave).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/course/${course.id}/edit$`));
  await expect(stop(page, 'A')).toContainText('Katarzyna Wójcik');
  await page.getByRole('button', { name: 'zapisz zmiany' }).click();
  await expect(page).toHaveURL(/\/course$/);
  await expect(page.getByText('Dane zapisano prawidłowo')).toBeVisible();

  const saved = await request.get(`/api/taxi_courses/${course.id}`, {
    headers: { Authorization: `Bearer ${await dispatcher()}` },
  });
  const body = (await saved.json()) as { rides: { segments: { employees: { name: string }[] }[] }[] };
  expect(body.rides[0]?.segments[0]?.employees.map((person) => person.name)).toContain('Katarzyna Wójcik');
});

test('two people edit the same course: the second one is offered the newer version and keeps what they typed', async ({
  page,
  browser,
  request,
}) => {
  // Two browsers on a 2-core machine shared with other runs: the forms load slowly.
  test.setTimeout(180_000);
  const dispatcher = apiSession(request, 'dyspozytor');
  const iris = await courseIris(request, await dispatcher());
  const number = `RACE/${Date.now() % 100000}`;
  const course = await createTaxiCourse(request, await dispatcher(), taxiCourse(iris, number, tomorrow()));

  // The railway company opens the form first...
  await signInAndLand(page, 'firma');
  await page.goto(`/course/${course.id}/edit`);
  await expect(page.getByLabel('Numer przejazdu')).toHaveValue(number, { timeout: 30_000 });

  // ...then the dispatcher, in another browser, renumbers the ride and saves.
  const other = await browser.newContext();
  const second = await other.newPage();
  await signInAndLand(second, 'dyspozytor');
  await second.goto(`/course/${course.id}/edit`);
  await expect(second.getByLabel('Numer przejazdu')).toHaveValue(number, { timeout: 30_000 });
  await second.getByLabel('Numer przejazdu').fill(`${number}/B`);
  await second.getByRole('button', { name: 'zapisz zmiany' }).click();
  await expect(second).toHaveURL(/\/course$/);
  await other.close();

  // The railway company's save, on the version it read, is refused; nothing it typed is lost.
  await addPassenger(page, 'A', 'Wójc', 'Katarzyna Wójcik');
  await page.getByRole('button', { name: 'zapisz zmiany' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ktoś zmienił te dane w międzyczasie' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('list', { name: /zmienione tylko przez kogoś innego/ })).toContainText(
    'Przejazd 1: Numer przejazdu',
  );
  await shootBothSizes(page, 'course-edit-stale-save', () => expect(dialog).toBeVisible());
  await dialog.getByRole('button', { name: 'Zachowaj moje zmiany' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByLabel('Numer przejazdu')).toHaveValue(`${number}/B`);
  await expect(stop(page, 'A').getByText('Katarzyna Wójcik')).toBeVisible();
  await page.getByRole('button', { name: 'zapisz zmiany' }).click();
  await expect(page).toHaveURL(/\/course$/);
  await expect(page.getByText('Dane zapisano prawidłowo')).toBeVisible();

  // Both changes are in the course: the dispatcher's number and the company's passenger.
  const saved = await request.get(`/api/taxi_courses/${course.id}`, {
    headers: { Authorization: `Bearer ${await dispatcher()}` },
  });
  const body = (await saved.json()) as {
    rides: { number: string; segments: { employees: { name: string }[] }[] }[];
  };
  expect(body.rides[0]?.number).toBe(`${number}/B`);
  const people = body.rides[0]?.segments.flatMap((segment) => segment.employees.map((person) => person.name));
  expect(people).toContain('Katarzyna Wójcik');
});
