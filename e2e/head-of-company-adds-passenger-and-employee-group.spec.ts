import { expect, test, type Page } from './support/test';
import { DESKTOP, PHONE, signInAndLand, snapForDocs } from './support/session';

/** A name of this run only: journeys share one database. */
const stamp = () => String(Date.now()).slice(-6);

async function openPassengers(page: Page, login = 'firma') {
  await signInAndLand(page, login);
  const menu = page.getByRole('navigation', { name: 'Menu główne' });
  // The phone layout keeps the menu in a closed sidebar.
  if ((page.viewportSize()?.width ?? 0) < 900)
    await page.getByRole('button', { name: 'Otwórz menu' }).click();
  await menu.getByRole('link', { name: 'Pasażerowie' }).click();
  await expect(page.getByRole('heading', { name: 'Pasażerowie', level: 2 })).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Wczytywanie' })).toHaveCount(0);
}

async function addGroupWithStake(page: Page, name: string, shots: string) {
  await page.getByRole('tab', { name: 'Grupy pracownicze' }).click();
  await expect(page.getByText('Drużyny konduktorskie').first()).toBeVisible();
  await snapForDocs(page, `employee-groups-list${shots}`);
  await page.getByRole('button', { name: 'Utwórz' }).click();
  const create = page.getByRole('dialog', { name: 'Nowa grupa pracowniczą' });
  await create.getByRole('button', { name: 'Zapisz' }).click();
  await expect(create.getByText('Pole wymagane')).toBeVisible();
  await create.getByLabel('Nazwa grupy').fill(name);
  await create.getByRole('button', { name: 'Zapisz' }).click();
  await expect(create).toBeHidden();

  await page.getByRole('link', { name }).or(page.getByRole('button', { name })).first().click();
  const edit = page.getByRole('dialog', { name: 'Edytuj grupę pracowniczą' });
  await expect(edit.getByText('Brak stawek')).toBeVisible();
  await edit.getByRole('button', { name: 'Dodaj nowe stawki' }).click();
  const stakes = page.getByRole('dialog', { name: 'Nowe stawki' });
  await stakes.getByLabel('Stawka za kilometr (zł)').fill('-1');
  await stakes.getByRole('button', { name: 'Dodaj' }).click();
  await expect(stakes.getByText('Minimalna kwota stawki to 0 zł')).toBeVisible();
  await expect(stakes.getByText('Pole jest wymagane')).toBeVisible();
  await stakes.getByLabel('Stawka za kilometr (zł)').fill('2,50');
  await stakes.getByLabel('Stawka za godzinę oczekiwania (zł)').fill('30');
  await snapForDocs(page, `employee-groups-stakes${shots}`);
  await stakes.getByRole('button', { name: 'Dodaj' }).click();
  await expect(stakes).toBeHidden();
  const table = edit.getByRole('table', { name: 'Stawki grupy' });
  await expect(table.getByRole('row').nth(1)).toContainText('2,50 zł');
  await expect(table.getByText('obowiązuje')).toBeVisible();
  await snapForDocs(page, `employee-groups-dialog${shots}`);
  await edit.getByRole('button', { name: 'Zapisz' }).click();
  await expect(edit).toBeHidden();
}

