import { expect, test, type Page } from './support/test';
import { PREVIEW_DEMO_USERNAME } from '../server/seed/users-admin.seed';
import { DESKTOP, PHONE, signIn, signInAndLand, snapForDocs } from './support/session';

const menu = (page: Page) => page.getByRole('navigation', { name: 'Menu główne' });

/** Picks an event in the page's 'Zdarzenie' filter. */
async function showOnly(page: Page, event: string) {
  // By role: while the last choice's menu closes, its list is labelled 'Zdarzenie' too.
  await page.getByRole('combobox', { name: 'Zdarzenie' }).click();
  await page.getByRole('option', { name: event, exact: true }).click();
}

test('an administrator finds a failed login, a login and a preview made just now in the security log', async ({
  page,
}) => {
  // Two sign-ins, a preview and three filterings of the log: more than the default minute on a loaded machine.
  test.setTimeout(150_000);
  await page.setViewportSize(DESKTOP);
  // The acts: a refused password, the login itself, a login-as preview started and left.
  await signIn(page, 'admin', 'zle-haslo-audyt');
  await expect(page.getByRole('alert')).toHaveText('Błędny login lub hasło.');
  await signInAndLand(page, 'admin');
  await menu(page).getByRole('link', { name: 'Użytkownicy' }).click();
  await page.getByLabel('Szukaj użytkownika').fill('Podglądowa');
  await page.getByRole('button', { name: 'Podgląd: Marta Podglądowa' }).click();
  await expect(page.getByText('Tryb podglądu: Marta Podglądowa')).toBeVisible();
  await menu(page).getByText('Opuść tryb podglądu').click();
  await expect(page).toHaveURL(/\/users$/);

  await menu(page).getByRole('link', { name: 'Dziennik bezpieczeństwa' }).click();
  await expect(page).toHaveURL(/\/security-audit-log$/);
  await expect(page.getByRole('heading', { name: 'Dziennik bezpieczeństwa', level: 2 })).toBeVisible();
  const rows = page.getByRole('row');
  // Newest first: the preview's end heads the list, the demo entries follow.
  await expect(rows.nth(1)).toContainText('Koniec podglądu');
  await expect(rows.nth(1)).toContainText(PREVIEW_DEMO_USERNAME);
  await expect(rows.filter({ hasText: 'Początek podglądu' }).first()).toContainText('zaloguj jako');
  await expect(rows.filter({ hasText: 'Logowanie' }).first()).toContainText('admin');
  await snapForDocs(page, 'security-audit-log-desktop');

  await showOnly(page, 'Nieudane logowanie');
  await expect(rows.filter({ hasText: 'login: admin, błędny login lub hasło' })).not.toHaveCount(0);
  await expect(rows.filter({ hasText: 'Logowanie' }).filter({ hasNotText: 'Nieudane' })).toHaveCount(0);

  await showOnly(page, 'Wszystkie');
  await page.getByLabel('Szukaj użytkownika').fill(PREVIEW_DEMO_USERNAME);
  await expect(rows.filter({ hasText: 'Początek podglądu' })).not.toHaveCount(0);
  await expect(rows.filter({ hasText: 'Nieudane logowanie' })).toHaveCount(0);

  // The demo data has done every first step (spec-decisions row 665); its course list offers none.
  await page.goto('/first-steps');
  await expect(page.getByText('Zrobiono 10 z 10 kroków')).toBeVisible();
  await expect(page.getByText('Wszystkie kroki są zrobione: Kursownik jest gotowy do pracy.')).toBeVisible();
  await expect(page.getByText('Do zrobienia')).toHaveCount(0);
  const asked = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/first_steps');
  await page.goto('/course');
  await asked;
  await expect(page.getByRole('heading', { name: 'Kursy', level: 1 })).toBeVisible();
  await expect(page.getByText('Przejdź do pierwszych kroków')).toHaveCount(0);
});

test('the security log on a phone shows the entries as cards', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await signInAndLand(page, 'admin');
  await page.goto('/security-audit-log');
  await expect(page.getByRole('heading', { name: 'Dziennik bezpieczeństwa', level: 2 })).toBeVisible();
  // Every journey's sign-ins come first, newest first: the demo role change is found by its type.
  await showOnly(page, 'Zmiana ról');
  await expect(page.getByText('Zmiana ról').first()).toBeVisible();
  await expect(page.getByText(/przed: .*; po: /).first()).toBeVisible();
  await snapForDocs(page, 'security-audit-log-phone');
});

test('nobody but an administrator reaches the security log', async ({ page }) => {
  await signInAndLand(page, 'dyspozytor');
  await expect(menu(page).getByRole('link', { name: 'Dziennik bezpieczeństwa' })).toHaveCount(0);
  await page.goto('/security-audit-log');
  await expect(page.getByRole('alert')).toHaveText('Brak uprawnień');
  await expect(page.getByRole('heading', { name: 'Dziennik bezpieczeństwa', level: 2 })).toHaveCount(0);
  // Nor 'Pierwsze kroki' (spec-decisions row 666), whose answer the server refuses him too.
  await page.goto('/first-steps');
  await expect(page.getByRole('alert')).toHaveText('Brak uprawnień');
  await expect(page.getByText(/Zrobiono \d+ z 10 kroków/)).toHaveCount(0);
});
