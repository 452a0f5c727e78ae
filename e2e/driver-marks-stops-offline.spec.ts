import { expect, test, type Page } from './support/test';
import { connectionSwitch } from './support/offline';
import { courseForDemoDriver } from './support/driver-link';
import { startOwnServer, type OwnServer } from './support/own-server';
import { PHONE, snap, snapForDocs } from './support/session';

test.use({ viewport: PHONE });

let server: OwnServer;
test.afterEach(async () => {
  await server.stop();
});

interface Info {
  driverStartAt: string | null;
  rides: { segments: { waypointStart: Stop; waypointEnd: Stop }[] }[];
}
interface Stop {
  id: number;
  achievedAtByDriver: string | null;
}

/** The stop's item on the driver's page (the map names the places too). */
const stop = (page: Page, letter: string) =>
  page.getByRole('listitem').filter({ has: page.getByLabel(`Przystanek ${letter}`, { exact: true }) });

async function markReached(page: Page, letter: string) {
  await stop(page, letter).getByRole('button', { name: 'Osiągnięto przystanek' }).click();
  await page
    .getByRole('dialog', { name: /^Osiągnięto przystanek / })
    .getByRole('button', { name: 'tak, osiągnięto' })
    .click();
}

/**
 * The driver's phone loses its connection in the middle of a course, is reloaded without one, and
 * then finds the server stopped though the phone is online; the server starts again and the marks
 * reach it. The journey runs on a server of its own (with its data on disk), which it really stops
 * and starts: the shared Playwright server must keep serving the other journeys.
 */
