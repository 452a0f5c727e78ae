import { expect, test, type Page } from './support/test';
import { startOwnServer, type OwnServer } from './support/own-server';
import {
  addPassenger,
  pickPlace,
  saveDespitePastStop,
  setTime,
  stop,
  stopIsAhead,
} from './support/course-form';
import { driverLinkFor } from './support/driver-link';
import { findRideCard } from './support/ride-card';
import {
  addDriver,
  addEmployee,
  addGroup,
  addPlace,
  fillBase,
  fillCompany,
  fillUser,
  mainMenu,
} from './support/first-company-forms';
import { DESKTOP, PHONE, shootBothSizes, signIn, snapForDocs } from './support/session';

/**
 * A production install starts empty (`SEED=none`): `npm run create-user` makes the first admin, and
 * everything else is done in the browser, as the README's "first company" walkthrough tells. Nothing
 * is inserted by SQL or API calls. The journey runs on a server of its own with an empty database.
 */
const ADMIN = { username: 'admin', password: 'PierwszeHaslo1' };
const RAILWAY = { name: 'Koleje Mazowieckie Test', nip: '1132368724', street: 'Lubelska 26', zip: '03-802' };
const TRANSPORT = { name: 'Przewozy Ursus', nip: '5222874610', street: 'Posag 7 Panien 1', zip: '02-495' };
const HEAD = { username: 'kierownik.km', password: 'KierownikHaslo1', firstname: 'Ewa', surname: 'Lis' };
const CARRIER = { username: 'przewozy.ursus', password: 'PrzewozyHaslo1', firstname: 'Jan', surname: 'Sowa' };
const BASE = 'Baza Ursus';
const PLACES = [
  ['Warsz', 'Warszawa', 'Lokomotywownia Grochów'],
  ['Skiern', 'Skierniewice', 'Stacja Skierniewice'],
] as const;
const DRIVER = { firstname: 'Piotr', surname: 'Kierownica', phone: '601202303' };
const PASSENGER = { firstname: 'Marek', surname: 'Maszynista', phone: '600700800' };
const GROUP = 'Maszyniści Grochów';

let server: OwnServer;
test.afterEach(async () => {
  await server.stop();
});

/** A step of 'Pierwsze kroki', by its numbered heading. */
const step = (page: Page, title: string) =>
  page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: new RegExp(`^\\d+\\. ${title}$`) }) });

const progress = (page: Page, done: number) => page.getByText(`Zrobiono ${done} z 10 kroków`);

/**
 * Follows a step's link from 'Pierwsze kroki', does the step there and comes back (the page has no
 * menu entry, row 667): while no course exists by the course list's offer, which counts too; after
 * the first course by its address. Then the step reads done and the count is at `done`.
 */
async function walkStep(page: Page, title: string, action: string, done: number, work: () => Promise<void>) {
  await step(page, title).getByRole('link', { name: action }).click();
  await work();
  if (done < 10) {
    await mainMenu(page).getByRole('link', { name: 'Kursy' }).click();
    await expect(
      page.getByText(`Kursownik nie ma jeszcze żadnego kursu. Zrobiono ${done} z 10`),
    ).toBeVisible();
    await page.getByRole('link', { name: 'Przejdź do pierwszych kroków' }).click();
  } else {
    // The course list offers no first steps once a course exists, and the page has no menu entry
    // (row 667): the admin opens its address. (Back through the saved form raced the list's own
    // history entry on a loaded machine.)
    await page.goto(`${server.baseURL}/first-steps`);
  }
  await expect(page).toHaveURL(/\/first-steps$/);
  await expect(progress(page, done)).toBeVisible();
  await expect(step(page, title)).toContainText('Zrobione');
}

async function signOut(page: Page) {
  await page.goto(`${server.baseURL}/logout`);
  await expect(page).toHaveURL(/\/login/);
}

/** The open course's drawer, from its card's title, at its settlement column. */
async function openSettlement(page: Page, number: string) {
  const { card } = await findRideCard(page, number);
  await card.getByRole('heading', { level: 3 }).getByRole('button').click();
  const drawer = page.getByRole('dialog', { name: 'Kurs' });
  await drawer.getByRole('button', { name: 'Rozliczenie' }).click();
  await expect(drawer.getByRole('heading', { name: 'Historia rozliczenia' })).toBeVisible();
  return drawer;
}

