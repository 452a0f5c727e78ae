import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { outboxDir } from '../playwright.config';
import { apiSession } from './support/course-api';
import { courseForDemoDriver } from './support/driver-link';
import { shootBothSizes, signInAndLand } from './support/session';
import { expect, test, type APIRequestContext } from './support/test';

/**
 * What only a browser can show (ADR 021): the built service worker turns the server's push notice into
 * a notification whose click target is the course. The e2e server has no VAPID keys (push services are
 * unreachable here), so the notice comes from the offline outbox file and is handed to the real
 * worker through Chromium's DevTools protocol (`ServiceWorker.deliverPushMessage`), as a push service
 * would. Not provable here: the browser's own subscription (Chromium cannot reach its push service
 * offline) and a click on a system notification; src/app/push and src/app/service-worker-push test those.
 */

interface OutboxFile {
  channel: string;
  subject: string;
  body: string;
}

/** A browser-like subscription; nothing is ever posted to it (no VAPID keys on this server). */
const SUBSCRIPTION = JSON.stringify({
  endpoint: 'https://fcm.googleapis.com/fcm/send/e2e-driver-device',
  expirationTime: null,
  keys: {
    p256dh: 'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U',
    auth: 'tBHItJI5svbpez7KI4CCXg',
  },
});

async function setDeviceToken(
  request: APIRequestContext,
  token: string,
  deviceToken: string | null,
  userAgent?: string,
) {
  const headers = { Authorization: `Bearer ${token}`, ...(userAgent ? { 'User-Agent': userAgent } : {}) };
  const me = (await (await request.get('/api/users/me', { headers })).json()) as {
    id: number;
    version: number;
  };
  const response = await request.put(`/api/users/${me.id}`, {
    headers,
    data: { deviceToken, version: me.version },
  });
  expect(response.status()).toBe(200);
}

function pushNoticeFor(number: string): string | undefined {
  return readdirSync(outboxDir)
    .filter((name) => name.endsWith('.json'))
    .map((name) => {
      try {
        return JSON.parse(readFileSync(join(outboxDir, name), 'utf8')) as OutboxFile;
      } catch {
        return undefined;
      }
    })
    .find((file) => file?.channel === 'push' && file.subject === `Nowy kurs ${number}`)?.body;
}

test('a driver subscribed to push is told of a new course and the notice opens that course', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const driver = await apiSession(request, 'kierowca')();
  await setDeviceToken(request, driver, SUBSCRIPTION);
  try {
    const number = `PUSH/${Date.now() % 100_000}`;
    const { id } = await courseForDemoDriver(request, number);
    await expect.poll(() => pushNoticeFor(number)).toBeDefined();
    const notice = pushNoticeFor(number) ?? '';

    const origin = new URL(baseURL ?? '').origin;
    await context.grantPermissions(['notifications'], { origin });
    await signInAndLand(page, 'kierowca');
    // A push service delivers to an activated worker. The page is controlled a moment earlier (the
    // worker claims it inside its activate event), and a push in that moment may be lost.
    await page.waitForFunction(
      async () =>
        navigator.serviceWorker.controller !== null &&
        (await navigator.serviceWorker.ready).active?.state === 'activated',
    );

    const cdp = await context.newCDPSession(page);
    const registrationId = new Promise<string>((resolve) => {
      cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
        const found = registrations.find(
          (registration) => !registration.isDeleted && registration.scopeURL === `${origin}/`,
        );
        if (found) resolve(found.registrationId);
      });
    });
    await cdp.send('ServiceWorker.enable');
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin,
      registrationId: await registrationId,
      data: notice,
    });

    const shown = () =>
      page.evaluate(async () => {
        const registration = await navigator.serviceWorker.ready;
        return (await registration.getNotifications()).map((note) => ({
          title: note.title,
          body: note.body,
          tag: note.tag,
          url: (note.data as { url: string }).url,
        }));
      });
    await expect.poll(shown).toEqual([
      {
        title: `Nowy kurs ${number}`,
        body: `Przydzielono Ci kurs ${number}.`,
        tag: `course-${id}-driver`,
        url: expect.stringMatching(/^\/kurs\/[\w-]{43}$/),
      },
    ]);

    // Where the click leads: the driver's own page of the course (drivers never open the drawer, §6).
    const [note] = await shown();
    await page.goto(note?.url ?? '/');
    await expect(page.getByRole('heading', { name: `Kurs ${number}` })).toBeVisible();
  } finally {
    await setDeviceToken(request, await apiSession(request, 'kierowca')(), null);
  }
});

const PHONE_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';
const DESKTOP_FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0';

