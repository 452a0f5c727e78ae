import { expect, test } from './support/test';
import { PHONE, signInAndLand, snapForDocs } from './support/session';
import { MIN_TARGET, expectTouchTarget } from './support/touch-targets';

test('a fleet user adds a brand with models and a car, finds it in the list and opens its preview', async ({
  page,
}) => {
  await signInAndLand(page, 'flota');
  // '/fleet' is the fleet's first page.
  await page.goto('/fleet');
  await expect(page).toHaveURL(/\/fleet\/cars$/);
  await expect(page.getByRole('heading', { name: 'Samochody', level: 1 })).toBeVisible();
  const table = page.getByRole('table', { name: 'Samochody' });
  await expect(table.getByRole('button', { name: 'WA4821K', exact: true })).toBeVisible();
  await snapForDocs(page, 'cars-list-desktop');

  await page.getByRole('button', { name: 'Dodaj samochód' }).click();
  const dialog = page.getByRole('dialog', { name: 'Dodaj samochód' });
  await dialog.getByLabel('Numer rejestracyjny').fill('w 1');
  await dialog.getByLabel('VIN').fill('123');
  await dialog.getByLabel('Pojemność silnika (cm3)').fill('800');
  await dialog.getByRole('button', { name: 'Zapisz' }).click();
  await expect(dialog.getByText('Niepoprawny numer rejestracyjny pojazdu')).toBeVisible();
  await expect(dialog.getByText('Niepoprawny numer VIN pojazdu')).toBeVisible();
  await expect(dialog.getByText('Minimalna pojemnosc silnika 900 cm3')).toBeVisible();
  await snapForDocs(page, 'car-dialog-desktop');

  await dialog.getByRole('button', { name: 'Dodaj markę i modele' }).click();
  const brand = page.getByRole('dialog', { name: 'Dodaj markę i modele' });
  await brand.getByRole('textbox', { name: 'Marka' }).fill('Dacia');
  await brand.getByRole('textbox', { name: 'Model 1' }).fill('Jogger');
  await brand.getByRole('button', { name: 'Dodaj model' }).click();
  await brand.getByRole('textbox', { name: 'Model 2' }).fill('Duster');
  await snapForDocs(page, 'brand-dialog-desktop');
  await brand.getByRole('button', { name: 'Zapisz' }).click();
  await expect(brand).toBeHidden();

  await expect(dialog.getByRole('combobox', { name: 'Marka' })).toHaveText('Dacia');
  // The chosen brand is edited in place: a third model, offered at once.
  await dialog.getByRole('button', { name: 'Edytuj markę i modele' }).click();
  const editing = page.getByRole('dialog', { name: 'Edytuj markę i modele' });
  await expect(editing.getByRole('textbox', { name: 'Model 1' })).toHaveValue('Duster');
  await expect(editing.getByRole('textbox', { name: 'Model 2' })).toHaveValue('Jogger');
  await editing.getByRole('button', { name: 'Dodaj model' }).click();
  await editing.getByRole('textbox', { name: 'Model 3' }).fill('Spring');
  await editing.getByRole('button', { name: 'Zapisz' }).click();
  await expect(editing).toBeHidden();
  await dialog.getByRole('combobox', { name: 'Model' }).click();
  await expect(page.getByRole('option', { name: 'Spring' })).toBeVisible();
  await page.getByRole('option', { name: 'Duster' }).click();
  // Typed as a phone keyboard types it: kept upper case, without the space.
  await dialog.getByLabel('Numer rejestracyjny').fill('wz 7e2e1');
  await dialog.getByLabel('VIN').fill('UU1HSDAG512345678');
  await dialog.getByLabel('Pojemność silnika (cm3)').fill('1461');
  await dialog.getByLabel('Przebieg (km)').fill('35200');
  await dialog.getByRole('button', { name: 'Zapisz' }).click();

  const preview = page.getByRole('dialog', { name: 'Samochód WZ7E2E1' });
  await expect(preview.getByText('UU1HSDAG512345678')).toBeVisible();
  await expect(preview.getByText('1461 cm3')).toBeVisible();
  await snapForDocs(page, 'car-preview-desktop');
  await preview.getByRole('button', { name: 'Zamknij' }).click();

  await page.getByRole('searchbox', { name: 'Szukaj samochodu' }).fill('duster');
  await expect(table.getByRole('button', { name: 'WZ7E2E1', exact: true })).toBeVisible();

  await page.setViewportSize(PHONE);
  await snapForDocs(page, 'cars-list-phone');
  // The registration number opens the car: a 24 px target at least (WCAG 2.2 2.5.8).
  const carLink = page.getByRole('button', { name: 'WZ7E2E1', exact: true });
  await expectTouchTarget(carLink, MIN_TARGET);
  await carLink.click();
  await expect(page.getByRole('dialog', { name: 'Samochód WZ7E2E1' }).getByText('Duster')).toBeVisible();
  await snapForDocs(page, 'car-preview-phone');
});