test('from an empty database an admin walks the first steps to a first course, which the transport company drives and the railway company accepts for settlement', async ({
  page,
  browser,
}) => {
  // Its own server from an empty database, two CLI steps and five people's screens: about 2 minutes
  // alone, and over 4 when the machine is shared.
  test.setTimeout(420_000);
  server = await startOwnServer('empty-database', {
    seed: 'none',
    before: [
      [
        'npm',
        'run',
        'create-user',
        '--',
        '--username',
        ADMIN.username,
        '--password',
        ADMIN.password,
        '--roles',
        'ROLE_ADMIN',
        '--firstname',
        'Anna',
        '--surname',
        'Nowak',
      ],
    ],
  });
  await page.setViewportSize(DESKTOP);

  // The first admin signs in to an empty product.
  await signIn(page, ADMIN.username, ADMIN.password, `${server.baseURL}/login`);
  await expect(page).toHaveURL(/\/course$/);
  // The empty course list offers 'Pierwsze kroki' (spec-decisions row 666): nothing is done yet.
  const offer = page.getByText('Kursownik nie ma jeszcze żadnego kursu. Zrobiono 0 z 10 kroków');
  await shootBothSizes(page, 'first-steps-offer', async () => {
    await expect(offer).toBeVisible();
    await expect(page.getByText('Brak kursów').first()).toBeVisible();
  });
  await page.getByRole('link', { name: 'Przejdź do pierwszych kroków' }).click();
  await expect(page).toHaveURL(/\/first-steps$/);
  await expect(progress(page, 0)).toBeVisible();
  await expect(step(page, 'Firma kolejowa')).toContainText('Do zrobienia');
  await shootBothSizes(page, 'first-steps-empty', () =>
    expect(step(page, 'Pierwszy kurs')).toContainText('Do zrobienia'),
  );

  // The admin walks the steps in their order, each from its link, and comes back to see it counted.
  await walkStep(page, 'Firma kolejowa', 'Dodaj firmę kolejową', 1, async () => {
    await fillCompany(page, 'Firma kolejowa', RAILWAY);
    await snapForDocs(page, 'first-company-railway-profile');
  });
  await walkStep(page, 'Firma transportowa', 'Dodaj firmę transportową', 2, () =>
    fillCompany(page, 'Firma transportowa', TRANSPORT),
  );
  // The transport company carries for the railway company, with stakes.
  await walkStep(page, 'Powiązanie firm i stawki', 'Przejdź do firm', 3, async () => {
    await page.getByRole('link', { name: RAILWAY.name }).click();
    await page.getByRole('button', { name: 'Dodaj wykonawcę' }).click();
    const link = page.getByRole('dialog', { name: 'Dodaj wykonawcę' });
    await link.getByRole('combobox', { name: 'Wykonawca', exact: true }).click();
    await page.getByRole('option', { name: TRANSPORT.name }).click();
    await link.getByRole('combobox', { name: 'Model rozliczenia' }).click();
    await page.getByRole('option', { name: 'Dojazd i powrót do bazy startowej' }).click();
    await link.getByLabel('Stawka za kilometr (zł)').fill('3,20');
    await link.getByLabel('Stawka za godzinę oczekiwania (zł)').fill('40');
    await snapForDocs(page, 'first-company-contractor');
    await link.getByRole('button', { name: 'Zapisz' }).click();
    await expect(link).toBeHidden();
    await expect(
      page.getByRole('region', { name: 'Wykonawcy' }).getByRole('row', { name: new RegExp(TRANSPORT.name) }),
    ).toContainText('3,20 zł/km');
  });
  // An account for each company.
  await walkStep(page, 'Użytkownicy', 'Dodaj użytkownika', 4, async () => {
    await fillUser(page, HEAD, RAILWAY.name, 'Firma');
    await mainMenu(page).getByRole('link', { name: 'Użytkownicy' }).click();
    await page.locator('#main-content').getByRole('link', { name: 'Utwórz' }).click();
    await fillUser(page, CARRIER, `${TRANSPORT.name} (firma transportowa)`, 'Firma transportowa');
  });
  await walkStep(page, 'Miejsca', 'Przejdź do miejsc', 5, async () => {
    for (const [search, option, name] of PLACES) await addPlace(page, search, option, name);
    await expect(page.getByRole('table', { name: 'Miejsca' }).getByRole('row')).toHaveCount(3);
    await snapForDocs(page, 'first-company-places');
  });
  // A ride of one leg starts from the transport company's base (spec decision 14).
  await walkStep(page, 'Baza startowa', 'Dodaj bazę startową', 6, () => fillBase(page, BASE, TRANSPORT.name));
  await walkStep(page, 'Kierowcy', 'Przejdź do kierowców', 7, () =>
    addDriver(page, DRIVER, TRANSPORT.name, BASE),
  );
  await walkStep(page, 'Pasażerowie', 'Przejdź do pasażerów', 8, () =>
    addEmployee(page, PASSENGER, RAILWAY.name),
  );
  // Admins keep the railway companies' groups (row 660); the head puts its people in them (row 662).
  await walkStep(page, 'Grupy pracownicze', 'Przejdź do grup pracowniczych', 9, () =>
    addGroup(page, GROUP, RAILWAY.name),
  );

  // The first course, for the passenger between the two places, sent to the transport company.
  let number = '';
  await walkStep(page, 'Pierwszy kurs', 'Utwórz kurs', 10, async () => {
    const choice = page.getByRole('dialog', { name: 'Nowy kurs' });
    await choice.getByLabel('Firma kolejowa').click();
    await page.getByRole('option', { name: RAILWAY.name }).click();
    await choice.getByRole('button', { name: 'dalej' }).click();
    await pickPlace(page, 'A', 'Lokomotyw', PLACES[0][2]);
    await pickPlace(page, 'B', 'Stacja Skier', PLACES[1][2]);
    await setTime(page, 'A', '08:00');
    await setTime(page, 'B', '10:00');
    await page.getByRole('combobox', { name: 'Wykonawca', exact: true }).click();
    await page.getByRole('option', { name: TRANSPORT.name }).click();
    await page.getByRole('combobox', { name: 'Baza startowa (wyjazd)' }).click();
    await page.getByRole('option', { name: BASE }).click();
    await addPassenger(
      page,
      'A',
      PASSENGER.surname.slice(0, 5),
      `${PASSENGER.firstname} ${PASSENGER.surname}`,
    );
    await expect(stop(page, 'A')).toBeVisible();
    // An administrator's new course is planned until it is sent to the transport company (decision 37).
    await page.getByRole('combobox', { name: 'Status przejazdu' }).click();
    await page.getByRole('option', { name: 'Oczekuje na akceptację firmy transportowej' }).click();
    number = await page.getByLabel('Numer przejazdu').inputValue();
    await page.getByRole('button', { name: 'utwórz kurs' }).click();
    await saveDespitePastStop(page, '08:00');
    await expect(page).toHaveURL(/\/course$/);
    await expect(page.getByText('Dane zapisano prawidłowo')).toBeVisible();
  });
  const allDone = page.getByText('Wszystkie kroki są zrobione: Kursownik jest gotowy do pracy.');
  await shootBothSizes(page, 'first-steps-done', () => expect(allDone).toBeVisible());
  await signOut(page);

  // The transport company finds it waiting, accepts it and gives it to its driver.
  await signIn(page, CARRIER.username, CARRIER.password, `${server.baseURL}/login`);
  await expect(page).toHaveURL(/\/course$/);
  const { card } = await findRideCard(page, number);
  await card.getByRole('button', { name: 'akceptuj' }).click();
  await expect(card.getByText('Zaakceptowany przez firmę transportową')).toBeVisible();
  await snapForDocs(page, 'first-company-course-accepted');
  await card.getByRole('heading', { level: 3 }).getByRole('button').click();
  await page.getByRole('dialog', { name: 'Kurs' }).getByRole('link', { name: 'Edytuj kurs' }).click();
  await expect(page).toHaveURL(/\/course\/\d+\/edit$/);
  await page.getByRole('combobox', { name: 'Kierowca' }).click();
  await page.getByRole('option', { name: `${DRIVER.firstname} ${DRIVER.surname}` }).click();
  await page.getByRole('button', { name: 'zapisz zmiany' }).click();
  await expect(page).not.toHaveURL(/\/edit$/);

  // The driver runs the ride from the SMS's link, on a phone, and reports the kilometres.
  await expect.poll(() => driverLinkFor(number, server.outboxDir), { timeout: 10_000 }).toBeDefined();
  const phone = await browser.newContext({ viewport: PHONE });
  const driver = await phone.newPage();
  await driver.goto(`${server.baseURL}${driverLinkFor(number, server.outboxDir) ?? ''}`);
  await expect(driver.getByRole('heading', { name: `Kurs ${number}` })).toBeVisible();
  await driver.getByRole('button', { name: 'Akceptuj' }).click();
  await driver.getByRole('button', { name: 'Rozpocznij kurs' }).click();
  for (let reached = 1; reached <= 2; reached += 1) {
    await driver.getByRole('button', { name: 'Osiągnięto przystanek' }).first().click();
    await driver
      .getByRole('dialog', { name: /^Osiągnięto przystanek / })
      .getByRole('button', { name: 'tak, osiągnięto' })
      .click();
    await expect(driver.getByText(/^Dojazd o /)).toHaveCount(reached);
  }
  await driver.getByRole('button', { name: 'Zakończ kurs' }).click();
  if (stopIsAhead('08:00'))
    await driver
      .getByRole('dialog', { name: 'Zakończyć kurs?' })
      .getByRole('button', { name: 'tak, zakończ' })
      .click();
  await driver.getByRole('textbox', { name: 'Przejechane km' }).fill('96');
  await driver.getByRole('textbox', { name: 'Koszt autostrad (zł)' }).fill('12,50');
  await driver.getByRole('button', { name: 'Wyślij raport' }).click();
  await expect(driver.getByText('Raport został wysłany')).toBeVisible();
  await phone.close();

  // The transport company fills the settlement from the driver's report and forwards it.
  let drawer = await openSettlement(page, number);
  await drawer.getByRole('button', { name: 'Edytuj rozliczenie' }).click();
  const fill = page.getByRole('dialog', { name: 'Edytuj rozliczenie' });
  await fill.getByRole('button', { name: 'Skopiuj wartości kierowcy' }).click();
  await expect(fill.getByLabel('Koszt autostrad (zł)').first()).toHaveValue('12,5');
  await fill.getByRole('button', { name: 'Wyślij' }).click();
  await expect(fill).toBeHidden();
  await drawer.getByRole('button', { name: 'Zapisz i przekaż do rozliczenia' }).click();
  await expect(drawer.getByRole('button', { name: 'Zapisz i przekaż do rozliczenia' })).toBeHidden();
  await signOut(page);

  // The head of company accepts it for settlement: the ride is settled between the two companies.
  await signIn(page, HEAD.username, HEAD.password, `${server.baseURL}/login`);
  await expect(page).toHaveURL(/\/course$/);
  // First it puts the admin's passenger into the admin's group: its own choice (row 662).
  await mainMenu(page).getByRole('link', { name: 'Pasażerowie' }).click();
  const name = `${PASSENGER.firstname} ${PASSENGER.surname}`;
  await page.getByRole('link', { name }).or(page.getByRole('button', { name })).first().click();
  const edit = page.getByRole('dialog', { name: 'Edytuj pasażera' });
  await edit.getByRole('combobox', { name: 'Grupa pracownicza' }).click();
  await page.getByRole('option', { name: GROUP }).click();
  await edit.getByRole('button', { name: 'Zapisz' }).click();
  await expect(edit).toBeHidden();
  await expect(page.getByRole('row', { name: new RegExp(name) })).toContainText(GROUP);
  await mainMenu(page).getByRole('link', { name: 'Kursy' }).click();
  drawer = await openSettlement(page, number);
  await drawer.getByRole('button', { name: 'zaakceptuj do rozliczenia' }).click();
  await expect(drawer.getByRole('button', { name: 'cofnij akceptację' })).toBeEnabled();
  // The driver's 96 km at the contractor's 3,20 zł/km and 12,50 zł of highways: 319,70 zł.
  const bill = drawer.getByRole('table', { name: `Klient: ${RAILWAY.name}` });
  for (const figure of ['Zaakceptowany przez firmę kolejową', '96 km', '12,50 zł', '319,70 zł'])
    await expect(bill).toContainText(figure);
  await shootBothSizes(page, 'first-company-ride-settled', () =>
    expect(drawer.getByRole('heading', { name: 'Historia rozliczenia' })).toBeVisible(),
  );
});
