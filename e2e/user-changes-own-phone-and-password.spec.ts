import { expect, test, type Page } from './support/test';
import { DEMO_PASSWORD } from '../server/seed/demo';
import { SETTINGS_DEMO_USERNAME } from '../server/seed/settings.seed';
import { DESKTOP, PHONE, shootBothSizes, signIn, signInAndLand, snapForDocs } from './support/session';

const menu = (page: Page) => page.getByRole('navigation', { name: 'Menu główne' });
const phoneList = (page: Page) => page.getByRole('list', { name: 'Twoje numery telefonów' });
const NEW_PASSWORD = 'Moje-nowe-haslo-13';

test('a user adds a phone, makes it the default, edits it, removes the old one, changes the password and signs in with it', async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  await signInAndLand(page, SETTINGS_DEMO_USERNAME);

  await menu(page).getByRole('link', { name: 'Ustawienia' }).click();
  await page
    .getByRole('navigation', { name: 'Opcje ustawień' })
    .getByRole('link', { name: /Numery telefonów/ })
    .click();
  await expect(page).toHaveURL(/\/settings\/user-phone-settings$/);
  await expect(phoneList(page).getByRole('listitem')).toHaveCount(1);
  await expect(phoneList(page)).toContainText('600 900 200');
  await expect(phoneList(page)).toContainText('Domyślny');
  // The only phone cannot be removed.
  await expect(page.getByRole('button', { name: /^Usuń numer/ })).toHaveCount(0);
  await snapForDocs(page, 'settings-phones');

  // Add: a wrong number is refused before anything is sent, then the new one becomes the default.
  await page.getByRole('link', { name: 'Dodaj numer telefonu' }).click();
  await expect(page).toHaveURL(/\?type=create$/);
  const add = page.getByRole('dialog', { name: 'Dodaj numer telefonu' });
  // The dialog opens in its field; an empty number gets the settings' own 'Pole jest wymagane'
  // (administration.md §5, row 632), not the browser's bubble.
  await expect(add.getByRole('textbox', { name: 'Numer telefonu' })).toBeFocused();
  await add.getByRole('button', { name: 'Zapisz' }).click();
  await expect(add.getByText('Pole jest wymagane')).toBeVisible();
  await add.getByRole('textbox', { name: 'Numer telefonu' }).fill('60090');
  await add.getByRole('button', { name: 'Zapisz' }).click();
  await expect(add.getByText('Numer telefonu powinien składać się z 9 cyfr')).toBeVisible();
  // Written as Poles write it, kept as its 9 digits (row 624).
  await add.getByRole('textbox', { name: 'Numer telefonu' }).fill('+48 600 900 300');
  await add.getByRole('switch', { name: 'Domyślny numer telefonu' }).check();
  await snapForDocs(page, 'settings-phone-add');
  await add.getByRole('button', { name: 'Zapisz' }).click();
  await expect(page.getByText('Dane zapisano prawidłowo')).toBeVisible();
  await expect(add).toHaveCount(0);
  await expect(phoneList(page).getByRole('listitem')).toHaveCount(2);
  await expect(phoneList(page).getByRole('listitem').first()).toContainText('600 900 300');
  await expect(phoneList(page).getByRole('listitem').first()).toContainText('Domyślny');
  await expect(phoneList(page).getByRole('listitem').nth(1)).not.toContainText('Domyślny');

  // Edit the new default: its switch stays on.
  await page.getByRole('link', { name: 'Edytuj numer 600 900 300' }).click();
  await expect(page).toHaveURL(/\?selectedPhone=0$/);
  const edit = page.getByRole('dialog', { name: 'Edytuj numer telefonu' });
  await expect(edit.getByRole('textbox', { name: 'Numer telefonu' })).toHaveValue('600900300');
  await expect(edit.getByRole('switch', { name: 'Domyślny numer telefonu' })).toBeDisabled();
  await edit.getByRole('textbox', { name: 'Numer telefonu' }).fill('600900301');
  await snapForDocs(page, 'settings-phone-edit');
  await edit.getByRole('button', { name: 'Zapisz' }).click();
  await expect(edit).toHaveCount(0);
  await expect(phoneList(page).getByRole('listitem').first()).toContainText('600 900 301');

  // Remove the old one.
  await page.getByRole('button', { name: 'Usuń numer 600 900 200' }).click();
  const confirm = page.getByRole('dialog', { name: 'Czy na pewno usunąć numer telefonu?' });
  await confirm.getByRole('button', { name: 'Tak' }).click();
  await expect(page.getByText('Numer telefonu został usunięty')).toBeVisible();
  await expect(phoneList(page).getByRole('listitem')).toHaveCount(1);
  await expect(phoneList(page)).toContainText('600 900 301');
  await expect(page.getByRole('button', { name: /^Usuń numer/ })).toHaveCount(0);

  // A mode the page does not know is an error, not a crash.
  await page.goto('/settings/user-phone-settings?type=edit');
  await expect(page.getByRole('alert')).toContainText('Nieobsługiwany tryb edycji numeru telefonu');
  await snapForDocs(page, 'settings-phone-unsupported-mode');

  // The password page leads to the reset request inside the settings, prefilled with the own e-mail.
  await page.goto('/settings/user-password-change-settings');
  await expect(page.getByRole('heading', { name: 'Zmiana hasła', level: 2 })).toBeVisible();
  await snapForDocs(page, 'settings-password');
  await page.getByRole('link', { name: 'Nie pamiętasz hasła?' }).click();
  await expect(page).toHaveURL(/\/settings\/user-password-reset-request$/);
  await expect(page.getByLabel('Adres e-mail lub numer telefonu')).toHaveValue('tomasz.ustawny@example.com');
  await snapForDocs(page, 'settings-password-reset-request');
  await page.getByRole('button', { name: 'Wyślij link resetujący' }).click();
  const sent = page.getByRole('dialog', { name: 'Sukces!' });
  await expect(sent).toContainText('tomasz.ustawny@example.com');
  await snapForDocs(page, 'settings-password-reset-request-sent');
  await sent.getByRole('button', { name: 'Ok' }).click();
  await expect(page).toHaveURL(/\/settings\/user-password-change-settings$/);

  // Change the password: an empty form sends nothing, the new one differs from the current one.
  await page.getByRole('button', { name: 'Zapisz' }).click();
  await expect(page.getByText('Pole jest wymagane')).toHaveCount(2);
  await page.getByLabel('Obecne hasło').fill(DEMO_PASSWORD);
  await page.getByLabel('Nowe hasło').fill(DEMO_PASSWORD);
  await expect(page.getByText('Nowe hasło powinno różnić się od obecnego')).toBeVisible();
  await page.getByLabel('Nowe hasło').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Zapisz' }).click();
  await expect(page.getByText('Dane zapisano prawidłowo')).toBeVisible();

  await menu(page).getByRole('link', { name: 'Wyloguj' }).click();
  await expect(page).toHaveURL(/\/login/);
  await signIn(page, SETTINGS_DEMO_USERNAME, DEMO_PASSWORD);
  await expect(page.getByRole('alert')).toHaveText('Błędny login lub hasło.');
  await signInAndLand(page, SETTINGS_DEMO_USERNAME, NEW_PASSWORD);

  // The same pages on a phone.
  await page.setViewportSize(PHONE);
  await page.goto('/settings/user-phone-settings');
  await expect(phoneList(page)).toContainText('600 900 301');
  await snapForDocs(page, 'settings-phones-phone');
  await page.getByRole('link', { name: 'Dodaj numer telefonu' }).click();
  await expect(page.getByRole('dialog', { name: 'Dodaj numer telefonu' })).toBeVisible();
  await snapForDocs(page, 'settings-phone-add-phone');
  await page.getByRole('button', { name: 'Anuluj' }).click();
  await page.getByRole('link', { name: 'Edytuj numer 600 900 301' }).click();
  await expect(page.getByRole('dialog', { name: 'Edytuj numer telefonu' })).toBeVisible();
  await snapForDocs(page, 'settings-phone-edit-phone');
  await page.goto('/settings/user-password-change-settings');
  await expect(page.getByRole('heading', { name: 'Zmiana hasła', level: 2 })).toBeVisible();
  await snapForDocs(page, 'settings-password-phone');
  await page.goto('/settings/user-password-reset-request');
  await expect(page.getByLabel('Adres e-mail lub numer telefonu')).toHaveValue('tomasz.ustawny@example.com');
  await snapForDocs(page, 'settings-password-reset-request-phone');
});