/** Another browser's subscription: each endpoint is one device (issue 34). */
const subscriptionOf = (device: string) =>
  JSON.stringify({
    ...(JSON.parse(SUBSCRIPTION) as object),
    endpoint: `https://fcm.googleapis.com/fcm/send/${device}`,
  });

test("a dispatcher's phone and desktop are both in 'Powiadomienia', and one can be removed", async ({
  browser,
  request,
  baseURL,
}) => {
  // Two browsers of one user, each storing its own subscription as the SPA does after login.
  const phone = await browser.newContext({ baseURL, userAgent: PHONE_CHROME });
  const desktop = await browser.newContext({ baseURL, userAgent: DESKTOP_FIREFOX });
  const stamp = Date.now();
  try {
    for (const [context, device] of [
      [desktop, `e2e-desktop-${stamp}`],
      [phone, `e2e-phone-${stamp}`],
    ] as const) {
      const agent = await (await context.newPage()).evaluate(() => navigator.userAgent);
      await setDeviceToken(
        context.request,
        await apiSession(context.request, 'dyspozytor')(),
        subscriptionOf(device),
        agent,
      );
    }
    const page = await desktop.newPage();
    await signInAndLand(page, 'dyspozytor');
    await page.goto('/settings/notification-settings');
    const list = page.getByRole('list', { name: 'Urządzenia z powiadomieniami' });
    const today = new Intl.DateTimeFormat('pl-PL', {
      timeZone: 'Europe/Warsaw',
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
    }).format(new Date());
    await expect(list.getByRole('listitem')).toHaveText([
      `Chrome, AndroidDodano ${today}Usuń`,
      `Firefox, WindowsDodano ${today}Usuń`,
    ]);
    await shootBothSizes(page, 'settings-push-devices', () =>
      expect(list.getByRole('listitem')).toHaveCount(2),
    );

    await page.getByRole('button', { name: `Usuń: Firefox, Windows, ${today}` }).click();
    await expect(page.getByText('Usunięto urządzenie')).toBeVisible();
    await expect(list.getByRole('listitem')).toHaveText([`Chrome, AndroidDodano ${today}Usuń`]);
    // The server agrees: a reload lists the phone only.
    await page.reload();
    await expect(list.getByRole('listitem')).toHaveText([`Chrome, AndroidDodano ${today}Usuń`]);
  } finally {
    await setDeviceToken(request, await apiSession(request, 'dyspozytor')(), null);
    await Promise.all([phone.close(), desktop.close()]);
  }
});

/**
 * The calendar feed (issue 35 part 4, rows 788-793) on the driver's settings: the demo link is in use
 * (its URL is never shown again), a new one shows its URL once, the feed at that URL carries the
 * driver's new ride as a VEVENT, and after 'Wyłącz' the URL answers 404.
 */
test("a driver subscribes a calendar to their rides in 'Kalendarz' and turns it off", async ({
  page,
  request,
}) => {
  const number = `KAL/${Date.now() % 100_000}`;
  await courseForDemoDriver(request, number);
  await signInAndLand(page, 'kierowca');
  await page.goto('/settings/calendar-feed-settings');
  await expect(page.getByText(/^Link działa od \d\d\.\d\d\.\d{4} \d\d:\d\d$/)).toBeVisible();

  await page.getByRole('button', { name: 'Wygeneruj nowy link' }).click();
  const field = page.getByRole('textbox', { name: 'Link do kalendarza' });
  await expect(field).toHaveValue(/\/api\/calendar\/[\w-]{43}\.ics$/);
  await shootBothSizes(page, 'calendar-feed-settings', () => expect(field).toBeVisible());

  const feedPath = new URL(await field.inputValue()).pathname;
  const feed = await request.get(feedPath);
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  // Lines are folded at 75 octets (RFC 5545 §3.1): joined back before reading.
  const text = (await feed.text()).replace(/\r\n /g, '');
  const event = text.split('BEGIN:VEVENT').find((part) => part.includes(`SUMMARY:Przejazd ${number}`));
  expect(event).toContain('STATUS:CONFIRMED');
  expect(event).toMatch(/\r\nUID:ride-\d+@/);

  await page.getByRole('button', { name: 'Wyłącz' }).click();
  await expect(page.getByText('Wyłączono link do kalendarza')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Utwórz link do kalendarza' })).toBeVisible();
  expect((await request.get(feedPath)).status()).toBe(404);

  // Made anew, it works again under a new URL.
  await page.getByRole('button', { name: 'Utwórz link do kalendarza' }).click();
  await expect(field).not.toHaveValue(new RegExp(feedPath));
  expect((await request.get(new URL(await field.inputValue()).pathname)).status()).toBe(200);
});
