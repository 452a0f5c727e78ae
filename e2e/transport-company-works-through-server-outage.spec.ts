import { expect, test } from './support/test';
import { startOwnServer, type OwnServer } from './support/own-server';
import { findRideCard, orderRide, showColumn } from './support/ride-card';
import { PHONE, signIn, snapForDocs } from './support/session';

test.use({ viewport: PHONE });

/**
 * The journeys stop their server on purpose: what the page asks for meanwhile fails at the network,
 * or, while the server is closing, gets Fastify's 503 (`return503OnClosing`) — the live stream's
 * reconnect often lands in that moment; a request sent just as the stopping server ends its unused
 * connections (server/http/close-unused-connections.ts) is reset.
 */
/** What a window whose code cannot be fetched says (src/ui/lazy-dialog.tsx, spec-decisions row 383). */
const DIALOG_FAILED = 'Nie udało się wczytać okna. Sprawdź połączenie i spróbuj ponownie.';
/** React reports the failed import its window's boundary caught (the filters, fetched during the outage). */
const FILTERS_NOT_FETCHED =
  /^TypeError: Failed to fetch dynamically imported module: \S+\/assets\/filter-drawer-[\w-]+\.js/;

const SERVER_DOWN =
  /^Failed to load resource: (net::ERR_(CONNECTION_REFUSED|CONNECTION_RESET|EMPTY_RESPONSE|FAILED)|the server responded with a status of 503 \(Service Unavailable\))$/;

let server: OwnServer;
test.afterEach(async () => {
  await server.stop();
});

/**
 * On a phone the transport company's server goes down in the middle of the work and comes back: the
 * page never turns white, says what happened, and recovers by itself or with 'Spróbuj ponownie'. The
 * journey runs on a server of its own that it really stops and starts again (data on disk).
 */
