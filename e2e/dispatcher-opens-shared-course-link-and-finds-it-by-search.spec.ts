import { expect, test } from './support/test';
import { apiSession, courseIris, createTaxiCourse, taxiCourse } from './support/course-api';
import { expectAccessibleScreen } from './support/axe';
import { signInAndLand } from './support/session';

/** YYYY-MM-DD `days` from today. */
const dayFromToday = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** What a user types without Polish letters ('Łódź Kaliska' -> 'lodz kaliska'). */
const unaccented = (text: string) =>
  text
    .replace(/ł/g, 'l')
    .replace(/Ł/g, 'L')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

interface Named {
  '@id': string;
  name?: string;
  sideNumber?: string;
}

test('a dispatcher opens a shared course link and finds courses by driver, locomotive and a place typed without Polish letters', async ({
  page,
  request,
}) => {
  const token = apiSession(request, 'dyspozytor');
  const auth = async () => ({ Authorization: `Bearer ${await token()}` });
  const iris = await courseIris(request, await token());
  const suffix = Date.now().toString(36).toUpperCase();

  // A course 40 days back: outside the list's default range, so no card of it is on screen.
  const old = await createTaxiCourse(
    request,
    await token(),
    taxiCourse(iris, `LINK/${suffix}`, dayFromToday(-40)),
  );

  const contractorId = iris.contractor.split('/').at(-1) ?? '';
  const companyId = iris.company.split('/').at(-1) ?? '';
  const members = async (path: string) =>
    ((await (await request.get(path, { headers: await auth() })).json()) as { 'hydra:member': Named[] })[
      'hydra:member'
    ];
  const [driver] = await members(`/api/drivers?transportCompany.id=${contractorId}&itemsPerPage=1`);
  const [locomotive] = await members(`/api/locomotives?company.id=${companyId}&itemsPerPage=1`);
  if (!driver?.name || !locomotive?.sideNumber) throw new Error('no driver or locomotive to put on a course');
  const body = taxiCourse(iris, `FIND/${suffix}`, dayFromToday(1));
  const [ride] = body.rides;
  const [first] = ride?.waypoints ?? [];
  const found = await createTaxiCourse(request, await token(), {
    ...body,
    driver: driver['@id'],
    rides: [
      {
        ...ride,
        waypoints: [{ ...first, locomotives: [locomotive['@id']] }, ...(ride?.waypoints.slice(1) ?? [])],
      },
    ],
  });

  await signInAndLand(page, 'dyspozytor');
  await page.goto(`/course?course=${old.id}`);
  const drawer = page.getByRole('dialog', { name: 'Kurs' });
  await expect(drawer.getByRole('button', { name: new RegExp(`Przejazd LINK/${suffix}`) })).toBeVisible();
  await expect(page.getByRole('article').filter({ hasText: `LINK/${suffix}` })).toHaveCount(0);
  await expectAccessibleScreen(page, 'course-drawer-from-link');
  await drawer.getByRole('button', { name: 'Zamknij' }).click();
  await expect(drawer).toBeHidden();

  await page.goto('/course?course=2147480000');
  await expect(page.getByRole('dialog', { name: 'Kurs' }).getByText('Nie znaleziono kursu')).toBeVisible();
  await expectAccessibleScreen(page, 'course-drawer-not-found');
  await page.getByRole('dialog', { name: 'Kurs' }).getByRole('button', { name: 'Zamknij' }).click();

  // An edit link of a course that does not exist says so and leads back to the list.
  await page.goto('/course/2147480000/edit');
  await expect(page.getByText('Nie znaleziono kursu')).toBeVisible();
  await expectAccessibleScreen(page, 'course-edit-not-found');
  await page.getByRole('button', { name: 'Wróć do listy kursów' }).click();
  await expect(page).toHaveURL(/\/course$/);

  const search = page.getByPlaceholder('Szukaj w kursach...');
  const card = page.getByRole('article').filter({ hasText: `FIND/${suffix}` });
  await search.fill(unaccented(driver.name).toUpperCase());
  await expect(card).toHaveCount(1);
  await search.fill(locomotive.sideNumber.toLowerCase());
  await expect(card).toHaveCount(1);
  // The place as the course answer names it, typed without its Polish letters.
  const course = (await (
    await request.get(`/api/taxi_courses/${found.id}`, { headers: await auth() })
  ).json()) as {
    rides: { segments: { waypointStart: { place: { name: string } | null } }[] }[];
  };
  const place = course.rides[0]?.segments[0]?.waypointStart.place?.name ?? '';
  await search.fill(unaccented(place));
  await expect(card).toHaveCount(1);
  await expectAccessibleScreen(page, 'course-list-searched');
});
