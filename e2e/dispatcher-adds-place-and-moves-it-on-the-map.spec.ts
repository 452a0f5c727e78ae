import { expect, test, type Page } from './support/test';
import { DESKTOP, PHONE, signInAndLand, snapForDocs } from './support/session';

/** Drags the map of 'Edycja lokalizacji' by (dx, dy) pixels with the mouse. */
async function dragMap(page: Page, dx: number, dy: number) {
  const map = page.getByRole('application', { name: /^Mapa\./ });
  const box = await map.boundingBox();
  if (!box) throw new Error('the map has no box');
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + dx / 2, y + dy / 2, { steps: 4 });
  await page.mouse.move(x + dx, y + dy, { steps: 4 });
  await page.mouse.up();
}

test('a dispatcher adds a place via search, moves it on the map editor and finds the new coordinates kept', async ({
  page,
}) => {
  await signInAndLand(page, 'dyspozytor');
  await page.getByRole('navigation', { name: 'Menu główne' }).getByRole('link', { name: 'Miejsca' }).click();
  await expect(page.getByRole('heading', { name: 'Miejsca', level: 1 })).toBeVisible();
  const table = page.getByRole('table', { name: 'Miejsca' });
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  await snapForDocs(page, 'places-list-desktop');

  await page.getByRole('button', { name: 'Utwórz' }).click();
  const dialog = page.getByRole('dialog', { name: 'Dodaj miejsce' });
  await dialog.getByRole('button', { name: 'Zapisz' }).click();
  await expect(dialog.getByText('Pole wymagane')).toHaveCount(2);
  await dialog.getByRole('combobox', { name: 'Wyszukaj miejsce' }).fill('Kutno');
  await page.getByRole('option', { name: /^Kutno, łódzkie/ }).click();
  await expect(dialog.getByRole('textbox', { name: /^Adres/ })).toHaveValue(/^Kutno, łódzkie/);
  await dialog.getByRole('textbox', { name: /^Nazwa/ }).fill('Punkt zbiórki E2E');
  await expect(dialog.getByTestId('place-coordinates')).toHaveText('(52.23000, 19.36000)');
  await snapForDocs(page, 'place-dialog-desktop');

  await dialog.getByRole('button', { name: /Wskaż na mapie/ }).click();
  const editor = page.getByRole('dialog', { name: 'Edycja lokalizacji' });
  await expect(editor.getByTestId('location-address')).toHaveText(/^Kutno/);
  await snapForDocs(page, 'location-editor-desktop');
  await dragMap(page, -120, 80);
  // Dragged left and down: the pin now points east and north of Kutno; the address is asked again.
  await expect(editor.getByTestId('location-address')).not.toHaveText(/Wyszukiwanie/);
  const coordinates = editor.getByTestId('location-coordinates');
  await expect(coordinates).not.toHaveText('52.23000, 19.36000');
  // Keyboard users move the map with the arrow keys.
  const afterDrag = await coordinates.textContent();
  await editor.getByRole('application', { name: /^Mapa\./ }).press('ArrowRight');
  await expect(coordinates).not.toHaveText(afterDrag ?? '');
  await expect(editor.getByTestId('location-address')).not.toHaveText(/Wyszukiwanie/);
  const [lat, lng] = ((await coordinates.textContent()) ?? '').split(',').map((part) => Number(part.trim()));
  expect(lat).toBeGreaterThan(52.23);
  expect(lng).toBeGreaterThan(19.36);
  await editor.getByRole('button', { name: 'Wybierz' }).click();
  await expect(editor).toBeHidden();
  const chosen = `(${lat?.toFixed(5)}, ${lng?.toFixed(5)})`;
  await expect(dialog.getByTestId('place-coordinates')).toHaveText(chosen);
  await dialog.getByRole('button', { name: 'Zapisz' }).click();
  await expect(page.getByText('Miejsce Punkt zbiórki E2E zostało poprawnie dodane')).toBeVisible();
  await expect(dialog).toBeHidden();

  // After a reload the place keeps the coordinates chosen on the map.
  await page.reload();
  await page.getByRole('searchbox', { name: 'Szukaj miejsca' }).fill('Punkt zbiórki E2E');
  await expect(table.getByRole('row')).toHaveCount(2);
  await page.getByRole('button', { name: 'Edytuj miejsce Punkt zbiórki E2E' }).click();
  const edit = page.getByRole('dialog', { name: 'Edytuj miejsce' });
  await expect(edit.getByTestId('place-coordinates')).toHaveText(chosen);

  await page.setViewportSize(PHONE);
  await snapForDocs(page, 'place-dialog-phone');
  await edit.getByRole('button', { name: /Wskaż na mapie/ }).click();
  await expect(
    page.getByRole('dialog', { name: 'Edycja lokalizacji' }).getByTestId('location-address'),
  ).not.toHaveText(/Wyszukiwanie/);
  await snapForDocs(page, 'location-editor-phone');
  await page
    .getByRole('dialog', { name: 'Edycja lokalizacji' })
    .getByRole('button', { name: 'Anuluj' })
    .click();
  await edit.getByRole('button', { name: 'Anuluj' }).click();
  await expect(page.getByText('Miejsce Punkt zbiórki E2E zostało poprawnie dodane')).toBeHidden();
  await snapForDocs(page, 'places-list-phone');
  await page.setViewportSize(DESKTOP);

  await page.getByRole('button', { name: 'Usuń miejsce Punkt zbiórki E2E' }).click();
  await page
    .getByRole('dialog', { name: 'Czy na pewno usunąć miejsce?' })
    .getByRole('button', { name: 'Tak' })
    .click();
  await expect(page.getByText('Miejsce Punkt zbiórki E2E zostało poprawnie usunięte')).toBeVisible();
  await expect(page.getByText('Brak wyników dla: Punkt zbiórki E2E')).toBeVisible();
});

