import { expect, test } from './support/test';
import { apiSession, courseIris, createTaxiCourse, taxiCourse } from './support/course-api';
import { addPassenger } from './support/course-form';
import { tomorrowInWarsaw } from './support/ride-card';
import { DESKTOP, PHONE, signInAndLand, snapForDocs } from './support/session';

test('a passenger change appears in the register live and the railway company marks it realized', async ({
  page,
  browser,
  request,
}) => {
  // Two browsers on a 2-core machine shared with other runs: the course form loads slowly.
  test.setTimeout(180_000);
  const dispatcher = apiSession(request, 'dyspozytor');
  const iris = await courseIris(request, await dispatcher());
  const number = `ZMIANA/${Date.now() % 100_000}`;
  const course = await createTaxiCourse(
    request,
    await dispatcher(),
    taxiCourse(iris, number, tomorrowInWarsaw()),
  );

  // The railway company keeps the register open (the menu entry; the spec's other spelling redirects).
  await signInAndLand(page, 'firma');
  await page.getByRole('link', { name: 'Ewidencja zmian pasażerów' }).first().click();
  await expect(page).toHaveURL(/\/passengers-change$/);
  const register = page.getByRole('table', { name: 'Ewidencja zmian pasażerów' });
  // The course's creation recorded its first passengers already.
  await expect(register.getByRole('row').filter({ hasText: number }).first()).toBeVisible();
  const added = register.getByRole('row').filter({ hasText: number }).filter({ hasText: 'Katarzyna Wójcik' });
  await expect(added).toHaveCount(0);
  await snapForDocs(page, 'passenger-changes-desktop');

  // Meanwhile the dispatcher, in another browser, adds a passenger on the course form.
  const other = await browser.newContext({ viewport: DESKTOP });
  const office = await other.newPage();
  await signInAndLand(office, 'dyspozytor');
  await office.goto(`/course/${course.id}/edit`);
  await expect(office.getByLabel('Numer przejazdu')).toHaveValue(number, { timeout: 30_000 });
  await addPassenger(office, 'A', 'Wójc', 'Katarzyna Wójcik');
  await office.getByRole('button', { name: 'zapisz zmiany' }).click();
  await expect(office.getByText('Dane zapisano prawidłowo')).toBeVisible();
  await other.close();

  // The row arrives in the open register without a reload: the course, the passenger, who reported it.
  await expect(added).toHaveCount(1, { timeout: 30_000 });
  await expect(added).toContainText('Dodano pasażera');
  await expect(added.getByRole('link', { name: number })).toHaveAttribute(
    'href',
    `/course/${course.id}/edit`,
  );
  await expect(added).toContainText('Niezrealizowana');

  await added.getByRole('button', { name: /^Zrealizowano: Katarzyna Wójcik/ }).click();
  await expect(page.getByText('Dane zapisano prawidłowo')).toBeVisible();
  await expect(added.getByRole('button', { name: /^Zrealizowano/ })).toHaveCount(0);
  await expect(added).not.toContainText('Niezrealizowana');

  // Only the open changes: the realized one leaves the filtered register.
  await page.getByRole('combobox', { name: 'Stan' }).click();
  await page.getByRole('option', { name: 'Niezrealizowane' }).click();
  await expect(
    register.getByRole('row').filter({ hasText: 'Katarzyna Wójcik' }).filter({ hasText: number }),
  ).toHaveCount(0);
  await page.getByRole('combobox', { name: 'Stan' }).click();
  await page.getByRole('option', { name: 'Wszystkie' }).click();
  await expect(added).toHaveCount(1);

  // The phone shows the register as cards.
  await page.setViewportSize(PHONE);
  const cards = page.getByRole('list', { name: 'Ewidencja zmian pasażerów' });
  await expect(cards.getByRole('listitem').filter({ hasText: number }).first()).toBeVisible();
  await snapForDocs(page, 'passenger-changes-phone');
  await page.setViewportSize(DESKTOP);

  await page.goto('/passengers_change');
  await expect(page).toHaveURL(/\/passengers-change$/);
});
