import { expect, test } from './support/test';
import { apiSession, courseIris, createTaxiCourse, taxiCourse } from './support/course-api';
import { CANCEL_DRIVEN_WARNING } from '../domain/rides/ride-messages';
import { PHONE, signInAndLand, snapForDocs } from './support/session';
import { dialogShown, showColumn } from './support/ride-card';
import { outboxBodies } from './support/outbox';

test('a dispatcher moves a ride into another course, cancels and restores it, pulls it out again, then cancels a driven ride', async ({
  page,
  request,
}) => {
  const dispatcher = apiSession(request, 'dyspozytor');
  const iris = await courseIris(request, await dispatcher());
  const suffix = String(Date.now() % 100_000);
  const tomorrow = new Date(Date.now() + 24 * 3600 * 1000).toLocaleDateString('sv-SE', {
    timeZone: 'Europe/Warsaw',
  });
  const moved = `MOVE/${suffix}-A`;
  const kept = `MOVE/${suffix}-B`;
  await createTaxiCourse(request, await dispatcher(), taxiCourse(iris, moved, tomorrow));
  const keptCourse = await createTaxiCourse(request, await dispatcher(), taxiCourse(iris, kept, tomorrow));

  await signInAndLand(page, 'dyspozytor');
  await page.getByPlaceholder('Szukaj w kursach...').fill(`MOVE/${suffix}`);
  const cards = page.getByRole('article').filter({ hasText: `MOVE/${suffix}` });
  await expect(cards).toHaveCount(2);

  // Przenieś przejazd: the ride joins the other course, and its emptied course is gone.
  const rideActions = (number: string) => page.getByRole('group', { name: `Akcje przejazdu ${number}` });
  await rideActions(moved).getByRole('button', { name: 'Przenieś przejazd' }).click();
  const dialog = page.getByRole('dialog', { name: `Przenieś przejazd ${moved}` });
  await expect(
    dialog.getByText('Informacja o zmianach zostanie wysłana do wykonawcy i/lub kierowcy.'),
  ).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'przenieś' })).toBeDisabled();
  await dialog.getByRole('combobox', { name: 'Wybierz kurs' }).fill(kept);
  await page.getByRole('option', { name: kept }).click();
  await snapForDocs(page, 'transfer-dialog');
  await dialog.getByRole('button', { name: 'przenieś' }).click();
  await expect(cards).toHaveCount(1);
  const both = cards.first();
  await expect(both.getByText(moved, { exact: true })).toBeVisible();
  await expect(both.getByText(kept, { exact: true })).toBeVisible();

  // Cancel and restore one ride; the course stays on the list through its other ride.
  const movedRide = page.getByRole('region', { name: `Przejazd ${moved}` });
  // Asked first: 'wróć' leaves the ride as it was; confirmed, the notice says who was told.
  await rideActions(moved).getByRole('button', { name: 'anuluj przejazd' }).click();
  const confirm = page.getByRole('dialog', { name: 'Anulowanie przejazdu' });
  await confirm.getByRole('button', { name: 'wróć' }).click();
  await expect(confirm).toBeHidden();
  await expect(movedRide.getByText('Anulowany', { exact: true })).toHaveCount(0);
  await rideActions(moved).getByRole('button', { name: 'anuluj przejazd' }).click();
  await confirm.getByRole('button', { name: 'anuluj przejazd' }).click();
  // What the notice announces, checked where it happens: the cancel message went out (this course's
  // transport company has the e-mail; it has no driver yet). The notice itself (one at a time, 3 s) was
  // missed in 2 of 6 full runs and never alone; its text is ride-actions.test.tsx's.
  const cancelMessages = () =>
    outboxBodies().filter((body) => body.includes(`Przejazd ${moved} został anulowany.`)).length;
  await expect.poll(cancelMessages, { timeout: 20_000 }).toBe(1);
  await expect(movedRide.getByText('Anulowany', { exact: true })).toBeVisible();
  await rideActions(moved).getByRole('button', { name: 'przywróć' }).click();
  await expect(movedRide.getByText('Anulowany', { exact: true })).toHaveCount(0);

  // Wyciągnij przejazd: the ride becomes a course of its own again, in planning.
  await rideActions(moved).getByRole('button', { name: 'Wyciągnij przejazd' }).click();
  await expect(cards).toHaveCount(2);
  await expect(page.getByRole('region', { name: `Przejazd ${moved}` }).getByText('Planowanie')).toBeVisible();

  // A ride already driven (row 644): its cancel question says nobody is messaged, at both sizes.
  const auth = { Authorization: `Bearer ${await dispatcher()}` };
  const course = (await (
    await request.get(`/api/taxi_courses/${keptCourse.id}`, { headers: auth })
  ).json()) as {
    rides: { id: number; number: string }[];
  };
  const keptRideId = course.rides.find((ride) => ride.number === kept)?.id;
  const finished = await request.put(`/api/taxi_course_rides/${keptRideId}/status`, {
    headers: auth,
    data: { status: 'finished' },
  });
  expect(finished.status(), await finished.text()).toBe(200);
  const keptRide = page.getByRole('region', { name: `Przejazd ${kept}` });
  await expect(keptRide.getByText('Zakończony', { exact: true })).toBeVisible();
  const driven = page.getByRole('dialog', { name: 'Anulowanie przejazdu' });
  await rideActions(kept).getByRole('button', { name: 'anuluj przejazd' }).click();
  await expect(driven.getByText(CANCEL_DRIVEN_WARNING.finished)).toBeVisible();
  await dialogShown(page);
  await snapForDocs(page, 'cancel-driven-ride-desktop');
  await driven.getByRole('button', { name: 'wróć' }).click();
  await expect(driven).toBeHidden();
  // The phone swaps the columns for tabs and remounts the cards: the question is asked again there.
  await page.setViewportSize(PHONE);
  await showColumn(page, 'Zakończone');
  await rideActions(kept).getByRole('button', { name: 'anuluj przejazd' }).click();
  await expect(driven.getByText(CANCEL_DRIVEN_WARNING.finished)).toBeVisible();
  await dialogShown(page);
  await snapForDocs(page, 'cancel-driven-ride-phone');
  await driven.getByRole('button', { name: 'anuluj przejazd' }).click();
  await expect(page.getByText(`Przejazd ${kept} anulowany.`, { exact: true })).toBeVisible();
  // Its course has no other ride: it leaves the list, which hides cancelled courses by default.
  await expect(keptRide).toHaveCount(0);
});
