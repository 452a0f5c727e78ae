import { expect, test, type Browser, type APIRequestContext, type Page } from './support/test';
import { apiSession } from './support/course-api';
import { DESKTOP, PHONE, signInAndLand, snapForDocs } from './support/session';

// The demo's settlement journey courses (server/seed/settlement.seed.ts), used by this journey only.
const TO_FORWARD = 'PI/0901/01/2026';
const TO_DISPUTE = 'PI/0902/01/2026';
const REASON = 'Kierowca podał 10 km mniej w karcie drogowej';

async function courseIdOf(request: APIRequestContext, token: string, search: string) {
  const response = await request.get(`/api/abstract_courses?search=${encodeURIComponent(search)}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { member?: { id: number }[]; 'hydra:member'?: { id: number }[] };
  const id = (body.member ?? body['hydra:member'] ?? [])[0]?.id;
  expect(id, search).toBeDefined();
  return id as number;
}

/** The first taxi course the subcontractor executes (the demo gives Auto-Przewozy Kraków some). */
async function subcontractedCourseId(request: APIRequestContext, token: string) {
  const response = await request.get('/api/abstract_courses', {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.status()).toBe(200);
  type Member = { id: number; rides: { status: string }[] };
  const body = (await response.json()) as { member?: Member[]; 'hydra:member'?: Member[] };
  const members = body.member ?? body['hydra:member'] ?? [];
  const settling = ['finished', 'accepted_by_contractor', 'accepted_by_customer', 'tcr_inconsistency'];
  const course =
    members.find((member) => member.rides.every((ride) => settling.includes(ride.status))) ?? members[0];
  expect(course).toBeDefined();
  return course?.id as number;
}

async function as(browser: Browser, username: string): Promise<Page> {
  const context = await browser.newContext({ viewport: DESKTOP });
  const page = await context.newPage();
  await signInAndLand(page, username);
  return page;
}

/** Opens the course drawer by its link and its settlement column; waits for the tables. */
async function openSettlement(page: Page, courseId: number) {
  await page.goto(`/course?course=${courseId}`);
  const drawer = page.getByRole('dialog', { name: 'Kurs' });
  await drawer.getByRole('button', { name: 'Rozliczenie' }).click();
  await expect(drawer.getByRole('heading', { name: 'Historia rozliczenia' })).toBeVisible();
  return drawer;
}

async function phoneShot(page: Page, name: string) {
  await page.setViewportSize(PHONE);
  await expect(page.getByRole('heading', { name: 'Historia rozliczenia' })).toBeVisible();
  await snapForDocs(page, `${name}-phone`);
  await page.setViewportSize(DESKTOP);
}

test('the transport company fills and forwards a month, the railway company accepts and disputes', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const firmaToken = apiSession(request, 'firma');
  const forwardId = await courseIdOf(request, await firmaToken(), TO_FORWARD);
  const disputeId = await courseIdOf(request, await firmaToken(), TO_DISPUTE);

  // Transport fills the settlement from the driver's report and forwards it.
  const transport = await as(browser, 'transport');
  let drawer = await openSettlement(transport, forwardId);
  await expect(drawer.getByRole('table', { name: 'Klient: PKP Intercity' })).toBeVisible();
  await snapForDocs(transport, 'settlement-drawer-transport-company');
  await drawer.getByRole('button', { name: 'Edytuj rozliczenie' }).click();
  let dialog = transport.getByRole('dialog', { name: 'Edytuj rozliczenie' });
  await dialog.getByRole('button', { name: 'Skopiuj wartości kierowcy' }).click();
  await expect(transport.getByText('Wartości zostały skopiowane')).toBeVisible();
  await expect(dialog.getByLabel('Koszt autostrad (zł)').first()).toHaveValue('18,5');
  await snapForDocs(transport, 'settlement-edit-dialog');
  // The drawer lays itself out anew at the phone width (its settlement column joins the rides').
  await transport.setViewportSize(PHONE);
  await drawer.getByRole('button', { name: 'Edytuj rozliczenie' }).click();
  dialog = transport.getByRole('dialog', { name: 'Edytuj rozliczenie' });
  await dialog.getByRole('button', { name: 'Skopiuj wartości kierowcy' }).click();
  await expect(dialog.getByLabel('Koszt autostrad (zł)').first()).toHaveValue('18,5');
  await snapForDocs(transport, 'settlement-edit-dialog-phone');
  // §5: a bad distance is refused with the spec's message, nothing is sent.
  await dialog.getByLabel('Liczba km').first().fill('12.5');
  await dialog.getByRole('button', { name: 'Wyślij' }).click();
  await expect(dialog.getByText('Liczba przejechanych km musi być liczbą całkowitą')).toBeVisible();
  await dialog.getByLabel('Liczba km').first().fill('52');
  await dialog.getByRole('button', { name: 'Wyślij' }).click();
  await expect(dialog).toBeHidden();
  await transport.setViewportSize(DESKTOP);
  await expect(drawer.getByRole('table', { name: 'Klient: PKP Intercity' })).toContainText('52 km');
  await drawer.getByRole('button', { name: 'Zapisz i przekaż do rozliczenia' }).click();
  await expect(drawer.getByRole('button', { name: 'Zapisz i przekaż do rozliczenia' })).toBeHidden();
  await phoneShot(transport, 'settlement-drawer-transport-company');

  // The railway company accepts that one and disputes another.
  const firma = await as(browser, 'firma');
  drawer = await openSettlement(firma, forwardId);
  await drawer.getByRole('button', { name: 'zaakceptuj do rozliczenia' }).click();
  await expect(drawer.getByRole('button', { name: 'cofnij akceptację' })).toBeEnabled();
  await snapForDocs(firma, 'settlement-drawer-railway-company');
  await phoneShot(firma, 'settlement-drawer-railway-company');
  drawer = await openSettlement(firma, disputeId);
  await drawer.getByRole('button', { name: 'zgłoś niezgodność' }).click();
  const dispute = firma.getByRole('dialog', { name: /Niezgodność w rozliczeniu/ });
  await dispute.getByRole('button', { name: 'zgłoś niezgodność' }).click();
  await expect(dispute.getByText('Należy podać powód niezgodności')).toBeVisible();
  await snapForDocs(firma, 'settlement-inconsistency-dialog');
  await firma.setViewportSize(PHONE);
  await drawer.getByRole('button', { name: 'zgłoś niezgodność' }).click();
  await dispute.getByRole('button', { name: 'zgłoś niezgodność' }).click();
  await expect(dispute.getByText('Należy podać powód niezgodności')).toBeVisible();
  await snapForDocs(firma, 'settlement-inconsistency-dialog-phone');
  await dispute.getByLabel('Powód niezgodności').fill(REASON);
  await dispute.getByRole('button', { name: 'zgłoś niezgodność' }).click();
  await expect(dispute).toBeHidden();
  await expect(drawer.getByRole('button', { name: 'zgłoś niezgodność' })).toBeHidden();
  await firma.setViewportSize(DESKTOP);

  // Transport corrects the disputed ride and forwards it again.
  drawer = await openSettlement(transport, disputeId);
  await expect(drawer.getByText(REASON)).toBeVisible();
  await drawer.getByRole('button', { name: 'Edytuj rozliczenie' }).click();
  const correction = transport.getByRole('dialog', { name: 'Edytuj rozliczenie' });
  await correction.getByLabel('Liczba km').first().fill('30');
  await correction.getByRole('button', { name: 'Wyślij' }).click();
  await expect(correction).toBeHidden();
  await drawer.getByRole('button', { name: 'Zapisz i przekaż do rozliczenia' }).click();
  await expect(drawer.getByRole('button', { name: 'Zapisz i przekaż do rozliczenia' })).toBeHidden();

  // The railway company accepts everything forwarded at once, and the history shows every step.
  await firma.goto('/course');
  await firma.getByRole('button', { name: 'Menu kolumny Zakończone' }).first().click();
  await firma.getByRole('menuitem', { name: 'Zaakceptuj wszystkie do rozliczenia' }).click();
  await firma.getByRole('button', { name: 'Tak, zaakceptuj' }).click();
  await expect(firma.getByText(/Zaakceptowano \d+ kursów/)).toBeVisible();
  drawer = await openSettlement(firma, disputeId);
  const history = drawer.getByRole('region', { name: 'Historia rozliczenia' });
  await expect(history.getByRole('listitem')).toHaveCount(5);
  await expect(history).toContainText(`Niezgodność: — → ${REASON}`);
  await expect(history).toContainText('Klient: km');
  await expect(drawer.getByRole('button', { name: 'cofnij akceptację' })).toBeVisible();

  // The other drawers: the contractor with a subcontractor, and the subcontractor.
  const subcontractor = await as(browser, 'podwykonawca');
  const subcontracted = await subcontractedCourseId(request, await apiSession(request, 'podwykonawca')());
  drawer = await openSettlement(subcontractor, subcontracted);
  await expect(drawer.getByRole('table', { name: /^Wykonawca: / })).toBeVisible();
  await snapForDocs(subcontractor, 'settlement-drawer-subcontractor');
  await phoneShot(subcontractor, 'settlement-drawer-subcontractor');
  drawer = await openSettlement(transport, subcontracted);
  await expect(drawer.getByRole('table', { name: /^Podwykonawca: / })).toBeVisible();
  await snapForDocs(transport, 'settlement-drawer-contractor-with-subcontractor');
  await phoneShot(transport, 'settlement-drawer-contractor-with-subcontractor');
});
