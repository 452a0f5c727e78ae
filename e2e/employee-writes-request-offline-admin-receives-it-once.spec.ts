import { expect, test, type Page } from './support/test';
import { connectionSwitch } from './support/offline';
import { DESKTOP, PHONE, shootBothSizes, signInAndLand, snapForDocs } from './support/session';

test.use({ viewport: DESKTOP });

const WAITING = 'Oczekuje na wysłanie';
const OFFLINE = 'Brak połączenia z serwerem: widzisz ostatnio pobrane zgłoszenia.';
const menuLink = (page: Page) => page.getByRole('link', { name: /^Zgłoszenia maszynistów/ });
const unreadIn = async (page: Page) => {
  const label = (await menuLink(page).textContent()) ?? '';
  return Number(/nieprzeczytane: (\d+)/.exec(label)?.[1] ?? 0);
};

/**
 * An employee raises a request, loses the connection, writes in its chat, reloads the page offline
 * (still the chat and the waiting message, with a notice) and the connection comes back: the message
 * waits in the browser and reaches the server once. The
 * admin sees the request counted unread in the menu, opens it, and the counter drops.
 */
test('an employee writes a request while offline, reloads, goes online; the admin receives it once with the unread counter', async ({
  page,
  context,
  browser,
  browserErrors,
}) => {
  // Offline on purpose: what the page asks for meanwhile fails at the network.
  browserErrors.allow(/^Failed to load resource: net::ERR_(INTERNET_DISCONNECTED|FAILED)$/);
  const stamp = Date.now() % 1_000_000;
  const first = `Brak ciepłej wody w pociągu ${stamp}`;
  const offline = `Wiadomość bez zasięgu ${stamp}`;

  const connection = await connectionSwitch(context);
  await signInAndLand(page, 'pasazer');
  await page.goto('/employee-request/create');
  const body = page.getByLabel('Treść zgłoszenia');
  await shootBothSizes(page, 'employee-request-create', () => expect(body).toBeVisible());
  await body.fill(first);
  await page.getByRole('button', { name: 'Wyślij zgłoszenie' }).click();
  await expect(page).toHaveURL(/\/employee-request\/\d+$/);
  const id = Number(page.url().split('/').at(-1));
  const chat = page.getByRole('log', { name: 'Wiadomości' });
  await expect(chat.getByText(first)).toBeVisible();

  await connection.goOffline();
  await page.getByLabel('Wiadomość', { exact: true }).fill(offline);
  await page.getByRole('button', { name: 'Wyślij' }).click();
  const waiting = chat.getByTestId('chat-message').filter({ hasText: offline });
  await expect(waiting).toContainText(WAITING);
  // A reload without a connection: the service worker gives the page, which starts from what was kept
  // on the phone (issue 31): the user, the chat and the message waiting in the browser's storage.
  await page.reload();
  await expect(page.getByRole('alert').filter({ hasText: OFFLINE })).toBeVisible();
  await expect(chat.getByText(first)).toBeVisible();
  await expect(waiting).toContainText(WAITING);
  await shootBothSizes(page, 'employee-request-chat-offline', () =>
    expect(chat.getByText(offline)).toBeVisible(),
  );
  const answers: number[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('/api/employee_request_messages')) answers.push(response.status());
  });
  // Back online, the page loads by itself and the waiting message goes out, once.
  await connection.goOnline();
  await expect(chat.getByText(offline)).toBeVisible();
  await expect(page.getByText(WAITING)).toHaveCount(0, { timeout: 20_000 });
  await expect(page.getByText(OFFLINE)).toHaveCount(0, { timeout: 20_000 });
  await expect(chat.getByText(offline)).toHaveCount(1);
  // The journeys' access token lives 6 s: the page now starts from the kept user without asking the
  // server, so the first send may meet an expired token (401), refresh and go again. One write, once.
  expect(answers.filter((status) => status !== 401)).toEqual([201]);

  const admin = await (await browser.newContext({ viewport: DESKTOP })).newPage();
  await signInAndLand(admin, 'admin');
  await expect.poll(() => unreadIn(admin)).toBeGreaterThan(0);
  const before = await unreadIn(admin);
  await menuLink(admin).click();
  const item = admin.getByRole('link', { name: new RegExp(`^Nr ${id} `) });
  await expect(item.getByText('Nieprzeczytane')).toBeVisible();
  await item.click();
  const adminChat = admin.getByRole('log', { name: 'Wiadomości' });
  await expect(adminChat.getByText(offline)).toHaveCount(1);
  await expect(adminChat.getByText(first)).toHaveCount(1);
  await expect(item.getByText('Nieprzeczytane')).toHaveCount(0);
  await expect.poll(() => unreadIn(admin)).toBe(before - 1);
  await snapForDocs(admin, 'employee-requests-desktop');
  await admin.setViewportSize(PHONE);
  await expect(adminChat.getByText(offline)).toBeVisible();
  await snapForDocs(admin, 'employee-requests-phone');
  // The list on the phone fits its screen: a long preview line is cut, not the page widened (issue 31).
  await admin.getByRole('button', { name: 'Wróć do listy' }).click();
  await expect(admin.getByRole('list', { name: 'Otwarte zgłoszenia' })).toBeVisible();
  await snapForDocs(admin, 'employee-requests-list-phone');
  await admin.context().close();
});