test('every settings page opens from the settings menu, at both sizes', async ({
  page,
  context,
  baseURL,
}) => {
  // Notices allowed on a server without push keys: 'Zezwolono' says that this server sends none (row 630).
  await context.grantPermissions(['notifications'], { origin: new URL(baseURL ?? '/').origin });
  await page.setViewportSize(DESKTOP);
  await signInAndLand(page, 'pasazer');
  await page.goto('/settings');
  await expect(page.getByText('Wybierz opcję z menu')).toBeVisible();
  // On a phone the index is the list of options alone.
  await shootBothSizes(page, 'settings-index', async () => {
    await expect(page.getByRole('navigation', { name: 'Opcje ustawień' })).toBeVisible();
  });
  const pages = [
    ['Imię i nazwisko', 'settings-name'],
    ['Adres e-mail', 'settings-email'],
    ['Lokalizacja', 'settings-geolocation'],
    ['Powiadomienia', 'settings-notifications'],
  ] as const;
  for (const [label, shot] of pages) {
    await page.goto('/settings');
    await page
      .getByRole('navigation', { name: 'Opcje ustawień' })
      .getByRole('link', { name: new RegExp(label) })
      .click();
    await shootBothSizes(page, shot, async () => {
      await expect(page.locator('#main-content').getByRole('heading', { name: label }).first()).toBeVisible();
      if (shot === 'settings-notifications') {
        await expect(page.locator('#main-content').getByText('Zezwolono')).toBeVisible();
        await expect(page.getByText(/^Ten serwer nie wysyła powiadomień push/)).toBeVisible();
      }
    });
  }
});
