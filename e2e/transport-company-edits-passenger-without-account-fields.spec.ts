/**
 * Issue 29 item 2 (docs/spec-decisions.md rows 591, 597): a transport company edits a passenger of
 * the railway company it serves, but the login account's e-mail, phones and employer are the
 * account's user administrators'. The form shows them as text with the reason; the name still saves.
 */
import { expect, test, type Page } from './support/test';
import { apiSession } from './support/course-api';
import { DESKTOP, signInAndLand, shootBothSizes } from './support/session';

/** A passenger of this run only (journeys share one database), made by its head of company. */
async function intercityPassenger(page: Page, surname: string) {
  const token = await apiSession(page.request, 'firma')();
  const response = await page.request.post('/api/passengers', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      firstname: 'Wiesława',
      surname,
      email: `wieslawa.${surname.replace(/\D/g, '')}@example.pl`,
      phones: [{ phone: '501234567', main: true }],
    },
  });
  expect(response.status()).toBe(201);
}

async function openPassengers(page: Page) {
  await signInAndLand(page, 'transport');
  await page
    .getByRole('navigation', { name: 'Menu główne' })
    .getByRole('link', { name: 'Pasażerowie' })
    .click();
  await expect(page.getByRole('heading', { name: 'Pasażerowie', level: 2 })).toBeVisible();
}

test('a transport company renames a served passenger without seeing account fields as editable', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize(DESKTOP);
  const surname = `Kontowa${String(Date.now()).slice(-6)}`;
  await intercityPassenger(page, surname);
  await openPassengers(page);
  await page.getByRole('searchbox', { name: 'Szukaj' }).fill(surname);
  const row = page.getByRole('row', { name: new RegExp(`Wiesława ${surname}`) });
  await expect(row).toContainText('PKP Intercity');
  await row
    .getByRole('link', { name: `Wiesława ${surname}` })
    .or(row.getByRole('button', { name: `Wiesława ${surname}` }))
    .first()
    .click();

  const edit = page.getByRole('dialog', { name: 'Edytuj pasażera' });
  const employer = edit.getByRole('textbox', { name: 'Pracodawca' });
  await expect(employer).toHaveValue('PKP Intercity');
  await expect(employer).toHaveAttribute('readonly');
  await expect(edit.getByRole('combobox', { name: 'Pracodawca' })).toHaveCount(0);
  await shootBothSizes(page, 'passenger-edit-by-transport-details', () =>
    expect(edit.getByText('Firmę konta może zmienić administrator użytkowników')).toBeVisible(),
  );

  await edit.getByRole('tab', { name: 'Kontakt' }).click();
  const account = edit.getByRole('region', { name: 'Dane konta' });
  await expect(account).toContainText('501234567 (domyślny)');
  await expect(edit.getByRole('textbox', { name: 'E-mail' })).toHaveCount(0);
  await expect(edit.getByRole('button', { name: 'Dodaj numer telefonu' })).toHaveCount(0);
  await expect(edit.getByRole('button', { name: /miejsce zamieszkania/ })).toHaveCount(0);
  await expect(
    edit.getByText('Miejsce zamieszkania może zmienić ta osoba lub administrator użytkowników'),
  ).toBeVisible();
  await shootBothSizes(page, 'passenger-edit-by-transport-contact', () =>
    expect(account.getByText('Dane konta może zmienić administrator użytkowników')).toBeVisible(),
  );

  await edit.getByRole('tab', { name: 'Szczegóły' }).click();
  await edit.getByLabel('Imię').fill('Wiesław');
  await edit.getByRole('button', { name: 'Zapisz' }).click();
  await expect(edit).toBeHidden();
  await expect(page.getByRole('row', { name: new RegExp(`Wiesław ${surname}`) })).toContainText(
    'PKP Intercity',
  );
});

test("the dispatcher edits a driver without the account's e-mail and phones as fields", async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await signInAndLand(page, 'dyspozytor');
  await page.getByRole('link', { name: 'Kierowcy' }).first().click();
  await page.getByLabel('Szukaj kierowcy').fill('Zieliński');
  await page.getByRole('button', { name: 'Edytuj kierowcę Paweł Zieliński' }).click();
  const edit = page.getByRole('dialog', { name: 'Edytuj kierowcę' });
  await expect(edit.getByText('720318645 (domyślny)')).toBeVisible();
  await expect(edit.getByRole('textbox', { name: 'Adres e-mail' })).toHaveCount(0);
  await expect(edit.getByRole('button', { name: 'Dodaj numer telefonu' })).toHaveCount(0);
  await shootBothSizes(page, 'driver-edit-by-dispatcher', () =>
    expect(edit.getByText('Dane konta może zmienić administrator użytkowników')).toBeVisible(),
  );
  await edit.getByRole('button', { name: 'Anuluj' }).click();
  await expect(edit).toBeHidden();
});