test('on a phone, the transport company works through a server outage without a blank page', async ({
  page,
  playwright,
  browserErrors,
}) => {
  browserErrors.allow(SERVER_DOWN);
  browserErrors.allow(FILTERS_NOT_FETCHED);
  test.setTimeout(180_000);
  server = await startOwnServer('server-outage');
  const request = await playwright.request.newContext({ baseURL: server.baseURL });
  const number = `OUTAGE/${Date.now() % 100_000}`;
  await orderRide(request, number, 'waiting_for_transport_company_acceptance');

  await signIn(page, 'transport', undefined, `${server.baseURL}/login`);
  await expect(page).toHaveURL(/\/course$/);
  // A ride waiting for its answer is where the transport company looks first (row 648).
  const { card, actions } = await findRideCard(page, number, 'Wymaga uwagi');

  // The server stops. The first notice of the visit is an error: shown, and the page stays.
  await server.stop();
  await actions.getByRole('button', { name: 'akceptuj' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Brak połączenia z serwerem' })).toBeVisible();
  await expect(card.getByText('Oczekuje na akceptację firmy transportowej')).toBeVisible();
  await expect(page.getByRole('tab', { name: /^Wymaga uwagi/ })).toBeVisible();

  // A list asked for the first time while the server is down says so, with a way to try again.
  await page.getByPlaceholder('Szukaj w kursach...').fill(`${number} B`);
  await expect(page.getByRole('button', { name: 'Spróbuj ponownie' })).toBeVisible({ timeout: 20_000 });

  // A window whose code was never loaded (the filters) says so in a window of its own; the list stays.
  await page.getByRole('button', { name: /^Filtry/ }).click();
  const failed = page.getByRole('dialog', { name: DIALOG_FAILED });
  await expect(failed.getByRole('alert')).toHaveText(DIALOG_FAILED, { timeout: 20_000 });
  await failed.getByRole('button', { name: 'Spróbuj ponownie' }).click();
  await expect(failed.getByRole('alert')).toHaveText(DIALOG_FAILED, { timeout: 20_000 });
  await snapForDocs(page, 'server-outage-dialog-not-loaded-phone', { bothSizes: true });
  await failed.getByRole('button', { name: 'Zamknij' }).click();
  await expect(failed).toBeHidden();
  await page.getByRole('tab', { name: /^Zakończone/ }).click();
  await expect(page.getByRole('tab', { name: /^Zakończone/ })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('tab', { name: /^Wymaga uwagi/ }).click();

  // A page whose code was never loaded cannot open: an error page with 'Spróbuj ponownie', not white.
  await page.getByRole('button', { name: 'Otwórz menu' }).click();
  await page.getByRole('link', { name: 'Ustawienia' }).click();
  await expect(page.getByRole('heading', { name: 'Coś poszło nie tak' })).toBeVisible({ timeout: 20_000 });
  await page.getByRole('button', { name: 'Spróbuj ponownie' }).click();
  await expect(page.getByText('Serwer nadal nie odpowiada. Spróbuj ponownie za chwilę.')).toBeVisible();
  await snapForDocs(page, 'server-outage-route-error-phone', { bothSizes: true });

  // The server is back: 'Spróbuj ponownie' loads the page.
  await server.start();
  await page.getByRole('button', { name: 'Spróbuj ponownie' }).click();
  await expect(page.getByRole('heading', { name: 'Ustawienia' })).toBeVisible({ timeout: 20_000 });

  // Back on the list, the ride is still waiting and can be accepted now.
  await page.goto(`${server.baseURL}/course`);
  const again = await findRideCard(page, number, 'Wymaga uwagi');
  await again.actions.getByRole('button', { name: 'akceptuj' }).click();
  // Accepted, the course no longer waits for the company: it moves on to the running ones.
  await expect(again.card).toHaveCount(0);
  await showColumn(page, 'W trakcie realizacji');
  await expect(again.card.getByText('Zaakceptowany przez firmę transportową')).toBeVisible();
});

test('a list that failed while the server was down loads by itself once it is back', async ({
  page,
  playwright,
  browserErrors,
}) => {
  browserErrors.allow(SERVER_DOWN);
  browserErrors.allow(FILTERS_NOT_FETCHED);
  test.setTimeout(180_000);
  server = await startOwnServer('list-recovery');
  const request = await playwright.request.newContext({ baseURL: server.baseURL });
  const number = `RECOVER/${Date.now() % 100_000}`;
  await orderRide(request, number, 'waiting_for_transport_company_acceptance');
  await signIn(page, 'transport', undefined, `${server.baseURL}/login`);
  await expect(page).toHaveURL(/\/course$/);
  // The list is on screen before the stop: the address changes before the signed-in user's own data
  // has come, and a stop in between leaves the page's 'Brak połączenia' instead of a failed list.
  const search = page.getByPlaceholder('Szukaj w kursach...');
  await expect(search).toBeVisible();

  await server.stop();
  await search.fill(number);
  await showColumn(page, 'Wymaga uwagi');
  await expect(page.getByRole('button', { name: 'Spróbuj ponownie' })).toBeVisible({ timeout: 20_000 });
  // The filters' code cannot be fetched now: their window says so and closes.
  await page.getByRole('button', { name: /^Filtry/ }).click();
  const failed = page.getByRole('dialog', { name: DIALOG_FAILED });
  await failed.getByRole('button', { name: 'Zamknij' }).click();
  await expect(failed).toBeHidden();
  await server.start();
  // No click, no reload: the list asks again by itself.
  await expect(page.getByRole('article').filter({ hasText: number })).toBeVisible({ timeout: 30_000 });
  // The filters remember their failed download. 'Spróbuj ponownie' imports them again. Where Chromium
  // kept the failed fetch of the chunk in its module map, the page is loaded again once and 'Filtry'
  // is opened again; where it fetches anew (a failed preload of a shared chunk), the filters open at once.
  await page.getByRole('button', { name: /^Filtry/ }).click();
  const filters = page.getByRole('dialog', { name: 'Filtry' });
  // The promise that loses the race settles later (the page closes, the wait times out): caught.
  const reloaded = page
    .waitForEvent('load')
    .then(() => 'reloaded' as const)
    .catch(() => 'closed' as const);
  await failed.getByRole('button', { name: 'Spróbuj ponownie' }).click();
  const opened = filters
    .waitFor({ state: 'visible', timeout: 60_000 })
    .then(() => 'opened' as const)
    .catch(() => 'not opened' as const);
  if ((await Promise.race([reloaded, opened])) === 'reloaded')
    await page.getByRole('button', { name: /^Filtry/ }).click();
  await expect(filters).toBeVisible({ timeout: 20_000 });
  await page.getByRole('button', { name: 'Zamknij filtry' }).click();
  await expect(page.getByRole('article').filter({ hasText: number })).toBeVisible();
});

test('the login says the server cannot be reached instead of doing nothing', async ({
  page,
  browserErrors,
}) => {
  browserErrors.allow(SERVER_DOWN);
  // Only the login page is needed before the stop: no demo data to seed on disk first.
  server = await startOwnServer('login-down', { seed: 'none' });
  await page.goto(`${server.baseURL}/login`);
  await expect(page.getByRole('button', { name: 'Zaloguj się' })).toBeVisible();
  await server.stop();
  await page.getByLabel('Login').fill('transport');
  await page.getByLabel('Hasło', { exact: true }).fill('kursownik123');
  await page.getByRole('button', { name: 'Zaloguj się' }).click();
  await expect(
    page.getByText('Brak połączenia z serwerem. Sprawdź połączenie i spróbuj ponownie.'),
  ).toBeVisible({ timeout: 20_000 });
});
