import { expect, test, type Page } from './support/test';
import { todayIsoDate } from '../domain/dates';
import { dateField, shownDay, typeDay } from './support/date-field';
import { DESKTOP, PHONE, signIn, signInAndLand, snapForDocs } from './support/session';

// A NIP of its own per run: the journey creates its company on the shared database.
const suffix = String(Date.now()).slice(-6);
const NIP = `9${suffix}123`;
const NAME = `Przewozy Próbne ${suffix}`;

async function openCompanies(page: Page) {
  await page.getByRole('navigation', { name: 'Menu główne' }).getByRole('link', { name: 'Firmy' }).click();
  await expect(page.getByRole('heading', { name: 'Firmy', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'PKP Intercity' }).first()).toBeVisible();
}

test('an admin creates a transport company, adds a subcontractor with stakes and a principal with a billing model, and a user for it', async ({
  page,
  browser,
}) => {
  // Nine screens, each checked by axe at both sizes.
  test.setTimeout(180_000);
  await page.setViewportSize(DESKTOP);
  await signInAndLand(page, 'admin');
  await openCompanies(page);
  await snapForDocs(page, 'companies-list-desktop');

  await page.getByRole('link', { name: 'Utwórz' }).click();
  const form = page.getByRole('form', { name: 'Nowa firma' });
  await expect(form).toBeVisible();
  await snapForDocs(page, 'companies-create-desktop');
  await form.getByRole('radio', { name: 'Firma transportowa' }).check();
  await form.getByLabel('NIP').fill('12-34');
  await form.getByLabel('Nazwa').fill(NAME);
  await form.getByLabel('Ulica i numer').fill('Kolejowa 5');
  await form.getByLabel('Kod pocztowy').fill('00950');
  await form.getByLabel('Miasto').fill('Warszawa');
  await form.getByLabel('Numer konta bankowego').fill('61 1090 1014 0000 0712 1981 2874');
  await form.getByRole('button', { name: 'Zapisz' }).click();
  // The §5 messages of the shared schema, before anything is sent.
  await expect(form.getByText('NIP firmy powinien składać się tylko z cyfr')).toBeVisible();
  await expect(form.getByText('Kod pocztowy powinien zgadzać się z formatem dd-ddd')).toBeVisible();
  await form.getByLabel('NIP').fill(NIP);
  await form.getByLabel('Kod pocztowy').fill('00-950');
  await form.getByRole('button', { name: 'Zapisz' }).click();
  await expect(page.getByText('Nowa firma transportowa została dodana')).toBeVisible();

  // The read-only profile.
  await expect(page.getByRole('heading', { name: NAME, level: 2 })).toBeVisible();
  await expect(page.getByText('61109010140000071219812874')).toBeVisible();
  await expect(page.getByText(NIP)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Edytuj' })).toBeVisible();

  // Two admins edit the company at once: the second save is refused as stale and offers the newer
  // version, keeping what was typed (rows 290, 571).
  const other = await browser.newContext({ viewport: DESKTOP });
  const second = await other.newPage();
  await signInAndLand(second, 'admin');
  await second.goto(`${page.url()}/edit`);
  const theirs = second.getByRole('form', { name: 'Edycja firmy' });
  await page.getByRole('link', { name: 'Edytuj' }).click();
  const mine = page.getByRole('form', { name: 'Edycja firmy' });
  await mine.getByLabel('Miasto').fill('Kraków');
  await theirs.getByLabel('Ulica i numer').fill('Kolejowa 7');
  await theirs.getByRole('button', { name: 'Zapisz' }).click();
  await expect(second.getByRole('heading', { name: NAME, level: 2 })).toBeVisible();
  await other.close();
  await mine.getByRole('button', { name: 'Zapisz' }).click();
  const stale = page.getByRole('dialog', { name: 'Ktoś zmienił te dane w międzyczasie' });
  await expect(stale.getByRole('list', { name: /zmienione tylko przez kogoś innego/ })).toContainText(
    'Ulica i numer',
  );
  await stale.getByRole('button', { name: 'Zachowaj moje zmiany' }).click();
  await expect(mine.getByLabel('Ulica i numer')).toHaveValue('Kolejowa 7');
  await expect(mine.getByLabel('Miasto')).toHaveValue('Kraków');
  await mine.getByRole('button', { name: 'Zapisz' }).click();
  await expect(page.getByRole('heading', { name: NAME, level: 2 })).toBeVisible();
  await expect(page.getByText('Kolejowa 7')).toBeVisible();
  await expect(page.getByText('Kraków')).toBeVisible();

  // A subcontractor: NOT_AVAILABLE is set, the stake is both rates or neither.
  await page.getByRole('button', { name: 'Dodaj wykonawcę' }).click();
  const contractor = page.getByRole('dialog', { name: 'Dodaj wykonawcę' });
  await contractor.getByRole('combobox', { name: 'Wykonawca' }).click();
  await page.getByRole('option', { name: 'Euro-Bus Poznań' }).click();
  await contractor.getByLabel('Stawka za kilometr (zł)').fill('2,50');
  await contractor.getByRole('button', { name: 'Zapisz' }).click();
  await expect(contractor.getByText('Pole jest wymagane')).toBeVisible();
  await contractor.getByLabel('Stawka za godzinę oczekiwania (zł)').fill('30');
  await snapForDocs(page, 'companies-contractor-dialog-desktop');
  await contractor.getByRole('button', { name: 'Zapisz' }).click();
  await expect(contractor).toBeHidden();
  const subcontractors = page.getByRole('region', { name: 'Podwykonawcy' });
  const row = subcontractors.getByRole('row', { name: /Euro-Bus Poznań/ });
  await expect(row).toContainText('Nie dotyczy');
  await expect(row).toContainText(`2,50 zł/km, 30,00 zł/h od ${shownDay(todayIsoDate())}`);

  // A principal with a billing model.
  await page.getByRole('button', { name: 'Dodaj obsługiwaną firmę' }).click();
  const principal = page.getByRole('dialog', { name: 'Dodaj obsługiwaną firmę' });
  await principal.getByRole('combobox', { name: 'Obsługiwana firma' }).click();
  await page.getByRole('option', { name: 'PKP Cargo' }).click();
  await principal.getByRole('button', { name: 'Zapisz' }).click();
  await expect(principal.getByText('Pole jest wymagane')).toBeVisible();
  await principal.getByRole('combobox', { name: 'Model rozliczenia' }).click();
  await page.getByRole('option', { name: 'Powrót do miejsca początkowego (tzw. A-B-A)' }).click();
  await principal.getByRole('button', { name: 'Zapisz' }).click();
  await expect(principal).toBeHidden();
  await expect(
    page.getByRole('region', { name: 'Obsługiwane firmy' }).getByRole('row', { name: /PKP Cargo/ }),
  ).toContainText('Powrót do miejsca początkowego (tzw. A-B-A)');

  // New stakes from a later day: history, the stake in force today stays.
  await row.getByRole('button', { name: 'Nowe stawki: Euro-Bus Poznań' }).click();
  const stakes = page.getByRole('dialog', { name: 'Nowe stawki' });
  await expect(dateField(stakes, 'Obowiązuje od')).toContainText(shownDay(todayIsoDate()));
  await snapForDocs(page, 'companies-new-stakes-desktop');
  await stakes.getByLabel('Stawka za kilometr (zł)').fill('3');
  await stakes.getByLabel('Stawka za godzinę oczekiwania (zł)').fill('-1');
  await typeDay(dateField(stakes, 'Obowiązuje od'), '2099-01-01');
  await stakes.getByRole('button', { name: 'Zapisz' }).click();
  await expect(stakes.getByText('Minimalna kwota stawki to 0 zł')).toBeVisible();
  await stakes.getByLabel('Stawka za godzinę oczekiwania (zł)').fill('35');
  await stakes.getByRole('button', { name: 'Zapisz' }).click();
  await expect(stakes).toBeHidden();
  await expect(row).toContainText('2,50 zł/km');
  await snapForDocs(page, 'companies-profile-desktop');

  // The same screens on a phone.
  const profileUrl = page.url();
  await page.setViewportSize(PHONE);
  await page.goto('/companies');
  await expect(page.getByRole('heading', { name: 'Firmy', level: 1 })).toBeVisible();
  await expect(page.getByText(NAME).first()).toBeVisible();
  await snapForDocs(page, 'companies-list-phone');
  await page.goto('/companies/create');
  await expect(page.getByRole('form', { name: 'Nowa firma' })).toBeVisible();
  await snapForDocs(page, 'companies-create-phone');
  await page.goto(profileUrl);
  await expect(page.getByRole('heading', { name: NAME, level: 2 })).toBeVisible();
  await expect(page.getByText('2,50 zł/km', { exact: false })).toBeVisible();
  await snapForDocs(page, 'companies-profile-phone');
  await page.getByRole('button', { name: 'Dodaj wykonawcę' }).click();
  await expect(page.getByRole('dialog', { name: 'Dodaj wykonawcę' })).toBeVisible();
  await snapForDocs(page, 'companies-contractor-dialog-phone');
  await page.getByRole('button', { name: 'Anuluj' }).click();
  await page.getByRole('button', { name: 'Nowe stawki: Euro-Bus Poznań' }).click();
  await expect(page.getByRole('dialog', { name: 'Nowe stawki' })).toBeVisible();
  await snapForDocs(page, 'companies-new-stakes-phone');
  await page.getByRole('button', { name: 'Anuluj' }).click();

  // A user for the new company ('Użytkownicy'), who signs in and finds the company as their own.
  await page.setViewportSize(DESKTOP);
  const username = `przewozy.${suffix}`;
  await page.goto('/users/create');
  await page.getByLabel('Nazwa użytkownika').fill(username);
  await page.getByLabel('Imię').fill('Tomasz');
  await page.getByLabel('Nazwisko').fill('Próbny');
  await page.getByLabel('Hasło').fill('NoweHaslo123');
  await page.getByRole('combobox', { name: 'Firma' }).fill(NAME);
  await page.getByRole('option', { name: `${NAME} (firma transportowa)` }).click();
  await page.getByRole('checkbox', { name: 'Firma transportowa' }).check();
  await page.getByRole('button', { name: 'Zapisz' }).click();
  await expect(page.getByText('Nowy użytkownik został dodany')).toBeVisible();
  await expect(page.getByText(NAME)).toBeVisible();

  const context = await browser.newContext();
  const fresh = await context.newPage();
  await signIn(fresh, username, 'NoweHaslo123');
  await expect(fresh).toHaveURL(/\/course$/);
  await fresh.goto('/settings');
  await fresh.getByRole('link', { name: /Moja firma/ }).click();
  await expect(fresh.getByRole('heading', { name: NAME, level: 2 })).toBeVisible();
  await expect(
    fresh.getByRole('region', { name: 'Podwykonawcy' }).getByRole('row', { name: /Euro-Bus Poznań/ }),
  ).toBeVisible();
  await context.close();

  // The profile's 'Usuń' (courses.md §6-§7, row 198's soft delete): 'Nie' keeps the company, 'Tak'
  // deletes it and goes back to 'Firmy', where it is no longer listed.
  await page.goto(profileUrl);
  const confirm = page.getByRole('dialog', { name: 'Czy na pewno usunąć firmę?' });
  await page.getByRole('button', { name: 'Usuń', exact: true }).click();
  await expect(confirm).toContainText(NAME);
  await confirm.getByRole('button', { name: 'Nie' }).click();
  await expect(confirm).toBeHidden();
  await page.getByRole('button', { name: 'Usuń', exact: true }).click();
  await confirm.getByRole('button', { name: 'Tak' }).click();
  await expect(page.getByText('Pomyślnie usunięto rekord')).toBeVisible();
  await expect(page).toHaveURL(/\/companies$/);
  await expect(page.getByRole('heading', { name: 'Firmy', level: 1 })).toBeVisible();
  await expect(page.getByText('Baltic Bus Gdańsk').or(page.getByText('PKP Intercity')).first()).toBeVisible();
  await expect(page.getByText(NAME)).toHaveCount(0);
});

test('a transport company is refused the list and reaches its own profile from the settings', async ({
  page,
}) => {
  await signInAndLand(page, 'transport');
  const nav = page.getByRole('navigation', { name: 'Menu główne' });
  await expect(nav.getByRole('link', { name: 'Firmy' })).toHaveCount(0);
  await page.goto('/companies');
  await expect(page.getByRole('alert').getByText('Brak uprawnień')).toBeVisible();
  await page.goto('/settings');
  await page.getByRole('link', { name: /Moja firma/ }).click();
  await expect(page.getByRole('heading', { name: 'Taxi Trans Warszawa', level: 2 })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Obsługiwane firmy' }).getByRole('row', { name: /PKP Intercity/ }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Dodaj wykonawcę' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Edytuj' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Usuń', exact: true })).toHaveCount(0);
});
