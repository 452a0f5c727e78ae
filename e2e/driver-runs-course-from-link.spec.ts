import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { outboxDir } from '../playwright.config';
import { apiSession, courseIris, createTaxiCourse, taxiCourse } from './support/course-api';
import { DESKTOP, PHONE, signInAndLand, snap } from './support/session';

interface OutboxFile {
  body: string;
}

/** The newest outbox message that carries a driver's link to the ride `number`. */
function driverLinkFor(number: string): string | undefined {
  if (!existsSync(outboxDir)) return undefined;
  const files = readdirSync(outboxDir).filter((name) => name.endsWith('.json'));
  const bodies = files.map(
    (name) => (JSON.parse(readFileSync(join(outboxDir, name), 'utf8')) as OutboxFile).body,
  );
  const body = bodies.filter((text) => text.includes(number) && text.includes('/kurs/')).at(-1);
  return body ? /\/kurs\/[A-Za-z0-9_-]{43}/.exec(body)?.[0] : undefined;
}

async function json<T>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as T;
}

test('the driver runs a course from the link in the message, and the dispatcher sees it finish live', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const dispatcher = apiSession(request, 'dyspozytor');
  const transport = apiSession(request, 'transport');
  const iris = await courseIris(request, await dispatcher());
  const number = `LINK/${Date.now() % 100_000}`;
  const today = new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Warsaw' });
  const body = taxiCourse(iris, number, today);
  const [ride] = body.rides;
  if (!ride) throw new Error('no ride');
  ride.status = 'waiting_for_transport_company_acceptance';
  const course = await createTaxiCourse(request, await dispatcher(), body);
  const saved = await json<{ rides: { id: number }[] }>(
    await request.get(`/api/taxi_courses/${course.id}`, {
      headers: { Authorization: `Bearer ${await dispatcher()}` },
    }),
  );
  const rideId = saved.rides[0]?.id ?? 0;

  // The transport company accepts the ride and gives the course to its driver.
  const auth = async () => ({ Authorization: `Bearer ${await transport()}` });
  await json(await request.post(`/api/taxi_course_rides/${rideId}/accept`, { headers: await auth() }));
  const kierowca = apiSession(request, 'kierowca');
  const me = await json<{ id: number }>(
    await request.get('/api/users/me', { headers: { Authorization: `Bearer ${await kierowca()}` } }),
  );
  const drivers = await json<{ 'hydra:member': { '@id': string; userId: number }[] }>(
    await request.get('/api/drivers?itemsPerPage=50', { headers: await auth() }),
  );
  const driver = drivers['hydra:member'].find((member) => member.userId === me.id);
  expect(driver).toBeDefined();
  const current = await request.get(`/api/taxi_courses/${course.id}`, { headers: await auth() });
  const etag = current.headers()['etag'] ?? '';
  const assigned = await request.put(`/api/taxi_courses/${course.id}`, {
    headers: { ...(await auth()), 'If-Match': etag, 'Content-Type': 'application/ld+json' },
    data: {
      ...body,
      driver: driver?.['@id'],
      rides: [{ ...ride, id: `/api/taxi_course_rides/${rideId}`, status: 'accepted_by_transport_company' }],
    },
  });
  expect(assigned.status(), await assigned.text()).toBe(200);

  const dispatcherContext = await browser.newContext({ viewport: DESKTOP });
  const list = await dispatcherContext.newPage();
  await signInAndLand(list, 'dyspozytor');

  await expect.poll(() => driverLinkFor(number), { timeout: 10_000 }).toBeDefined();
  const link = driverLinkFor(number) ?? '';
  const phone = await browser.newContext({ viewport: PHONE });
  const page = await phone.newPage();
  await page.goto(link);
  await expect(page.getByRole('heading', { name: `Kurs ${number}` })).toBeVisible();
  await snap(page, 'driver-link-to-accept');

  await page.getByRole('button', { name: 'Akceptuj' }).click();
  await page.getByRole('button', { name: 'Rozpocznij kurs' }).click();
  await expect(page.getByText(/^Rozpoczęto /)).toBeVisible();
  await snap(page, 'driver-link-started');

  for (let stop = 0; stop < 3; stop += 1) {
    await page.getByRole('button', { name: 'Osiągnięto przystanek' }).first().click();
    const dialog = page.getByRole('dialog', { name: /^Osiągnięto przystanek / });
    if (stop === 0) {
      // The dialog fades in; the picture is taken once it is fully shown.
      await expect(page.locator('.MuiDialog-container')).toHaveCSS('opacity', '1');
      await snap(page, 'driver-link-reach-dialog');
    }
    await dialog.getByRole('button', { name: 'tak, osiągnięto' }).click();
    await expect(page.getByText(/^Dojazd o /)).toHaveCount(stop + 1);
  }
  await snap(page, 'driver-link-stops-reached');

  await page.getByRole('button', { name: 'Zakończ kurs' }).click();
  await expect(page.getByText(/^Zakończono /)).toBeVisible();
  await expect(
    list.getByRole('region', { name: 'Zakończone' }).getByText(number, { exact: true }),
  ).toBeVisible({ timeout: 5_000 });

  await page.getByRole('textbox', { name: 'Przejechane km' }).fill('14');
  await page.getByRole('textbox', { name: 'Koszt autostrad (zł)' }).fill('12,50');
  await page.getByRole('button', { name: 'Wyślij raport' }).click();
  await expect(page.getByText('Raport został wysłany')).toBeVisible();
  await snap(page, 'driver-link-ended');

  await page.goto('/kurs/not-a-token');
  await expect(page).toHaveURL(/\/kurs\/404$/);
  await expect(page.getByRole('heading', { name: 'Nie znaleziono kursu' })).toBeVisible();
  await snap(page, 'driver-link-404');

  await phone.close();
  await dispatcherContext.close();
});
