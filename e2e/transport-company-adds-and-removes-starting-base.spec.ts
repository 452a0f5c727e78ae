import { expect, test } from './support/test';
import { DESKTOP, shootBothSizes, signInAndLand } from './support/session';

// A name of its own: no other journey sees or changes it.
const BASE = 'Baza Łódź Kaliska';

test('a transport company adds a starting base found by the place search, edits it and removes it', async ({
  page,
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

  // Back to the list: delete asks first, then the base leaves the list.
  await page.getByRole('link', { name: 'Wróć' }).click();
  await expect(page).toHaveURL(/\/starting_bases$/);
  await main.getByRole('button', { name: `Usuń bazę startową ${BASE}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Czy na pewno usunąć bazę startową?' });
  await expect(confirm).toBeVisible();
  await shootBothSizes(page, 'starting-base-delete', async () => {
    await expect(confirm).toBeVisible();
  });
  await confirm.getByRole('button', { name: 'Tak' }).click();
  await expect(page.getByText('Pomyślnie usunięto rekord')).toBeVisible();
  await expect(main.getByText(BASE)).toHaveCount(0);
});
