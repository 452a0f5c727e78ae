import { expect, test } from './support/test';
import { dateField, typeDay } from './support/date-field';
import { DESKTOP, shootBothSizes, signIn, signInAndLand } from './support/session';

// A guest and days of their own, years ahead: no other journey books or sees them.
const GUEST = 'Jan Noclegowy, Ewa Noclegowa';
const HOTEL = 'Hotel Ibis Łódź Centrum';

test('an administrator books a stay at a hotel; the hotel sees it, confirms it and cancels it', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize(DESKTOP);
  await signInAndLand(page, 'admin');

  // The hotel desk works for the hotels the administrator chose on its account (spec row 604).
  await page
    .getByRole('navigation', { name: 'Menu główne' })
    .getByRole('link', { name: 'Użytkownicy' })
    .click();
  await page.getByLabel('Szukaj użytkownika').fill('Piotrowska');
  await page.getByRole('link', { name: 'Edytuj: Joanna Piotrowska' }).click();
  const hotels = page.getByRole('combobox', { name: 'Hotele' });
  await shootBothSizes(page, 'user-edit-hotels', async () => {
    await hotels.scrollIntoViewIfNeeded();
    await expect(hotels).toContainText(HOTEL);
    await expect(page.getByText('Konto hotelu widzi tylko noclegi w wybranych hotelach')).toBeVisible();
  });

  // 'Noclegi' opens 'Lista noclegów' in its own layout: no menu, the title bar.
  await page.getByRole('link', { name: 'Noclegi' }).first().click();
  await expect(page).toHaveURL(/\/accommodations$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Lista noclegów' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Menu główne' })).toHaveCount(0);
  await expect(page.getByText('Hotel Ibis Warszawa Centrum').first()).toBeVisible();
  await shootBothSizes(page, 'accommodations-list', async () => {
    await expect(page.getByText('Hotel Ibis Warszawa Centrum').first()).toBeVisible();
  });

  // 'Utwórz' -> 'Nowy nocleg': required fields first, then a departure after the arrival.
  await page.getByRole('link', { name: 'Utwórz' }).click();
  await expect(page).toHaveURL(/\/accommodations\/create$/);
  await page.getByRole('button', { name: 'Zapisz' }).click();
  await expect(page.getByText('Pole wymagane').first()).toBeVisible();
  await page.getByRole('combobox', { name: 'Hotel' }).click();
  await page.getByRole('option', { name: HOTEL }).click();
  await typeDay(dateField(page, 'Przyjazd'), '2031-07-03');
  await typeDay(dateField(page, 'Wyjazd'), '2031-07-03');
  await page.getByLabel('Goście').fill(GUEST);
  await page.getByLabel('Liczba pokoi').fill('2');
  await page.getByRole('button', { name: 'Zapisz' }).click();
  await expect(page.getByText('Data wyjazdu musi być późniejsza niż data przyjazdu')).toBeVisible();
  await typeDay(dateField(page, 'Wyjazd'), '2031-07-05');
  await shootBothSizes(page, 'accommodation-form', async () => {
    await expect(page.getByLabel('Goście')).toHaveValue(GUEST);
  });
  await page.getByRole('button', { name: 'Zapisz' }).click();
  await expect(page.getByText(`Nocleg w ${HOTEL} został zarezerwowany`)).toBeVisible();
  await expect(page).toHaveURL(/\/accommodations$/);
  await expect(page.getByText(GUEST)).toBeVisible();

  // The hotel role signs in and finds it under 'Noclegi'.
  await page.getByRole('link', { name: 'Wyloguj' }).click();
  await expect(page).toHaveURL(/\/login/);
  await signIn(page, 'hotel');
  await expect(page).toHaveURL(/\/course$/);
  await page.getByRole('link', { name: 'Noclegi' }).first().click();
  await expect(page).toHaveURL(/\/accommodations$/);
  // A hotel confirms and cancels, but books nothing.
  await expect(page.getByRole('link', { name: 'Utwórz' })).toHaveCount(0);
  await page.getByLabel('Szukaj hotelu lub gościa').fill('Noclegowy');
  await expect(page.getByText(GUEST)).toBeVisible();
  // The search has narrowed the list to the one stay.
  await expect(page.getByText('Zarezerwowany')).toHaveCount(1);
  await page.getByRole('button', { name: `Potwierdź nocleg: ${HOTEL}, 03.07.2031` }).click();
  // Asked first, like the cancel below: the guests and the booking admin act on the answer.
  const question = page.getByRole('dialog', { name: 'Czy na pewno potwierdzić nocleg?' });
  await shootBothSizes(page, 'accommodation-confirm', async () => {
    await expect(question).toBeVisible();
  });
  await question.getByRole('button', { name: 'Tak' }).click();
  await expect(page.getByText('Potwierdzony', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: `Anuluj nocleg: ${HOTEL}, 03.07.2031` }).click();
  const confirm = page.getByRole('dialog', { name: 'Czy na pewno anulować nocleg?' });
  await shootBothSizes(page, 'accommodation-cancel', async () => {
    await expect(confirm).toBeVisible();
  });
  await confirm.getByRole('button', { name: 'Tak' }).click();
  await expect(page.getByText('Anulowany', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Potwierdź nocleg/ })).toHaveCount(0);
});
