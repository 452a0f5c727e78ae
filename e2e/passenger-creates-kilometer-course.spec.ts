import { expect, test } from './support/test';
import { pickPlace, setDate, setTime, stop } from './support/course-form';
import { PHONE, signInAndLand, snapForDocs } from './support/session';

test('a passenger orders a kilometer course from the list', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await signInAndLand(page, 'pasazer');
  await page.getByRole('link', { name: 'utwórz kilometrówkę' }).click();
  await expect(page).toHaveURL(/\/kilometer-course-create$/);
  await expect(page.getByRole('heading', { name: 'Nowa kilometrówka', level: 1 })).toBeVisible();

  // §5: a kilometer course needs a time on at least one stop.
  await page.getByRole('button', { name: 'utwórz kilometrówkę' }).click();
  await expect(stop(page, 'A').getByText('Należy uzupełnić czas na wszystkich przystankach')).toBeVisible();

  // Before anything is typed, the place field offers the passenger's recently used places (§9).
  await stop(page, 'A').getByLabel('Miejsce').click();
  await expect(page.getByText('Ostatnio używane')).toBeVisible();
  await expect(page.getByRole('option').first()).toBeVisible();
  await page.keyboard.press('Escape');

  await pickPlace(page, 'A', 'Pozna', 'Poznań');
  await pickPlace(page, 'B', 'Gniezn', 'Gniezno');
  await setDate(page, 'A', new Date(Date.now() + 86_400_000).toISOString().slice(0, 10));
  await setTime(page, 'A', '06:30');
  await expect(stop(page, 'A').getByText(/Do przystanku B: ok\. [\d,]+ km/)).toBeVisible();
  await snapForDocs(page, 'kilometer-form-phone', { bothSizes: true });

  await page.getByRole('button', { name: 'utwórz kilometrówkę' }).click();
  await expect(page).toHaveURL(/\/course$/);
  await expect(page.getByText('Dane zapisano prawidłowo')).toBeVisible();
  // The form was scrolled down to its button; the list opens at its top. The address changes before
  // the list replaces the form (the notice too), so the position is read once the list is there.
  await expect(page.getByRole('heading', { name: 'Kursy', level: 1 })).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(page.getByPlaceholder('Szukaj w kursach...')).toBeInViewport();
  await page.getByPlaceholder('Szukaj w kursach...').fill('Gniezno');
  await expect(page.getByText('KILOMETRÓWKA').first()).toBeVisible();
  await expect(page.getByText(/^Gniezno/).first()).toBeVisible();
  // courses.md §2: the creator's card says the settlement report is still to be sent (row 681).
  await expect(
    page
      .getByRole('article')
      .filter({ hasText: 'KILOMETRÓWKA' })
      .filter({ hasText: 'Gniezno' })
      .first()
      .getByRole('alert'),
  ).toHaveText('Raport rozliczenia do wysłania: otwórz przejazd i wybierz „Raport kursu”.');
  await snapForDocs(page, 'kilometer-card-report-banner-phone');
});
