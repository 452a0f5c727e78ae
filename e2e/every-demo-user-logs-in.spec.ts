import { expect, test } from './support/test';
import { DEMO_USERS } from '../server/seed/demo';
import { expectAccessibleScreen } from './support/axe';
import { PHONE, signInAndLand, snap, snapForDocs } from './support/session';

// Only pages that work are in the menu (issue #2): today that is Kursy for every role, with
// Ustawienia and Wyloguj at the bottom. The full role table is covered by the menu component test.
for (const user of DEMO_USERS) {
  test(`${user.username} (${user.description}) logs in and sees the menu`, async ({ page }) => {
    await signInAndLand(page, user.username);
    await expect(page.getByRole('heading', { name: 'Kursy', level: 1 })).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Menu główne' });
    await expect(nav.getByRole('link', { name: 'Kursy' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Ustawienia' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Wyloguj' })).toBeVisible();
    await expect(nav.getByText('Opuść tryb podglądu')).toHaveCount(0);
    // Each role sees other cards, buttons and statuses on its list.
    await expect(page.getByRole('article').or(page.getByText('Brak kursów')).first()).toBeVisible();
    await expectAccessibleScreen(page, `course-list-${user.username}`);
  });
}

test('the shell looks right on a desktop and on a phone', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Zaloguj się' })).toBeVisible();
  await snap(page, 'login-desktop');
  await signInAndLand(page, 'dyspozytor');
  await expect(page.getByRole('heading', { name: 'Kursy', level: 1 })).toBeVisible();
  // The pictures show the list as its users meet it: with its cards, not the loading skeletons.
  await expect(page.getByRole('article').first()).toBeVisible();
  await snapForDocs(page, 'course-list-desktop');

  await page.setViewportSize(PHONE);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Kursy', level: 1 })).toBeVisible();
  await expect(page.getByRole('article').first()).toBeVisible();
  await snapForDocs(page, 'course-list-phone');
  await page.getByRole('button', { name: 'Otwórz menu' }).click();
  await expect(
    page.getByRole('navigation', { name: 'Menu główne' }).getByRole('link', { name: 'Kursy' }),
  ).toBeVisible();
  await snap(page, 'menu-phone');
});

test('the login page fits a phone', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Zaloguj się' })).toBeInViewport();
  await snap(page, 'login-phone');
});
