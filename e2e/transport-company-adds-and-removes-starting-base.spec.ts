import { expect, test } from './support/test';
import { apiSession } from './support/course-api';
import { DESKTOP, shootBothSizes, signInAndLand } from './support/session';

// A name of its own: no other journey sees or changes it.
const BASE = 'Baza Łódź Kaliska';

test('a transport company adds a starting base found by the place search, edits it and removes it', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize(DESKTOP);
  await signInAndLand(page, 'transport');

  // 'Bazy startowe': the company's own bases only.
  await page.getByRole('link', { name: 'Bazy startowe' }).first().click();
  await expect(page).toHaveURL(/\/starting_bases$/);
  const main = page.locator('#main-content');
  await expect(main.getByText('Baza Warszawa Odolany').first()).toBeVisible();
  await expect(main.getByText('Baza Kraków Prokocim')).toHaveCount(0);
  await shootBothSizes(page, 'starting-bases-list', async () => {
    await expect(main.getByText('Baza Warszawa Odolany').first()).toBeVisible();
  });

  // 'Utwórz': nothing is sent without a name and an address (§5 'Pole wymagane').
  await main.getByRole('link', { name: 'Utwórz' }).click();
  await expect(page).toHaveURL(/\/starting_bases\/create$/);
  await page.getByRole('button', { name: 'Zapisz' }).click();
  await expect(page.getByText('Pole wymagane')).toHaveCount(2);
  await page.getByLabel('Nazwa').fill(BASE);
  // The place search (PL and DE) sets the address and the point.
  await page.getByRole('combobox', { name: 'Wyszukaj miejsce' }).fill('Łódź');
  await page.getByRole('option', { name: /^Łódź/ }).first().click();
  await expect(page.getByLabel('Adres')).toHaveValue(/Łódź/);
  await expect(page.getByText(/^Punkt na mapie: 51\.7/)).toBeVisible();
  await page.getByLabel('Adres').fill('al. Bandurskiego 49, 94-020 Łódź');
  await shootBothSizes(page, 'starting-base-form', async () => {
    await expect(page.getByLabel('Adres')).toHaveValue('al. Bandurskiego 49, 94-020 Łódź');
  });
  await page.getByRole('button', { name: 'Zapisz' }).click();

  // starting_base_show: name, address, company and the point on a map.
  await expect(page.getByText(`Baza startowa ${BASE} została poprawnie dodana`)).toBeVisible();
  await expect(page).toHaveURL(/\/starting_bases\/\d+$/);
  await expect(page.getByRole('heading', { name: BASE })).toBeVisible();
  await expect(page.getByText('Taxi Trans Warszawa')).toBeVisible();
  await expect(page.getByRole('img', { name: `Mapa: ${BASE}` })).toBeVisible();
  await shootBothSizes(page, 'starting-base-show', async () => {
    await expect(page.getByRole('img', { name: `Mapa: ${BASE}` })).toBeVisible();
  });

  // 'Edytuj': the map editor opens on the base's point; 'Wybierz' keeps it; the new address is saved.
  await page.getByRole('link', { name: 'Edytuj' }).click();
  await expect(page).toHaveURL(/\/edit$/);
  const point = await page.getByText(/^Punkt na mapie: /).textContent();
  await page.getByRole('button', { name: 'Wskaż na mapie' }).click();
  const editor = page.getByRole('dialog', { name: 'Edycja lokalizacji' });
  await expect(editor).toBeVisible();
  await editor.getByRole('button', { name: 'Wybierz' }).click();
  await expect(editor).toBeHidden();
  await expect(page.getByText(/^Punkt na mapie: /)).toHaveText(point ?? '');
  await page.getByLabel('Adres').fill('al. Bandurskiego 51, 94-020 Łódź');
  await page.getByRole('button', { name: 'Zapisz' }).click();
  await expect(page).toHaveURL(/\/starting_bases\/\d+$/);
  await expect(page.getByText('al. Bandurskiego 51, 94-020 Łódź')).toBeVisible();

  // The profile's 'Usuń' asks first (courses.md §6); 'Nie' keeps the base.
  const id = /\/starting_bases\/(\d+)$/.exec(page.url())?.[1];
  // The edit's notice is closed first: on a phone it would cover the dialog's buttons in the shot.
  await page
    .getByRole('alert')
    .filter({ hasText: 'Dane zapisano prawidłowo' })
    .getByRole('button', { name: 'Zamknij' })
    .click();
  await page.getByRole('button', { name: 'Usuń' }).click();
  const confirm = page.getByRole('dialog', { name: 'Czy na pewno usunąć bazę startową?' });
  await expect(confirm).toContainText(BASE);
  await shootBothSizes(page, 'starting-base-show-delete', async () => {
    await expect(confirm).toBeVisible();
  });
  await confirm.getByRole('button', { name: 'Nie' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByRole('heading', { name: BASE })).toBeVisible();

  // Changed meanwhile by another session: the delete is refused in Polish and nothing is deleted.
  const token = await apiSession(request, 'transport')();
  const headers = { Authorization: `Bearer ${token}` };
  const current = (await (await request.get(`/api/starting_bases/${id}`, { headers })).json()) as {
    version: number;
  };
  const changed = await request.put(`/api/starting_bases/${id}`, {
    headers,
    data: { address: 'al. Bandurskiego 53, 94-020 Łódź', version: current.version },
  });
  expect(changed.status()).toBe(200);
  await page.getByRole('button', { name: 'Usuń' }).click();
  await confirm.getByRole('button', { name: 'Tak' }).click();
  await expect(
    page.getByText(
      'Błąd usuwania: Dane zostały w międzyczasie zmienione przez innego użytkownika. Odśwież i spróbuj ponownie.',
    ),
  ).toBeVisible();
  await expect(confirm).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/starting_bases/${id}$`));
  expect((await request.get(`/api/starting_bases/${id}`, { headers })).status()).toBe(200);

  // After a reload the delete goes through: the notice, and back to the list without the base.
  await page.reload();
  await expect(page.getByText('al. Bandurskiego 53, 94-020 Łódź')).toBeVisible();
  await page.getByRole('button', { name: 'Usuń' }).click();
  await confirm.getByRole('button', { name: 'Tak' }).click();
  await expect(page.getByText('Pomyślnie usunięto rekord')).toBeVisible();
  await expect(page).toHaveURL(/\/starting_bases$/);
  await expect(main.getByText('Baza Warszawa Odolany').first()).toBeVisible();
  await expect(main.getByText(BASE)).toHaveCount(0);
});
