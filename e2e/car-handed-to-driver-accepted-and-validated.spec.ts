import { expect, test } from './support/test';
import { formatKm } from '../domain/distance-format';
import { PROTOCOL_AWAITS_VALIDATION } from '../domain/fleet/transfer-protocol-transitions';
import { DESKTOP, PHONE, signIn, signInAndLand, snapForDocs } from './support/session';
import type { Page } from './support/test';

// WE9034M is the demo's free car and Ryszard Sadowski a driver no other journey uses (issue 16).
const CAR = 'WE9034M';
const DRIVER = 'Ryszard Sadowski';
const REMARKS = 'Rysa na tylnym zderzaku';

async function signOutAndIn(page: Page, username: string) {
  await page.getByRole('link', { name: 'Wyloguj' }).click();
  await expect(page).toHaveURL(/\/login/);
  await signIn(page, username);
  await expect(page).toHaveURL(/\/course$/);
}

test('a fleet user hands a car to a driver, the driver accepts it in their settings, the fleet user validates it', async ({
  page,
}) => {
  await signInAndLand(page, 'flota');
  await page.goto('/fleet/cars');
  const table = page.getByRole('table', { name: 'Samochody' });

  // The car and brand dialogs at phone size (the desktop shots are the brand-and-car journey's).
  await page.setViewportSize(PHONE);
  await page.getByRole('button', { name: 'Dodaj samochód' }).click();
  const carDialog = page.getByRole('dialog', { name: 'Dodaj samochód' });
  await expect(carDialog.getByRole('combobox', { name: 'Marka' })).toBeVisible();
  await snapForDocs(page, 'car-dialog-phone');
  await carDialog.getByRole('button', { name: 'Dodaj markę i modele' }).click();
  const brandDialog = page.getByRole('dialog', { name: 'Dodaj markę i modele' });
  await expect(brandDialog.getByRole('textbox', { name: 'Model 1' })).toBeVisible();
  await snapForDocs(page, 'brand-dialog-phone');
  await brandDialog.getByRole('button', { name: 'Anuluj' }).click();
  await carDialog.getByRole('button', { name: 'Anuluj' }).click();
  await page.setViewportSize(DESKTOP);

  // Hand the free car over from its preview.
  await page.getByRole('searchbox', { name: 'Szukaj samochodu' }).fill(CAR);
  await table.getByRole('button', { name: CAR, exact: true }).click();
  const preview = page.getByRole('dialog', { name: `Samochód ${CAR}` });
  await preview.getByRole('button', { name: 'Przekaż samochód' }).click();
  const modal = page.getByRole('dialog', { name: 'Przekaż samochód' });
  await expect(modal.getByLabel('Stan licznika (km)')).toHaveValue('12480');
  await modal.getByRole('combobox', { name: 'Kierowca' }).click();
  await page.getByRole('option', { name: DRIVER }).click();
  await modal.getByLabel('Stan licznika (km)').fill('100');
  await modal.getByRole('button', { name: 'Przekaż' }).click();
  await expect(
    modal.getByText('Stan licznika nie może być niższy niż ostatni odczyt (12480 km)'),
  ).toBeVisible();
  await modal.getByLabel('Stan licznika (km)').fill('12650');
  await modal.getByRole('checkbox', { name: 'Podnośnik' }).check();
  await modal.getByRole('checkbox', { name: 'Gaśnica' }).check();
  await modal.getByRole('checkbox', { name: 'Apteczka' }).check();
  await modal.getByLabel('Uwagi').fill(REMARKS);
  await snapForDocs(page, 'transfer-protocol-dialog-desktop');
  await page.setViewportSize(PHONE);
  await expect(modal.getByRole('checkbox', { name: 'Apteczka' })).toBeChecked();
  await snapForDocs(page, 'transfer-protocol-dialog-phone');
  await page.setViewportSize(DESKTOP);
  await modal.getByRole('button', { name: 'Przekaż' }).click();
  await expect(page.getByText('Protokół przekazania został wysłany do kierowcy')).toBeVisible();
  await expect(modal).toBeHidden();

  // While the protocol waits, 'Przekaż samochód' is hidden.
  await table.getByRole('button', { name: CAR, exact: true }).click();
  await expect(preview.getByText('Oczekuje na akceptację lub zatwierdzenie')).toBeVisible();
  await expect(preview.getByRole('button', { name: 'Przekaż samochód' })).toHaveCount(0);
  await preview.getByRole('button', { name: 'Zamknij' }).click();

  // The driver accepts it on the car settings page.
  await signOutAndIn(page, 'ryszard.sadowski');
  await page.goto('/settings/user-car-settings');
  const waiting = page.getByRole('article', { name: `Protokół przekazania ${CAR}` });
  await expect(waiting.getByText(`Uwagi: ${REMARKS}`)).toBeVisible();
  await expect(waiting.getByText('Wyposażenie: Podnośnik, Gaśnica, Apteczka')).toBeVisible();
  await snapForDocs(page, 'user-car-settings-waiting-desktop');
  await page.setViewportSize(PHONE);
  await expect(waiting.getByRole('button', { name: 'Akceptuj' })).toBeVisible();
  await snapForDocs(page, 'user-car-settings-waiting-phone');
  await page.setViewportSize(DESKTOP);
  await waiting.getByRole('button', { name: 'Akceptuj' }).click();
  await expect(waiting).toBeHidden();
  // The car is not the driver's yet, and the driver is told so (issue 31).
  await expect(page.getByText(PROTOCOL_AWAITS_VALIDATION)).toBeVisible();

  // The fleet user validates it: the car passes to the driver with the new reading.
  await signOutAndIn(page, 'flota');
  await page.goto('/settings/user-car-settings');
  const toValidate = page.getByRole('article', { name: `Protokół przekazania ${CAR}` });
  await expect(toValidate.getByText('Oczekuje na zatwierdzenie')).toBeVisible();
  // The protocol to approve is the first thing on the page, above 'no car of your own' (issue 31).
  await expect(page.getByRole('heading', { name: 'Protokoły oczekujące' })).toBeInViewport();
  await snapForDocs(page, 'transfer-protocol-validation-desktop');
  await page.setViewportSize(PHONE);
  await expect(toValidate.getByText(`Przejmuje: ${DRIVER}`)).toBeVisible();
  await snapForDocs(page, 'transfer-protocol-validation-phone');
  await page.setViewportSize(DESKTOP);
  await toValidate.getByRole('button', { name: 'Zatwierdź' }).click();
  await expect(toValidate).toBeHidden();

  await page.goto('/fleet/cars');
  await page.getByRole('searchbox', { name: 'Szukaj samochodu' }).fill(CAR);
  const row = table.getByRole('row').filter({ has: page.getByRole('button', { name: CAR, exact: true }) });
  await expect(row).toContainText(DRIVER);
  await expect(row).toContainText(formatKm(12650));
  await table.getByRole('button', { name: CAR, exact: true }).click();
  await expect(preview.getByRole('button', { name: 'Przekaż samochód' })).toBeVisible();
  await expect(preview.getByText(DRIVER)).toBeVisible();
  await preview.getByRole('button', { name: 'Zamknij' }).click();

  // The driver's settings show the latest protocol of their newest car.
  await signOutAndIn(page, 'ryszard.sadowski');
  await page.goto('/settings/user-car-settings');
  await expect(page.getByText(CAR)).toBeVisible();
  await expect(page.getByText(REMARKS)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Przekaż samochód' })).toBeVisible();
  await snapForDocs(page, 'user-car-settings-desktop');
  await page.setViewportSize(PHONE);
  await expect(page.getByText('Podnośnik, Gaśnica, Apteczka')).toBeVisible();
  await snapForDocs(page, 'user-car-settings-phone');
});
