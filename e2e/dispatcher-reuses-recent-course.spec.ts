import { expect, test } from './support/test';
import { apiSession, courseIris, createTaxiCourse, taxiCourse } from './support/course-api';
import { openNewCourseForm, saveDespitePastStop, setTime, stop, stopField } from './support/course-form';
import { DESKTOP, PHONE, signInAndLand, snapForDocs } from './support/session';

interface CreatedCourse {
  rides: {
    segments: {
      employees: { name: string }[];
      waypointStart: { place: { name: string } | null };
      waypointEnd: { place: { name: string } | null };
    }[];
  }[];
}

/** 'YYYY-MM-DD' of `daysAgo` days before today in Poland (the browser's zone in these journeys). */
const warsawDate = (daysAgo = 0) =>
  new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Warsaw' }).format(
    new Date(Date.now() - daysAgo * 24 * 60 * 60 * 1000),
  );

test('a dispatcher creates a course from a recently used one and finds it in the list', async ({
  page,
  request,
}) => {
  // An earlier course of the dispatcher, three days ago: the newest one they created.
  const token = await apiSession(request, 'dyspozytor')();
  const iris = await courseIris(request, token);
  const oldNumber = `REUSE/${Date.now()}`;
  const created = (await createTaxiCourse(
    request,
    token,
    taxiCourse(iris, oldNumber, warsawDate(3)),
  )) as unknown as CreatedCourse;
  const segments = created.rides[0]?.segments ?? [];
  const names = [
    segments[0]?.waypointStart.place?.name ?? '',
    segments[1]?.waypointStart.place?.name ?? '',
    segments[1]?.waypointEnd.place?.name ?? '',
  ];
  const passenger = segments[0]?.employees[0]?.name ?? '';
  expect(names.every(Boolean) && passenger).toBeTruthy();

  await signInAndLand(page, 'dyspozytor');
  await openNewCourseForm(page);

  const recent = page.getByRole('region', { name: 'Ostatnio używane' });
  const entry = recent.getByRole('button', { name: new RegExp(`^Użyj relacji .*${oldNumber}`) });
  await expect(entry).toBeVisible();
  await expect(entry).toContainText(`${names[0]} → ${names[2]}`);
  await expect(recent.getByRole('button')).toHaveCount(3);
  const number = page.getByLabel('Numer przejazdu');
  await expect(number).toHaveValue(/\S/);
  const newNumber = await number.inputValue();

  // Chosen with the keyboard: the relation lands on today, clock times kept.
  await entry.focus();
  await page.keyboard.press('Enter');
  await expect(entry).toHaveAttribute('aria-pressed', 'true');
  await expect(recent.getByText(`Skopiowano relację ${oldNumber} na dziś.`, { exact: false })).toBeVisible();
  const today = warsawDate();
  for (const [index, letter] of ['A', 'B', 'C'].entries()) {
    await expect(stop(page, letter).getByLabel('Miejsce')).toHaveValue(names[index] ?? '');
    await expect(stopField(page, letter, 'Data')).toContainText(today.split('-').reverse().join('.'));
  }
  await expect(stopField(page, 'A', 'Godzina')).toContainText('08:00');
  await expect(stopField(page, 'C', 'Godzina')).toContainText('10:30');
  await expect(stop(page, 'A').getByText(passenger)).toBeVisible();
  await expect(number).toHaveValue(newNumber);

  await page.locator('#main-content').getByRole('heading', { name: 'Nowy kurs' }).scrollIntoViewIfNeeded();
  await snapForDocs(page, 'course-form-recent-desktop');
  await page.setViewportSize(PHONE);
  await recent.scrollIntoViewIfNeeded();
  await snapForDocs(page, 'course-form-recent-phone');
  await page.setViewportSize(DESKTOP);

  // The dispatcher only adjusts: a later pick-up, then saves.
  await setTime(page, 'A', '08:15');
  await page.getByRole('button', { name: 'utwórz kurs' }).click();
  await saveDespitePastStop(page, '08:15', today);
  await expect(page).toHaveURL(/\/course$/);
  await expect(page.getByText('Dane zapisano prawidłowo')).toBeVisible();
  await page.getByPlaceholder('Szukaj w kursach...').fill(newNumber);
  await expect(page.getByText(newNumber, { exact: true }).first()).toBeVisible();
  await expect(page.getByText(names[0] ?? '').first()).toBeVisible();
  await expect(page.getByText(passenger).first()).toBeVisible();
  await expect(page.getByText('08:15').first()).toBeVisible();
});
