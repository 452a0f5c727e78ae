import { expect, test } from './support/test';
import { apiSession } from './support/course-api';
import { courseForDemoDriver } from './support/driver-link';
import { findRideCard } from './support/ride-card';
import { DESKTOP, PHONE, shootBothSizes, signInAndLand } from './support/session';

/** Near Warszawa Zachodnia: the phone's position, simulated (no geolocation service in tests). */
const CAR = { latitude: 52.2206, longitude: 20.9653 };

test("the driver shares the car's position from the link and the passenger follows the car with an ETA", async ({
  browser,
  request,
}) => {
  test.setTimeout(150_000);
  const number = `TRK/${Date.now() % 100_000}`;
  const pasazer = apiSession(request, 'pasazer');
  const me = await request.get('/api/users/me', { headers: { Authorization: `Bearer ${await pasazer()}` } });
  const { passengerId } = (await me.json()) as { passengerId: number };
  const { link } = await courseForDemoDriver(request, number, undefined, [`/api/passengers/${passengerId}`]);
  const token = link.replace('/kurs/', '');
  expect((await request.post(`/api/course-info/reply/${token}/${await rideIdOf(link)}/accept`)).ok()).toBe(
    true,
  );

  // The driver's phone: location allowed, the position simulated.
  const phone = await browser.newContext({ viewport: PHONE, geolocation: CAR, permissions: ['geolocation'] });
  const page = await phone.newPage();
  await page.goto(link);
  await expect(page.getByRole('heading', { name: `Kurs ${number}` })).toBeVisible();
  // Nothing to share before the start.
  await expect(page.getByRole('button', { name: 'Udostępnij położenie pasażerom' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Rozpocznij kurs' }).click();
  // The course is tomorrow's: the driver is asked first (issue 31).
  await page
    .getByRole('dialog', { name: 'Rozpocząć kurs?' })
    .getByRole('button', { name: 'tak, rozpocznij' })
    .click();
  await page.getByRole('button', { name: 'Udostępnij położenie pasażerom' }).click();
  await expect(page.getByText('Udostępniasz położenie')).toBeVisible();
  await expect(page.getByText(/^Ostatnio wysłano /)).toBeVisible({ timeout: 15_000 });
  await shootBothSizes(page, 'driver-sharing-position', () =>
    expect(page.getByText('Udostępniasz położenie')).toBeVisible(),
  );

  // The passenger finds 'Gdzie jest samochód?' on the ride's card.
  const passengerContext = await browser.newContext({ viewport: DESKTOP });
  const passenger = await passengerContext.newPage();
  await signInAndLand(passenger, 'pasazer');
  await findRideCard(passenger, number);
  const where = passenger
    .getByRole('article')
    .filter({ hasText: number })
    .getByRole('link', { name: 'Gdzie jest samochód?' });
  await expect(where).toBeVisible();
  const href = (await where.getAttribute('href')) ?? '';
  expect(href).toMatch(/^\/sledzenie\//);
  await passenger.goto(href);
  await expect(passenger.getByRole('heading', { name: 'Gdzie jest samochód?' })).toBeVisible();
  await expect(passenger.getByText(/^ok\. \d+ min \(\d+,\d km\), szacunkowo$/)).toBeVisible();
  await expect(passenger.getByRole('img', { name: 'Mapa: samochód i Twój przystanek' })).toContainText(
    'Samochód',
  );
  await shootBothSizes(passenger, 'tracking-link', () =>
    expect(passenger.getByText(/szacunkowo$/)).toBeVisible(),
  );

  // The dispatcher's 'Mapa' of the course list shows the car, and follows it as it moves.
  const dispatcherContext = await browser.newContext({ viewport: DESKTOP });
  const dispatcher = await dispatcherContext.newPage();
  await signInAndLand(dispatcher, 'dyspozytor');
  await dispatcher.getByRole('group', { name: 'Widok kursów' }).getByRole('button', { name: 'Mapa' }).click();
  const carMap = dispatcher.getByRole('img', { name: 'Mapa samochodów w trasie' });
  const courseId = (await courseInfo(link)).id;
  const marker = carMap.locator(`[data-course-id="${courseId}"]`);
  await expect(marker).toContainText(number);
  await expect(
    dispatcher
      .getByRole('list', { name: 'Samochody w trasie' })
      .getByRole('button', { name: new RegExp(number) }),
  ).toBeVisible();
  const spot = () =>
    marker.locator('circle').evaluate((dot) => `${dot.getAttribute('cx')},${dot.getAttribute('cy')}`);
  const before = await spot();
  // The car drives ~2 km east: the phone sends it within 5 s, the map reads it within 10 s.
  await phone.setGeolocation({ latitude: CAR.latitude, longitude: CAR.longitude + 0.03 });
  await expect.poll(spot, { timeout: 30_000 }).not.toBe(before);
  // The demo's standing car is flagged (row 868), on the map and in the list beside it.
  const carList = dispatcher.getByRole('list', { name: 'Samochody w trasie' });
  await expect(carList.getByText('Samochód nie jedzie do pierwszego przystanku')).toBeVisible();
  await expect(carMap.getByText(/^⚠ /)).toBeVisible();
  await shootBothSizes(dispatcher, 'course-map', () => expect(marker).toBeVisible());
  // The list's search applies to the map too (row 867): only this course's car is left.
  await dispatcher.getByRole('searchbox', { name: 'Szukaj w kursach' }).fill(number);
  await expect(carList.getByRole('button')).toHaveCount(1);
  await expect(carMap.locator('[data-course-id]')).toHaveCount(1);
  await expect(carMap).toContainText('Mapa uproszczona');
  await marker.click();
  await expect(dispatcher.getByRole('dialog', { name: 'Kurs' })).toBeVisible();
  await dispatcherContext.close();

  // The driver ends the course: sharing stops and the link says the ride is over.
  await page.getByRole('button', { name: 'Przestań udostępniać' }).click();
  await page.getByRole('button', { name: 'Zakończ kurs' }).click();
  const zakoncz = page.getByRole('dialog', { name: 'Zakończyć kurs?' });
  await zakoncz.getByRole('button', { name: 'tak, zakończ' }).click();
  await expect(page.getByText(/^Zakończono /)).toBeVisible();
  await passenger.reload();
  await expect(passenger.getByRole('heading', { name: 'Przejazd zakończony' })).toBeVisible();
  await phone.close();
  await passengerContext.close();

  async function courseInfo(driverLink: string) {
    const response = await request.get(`/api/course-info/${driverLink.replace('/kurs/', '')}`);
    return (await response.json()) as { id: number; rides: { id: number }[] };
  }
  async function rideIdOf(driverLink: string) {
    return (await courseInfo(driverLink)).rides[0]?.id ?? 0;
  }
});
