import { expectTouchTarget } from './support/touch-targets';
import { expect, test, type APIRequestContext } from './support/test';
import { apiSession } from './support/course-api';
import {
  addPassenger,
  planWarsawRadomKielce,
  saveDespitePastStop,
  setTime,
  stopIsAhead,
} from './support/course-form';
import { outboxBodies } from './support/outbox';
import { DRIVER_PAGE_REFRESH_MS } from '../domain/rides/stop-changes';
import { driverLinkFor } from './support/driver-link';
import { findRideCard } from './support/ride-card';
import { DESKTOP, PHONE, signInAndLand, snap, snapForDocs } from './support/session';

async function json<T>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as T;
}

test('a dispatcher orders a course in the form, the transport company accepts it and assigns a driver, who runs it from the link while the dispatcher watches it finish live, and the passenger rates the ride', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  // The dispatcher orders the course through the form, for the demo passenger, from Taxi Trans Warszawa.
  const dispatcherContext = await browser.newContext({ viewport: DESKTOP });
  const list = await dispatcherContext.newPage();
  await signInAndLand(list, 'dyspozytor');
  await list.getByRole('button', { name: 'Utwórz' }).click();
  const choice = list.getByRole('dialog', { name: 'Nowy kurs' });
  await choice.getByLabel('Firma kolejowa').click();
  await list.getByRole('option', { name: 'PKP Intercity' }).click();
  await choice.getByRole('button', { name: 'dalej' }).click();
  await expect(list).toHaveURL(/\/course\/create\?company=\d+$/);
  await list.getByRole('button', { name: 'dodaj przystanek po przystanku B' }).click();
  await planWarsawRadomKielce(list);
  await addPassenger(list, 'A', 'Nowak', 'Andrzej Nowak');
  await addPassenger(list, 'B', 'Nowak', 'Andrzej Nowak');
  await list.getByRole('combobox', { name: 'Wykonawca', exact: true }).click();
  await list.getByRole('option', { name: 'Taxi Trans Warszawa' }).click();
  // A new course is planned until the dispatcher sends it to the transport company (decision 37).
  await list.getByRole('combobox', { name: 'Status przejazdu' }).click();
  await list.getByRole('option', { name: 'Oczekuje na akceptację firmy transportowej' }).click();
  const numberField = list.getByLabel('Numer przejazdu');
  await expect(numberField).toHaveValue(/\S/);
  const number = await numberField.inputValue();
  await list.getByRole('button', { name: 'utwórz kurs' }).click();
  await saveDespitePastStop(list, '08:00');
  await expect(list).toHaveURL(/\/course$/);
  await expect(list.getByText('Dane zapisano prawidłowo')).toBeVisible();

  // The transport company accepts the ride on its list and gives the course to its driver in the form.
  const kierowca = apiSession(request, 'kierowca');
  const me = await json<{ firstname: string; surname: string }>(
    await request.get('/api/users/me', { headers: { Authorization: `Bearer ${await kierowca()}` } }),
  );
  const transportContext = await browser.newContext({ viewport: DESKTOP });
  const office = await transportContext.newPage();
  await signInAndLand(office, 'transport');
  await office.getByPlaceholder('Szukaj w kursach...').fill(number);
  const card = office.getByRole('article').filter({ hasText: number });
  await card.getByRole('button', { name: 'akceptuj' }).click();
  await expect(card.getByText('Zaakceptowany przez firmę transportową')).toBeVisible();
  await card.getByRole('heading', { level: 3 }).getByRole('button').click();
  await office.getByRole('dialog', { name: 'Kurs' }).getByRole('link', { name: 'Edytuj kurs' }).click();
  await expect(office).toHaveURL(/\/course\/\d+\/edit$/);
  await office.getByRole('combobox', { name: 'Kierowca' }).click();
  await office.getByRole('option', { name: `${me.firstname} ${me.surname}` }).click();
  await office.getByRole('button', { name: 'zapisz zmiany' }).click();
  await expect(office).not.toHaveURL(/\/edit$/);
  await transportContext.close();

  await expect.poll(() => driverLinkFor(number), { timeout: 10_000 }).toBeDefined();
  const link = driverLinkFor(number) ?? '';
  const phone = await browser.newContext({ viewport: PHONE });
  const page = await phone.newPage();
  // The page reads the course again every 30 s: the journey moves the phone's clock instead of waiting.
  await page.clock.install();
  await page.goto(link);
  await expect(page.getByRole('heading', { name: `Kurs ${number}` })).toBeVisible();
  await snapForDocs(page, 'driver-link-to-accept', { bothSizes: true });

  await page.getByRole('button', { name: 'Akceptuj' }).click();
  await expect(page.getByRole('button', { name: 'Rozpocznij kurs' })).toBeVisible();

  // The dispatcher moves the last stop: the driver's open page says so by itself, and so does an SMS (row 649).
  await findRideCard(list, number);
  await list
    .getByRole('article')
    .filter({ hasText: number })
    .getByRole('heading', { level: 3 })
    .getByRole('button')
    .click();
  await list.getByRole('dialog', { name: 'Kurs' }).getByRole('link', { name: 'Edytuj kurs' }).click();
  await expect(list).toHaveURL(/\/course\/\d+\/edit$/);
  await setTime(list, 'C', '11:45');
  await list.getByRole('button', { name: 'zapisz zmiany' }).click();
  await expect(list).not.toHaveURL(/\/edit$/);
  await expect
    .poll(() => outboxBodies().some((body) => body.includes(number) && body.includes('C 11:30 → 11:45')))
    .toBe(true);
  await page.clock.fastForward(DRIVER_PAGE_REFRESH_MS);
  const changed = page.getByRole('alert').filter({ hasText: 'Zmiana w kursie' });
  await expect(changed).toContainText(`Przejazd ${number}: C 11:30 → 11:45`);
  await snapForDocs(page, 'driver-link-stop-moved', { bothSizes: true });
  await changed.getByRole('button', { name: 'OK' }).click();
  await expect(changed).toHaveCount(0);

  await page.getByRole('button', { name: 'Rozpocznij kurs' }).click();
  await expect(page.getByText(/^Rozpoczęto /)).toBeVisible();
  await snapForDocs(page, 'driver-link-started', { bothSizes: true });
  await expectTouchTarget(page.getByRole('button', { name: 'Osiągnięto przystanek' }).first());
  await expectTouchTarget(page.getByRole('button', { name: 'Zakończ kurs' }));

  for (let stop = 0; stop < 3; stop += 1) {
    await page.getByRole('button', { name: 'Osiągnięto przystanek' }).first().click();
    const dialog = page.getByRole('dialog', { name: /^Osiągnięto przystanek / });
    if (stop === 0) {
      // The dialog fades in; the picture is taken once it is fully shown.
      await expect(page.locator('.MuiDialog-container')).toHaveCSS('opacity', '1');
      await snapForDocs(page, 'driver-link-reach-dialog', { bothSizes: true });
    }
    await dialog.getByRole('button', { name: 'tak, osiągnięto' }).click();
    await expect(page.getByText(/^Dojazd o /)).toHaveCount(stop + 1);
  }
  await snap(page, 'driver-link-stops-reached', { bothSizes: true });

  await page.getByRole('button', { name: 'Zakończ kurs' }).click();
  // Before 08:00 in Poland the first stop is still ahead: the driver is asked first.
  if (stopIsAhead('08:00'))
    await page
      .getByRole('dialog', { name: 'Zakończyć kurs?' })
      .getByRole('button', { name: 'tak, zakończ' })
      .click();
  await expect(page.getByText(/^Zakończono /)).toBeVisible();
  await expect(
    list.getByRole('region', { name: 'Zakończone' }).getByText(number, { exact: true }),
  ).toBeVisible({ timeout: 5_000 });

  await page.getByRole('textbox', { name: 'Przejechane km' }).fill('14');
  await page.getByRole('textbox', { name: 'Koszt autostrad (zł)' }).fill('12,50');
  await page.getByRole('button', { name: 'Wyślij raport' }).click();
  await expect(page.getByText('Raport został wysłany')).toBeVisible();
  await snapForDocs(page, 'driver-link-ended', { bothSizes: true });

  await page.goto('/kurs/not-a-token');
  await expect(page).toHaveURL(/\/kurs\/404$/);
  await expect(page.getByRole('heading', { name: 'Nie znaleziono kursu' })).toBeVisible();
  await snapForDocs(page, 'driver-link-404', { bothSizes: true });

  await phone.close();
  await dispatcherContext.close();

  // The passenger rates the finished ride from its card, on a phone.
  const passengerContext = await browser.newContext({ viewport: PHONE });
  const passenger = await passengerContext.newPage();
  await signInAndLand(passenger, 'pasazer');
  await findRideCard(passenger, number);
  await passenger
    .getByRole('button', { name: `Menu przejazdu ${number}` })
    .first()
    .click();
  await passenger.getByRole('menuitem', { name: 'Oceń przejazd' }).click();
  const rating = passenger.getByRole('dialog', { name: `Oceń przejazd ${number}` });
  await rating.getByRole('button', { name: 'Pozytywnie' }).click();
  await expect(rating.getByRole('textbox', { name: 'Uzasadnienie' })).toHaveCount(0);
  await expect(passenger.locator('.MuiDialog-container')).toHaveCSS('opacity', '1');
  await snapForDocs(passenger, 'rate-ride-dialog-phone');
  await rating.getByRole('button', { name: 'oceń' }).click();
  await expect(passenger.getByText('Dziękujemy za ocenę przejazdu')).toBeVisible();
  await passengerContext.close();
});
