import { expect, test } from './support/test';
import { DESKTOP, PHONE, signIn, signInAndLand, snapForDocs } from './support/session';

// Unique per run: the journeys share one database and a username is never freed (soft delete).
const username = `nowa.firma.${Date.now().toString(36)}`;

test('an admin creates a transport company user, who then signs in', async ({ page, browser }) => {
  await page.setViewportSize(DESKTOP);
  await signInAndLand(page, 'admin');
  await page.goto('/users');
  await page.getByRole('link', { name: 'Utwórz' }).click();
  await expect(page).toHaveURL(/\/users\/create$/);

  // The form's own messages first: nothing is sent.
  await page.getByRole('button', { name: 'Zapisz' }).click();
  await expect(page.getByText('Pole wymagane').first()).toBeVisible();
  await expect(page.getByText('Wybierz przynajmniej jedną rolę')).toBeVisible();

  await page.getByLabel('Nazwa użytkownika').fill(username);
  await page.getByLabel('Imię').fill('Zofia');
  await page.getByLabel('Nazwisko').fill('Przewoźna');
  await page.getByLabel('E-mail').fill(`${username}@example.com`);
  await page.getByLabel('Hasło').fill('NoweHaslo123');
  await page.getByRole('combobox', { name: 'Firma' }).fill('Taxi Trans');
  await page.getByRole('option', { name: 'Taxi Trans Warszawa (firma transportowa)' }).click();
  await page.getByRole('checkbox', { name: 'Firma transportowa' }).check();
  await page.getByRole('checkbox', { name: 'Faktury' }).check();
  await page.getByRole('button', { name: 'Dodaj numer telefonu' }).click();
  await page.getByRole('textbox', { name: 'Numer telefonu 1' }).fill('600123456');
  await page.evaluate(() => window.scrollTo(0, 0));
  await snapForDocs(page, 'users-create');
  await page.getByRole('button', { name: 'Zapisz' }).click();

  await expect(page.getByText('Nowy użytkownik został dodany')).toBeVisible();
  await expect(page).toHaveURL(/\/users\/\d+$/);
  const profile = page.url();
  await expect(page.getByRole('heading', { name: 'Zofia Przewoźna' })).toBeVisible();
  await expect(page.getByText('Firma transportowa, Faktury')).toBeVisible();
  await expect(page.getByText('Taxi Trans Warszawa')).toBeVisible();
  await expect(page.getByText('600123456 (domyślny)')).toBeVisible();
  await snapForDocs(page, 'users-show');
  await page.setViewportSize(PHONE);
  await snapForDocs(page, 'users-show-phone');
  await page.getByRole('link', { name: 'Edytuj' }).click();
  await expect(page.getByLabel('Nazwa użytkownika')).toHaveValue(username);
  await expect(page.getByRole('checkbox', { name: 'Faktury' })).toBeChecked();
  await snapForDocs(page, 'users-edit-phone');
  await page.goto('/users/create');
  await expect(page.getByRole('heading', { name: 'Nowy użytkownik', level: 2 })).toBeVisible();
  await snapForDocs(page, 'users-create-phone');

  const context = await browser.newContext();
  const fresh = await context.newPage();
  await signIn(fresh, username, 'NoweHaslo123');
  await expect(fresh).toHaveURL(/\/course$/);
  await expect(
    fresh.getByRole('navigation', { name: 'Menu główne' }).getByRole('link', { name: 'Użytkownicy' }),
  ).toBeVisible();
  await context.close();

  // The profile's 'Usuń' (courses.md §6-§7): 'Nie' keeps the account, 'Tak' deletes it and goes back.
  await page.setViewportSize(DESKTOP);
  await page.goto(profile);
  const confirm = page.getByRole('dialog', { name: 'Czy na pewno usunąć użytkownika?' });
  await page.getByRole('button', { name: 'Usuń' }).click();
  await expect(confirm).toContainText('Zofia Przewoźna');
  await confirm.getByRole('button', { name: 'Nie' }).click();
  await expect(confirm).toBeHidden();
  await expect(page).toHaveURL(profile);
  await page.getByRole('button', { name: 'Usuń' }).click();
  await confirm.getByRole('button', { name: 'Tak' }).click();
  await expect(page.getByText('Pomyślnie usunięto rekord')).toBeVisible();
  await expect(page).toHaveURL(/\/users$/);
  await page.getByLabel('Szukaj użytkownika').fill(username);
  await expect(page.getByText(`Brak wyników dla: ${username}`)).toBeVisible();
});

test('a transport company is offered only the roles of its side', async ({ page }) => {
  await signInAndLand(page, 'transport');
  await page.goto('/users/create');
  await expect(page.getByRole('checkbox', { name: 'Kierowca' })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Administrator' })).toHaveCount(0);
  await expect(page.getByRole('checkbox', { name: 'Podgląd innych użytkowników' })).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: 'Firma' })).toHaveValue('Taxi Trans Warszawa');
});
