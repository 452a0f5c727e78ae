import { expect, test } from './support/test';
import {
  addPassenger,
  fillWarsawRadomKielceCourse,
  planWarsawRadomKielce,
  saveDespitePastStop,
  setTime,
  stop,
} from './support/course-form';
import { apiSession } from './support/course-api';
import { DESKTOP, PHONE, shootBothSizes, signInAndLand, snapForDocs } from './support/session';

test('a dispatcher creates a taxi course with three stops and two passengers and sees it in the list', async ({
  page,
}) => {
  await signInAndLand(page, 'dyspozytor');
  await page.getByRole('button', { name: 'Utwórz' }).click();

  const dialog = page.getByRole('dialog', { name: 'Nowy kurs' });
  await dialog.getByRole('button', { name: 'dalej' }).click();
  await expect(
    dialog.getByText('Należy wybrać obsługiwaną firmę, aby przejść do tworzenia kursu'),
  ).toBeVisible();
  await dialog.getByLabel('Firma kolejowa').click();
  await page.getByRole('option', { name: 'PKP Intercity' }).click();
  await dialog.getByRole('button', { name: 'dalej' }).click();

  await expect(page).toHaveURL(/\/course\/create\?company=\d+$/);
  await expect(page.locator('#main-content').getByRole('heading', { name: 'Nowy kurs' })).toBeVisible();
  // The next free ride number arrives for today's first stop.
  const number = page.getByLabel('Numer przejazdu');
  await expect(number).toHaveValue(/\S/);

  // Saving the empty form shows the §5 messages at their fields.
  await page.getByRole('button', { name: 'utwórz kurs' }).click();
  await expect(stop(page, 'A').getByText('Dodaj przynajmniej jednego pasażera')).toBeVisible();
  await expect(stop(page, 'A').getByText('Należy uzupełnić czas na wszystkich przystankach')).toBeVisible();
  await expect(page.getByText('Dla kursu z jednym przystankiem należy wybrać bazę statową')).toBeVisible();

  await page.getByRole('button', { name: 'dodaj przystanek po przystanku B' }).click();
  await expect(page.getByText('Przystanek został dodany po przystanku B')).toBeVisible();
  await expect(stop(page, 'C')).toBeVisible();

  await planWarsawRadomKielce(page);
  await addPassenger(page, 'A', 'Kowal', 'Jan Kowalski');
  await addPassenger(page, 'A', 'Wiśn', 'Piotr Wiśniewski');
  await addPassenger(page, 'B', 'Kowal', 'Jan Kowalski');
  await expect(stop(page, 'A').getByText(/Do przystanku B: ok\. [\d,]+ km/)).toBeVisible();

  await expect(page.getByText('Dla kursu z jednym przystankiem należy wybrać bazę statową')).toBeHidden();

  // The shell's app bar is fixed, so the shots are of the viewport, scrolled to the part shown.
  await page.locator('#main-content').getByRole('heading', { name: 'Nowy kurs' }).scrollIntoViewIfNeeded();
  await snapForDocs(page, 'course-form-desktop');
  await stop(page, 'B').scrollIntoViewIfNeeded();
  await snapForDocs(page, 'course-form-desktop-stops');
  await page.setViewportSize(PHONE);
  await expect(page.getByRole('heading', { name: 'Przystanek A' })).toBeVisible();
  await page.getByRole('heading', { name: 'Przystanek A' }).scrollIntoViewIfNeeded();
  await snapForDocs(page, 'course-form-phone');
  await page.setViewportSize(DESKTOP);

  const rideNumber = await number.inputValue();
  await page.getByRole('button', { name: 'utwórz kurs' }).click();
  await saveDespitePastStop(page, '08:00');
  await expect(page).toHaveURL(/\/course$/);
  await expect(page.getByText('Dane zapisano prawidłowo')).toBeVisible();
  // The list is long and virtualised: the search finds the new course by its ride number.
  await page.getByPlaceholder('Szukaj w kursach...').fill(rideNumber);
  const card = page.getByText(rideNumber, { exact: true }).first();
  await expect(card).toBeVisible();
  await expect(page.getByText('Jan Kowalski').first()).toBeVisible();
  await expect(page.getByText('Piotr Wiśniewski').first()).toBeVisible();
});

