import { expect, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from '../../server/db/seed/demo';

/** Signs in through the login page, as a person does, and waits for the landing page. */
export async function signIn(page: Page, username: string, password = DEMO_PASSWORD, path = '/login') {
  await page.goto(path);
  await page.getByLabel('Login').fill(username);
  await page.getByLabel('Hasło', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Zaloguj się' }).click();
}

export async function signInAndLand(page: Page, username: string, password = DEMO_PASSWORD) {
  await signIn(page, username, password);
  await expect(page).toHaveURL(/\/course$/);
}

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1440, height: 900 };

/** Screenshots are kept as test artifacts (test-results/screenshots) for people to look at. */
export async function snap(page: Page, name: string) {
  await page.screenshot({ path: `test-results/screenshots/${name}.png`, fullPage: false });
}
