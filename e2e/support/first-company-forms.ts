import { expect, type Page } from './test';

/**
 * The administrator's setup forms of the empty-database journey, each filled from the page the
 * 'Pierwsze kroki' step leads to (e2e/admin-sets-up-first-company-from-empty-database.spec.ts).
 */
export interface Company {
  name: string;
  nip: string;
  street: string;
  zip: string;
}

export interface Person {
  username: string;
  password: string;
  firstname: string;
  surname: string;
}

export const mainMenu = (page: Page) => page.getByRole('navigation', { name: 'Menu główne' });

/** 'Nowa firma', already open: the kind, NIP, name and address; waits for the saved company's profile. */
export async function fillCompany(
  page: Page,
  kind: 'Firma kolejowa' | 'Firma transportowa',
  company: Company,
) {
  const form = page.getByRole('form', { name: 'Nowa firma' });
  await form.getByRole('radio', { name: kind }).check();
  await form.getByLabel('NIP').fill(company.nip);
  await form.getByLabel('Nazwa').fill(company.name);
  await form.getByLabel('Ulica i numer').fill(company.street);
  await form.getByLabel('Kod pocztowy').fill(company.zip);
  await form.getByLabel('Miasto').fill('Warszawa');
  // A transport company texts its drivers their courses: a driver with only a phone is reached so (row 637).
  if (kind === 'Firma transportowa')
    await form.getByRole('checkbox', { name: 'Powiadomienia SMS dla pracowników o kursach' }).check();
  await form.getByRole('button', { name: 'Zapisz' }).click();
  await expect(page.getByRole('heading', { name: company.name, level: 2 })).toBeVisible();
}

/** 'Nowy użytkownik', already open: an account of `company` with one role. */
export async function fillUser(page: Page, user: Person, company: string, role: string) {
  await page.getByLabel('Nazwa użytkownika').fill(user.username);
  await page.getByLabel('Imię').fill(user.firstname);
  await page.getByLabel('Nazwisko').fill(user.surname);
  await page.getByLabel('Hasło').fill(user.password);
  await page.getByRole('combobox', { name: 'Firma' }).fill(company);
  await page.getByRole('option', { name: company, exact: true }).click();
  await page.getByRole('checkbox', { name: role, exact: true }).check();
  await page.getByRole('button', { name: 'Zapisz' }).click();
  await expect(page.getByText('Nowy użytkownik został dodany')).toBeVisible();
  // The notice comes before the move to the profile: a click before it would be undone by it.
  await expect(
    page.getByRole('heading', { name: `${user.firstname} ${user.surname}`, level: 2 }),
  ).toBeVisible();
}

/** On the open list of 'Miejsca': a place found by the place search, then named. */
export async function addPlace(page: Page, search: string, option: string, name: string) {
  await page.getByRole('button', { name: 'Utwórz' }).click();
  const place = page.getByRole('dialog', { name: 'Dodaj miejsce' });
  await place.getByRole('combobox', { name: 'Wyszukaj miejsce' }).fill(search);
  await page
    .getByRole('option', { name: new RegExp(`^${option}`) })
    .first()
    .click();
  await place.getByRole('textbox', { name: /^Nazwa/ }).fill(name);
  await place.getByRole('button', { name: 'Zapisz' }).click();
  await expect(page.getByText(`Miejsce ${name} zostało poprawnie dodane`)).toBeVisible();
}

/** The starting base's form, already open: name, place, address and its transport company. */
export async function fillBase(page: Page, base: string, transport: string) {
  await page.getByLabel('Nazwa').fill(base);
  await page.getByRole('combobox', { name: 'Wyszukaj miejsce' }).fill('Warsz');
  await page
    .getByRole('option', { name: /^Warszawa/ })
    .first()
    .click();
  await page.getByLabel('Adres').fill('ul. Posag 7 Panien 1, 02-495 Warszawa');
  await page.getByRole('combobox', { name: 'Firma transportowa' }).fill(transport);
  await page.getByRole('option', { name: transport }).click();
  await page.getByRole('button', { name: 'Zapisz' }).click();
  await expect(page.getByText(`Baza startowa ${base} została poprawnie dodana`)).toBeVisible();
}

/** On the open list of 'Kierowcy': a transport company's driver with a phone (the SMS goes there). */
export async function addDriver(
  page: Page,
  driver: { firstname: string; surname: string; phone: string },
  transport: string,
  base: string,
) {
  await page.locator('#main-content').getByRole('button', { name: 'Utwórz' }).click();
  const dialog = page.getByRole('dialog', { name: 'Dodaj kierowcę' });
  await dialog.getByLabel('Imię').fill(driver.firstname);
  await dialog.getByLabel('Nazwisko').fill(driver.surname);
  await dialog.getByRole('button', { name: 'Dodaj numer telefonu' }).click();
  await dialog.getByRole('textbox', { name: 'Numer telefonu 1' }).fill(driver.phone);
  await dialog.getByRole('combobox', { name: 'Firma transportowa' }).fill(transport);
  await page.getByRole('option', { name: transport }).click();
  await dialog.getByRole('combobox', { name: 'Baza startowa' }).click();
  await page.getByRole('option', { name: base }).click();
  await dialog.getByRole('button', { name: 'Zapisz' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`${driver.firstname} ${driver.surname}`).first()).toBeVisible();
}

/** On the open list of 'Pasażerowie': a passenger of `employer` with a phone, and no home place. */
export async function addEmployee(
  page: Page,
  passenger: { firstname: string; surname: string; phone: string },
  employer: string,
) {
  await page.getByRole('button', { name: 'Utwórz' }).click();
  const dialog = page.getByRole('dialog', { name: 'Dodaj pasażera' });
  await dialog.getByLabel('Imię').fill(passenger.firstname);
  await dialog.getByLabel('Nazwisko').fill(passenger.surname);
  await dialog.getByRole('combobox', { name: 'Pracodawca' }).fill(employer);
  await page.getByRole('option', { name: employer }).click();
  await dialog.getByRole('tab', { name: 'Kontakt' }).click();
  await dialog.getByRole('button', { name: 'Dodaj numer telefonu' }).click();
  await dialog.getByRole('textbox', { name: 'Numer telefonu 1', exact: true }).fill(passenger.phone);
  await dialog.getByRole('button', { name: 'Zapisz' }).click();
  // Saved, the dialog stays open for the home place (spec row 655); this passenger gets none.
  const saved = page.getByRole('dialog', { name: 'Edytuj pasażera' });
  await saved.getByRole('button', { name: 'Anuluj' }).click();
  await expect(saved).toBeHidden();
  await expect(page.getByText(`${passenger.firstname} ${passenger.surname}`).first()).toBeVisible();
}

/** On the open tab 'Grupy pracownicze': an administrator's group names its railway company (row 661). */
export async function addGroup(page: Page, name: string, company: string) {
  await page.locator('#main-content').getByRole('button', { name: 'Utwórz' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nowa grupa pracowniczą' });
  await dialog.getByLabel('Nazwa grupy').fill(name);
  await dialog.getByRole('combobox', { name: 'Firma' }).click();
  await page.getByRole('option', { name: company }).click();
  await dialog.getByRole('button', { name: 'Zapisz' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(name).first()).toBeVisible();
}