test('a save made without a connection fails at once, and abandoned with anuluj never reaches the server', async ({
  page,
  context,
  browserErrors,
}) => {
  // Offline on purpose: the save (and whatever the page asks for meanwhile) fails at the network.
  browserErrors.allow(/^Failed to load resource: net::ERR_INTERNET_DISCONNECTED$/);
  await signInAndLand(page, 'dyspozytor');
  const rideNumber = await fillWarsawRadomKielceCourse(page);

  await context.setOffline(true);
  await page.getByRole('button', { name: 'utwórz kurs' }).click();
  await saveDespitePastStop(page, '08:00');
  // Not a save waiting in the background for the network: it failed, and the form says so.
  await expect(
    page.getByText('Brak połączenia z serwerem. Sprawdź połączenie i spróbuj ponownie.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'utwórz kurs' })).toBeEnabled();
  // The failed save left the typed course unsaved: 'anuluj' asks first (row 643).
  await page.getByRole('button', { name: 'anuluj' }).click();
  const leave = page.getByRole('dialog', { name: 'Opuścić formularz?' });
  await leave.getByRole('button', { name: 'Wyjdź bez zapisywania' }).click();
  await expect(page).toHaveURL(/\/course$/);
  await context.setOffline(false);

  // Back online, the list loads again; the abandoned course was never sent.
  await expect(page.getByText(/Kurs|Przejazd/).first()).toBeVisible();
  // A fresh token: the page's may have expired during the offline part (short token life in e2e).
  const token = await apiSession(page.request, 'dyspozytor')();
  const found = await page.request.get(
    `/api/abstract_courses?search=${encodeURIComponent(rideNumber)}&includeCancelledCourses=true`,
    {
      headers: { Authorization: `Bearer ${token}` },
    },
  );
  expect(found.status()).toBe(200);
  expect(((await found.json()) as { 'hydra:totalItems': number })['hydra:totalItems']).toBe(0);
});

test("a dispatcher repeats a course on three weekdays and finds the series in the course's drawer", async ({
  page,
}) => {
  await signInAndLand(page, 'dyspozytor');
  const rideNumber = await fillWarsawRadomKielceCourse(page);

  // 'Powtarzaj' starts on today's weekday for 4 weeks; two more weekdays for one week make 3 courses.
  await page.getByRole('switch', { name: 'Powtarzaj' }).check();
  const weekdays = page.getByRole('group', { name: 'Dni tygodnia' });
  await expect(weekdays.getByRole('checkbox', { checked: true })).toHaveCount(1);
  await weekdays.getByRole('checkbox', { checked: false }).first().check();
  await weekdays.getByRole('checkbox', { checked: false }).first().check();
  await expect(weekdays.getByRole('checkbox', { checked: true })).toHaveCount(3);
  await page.getByRole('spinbutton', { name: 'przez tygodni' }).fill('1');
  await expect(page.getByRole('status').filter({ hasText: 'Zostaną utworzone 3 kursy' })).toBeVisible();

  await page.getByRole('button', { name: 'utwórz kurs' }).click();
  await saveDespitePastStop(page, '08:00');
  await expect(page).toHaveURL(/\/course$/);
  await expect(page.getByText('Utworzono 3 kursy serii.')).toBeVisible();

  await page.getByPlaceholder('Szukaj w kursach...').fill(rideNumber);
  const card = page.getByRole('article').filter({ hasText: rideNumber }).first();
  await card.getByRole('heading', { level: 3 }).getByRole('button').click();
  const drawer = page.getByRole('dialog', { name: 'Kurs' });
  const series = drawer.getByRole('region', { name: 'Seria' });
  await expect(series.getByRole('listitem')).toHaveCount(3);
  await expect(series.getByText(rideNumber)).toHaveAttribute('aria-current', 'true');
  await shootBothSizes(page, 'course-series', async () => {
    await series.scrollIntoViewIfNeeded();
    await expect(series.getByRole('link')).toHaveCount(2);
  });

  // Each other course of the series opens in the drawer from its link.
  const opened = page.url();
  await series.getByRole('link').first().click();
  await expect(page).not.toHaveURL(opened);
  await expect(series.getByRole('link')).toHaveCount(2);
  const back = series.getByRole('link', { name: new RegExp(rideNumber.replace(/\//g, '\\/')) });
  await expect(back).toBeVisible();

  // 'Ten i wszystkie następne' on saving an edit of the first course moves stop A of all three (row 860).
  const firstId = new URL(opened).searchParams.get('course') ?? '';
  await page.setViewportSize(DESKTOP);
  await back.click();
  await drawer.getByRole('link', { name: 'Edytuj kurs' }).click();
  await expect(page).toHaveURL(new RegExp(`/course/${firstId}/edit$`));
  await setTime(page, 'A', '08:15');
  await page.getByRole('button', { name: 'zapisz zmiany' }).click();
  const ask = page.getByRole('dialog', { name: 'Zapisz kurs serii' });
  const following = ask.getByRole('radio', { name: 'Ten i wszystkie następne' });
  await following.check();
  await shootBothSizes(page, 'course-series-edit', async () => {
    await expect(following).toBeChecked();
    await expect(ask.getByRole('button', { name: 'Zapisz', exact: true })).toBeInViewport();
  });
  await ask.getByRole('button', { name: 'Zapisz', exact: true }).click();
  await expect(page.getByText('Zmieniono 3 kursy serii.')).toBeVisible();
  await expect(page).toHaveURL(/\/course$/);

  // 'Ten i wszystkie następne' on the first course cancels all three in one request (row 858).
  await page.getByPlaceholder('Szukaj w kursach...').fill(rideNumber);
  const confirm = page.getByRole('dialog', { name: 'Anulowanie przejazdu' });
  const askFollowing = async () => {
    await card.getByRole('button', { name: 'anuluj przejazd' }).click();
    await confirm.getByRole('radio', { name: 'Ten i wszystkie następne' }).check();
  };
  await askFollowing();
  await snapForDocs(page, 'course-series-cancel-desktop');
  // A phone lays the list out anew (its card remounts and the question closes): asked again there.
  await confirm.getByRole('button', { name: 'wróć' }).click();
  await page.setViewportSize(PHONE);
  await askFollowing();
  await snapForDocs(page, 'course-series-cancel-phone');
  await confirm.getByRole('button', { name: 'anuluj przejazd' }).click();
  await expect(confirm).toBeHidden();
  // Checked on the server, not through the 3 s notice (its text is series-cancel-dialog.test.tsx's).
  const token = await apiSession(page.request, 'dyspozytor')();
  const statuses = async () => {
    const answer = await page.request.get(`/api/taxi_courses/${firstId}/series`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    const body = (await answer.json()) as { courses: { rides: { status: string }[] }[] };
    return body.courses.map((course) => course.rides[0]?.status);
  };
  await expect.poll(statuses).toEqual(['cancelled', 'cancelled', 'cancelled']);
});
