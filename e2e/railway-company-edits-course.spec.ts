import { expect, test } from './support/test';
import { apiSession, courseIris, createTaxiCourse, taxiCourse } from './support/course-api';
import { addPassenger, stop, stopField } from './support/course-form';
import { expectAccessibleScreen } from './support/axe';
import { signInAndLand } from './support/session';

const STALE = 'Dane zostały w międzyczasie zmienione przez innego użytkownika. Odśwież i spróbuj ponownie.';
const tomorrow = () => new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);

test('the railway company changes the passengers of its course and is stopped by a newer version', async ({
  page,
  request,
}) => {
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
  await page.getByRole('button', { name: 'zapisz zmiany' }).click();
  await expect(page).toHaveURL(/\/course$/);
  await expect(page.getByText('Dane zapisano prawidłowo')).toBeVisible();

  const saved = await request.get(`/api/taxi_courses/${course.id}`, {
    headers: { Authorization: `Bearer ${await dispatcher()}` },
  });
  const body = (await saved.json()) as { rides: { segments: { employees: { name: string }[] }[] }[] };
  expect(body.rides[0]?.segments[0]?.employees.map((person) => person.name)).toContain('Katarzyna Wójcik');

  // A second edit while the dispatcher saves the course meanwhile: 412 and the Polish message.
  await page.goto(`/course/${course.id}/edit`);
  await expect(page.locator('#main-content').getByRole('heading', { name: 'Edycja kursu' })).toBeVisible();
  const current = await request.get(`/api/taxi_courses/${course.id}`, {
    headers: { Authorization: `Bearer ${await dispatcher()}` },
  });
  const renamed = taxiCourse(iris, number, tomorrow());
  const rideIri = ((await current.json()) as { rides: { '@id': string }[] }).rides[0]?.['@id'];
  const put = await request.put(`/api/taxi_courses/${course.id}`, {
    headers: { Authorization: `Bearer ${await dispatcher()}`, 'If-Match': current.headers()['etag'] ?? '' },
    data: { ...renamed, rides: renamed.rides.map((ride) => ({ ...ride, id: rideIri })) },
  });
  expect(put.status(), await put.text()).toBe(200);
  await addPassenger(page, 'B', 'Wójc', 'Katarzyna Wójcik');
  await page.getByRole('button', { name: 'zapisz zmiany' }).click();
  await expect(page.getByText(STALE)).toBeVisible();
  await expectAccessibleScreen(page, 'course-edit-stale-version');
  await expect(page).toHaveURL(new RegExp(`/course/${course.id}/edit$`));
});
