import { expect, test } from './support/test';
import { accessTokenTtlSeconds } from '../playwright.config';
import { expectAccessibleScreen } from './support/axe';
import { signIn, signInAndLand } from './support/session';
import { watchScripts } from './support/scripts-settled';

test('a wrong password is refused with the Polish message', async ({ page }) => {
  await signIn(page, 'dyspozytor', 'zle-haslo-123');
  await expect(page.getByRole('alert')).toHaveText('Błędny login lub hasło.');
  await expect(page).toHaveURL(/\/login/);
  await expectAccessibleScreen(page, 'login-refused');
});

test('blank fields are refused before anything is sent', async ({ page }) => {
  await page.goto('/login');
  let loginCalls = 0;
  page.on('request', (request) => {
    if (request.url().includes('/api/login_check')) loginCalls += 1;
  });
  await page.getByRole('button', { name: 'Zaloguj się' }).click();
  await expect(page.getByRole('alert')).toHaveText('Uzupełnij wszystkie pola');
  expect(loginCalls).toBe(0);
});

test('a protected page sends the user to login and back to where they wanted to go', async ({ page }) => {
  await page.goto('/settings');
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fsettings/);
  await page.getByLabel('Login').fill('firma');
  await page.getByLabel('Hasło', { exact: true }).fill('kursownik123');
  await page.getByRole('button', { name: 'Zaloguj się' }).click();
  await expect(page).toHaveURL(/\/settings$/);
  await expect(page.getByText('Wybierz opcję z menu')).toBeVisible();
  await expectAccessibleScreen(page, 'settings');
});

test('the session survives the access token expiring', async ({ page, request }) => {
  await signInAndLand(page, 'transport');
  const firstToken = await page.evaluate(() => localStorage.getItem('token'));
  // Until the server itself refuses the first token (its life is accessTokenTtlSeconds).
  await expect
    .poll(
      async () =>
        (await request.get('/api/users/me', { headers: { Authorization: `Bearer ${firstToken}` } })).status(),
      { timeout: (accessTokenTtlSeconds + 5) * 1000, intervals: [500] },
    )
    .toBe(401);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Kursy', level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/\/course$/);
  const secondToken = await page.evaluate(() => localStorage.getItem('token'));
  expect(secondToken).toBeTruthy();
  expect(secondToken).not.toBe(firstToken);
});

test('logging out ends the session on the server too', async ({ page, request }) => {
  await signInAndLand(page, 'kierowca');
  const refreshToken = await page.evaluate(() => localStorage.getItem('refresh_token'));
  expect(refreshToken).toBeTruthy();
  await page.getByRole('navigation', { name: 'Menu główne' }).getByRole('link', { name: 'Wyloguj' }).click();
  await expect(page).toHaveURL(/\/login/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

  const refresh = await request.post('/api/token/refresh', { data: { refresh_token: refreshToken } });
  expect(refresh.status()).toBe(401);

  await page.goto('/course');
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fcourse/);
});

test('the offline banner appears and the back-online note follows', async ({
  page,
  context,
  browserErrors,
}) => {
  // Offline on purpose: a call the page makes as the connection goes or comes back (the request
  // counter's reconnect refetch) fails at the network; the banner is what this journey is about.
  browserErrors.allow(/^Failed to load resource: net::ERR_INTERNET_DISCONNECTED$/);
  const scripts = watchScripts(page);
  await signInAndLand(page, 'pasazer');
  // The page and its lazily loaded parts are there before the connection goes, so the banner is
  // checked on it (a kilometer card's banner still on its way would otherwise fail offline).
  await expect(page.getByRole('heading', { name: 'Kursy', level: 1 })).toBeVisible();
  await scripts.settled();
  await context.setOffline(true);
  await expect(page.getByText('Próba nawiązania połączenia z Internetem')).toBeVisible();
  await expectAccessibleScreen(page, 'offline-banner');
  await context.setOffline(false);
  await expect(page.getByText('Przywrócono połączenie z Internetem')).toBeVisible();
  await expect(page.getByText('Przywrócono połączenie z Internetem')).toBeHidden({ timeout: 6_000 });
});
