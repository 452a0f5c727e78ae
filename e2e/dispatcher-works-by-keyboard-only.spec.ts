import { expect, test } from './support/test';
import { DEMO_PASSWORD } from '../server/seed/demo';
import { apiSession } from './support/course-api';
import { expectAccessibleScreen } from './support/axe';
import { expectFocusRing, tabTo } from './support/keyboard';
import { orderRide } from './support/ride-card';
import { DESKTOP } from './support/session';

test.use({ viewport: DESKTOP });

interface SavedCourse {
  rides: { status: string; segments: { waypointEnd: { time: string | null } }[] }[];
}

/** 'HH:mm' in Polish time of an instant the server answered. */
const warsawClock = (instant: string | null | undefined) =>
  instant
    ? new Date(instant).toLocaleTimeString('pl-PL', {
        timeZone: 'Europe/Warsaw',
        hour: '2-digit',
        minute: '2-digit',
      })
    : null;

// Issue 10: a dispatcher's core task without a mouse. Only page.keyboard drives the app; locators
// only say where the focus should be and what the screen shows.
test('a dispatcher finds a course, opens it, accepts its ride and edits a stop by keyboard only', async ({
  page,
  request,
}) => {
  const number = `KLAW/${Date.now() % 100_000}`;
  const course = await orderRide(request, number);
  const dispatcher = apiSession(request, 'dyspozytor');
  const saved = async () => {
    const response = await request.get(`/api/taxi_courses/${course.id}`, {
      headers: { Authorization: `Bearer ${await dispatcher()}` },
    });
    return (await response.json()) as SavedCourse;
  };

  // Sign in: the skip link comes first, then the fields; Enter sends the form.
  await page.goto('/login');
  await tabTo(page, page.getByLabel('Login'));
  await page.keyboard.type('dyspozytor');
  await tabTo(page, page.getByLabel('Hasło', { exact: true }));
  await page.keyboard.type(DEMO_PASSWORD);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/course$/);
  await expect(page).toHaveTitle('Kursy - Kursownik');

  // The skip link is the first stop and leads past the menu to the page. The URL and the title change
  // before the lazily loaded shell has rendered: wait for the page itself, or Tab starts from nothing.
  await expect(page.getByRole('heading', { name: 'Kursy', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Przejdź do treści' })).toBeAttached();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Przejdź do treści' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.locator('#main-content')).toBeFocused();

  // Find the course by its ride number.
  const search = page.getByPlaceholder('Szukaj w kursach...');
  await tabTo(page, search);
  await page.keyboard.type(number);
  const card = page.getByRole('article').filter({ hasText: number });
  await expect(page.getByRole('article').filter({ hasNotText: number })).toHaveCount(0);
  await expect(card).toHaveCount(1);

  // Open it from the card's title; Escape closes the drawer and gives the focus back to the title.
  const title = card.getByRole('heading', { level: 3 }).getByRole('button');
  await tabTo(page, title);
  await expectFocusRing(title);
  await page.keyboard.press('Enter');
  const drawer = page.getByRole('dialog', { name: 'Kurs' });
  await expect(drawer.getByRole('heading', { name: 'Przejazdy' })).toBeVisible();
  // The drawer takes the focus as it opens (MUI's focus trap), so Tab walks inside it.
  await expect.poll(() => drawer.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  await expectAccessibleScreen(page, 'keyboard-course-drawer');
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(title).toBeFocused();

  // Accept the ride: the dispatcher sets 'Zaakceptowany przez firmę transportową' by hand (§4).
  const actions = card.getByRole('group', { name: `Akcje przejazdu ${number}` });
  const changeStatus = actions.getByRole('button', { name: 'zmień status' });
  await tabTo(page, changeStatus);
  await expectFocusRing(changeStatus);
  await page.keyboard.press('Enter');
  const statusDialog = page.getByRole('dialog', { name: `Status przejazdu ${number}` });
  const select = statusDialog.getByRole('combobox', { name: 'Nowy status' });
  await tabTo(page, select);
  await page.keyboard.press('ArrowDown');
  // The transport company's own acceptance, not its forwarding for settlement.
  const accepted = page.getByRole('option').and(page.locator('[data-value="accepted_by_transport_company"]'));
  await expect(page.getByRole('listbox')).toBeVisible();
  for (
    let press = 0;
    press < 20 && !(await accepted.evaluate((option) => option === document.activeElement));
    press += 1
  )
    await page.keyboard.press('ArrowDown');
  await expect(accepted).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('listbox')).toBeHidden();
  await expect(select).toHaveText('Zaakceptowany przez firmę transportową');
  await expectAccessibleScreen(page, 'keyboard-ride-status-dialog');
  await tabTo(page, statusDialog.getByRole('button', { name: 'zapisz' }));
  await page.keyboard.press('Enter');
  await expect(statusDialog).toBeHidden();
  await expect(card.getByText('Zaakceptowany przez firmę transportową')).toBeVisible();
  await expect.poll(async () => (await saved()).rides[0]?.status).toBe('accepted_by_transport_company');

  // Edit a stop: the drawer's 'Edytuj kurs' leads to the form; stop B moves from 09:00 to 09:20.
  await tabTo(page, title, { max: 120 });
  await page.keyboard.press('Enter');
  const edit = drawer.getByRole('link', { name: 'Edytuj kurs' });
  await tabTo(page, edit);
  await expectFocusRing(edit);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/course/${course.id}/edit$`));
  await expect(page).toHaveTitle('Edycja kursu - Kursownik');
  const stopB = page.getByRole('listitem', { name: 'Przystanek B', exact: true });
  const hours = stopB.getByRole('group', { name: 'Godzina', exact: true }).getByRole('spinbutton').first();
  await tabTo(page, hours, { max: 120 });
  await page.keyboard.type('0920');
  await expect(stopB.getByRole('group', { name: 'Godzina', exact: true })).toContainText('09:20');
  await expectAccessibleScreen(page, 'keyboard-course-edit');
  await tabTo(page, page.getByRole('button', { name: 'zapisz zmiany' }), { max: 120 });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/course$/);
  await expect(page.getByText('Dane zapisano prawidłowo')).toBeVisible();
  await expect
    .poll(async () => warsawClock((await saved()).rides[0]?.segments[0]?.waypointEnd.time))
    .toBe('09:20');
});
