import { expect, test, type Page } from './support/test';
import { apiSession, courseIris, createTaxiCourse, taxiCourse } from './support/course-api';
import { addPassenger, pickPlace, setTime, stop, stopField } from './support/course-form';
import { DESKTOP, PHONE, signInAndLand, snap, snapForDocs } from './support/session';

const tomorrow = () =>
  new Date(Date.now() + 86_400_000).toLocaleDateString('sv-SE', { timeZone: 'Europe/Warsaw' });

/** Finds the ride on the list by its number and opens its drawer from the ride's title. */
async function openRide(page: Page, number: string) {
  await page.getByPlaceholder('Szukaj w kursach...').fill(number);
  await page
    .getByRole('region', { name: `Przejazd ${number}` })
    .getByRole('button', { name: number })
    .click();
  const drawer = page.getByRole('dialog', { name: `Przejazd ${number}` });
  await expect(drawer.getByRole('tab', { name: 'Relacja' })).toHaveAttribute('aria-selected', 'true');
  return drawer;
}

test('a dispatcher adds a stop with a passenger in Edycja relacji; the railway company is not offered it', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(150_000);
  const dispatcher = apiSession(request, 'dyspozytor');
  const iris = await courseIris(request, await dispatcher());
  const number = `REL/${Date.now() % 100_000}`;
  // Three stops A 08:00, B 09:00, C 10:30; A and B carry passengers, C is the drop-off.
  await createTaxiCourse(request, await dispatcher(), taxiCourse(iris, number, tomorrow()));

  await signInAndLand(page, 'dyspozytor');
  const drawer = await openRide(page, number);
  await snap(page, 'ride-drawer-relation-button', { bothSizes: true });
  await drawer.getByRole('button', { name: 'EDYTUJ RELACJĘ' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edycja relacji' });
  await expect(dialog.getByText(`Przejazd ${number}`)).toBeVisible();
  await expect(stop(page, 'C')).toBeVisible();
  await expect(stopField(page, 'A', 'Godzina')).toContainText('08:00');

  // A new last stop D: C now carries someone to it (§5), and D needs a time.
  await dialog.getByRole('button', { name: 'dodaj przystanek po przystanku C' }).click();
  await expect(page.getByText('Przystanek został dodany po przystanku C')).toBeVisible();
  await dialog.getByRole('button', { name: 'zapisz relację' }).click();
  await expect(stop(page, 'C').getByText('Dodaj przynajmniej jednego pasażera')).toBeVisible();
  await expect(stop(page, 'D').getByText('Należy uzupełnić czas na wszystkich przystankach')).toBeVisible();
  await pickPlace(page, 'D', 'Kielce', 'Kielce');
  await setTime(page, 'D', '12:00');
  await addPassenger(page, 'C', 'Kowal', 'Jan Kowalski');
  await expect(stop(page, 'C').getByText('Dodaj przynajmniej jednego pasażera')).toBeHidden();
  await stop(page, 'C').scrollIntoViewIfNeeded();
  await snapForDocs(page, 'relation-edit-desktop');

  await dialog.getByRole('button', { name: 'zapisz relację' }).click();
  await expect(page.getByText('Dane zapisano prawidłowo')).toBeVisible();
  await expect(dialog).toBeHidden();
  // The drawer and the list card both show the new stop and its passenger.
  await expect(drawer.getByText('Kielce', { exact: true })).toBeVisible();
  await expect(drawer.getByRole('link', { name: 'Jan Kowalski' }).first()).toBeVisible();
  await drawer.getByRole('button', { name: 'Zamknij' }).click();
  await expect(drawer).toBeHidden();
  const card = page.getByRole('region', { name: `Przejazd ${number}` });
  await expect(card.getByText('Kielce', { exact: true })).toBeVisible();

  // The phone gets the editor as cards, 'Przystanek A', 'Przystanek B'...
  await page.setViewportSize(PHONE);
  const phoneDrawer = await openRide(page, number);
  await phoneDrawer.getByRole('button', { name: 'EDYTUJ RELACJĘ' }).click();
  await expect(dialog.getByRole('heading', { name: 'Przystanek D' })).toBeVisible();
  await expect(stop(page, 'D').getByLabel('Miejsce')).toHaveValue(/^Kielce/);
  await snapForDocs(page, 'relation-edit-phone');
  await dialog.getByRole('button', { name: 'anuluj' }).click();
  await expect(dialog).toBeHidden();
  await page.setViewportSize(DESKTOP);

  // The railway company reads the relation but may not edit it (§6: course-edit permission).
  const company = await browser.newPage({ viewport: DESKTOP });
  await signInAndLand(company, 'firma');
  const companyDrawer = await openRide(company, number);
  await expect(companyDrawer.getByRole('button', { name: 'Pokaż na mapie' })).toBeVisible();
  await expect(companyDrawer.getByText('Kielce', { exact: true })).toBeVisible();
  await expect(companyDrawer.getByRole('button', { name: 'EDYTUJ RELACJĘ' })).toHaveCount(0);
  await company.close();
});