test('a driver marks stops without a connection, reloads the page offline and the marks reach the server once it is started again', async ({
  page,
  context,
  playwright,
  browserErrors,
}) => {
  // Offline on purpose, then the server stopped: what the page asks for meanwhile fails at the network.
  browserErrors.allow(
    /^Failed to load resource: net::ERR_(INTERNET_DISCONNECTED|CONNECTION_REFUSED|FAILED)$/,
  );
  test.setTimeout(180_000);
  server = await startOwnServer('driver-offline');
  const request = await playwright.request.newContext({ baseURL: server.baseURL });
  const number = `OFFLINE/${Date.now() % 100_000}`;
  const { id, link, dispatcher } = await courseForDemoDriver(request, number, server.outboxDir);
  const version = async () => {
    const response = await request.get(`/api/taxi_courses/${id}`, {
      headers: { Authorization: `Bearer ${await dispatcher()}` },
    });
    return response.headers().etag;
  };
  const delivered = new Map<string, number>();
  page.on('response', (response) => {
    const path = new URL(response.url()).pathname;
    if (response.request().method() === 'POST' && path.startsWith('/api/course-info/') && response.ok()) {
      const key = path.split('/').slice(3, 4).concat(path.split('/').slice(5)).join('/');
      delivered.set(key, (delivered.get(key) ?? 0) + 1);
    }
  });

  const connection = await connectionSwitch(context);
  await page.goto(`${server.baseURL}${link}`);
  await expect(page.getByRole('heading', { name: `Kurs ${number}` })).toBeVisible();
  await page.getByRole('button', { name: 'Akceptuj' }).click();
  await page.getByRole('button', { name: 'Rozpocznij kurs' }).click();
  // The course is tomorrow's: the driver is told so and starts it all the same.
  const early = page.getByRole('dialog', { name: 'Rozpocząć kurs?' });
  await expect(early).toContainText(/Kurs jest zaplanowany na \d\d\.\d\d\.\d{4}, a dziś jest/);
  await early.getByRole('button', { name: 'tak, rozpocznij' }).click();
  await expect(page.getByText(/^Rozpoczęto /)).toBeVisible();
  const token = link.split('/').at(-1) ?? '';
  const courseInfo = async () => (await (await request.get(`/api/course-info/${token}`)).json()) as Info;
  await expect.poll(async () => (await courseInfo()).driverStartAt).toBeTruthy();
  // The service worker keeps the page's files for the reload without a connection.
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  const started = await version();

  // No connection: each mark is kept on the phone at the tap and shown as waiting on its stop.
  await connection.goOffline();
  await markReached(page, 'A');
  await expect(
    page.getByText('Brak połączenia: zapisano na telefonie, wyślemy po odzyskaniu połączenia.'),
  ).toBeVisible();
  await markReached(page, 'B');
  await expect(stop(page, 'A').getByText(/^Dojazd o \d\d:\d\d, czeka na wysłanie$/)).toBeVisible();
  await expect(stop(page, 'B').getByText(/^Dojazd o \d\d:\d\d, czeka na wysłanie$/)).toBeVisible();
  await expect(page.getByText('Czeka na wysłanie: 2. Wyślemy po odzyskaniu połączenia.')).toBeVisible();
  await snapForDocs(page, 'driver-link-offline-pending');

  // Reloaded without a connection: the course the phone knows, with both marks still waiting.
  await page.reload();
  await expect(page.getByRole('heading', { name: `Kurs ${number}` })).toBeVisible();
  await expect(
    page.getByText('Brak połączenia z serwerem: widzisz ostatnio pobrany stan kursu.'),
  ).toBeVisible();
  await expect(stop(page, 'A').getByText(/czeka na wysłanie$/)).toBeVisible();
  await expect(stop(page, 'B').getByText(/czeka na wysłanie$/)).toBeVisible();
  await snap(page, 'driver-link-offline-reloaded', { bothSizes: true });
  expect(await version()).toBe(started);

  // Online again, but the server is stopped: the marks stay on the phone, and so does a new one.
  await server.stop();
  await connection.goOnline();
  await markReached(page, 'C');
  await expect(stop(page, 'C').getByText(/czeka na wysłanie$/)).toBeVisible();
  await expect(page.getByText('Czeka na wysłanie: 3. Wyślemy po odzyskaniu połączenia.')).toBeVisible();
  const backOnline = Date.now();

  // The server is started again: the queue goes out by itself (backoff retries, the course read again).
  await server.start();
  await expect(page.getByText(/Czeka na wysłanie/)).toHaveCount(0, { timeout: 30_000 });
  await expect(
    page.getByText('Brak połączenia z serwerem: widzisz ostatnio pobrany stan kursu.'),
  ).toHaveCount(0);
  for (const letter of ['A', 'B', 'C'])
    await expect(stop(page, letter).getByText(/^Dojazd o \d\d:\d\d$/)).toBeVisible();

  // Each mark reached the server once, with the time it was made.
  const marks = [...delivered.entries()].filter(([key]) => key.startsWith('segment-achieved'));
  expect(marks).toHaveLength(3);
  expect(marks.every(([, count]) => count === 1)).toBe(true);
  expect(await version()).toBe(`W/"${Number(/\d+/.exec(started ?? '')?.[0]) + 3}"`);
  const info = await courseInfo();
  const [segmentAB, segmentBC] = info.rides[0]?.segments ?? [];
  for (const reached of [segmentAB?.waypointStart, segmentAB?.waypointEnd])
    expect(Date.parse(reached?.achievedAtByDriver ?? '')).toBeLessThan(backOnline);
  expect(segmentBC?.waypointEnd.achievedAtByDriver).toBeTruthy();

  // A new mark goes straight to the server.
  await page.getByRole('button', { name: 'Zakończ kurs' }).click();
  const ending = page.getByRole('dialog', { name: 'Zakończyć kurs?' });
  await expect(ending).toContainText('Pierwszy przystanek jest zaplanowany na');
  await ending.getByRole('button', { name: 'tak, zakończ' }).click();
  await expect(page.getByText(/^Zakończono /)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Raport z kursu' })).toBeVisible();
  await expect(page.getByText(/Czeka na wysłanie/)).toHaveCount(0);
});
