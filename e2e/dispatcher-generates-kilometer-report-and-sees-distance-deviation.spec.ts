import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext } from './support/test';
import { REPORT_DEMO_DEVIATION_RIDE } from '../server/seed/reports.seed';
import { apiSession } from './support/course-api';
import { dateField } from './support/date-field';
import { DESKTOP, PHONE, signInAndLand, snapForDocs } from './support/session';

interface Member {
  id: number;
  rides: { id: number; number: string }[];
}

/** The course and ride ids of the demo ride whose driver declared 30 % more than the map. */
async function deviationRide(request: APIRequestContext, username: string) {
  const response = await request.get(
    `/api/abstract_courses?search=${encodeURIComponent(REPORT_DEMO_DEVIATION_RIDE)}&dateStartAfter=2000-01-01`,
    { headers: { Authorization: `Bearer ${await apiSession(request, username)()}` } },
  );
  expect(response.status()).toBe(200);
  const members = ((await response.json()) as { 'hydra:member': Member[] })['hydra:member'];
  const course = members.find((member) =>
    member.rides.some((ride) => ride.number === REPORT_DEMO_DEVIATION_RIDE),
  );
  const ride = course?.rides.find((r) => r.number === REPORT_DEMO_DEVIATION_RIDE);
  if (!course || !ride) throw new Error('The demo deviation ride is missing');
  return { courseId: course.id, rideId: ride.id };
}

for (const [size, viewport] of [
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as const) {
  test(`a dispatcher generates the kilometer report and sees a ride's distance deviation (${size})`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize(viewport);
    await signInAndLand(page, 'dyspozytor');

    await page.getByRole('button', { name: 'Raport kilometrówek' }).click();
    const dialog = page.getByRole('dialog', { name: 'Raport kilometrówek' });
    await expect(dialog.getByLabel('Cena za km (zł)')).toHaveValue('0,60');
    // The period in Polish, DD.MM.YYYY, whatever the browser's language (issue 31).
    await expect(dateField(dialog, 'Od')).toContainText(/^\d{2}\.\d{2}\.\d{4}/);
    await snapForDocs(page, `kilometer-report-generator-${size}`);

    const download = page.waitForEvent('download');
    await dialog.getByRole('button', { name: 'Generuj' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(
      /^raport-kilometrowek-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.pdf$/,
    );
    const bytes = await readFile(await file.path());
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    await expect(dialog).toBeHidden();

    const { courseId, rideId } = await deviationRide(request, 'dyspozytor');
    await page.goto(`/course?course=${courseId}&ride=${rideId}`);
    const drawer = page.getByRole('dialog', { name: `Przejazd ${REPORT_DEMO_DEVIATION_RIDE}` });
    const deviation = drawer.getByRole('region', { name: 'Odchylenie dystansu' });
    await expect(deviation).toBeVisible();
    await expect(deviation.getByText('Odchylenie powyżej 10 %')).toBeVisible();
    await expect(deviation.getByText(/^\+\d+,\d km \(\+\d+(,\d)? %\)$/)).toBeVisible();
    await snapForDocs(page, `ride-drawer-distance-deviation-${size}`);
  });
}

test('a user without the report right is offered the premium reports and sees no deviation', async ({
  page,
  request,
}) => {
  await signInAndLand(page, 'firma');
  await page.getByRole('button', { name: 'Raport kilometrówek' }).click();
  const premium = page.getByRole('dialog', { name: 'Odblokuj funkcję pobierania raportów' });
  await expect(premium).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Raport kilometrówek' })).toHaveCount(0);
  await premium.getByRole('button', { name: /Zamknij/i }).click();
  await expect(premium).toBeHidden();

  const { courseId, rideId } = await deviationRide(request, 'firma');
  await page.goto(`/course?course=${courseId}&ride=${rideId}`);
  const drawer = page.getByRole('dialog', { name: `Przejazd ${REPORT_DEMO_DEVIATION_RIDE}` });
  await expect(drawer.getByText('Status', { exact: true })).toBeVisible();
  await expect(drawer.getByRole('region', { name: /Odchylenie dystansu/ })).toHaveCount(0);
});
