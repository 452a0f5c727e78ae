import { expect, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from '../../server/seed/demo';
import { expectAccessibleScreen, transitionsSettled } from './axe';

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

interface SnapOptions {
  /**
   * Also check the screen at the other of DESKTOP and PHONE, then return to the size it was shot at.
   * Only where a resize keeps what the journey has open: the course list swaps its columns for tabs
   * at the phone width and remounts its cards, closing a dialog that a card holds.
   */
  bothSizes?: boolean;
}

/**
 * Screenshots are kept as test artifacts (test-results/screenshots) for people to look at. Every screen
 * or dialog worth a shot is also checked for accessibility at the size it is shot at (issue 10): axe
 * WCAG 2.1 A/AA, the page's title, its one h1 and main (e2e/support/axe.ts).
 */
export async function snap(page: Page, name: string, options: SnapOptions = {}) {
  await transitionsSettled(page);
  await page.screenshot({ path: `test-results/screenshots/${name}.png`, fullPage: false });
  await expectAccessibleScreen(page, name);
  if (options.bothSizes) await checkAtOtherSize(page, name);
}

/** As `snap`, for the shots that illustrate the docs (docs/screens). */
export async function snapForDocs(page: Page, name: string, options: SnapOptions = {}) {
  await transitionsSettled(page);
  await page.screenshot({ path: `docs/screens/${name}.png` });
  await expectAccessibleScreen(page, name);
  if (options.bothSizes) await checkAtOtherSize(page, name);
}

/**
 * Docs shots at both sizes, `<name>-desktop` (1440x900) and `<name>-phone` (390x844), each after
 * `ready` says the screen has laid itself out again; ends at the desktop size.
 */
export async function shootBothSizes(page: Page, name: string, ready: () => Promise<void>) {
  await page.setViewportSize(DESKTOP);
  await ready();
  await snapForDocs(page, `${name}-desktop`);
  await page.setViewportSize(PHONE);
  await ready();
  await snapForDocs(page, `${name}-phone`);
  await page.setViewportSize(DESKTOP);
}

async function checkAtOtherSize(page: Page, name: string) {
  const shotAt = page.viewportSize() ?? DESKTOP;
  const other = shotAt.width === PHONE.width ? DESKTOP : PHONE;
  await resizeTo(page, other);
  await expectAccessibleScreen(page, `${name} (resized)`);
  await resizeTo(page, shotAt);
}

/** Resizes and waits until the page has laid itself out at the new width (two frames after it). */
async function resizeTo(page: Page, size: { width: number; height: number }) {
  await page.setViewportSize(size);
  await page.waitForFunction((width) => window.innerWidth === width, size.width);
  await page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );
}
