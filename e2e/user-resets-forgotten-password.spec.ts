import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from './support/test';
import { DEMO_PASSWORD } from '../server/seed/demo';
import { outboxDir } from '../playwright.config';
import { expectAccessibleScreen } from './support/axe';
import { signIn, signInAndLand } from './support/session';

interface OutboxFile {
  recipient: string;
  body: string;
}

function lastMessageTo(recipient: string): OutboxFile | undefined {
  const files = readdirSync(outboxDir)
    .filter((name) => name.endsWith('.json'))
    .sort((a, b) => Number.parseInt(a, 10) - Number.parseInt(b, 10));
  return files
    .map((name) => JSON.parse(readFileSync(join(outboxDir, name), 'utf8')) as OutboxFile)
    .filter((message) => message.recipient === recipient)
    .at(-1);
}

test('a user resets a forgotten password from the e-mailed link, then changes it back in settings', async ({
  page,
}) => {
  const email = 'ksiegowa@kursownik.pl';
  const newPassword = 'Nowe-haslo-2026';

  await page.goto('/login');
  await page.getByRole('link', { name: 'Nie pamiętasz hasła?' }).click();
  await expect(page).toHaveURL(/\/unauthorized-reset-password-request$/);
  await expectAccessibleScreen(page, 'reset-request');
  await page.getByLabel('Adres e-mail lub numer telefonu').fill(email);
  await page.getByRole('button', { name: 'Wyślij link resetujący' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sukces!' });
  await expect(dialog).toContainText(email);
  await expectAccessibleScreen(page, 'reset-request-sent-dialog');

  let message: OutboxFile | undefined;
  await expect.poll(() => (message = lastMessageTo(email))).toBeTruthy();
  const link = message?.body.match(/https?:\/\/[^"'\s<]+\/reset-password\/[A-Za-z0-9_-]+/)?.[0];
  expect(link).toBeTruthy();
  await dialog.getByRole('button', { name: 'Ok' }).click();
  await expect(page).toHaveURL(/\/login/);

  await page.goto(new URL(link ?? '').pathname);
  await expect(page.getByLabel('Nowe hasło')).toBeVisible();
  await expectAccessibleScreen(page, 'reset-password');
  await page.getByLabel('Nowe hasło').fill(newPassword);
  await page.getByLabel('Powtórz hasło').fill(newPassword);
  await page.getByRole('button', { name: 'Zapisz hasło' }).click();
  await expect(page).toHaveURL(/\/login/);

  // The link is single-use.
  await page.goto(new URL(link ?? '').pathname);
  await page.getByLabel('Nowe hasło').fill('Jeszcze-inne-1');
  await page.getByLabel('Powtórz hasło').fill('Jeszcze-inne-1');
  await page.getByRole('button', { name: 'Zapisz hasło' }).click();
  await expect(page.getByText('Link do resetu hasła jest nieprawidłowy lub wygasł.')).toBeVisible();
  await expectAccessibleScreen(page, 'reset-password-link-spent');

  await signIn(page, 'ksiegowa', DEMO_PASSWORD);
  await expect(page.getByRole('alert')).toHaveText('Błędny login lub hasło.');
  await signInAndLand(page, 'ksiegowa', newPassword);

  await page.goto('/settings');
  await page.getByRole('link', { name: /Zmiana hasła/ }).click();
  await page.getByLabel('Obecne hasło').fill(newPassword);
  await page.getByLabel('Nowe hasło').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Zapisz' }).click();
  await expect(page.getByText('Dane zapisano prawidłowo')).toBeVisible();
  await expectAccessibleScreen(page, 'settings-password-saved');
});
