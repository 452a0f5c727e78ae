import { expect, test, type Page } from './support/test';
import { apiSession, courseIris } from './support/course-api';
import { pickPlace, setTime, stop, stopField } from './support/course-form';
import { DESKTOP, PHONE, signInAndLand, snapForDocs } from './support/session';

interface Course {
  id: number;
  rides: { number: string; segments: { waypointStart: Stop; waypointEnd: Stop }[] }[];
}
interface Stop {
  id: number;
  time: string | null;
  place: { name: string | null } | null;
}

/** A day five days ahead in Poland, 'YYYY-MM-DD'. */
const dayAhead = () =>
  new Date(Date.now() + 5 * 86_400_000).toLocaleDateString('sv-SE', { timeZone: 'Europe/Warsaw' });

/** Opens the drawer of the passenger's card for ride `number` and its Relacja tab. */
async function openRelation(page: Page, number: string) {
  await page.getByPlaceholder('Szukaj w kursach...').fill(number);
  await expect(page.getByRole('article').filter({ hasNotText: number })).toHaveCount(0);
  await page.getByRole('article').first().getByRole('heading', { level: 3 }).getByRole('button').click();
  const drawer = page.getByRole('dialog', { name: 'Szczegóły przejazdu' });
  await drawer.getByRole('tab', { name: 'Relacja' }).click();
  return drawer;
}

test('the passenger changes a stop of their kilometer course from its drawer', async ({ page, request }) => {
  const dispatcher = apiSession(request, 'dyspozytor');
  const passenger = apiSession(request, 'pasazer');
  const { places } = await courseIris(request, await dispatcher());
  const date = dayAhead();
  const created = await request.post('/api/kilometer_courses', {
    headers: { Authorization: `Bearer ${await passenger()}` },
    data: {
      fromStartingPlace: null,
      toStartingPlace: null,
      rides: [
        {
          number: null,
          waypoints: [
            { place: places[0], date, time: '06:00' },
            { place: places[1], date, time: '07:00' },
          ],
        },
      ],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const course = (await created.json()) as Course;
  const number = course.rides[0]?.number ?? '';
  const firstStop = course.rides[0]?.segments[0]?.waypointStart;

  // Phone: the drawer's Relacja tab offers 'EDYTUJ RELACJĘ' to the passenger who created the course.
  await page.setViewportSize(PHONE);
  await signInAndLand(page, 'pasazer');
  let drawer = await openRelation(page, number);
  await expect(drawer.getByRole('link', { name: 'EDYTUJ RELACJĘ' })).toBeVisible();
  await snapForDocs(page, 'kilometer-relation-drawer-phone');
  await drawer.getByRole('link', { name: 'EDYTUJ RELACJĘ' }).click();
  await expect(page).toHaveURL(new RegExp(`/kilometer-course/${course.id}/edit$`));
  await expect(page.getByRole('heading', { name: 'Edycja relacji', level: 1 })).toBeVisible();
  await expect(stopField(page, 'B', 'Godzina')).toContainText('07:00');
  await snapForDocs(page, 'kilometer-relation-edit-phone');
  await page.getByRole('button', { name: 'anuluj' }).click();
  await expect(page).toHaveURL(/\/course$/);

  // Desktop: change stop B's place and hour, save, and see it on the card.
  await page.setViewportSize(DESKTOP);
  drawer = await openRelation(page, number);
  await drawer.getByRole('link', { name: 'EDYTUJ RELACJĘ' }).click();
  await expect(page.getByRole('heading', { name: 'Edycja relacji', level: 1 })).toBeVisible();
  await expect(stopField(page, 'A', 'Data')).toContainText(date.split('-').reverse().join('.'));
  await pickPlace(page, 'B', 'Gniezn', 'Gniezno');
  await setTime(page, 'B', '08:45');
  await expect(stop(page, 'A').getByText(/Do przystanku B: ok\. [\d,]+ km/)).toBeVisible();
  await snapForDocs(page, 'kilometer-relation-edit-desktop');
  await page.getByRole('button', { name: 'zapisz zmiany' }).click();
  await expect(page).toHaveURL(/\/course$/);
  await expect(page.getByText('Dane zapisano prawidłowo')).toBeVisible();

  await page.getByPlaceholder('Szukaj w kursach...').fill(number);
  const card = page.getByRole('article').filter({ hasText: number });
  await expect(card.getByText(/^Gniezno/)).toBeVisible();
  await expect(card.getByText('08:45')).toBeVisible();
  await snapForDocs(page, 'kilometer-relation-saved-desktop');

  // The untouched first stop is the same waypoint as before (its id, so any reached mark, kept).
  const saved = await request.get(`/api/kilometer_courses/${course.id}`, {
    headers: { Authorization: `Bearer ${await passenger()}` },
  });
  const after = (await saved.json()) as Course;
  expect(after.rides[0]?.segments[0]?.waypointStart.id).toBe(firstStop?.id);
  expect(after.rides[0]?.segments[0]?.waypointEnd.place?.name).toMatch(/^Gniezno/);
});