async function addPassenger(page: Page, surname: string, group: string, shots: string) {
  await page.getByRole('tab', { name: 'Pasażerowie' }).click();
  await page.getByRole('button', { name: 'Utwórz' }).click();
  const dialog = page.getByRole('dialog', { name: 'Dodaj pasażera' });
  await dialog.getByRole('button', { name: 'Zapisz' }).click();
  await expect(dialog.getByText('Pole wymagane')).toHaveCount(2);
  await dialog.getByLabel('Imię').fill('Zofia');
  await dialog.getByLabel('Nazwisko').fill(surname);
  await dialog.getByRole('combobox', { name: 'Grupa pracownicza' }).click();
  await page.getByRole('option', { name: group }).click();
  await snapForDocs(page, `passengers-dialog-details${shots}`);

  await dialog.getByRole('tab', { name: 'Kontakt' }).click();
  await dialog.getByLabel('E-mail').fill(`zofia.${surname.replace(/\D/g, '')}@example.pl`);
  await dialog.getByRole('button', { name: 'Dodaj numer telefonu' }).click();
  await dialog.getByRole('textbox', { name: 'Numer telefonu 1', exact: true }).fill('600100200');
  await expect(dialog.getByRole('button', { name: /Usuń numer telefonu/ })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Dodaj numer telefonu' }).click();
  await dialog.getByRole('textbox', { name: 'Numer telefonu 2', exact: true }).fill('501234567');
  await dialog.getByRole('radio', { name: 'Domyślny numer telefonu 2' }).check();
  await expect(dialog.getByRole('radio', { name: 'Domyślny numer telefonu 1' })).not.toBeChecked();
  await expect(dialog.getByRole('button', { name: 'Dodaj miejsce zamieszkania' })).toHaveAttribute(
    'aria-disabled',
    'true',
  );
  await dialog.getByRole('button', { name: 'Zapisz' }).click();

  // Saved: the dialog stays as 'Edytuj pasażera' on 'Kontakt', and the home place is set at once (row 655).
  const edit = page.getByRole('dialog', { name: 'Edytuj pasażera' });
  await expect(edit.getByRole('tab', { name: 'Kontakt' })).toHaveAttribute('aria-selected', 'true');
  await expect(edit.getByRole('textbox', { name: 'Numer telefonu 2', exact: true })).toHaveValue('501234567');
  await edit.getByRole('button', { name: 'Dodaj miejsce zamieszkania' }).click();
  const home = page.getByRole('dialog', { name: 'Dodaj miejsce zamieszkania' });
  await home.getByLabel('Wyszukaj miejsce').fill('Kutno');
  await page.getByRole('option', { name: /Kutno/ }).first().click();
  await home.getByRole('button', { name: 'Zapisz' }).click();
  await expect(home).toBeHidden();
  await expect(edit.getByText(/Kutno/)).toBeVisible();
  // On a phone the notice lies over the full-screen dialog's 'Zapisz' until it goes (3 s); the pointer
  // left where the home dialog's 'Zapisz' was would hold it (the snackbar pauses under a hover).
  await page.mouse.move(0, 0);
  await expect(page.getByText('Miejsce zamieszkania zostało wybrane')).toBeHidden();
  await expect(edit.getByRole('region', { name: 'Samochód' })).toContainText('Brak samochodów');
  await expect(edit.getByRole('region', { name: 'Ulubione miejsca' })).toContainText(
    'Brak ulubionych miejsc',
  );
  await snapForDocs(page, `passengers-dialog-contact${shots}`);
  await edit.getByRole('button', { name: 'Zapisz' }).click();
  await expect(edit).toBeHidden();
}

/**
 * Row 707: an admin's passenger takes a group of the employer chosen. `dbCargoGroup` is a group of
 * DB Cargo Polska only; the passenger joins a seeded group, so the journey can delete that one again.
 */
async function adminPicksEmployerGroup(page: Page, dbCargoGroup: string) {
  const surname = `Kolejowa${stamp()}`;
  await page.getByRole('tab', { name: 'Pasażerowie' }).click();
  await page.getByRole('button', { name: 'Utwórz' }).click();
  const dialog = page.getByRole('dialog', { name: 'Dodaj pasażera' });
  await dialog.getByLabel('Imię').fill('Zofia');
  await dialog.getByLabel('Nazwisko').fill(surname);
  const employer = dialog.getByRole('combobox', { name: 'Pracodawca' });
  const group = dialog.getByRole('combobox', { name: 'Grupa pracownicza' });
  await expect(group).toHaveAttribute('aria-disabled', 'true');
  await employer.fill('Intercity');
  await page.getByRole('option', { name: 'PKP Intercity' }).click();
  await group.click();
  await expect(page.getByRole('option', { name: 'Drużyny konduktorskie' })).toBeVisible();
  await expect(page.getByRole('option', { name: dbCargoGroup })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await employer.fill('DB Cargo');
  await page.getByRole('option', { name: 'DB Cargo Polska' }).click();
  await group.click();
  await expect(page.getByRole('option', { name: dbCargoGroup })).toBeVisible();
  await page.getByRole('option', { name: 'Maszyniści' }).click();
  await snapForDocs(page, 'passengers-dialog-admin-group-desktop');
  await dialog.getByRole('tab', { name: 'Kontakt' }).click();
  await dialog.getByLabel('E-mail').fill(`zofia.${surname.toLowerCase()}@example.pl`);
  await dialog.getByRole('button', { name: 'Zapisz' }).click();
  const saved = page.getByRole('dialog', { name: 'Edytuj pasażera' });
  await saved.getByRole('button', { name: 'Anuluj' }).click();
  await expect(saved).toBeHidden();
  const row = page.getByRole('row', { name: new RegExp(`Zofia ${surname}`) });
  await expect(row).toContainText('Maszyniści');
  await expect(row).toContainText('DB Cargo Polska');
  await page.getByRole('tab', { name: 'Grupy pracownicze' }).click();
}

test('a head of company adds an employee group with a stake and a passenger with two phones and a home', async ({
  page,
}) => {
  // Nine screens, each checked with axe on a machine shared by several sessions.
  test.setTimeout(180_000);
  await page.setViewportSize(DESKTOP);
  const id = stamp();
  const group = `Kierownicy zmiany ${id}`;
  const surname = `Pasażerska${id}`;
  await openPassengers(page);
  await snapForDocs(page, 'passengers-list');
  await addGroupWithStake(page, group, '');
  await addPassenger(page, surname, group, '');

  const row = page.getByRole('row', { name: new RegExp(`Zofia ${surname}`) });
  await expect(row).toContainText('501234567');
  await expect(row).toContainText(group);
  await expect(row).toContainText('PKP Intercity');

  // The home place set before the dialog closed is the passenger's, as the server keeps it.
  await row
    .getByRole('link', { name: `Zofia ${surname}` })
    .or(row.getByRole('button', { name: `Zofia ${surname}` }))
    .first()
    .click();
  const edit = page.getByRole('dialog', { name: 'Edytuj pasażera' });
  await edit.getByRole('tab', { name: 'Kontakt' }).click();
  await expect(edit.getByText(/Kutno/)).toBeVisible();
  await expect(edit.getByRole('button', { name: 'Zmień miejsce zamieszkania' })).toBeVisible();
  await edit.getByRole('button', { name: 'Anuluj' }).click();
  await expect(edit).toBeHidden();

  // A passenger who rode: the favourite places are the recent places of their rides (row 657).
  await page
    .getByRole('link', { name: 'Andrzej Nowak' })
    .or(page.getByRole('button', { name: 'Andrzej Nowak' }))
    .first()
    .click();
  await edit.getByRole('tab', { name: 'Kontakt' }).click();
  const favourite = edit.getByRole('region', { name: 'Ulubione miejsca' });
  await expect(favourite.getByRole('listitem').first()).toBeVisible();
  await page.mouse.move(0, 0);
  await expect(page.getByText('Dane zapisano prawidłowo')).toBeHidden();
  await snapForDocs(page, 'passengers-dialog-favourite-places');
  await edit.getByRole('button', { name: 'Anuluj' }).click();
  await expect(edit).toBeHidden();

  await row.getByRole('button', { name: `Usuń pasażera Zofia ${surname}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Czy na pewno usunąć pasażera?' });
  await snapForDocs(page, 'passengers-delete');
  await confirm.getByRole('button', { name: 'Tak' }).click();
  await expect(page.getByText('Pomyślnie usunięto rekord')).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(`Zofia ${surname}`) })).toHaveCount(0);
});

test('on a phone the same screens fit the 390 px width', async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize(PHONE);
  const id = stamp();
  await openPassengers(page);
  await snapForDocs(page, 'passengers-list-phone');
  await addGroupWithStake(page, `Dyżurni ${id}`, '-phone');
  await addPassenger(page, `Telefoniczna${id}`, `Dyżurni ${id}`, '-phone');
  await page.getByRole('button', { name: `Usuń pasażera Zofia Telefoniczna${id}` }).click();
  await expect(page.getByRole('dialog', { name: 'Czy na pewno usunąć pasażera?' })).toBeVisible();
  await snapForDocs(page, 'passengers-delete-phone');
  await page.getByRole('button', { name: 'Nie' }).click();
});

test('an admin adds an employee group for a railway company it names (row 660) and gives a passenger a group of its employer (row 707)', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize(DESKTOP);
  const name = `Dyżurni ruchu ${stamp()}`;
  await openPassengers(page, 'admin');
  await page.getByRole('tab', { name: 'Grupy pracownicze' }).click();
  const table = page.getByRole('table');
  await expect(table.getByRole('columnheader', { name: 'Firma' })).toBeVisible();
  // Every railway company's groups: the seed gives each of them some.
  await expect(table.getByRole('cell', { name: 'DB Cargo Polska' }).first()).toBeVisible();
  await expect(table.getByRole('cell', { name: 'PKP Intercity' }).first()).toBeVisible();

  await page.getByRole('button', { name: 'Utwórz' }).click();
  const create = page.getByRole('dialog', { name: 'Nowa grupa pracowniczą' });
  await create.getByRole('button', { name: 'Zapisz' }).click();
  await expect(create.getByText('Pole wymagane')).toHaveCount(2);
  await create.getByLabel('Nazwa grupy').fill(name);
  await create.getByRole('combobox', { name: 'Firma' }).click();
  await page.getByRole('option', { name: 'DB Cargo Polska' }).click();
  await snapForDocs(page, 'employee-groups-dialog-admin');
  await create.getByRole('button', { name: 'Zapisz' }).click();
  await expect(create).toBeHidden();
  await page.getByRole('button', { name: 'Zamknij' }).click();

  // The filter keeps one company's groups; the new one is DB Cargo Polska's.
  const filter = page.getByRole('combobox', { name: 'Firma' });
  await expect(filter).toHaveAttribute('placeholder', 'Wszystkie firmy');
  await filter.fill('DB Cargo');
  await page.getByRole('option', { name: 'DB Cargo Polska' }).click();
  await expect(table.getByRole('cell', { name: 'PKP Intercity' })).toHaveCount(0);
  await expect(page.getByRole('row', { name: new RegExp(name) })).toContainText('DB Cargo Polska');
  await snapForDocs(page, 'employee-groups-list-admin');
  await adminPicksEmployerGroup(page, name);

  await page.setViewportSize(PHONE);
  await expect(page.getByText(name)).toBeVisible();
  await snapForDocs(page, 'employee-groups-list-admin-phone');
  await page.getByRole('button', { name: 'Utwórz' }).click();
  await expect(create).toBeVisible();
  await snapForDocs(page, 'employee-groups-dialog-admin-phone');
  await create.getByRole('button', { name: 'Anuluj' }).click();
  // The passenger dialog's group field at the phone's width, waiting for the employer.
  await page.getByRole('tab', { name: 'Pasażerowie' }).click();
  await page.getByRole('button', { name: 'Utwórz' }).click();
  const passenger = page.getByRole('dialog', { name: 'Dodaj pasażera' });
  await expect(passenger.getByText('Wybierz najpierw pracodawcę')).toBeVisible();
  await snapForDocs(page, 'passengers-dialog-admin-group-phone');
  await passenger.getByRole('button', { name: 'Anuluj' }).click();
  await page.getByRole('tab', { name: 'Grupy pracownicze' }).click();

  // Journeys share one database: the group goes again.
  await page.getByRole('button', { name: `Usuń grupę ${name}` }).click();
  await page
    .getByRole('dialog', { name: 'Czy na pewno usunąć grupę pracowniczą?' })
    .getByRole('button', { name: 'Tak' })
    .click();
  await expect(page.getByText('Pomyślnie usunięto rekord')).toBeVisible();
});