test('an administrator finds hotels near Łódź, adds a hotel and renames it', async ({ page }) => {
  await signInAndLand(page, 'admin');
  await page.getByRole('navigation', { name: 'Menu główne' }).getByRole('link', { name: 'Hotele' }).click();
  await expect(page.getByRole('heading', { name: 'Hotele', level: 1 })).toBeVisible();
  const table = page.getByRole('table', { name: 'Hotele' });
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  await snapForDocs(page, 'hotels-list-desktop');

  await page.getByRole('link', { name: 'Utwórz' }).click();
  await expect(page).toHaveURL(/\/hotels\/create$/);
  await expect(page.getByRole('heading', { name: 'Dodaj hotel' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Wyszukaj miejsce' }).fill('Zgierz');
  await page.getByRole('option', { name: /^Zgierz, łódzkie/ }).click();
  await page.getByRole('textbox', { name: /^Nazwa/ }).fill('Hotel Zgierz E2E');
  await snapForDocs(page, 'hotel-page-desktop');
  await page.getByRole('button', { name: 'Zapisz' }).click();
  await expect(page.getByText('Miejsce Hotel Zgierz E2E zostało poprawnie dodane')).toBeVisible();
  await expect(page).toHaveURL(/\/hotels$/);

  // 'W pobliżu': hotels within 50 km of Łódź, the new one among them; none from Gdańsk.
  await page.getByRole('combobox', { name: 'W pobliżu' }).fill('Łódź');
  await page.getByRole('option', { name: /^Łódź, łódzkie/ }).click();
  await expect(table.getByRole('link', { name: 'Hotel Zgierz E2E' })).toBeVisible();
  await expect(table.getByText(/Gdańsk/)).toHaveCount(0);

  await table.getByRole('link', { name: 'Hotel Zgierz E2E' }).click();
  await expect(page.getByRole('heading', { name: 'Edytuj hotel' })).toBeVisible();
  await page.getByRole('textbox', { name: /^Nazwa/ }).fill('Hotel Zgierz Centrum E2E');
  await page.getByRole('button', { name: 'Zapisz' }).click();
  await expect(page).toHaveURL(/\/hotels$/);
  await page.getByRole('searchbox', { name: 'Szukaj hotelu' }).fill('Zgierz Centrum');
  await expect(table.getByRole('link', { name: 'Hotel Zgierz Centrum E2E' })).toBeVisible();

  await expect(page.getByText('Dane zapisano prawidłowo')).toBeHidden();
  await page.setViewportSize(PHONE);
  await expect(
    page.getByRole('list', { name: 'Hotele' }).getByRole('link', { name: 'Hotel Zgierz Centrum E2E' }),
  ).toBeVisible();
  await snapForDocs(page, 'hotels-list-phone');
  await page
    .getByRole('list', { name: 'Hotele' })
    .getByRole('link', { name: 'Hotel Zgierz Centrum E2E' })
    .click();
  await expect(page.getByRole('textbox', { name: /^Nazwa/ })).toHaveValue('Hotel Zgierz Centrum E2E');
  await snapForDocs(page, 'hotel-page-phone');
  await page.setViewportSize(DESKTOP);
});

test('a user adds, keeps and removes their home place in the settings', async ({ page }) => {
  await signInAndLand(page, 'hotel');
  await page.goto('/settings/user-homeplace-settings');
  await expect(page.getByRole('heading', { name: 'Miejsce zamieszkania', level: 2 })).toBeVisible();
  await expect(page.getByTestId('home-address')).toHaveText('Nie podano');
  await page.getByRole('button', { name: 'Dodaj miejsce zamieszkania' }).click();
  const dialog = page.getByRole('dialog', { name: 'Dodaj miejsce zamieszkania' });
  await dialog.getByRole('combobox', { name: 'Wyszukaj miejsce' }).fill('Skierniewice');
  await page.getByRole('option', { name: /^Skierniewice, łódzkie/ }).click();
  await snapForDocs(page, 'home-place-dialog-desktop');
  await page.setViewportSize(PHONE);
  await snapForDocs(page, 'home-place-dialog-phone');
  await page.setViewportSize(DESKTOP);
  await dialog.getByRole('button', { name: 'Zapisz' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('home-address')).toHaveText(/^Skierniewice, łódzkie/);

  await page.reload();
  await expect(page.getByTestId('home-address')).toHaveText(/^Skierniewice, łódzkie/);
  await expect(page.getByText('Miejsce zamieszkania zostało wybrane')).toBeHidden();
  await snapForDocs(page, 'settings-homeplace-desktop');
  await page.setViewportSize(PHONE);
  await snapForDocs(page, 'settings-homeplace-phone');
  await page.setViewportSize(DESKTOP);

  await page.getByRole('button', { name: 'Usuń miejsce zamieszkania' }).click();
  await page
    .getByRole('dialog', { name: 'Czy na pewno usunąć miejsce zamieszkania?' })
    .getByRole('button', { name: 'Tak' })
    .click();
  await expect(page.getByTestId('home-address')).toHaveText('Nie podano');
  await expect(page.getByRole('button', { name: 'Dodaj miejsce zamieszkania' })).toBeVisible();
});
