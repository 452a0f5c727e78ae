import { expect, test } from './support/test';
import { dialogShown, findRideCard, orderRide, showColumn } from './support/ride-card';
import { PHONE, signInAndLand, snapForDocs } from './support/session';
import { expectTouchTargets } from './support/touch-targets';

test.use({ viewport: PHONE });

test('on a phone, a dispatcher sets a ride status by hand and edits its starting base', async ({
  page,
  request,
}) => {
  const number = `STATUS/${Date.now() % 100_000}`;
  await orderRide(request, number);

  await signInAndLand(page, 'dyspozytor');
  const { card, actions } = await findRideCard(page, number, 'Wymaga uwagi');
  await expectTouchTargets(actions);

  // 'Przenieś przejazd' fills the phone's width; 'anuluj' leaves the ride where it is.
  await actions.getByRole('button', { name: 'Przenieś przejazd' }).click();
  const transfer = page.getByRole('dialog', { name: `Przenieś przejazd ${number}` });
  await expect(transfer.getByRole('button', { name: 'przenieś' })).toBeDisabled();
  await dialogShown(page);
  await snapForDocs(page, 'transfer-dialog-phone');
  await transfer.getByRole('button', { name: 'anuluj' }).click();
  await expect(transfer).toBeHidden();

  await actions.getByRole('button', { name: 'zmień status' }).click();
  const statusDialog = page.getByRole('dialog', { name: `Status przejazdu ${number}` });
  await statusDialog.getByRole('button', { name: 'zapisz' }).click();
  await expect(statusDialog.getByText('Pole wymagane')).toBeVisible();
  await statusDialog.getByRole('combobox', { name: 'Nowy status' }).click();
  // The current status is shown but cannot be chosen.
  await expect(page.getByRole('option', { name: 'Planowanie' })).toHaveAttribute('aria-disabled', 'true');
  await page.getByRole('option', { name: 'Oczekuje na akceptację firmy transportowej' }).click();
  await expect(page.getByRole('listbox')).toBeHidden();
  await dialogShown(page);
  await snapForDocs(page, 'ride-status-dialog-phone');
  await statusDialog.getByRole('button', { name: 'zapisz' }).click();
  await expect(statusDialog).toBeHidden();
  // Waiting for the transport company, the course has left 'Wymaga uwagi'.
  await expect(card).toHaveCount(0);
  await showColumn(page, 'W trakcie realizacji');
  await expect(card.getByText('Oczekuje na akceptację firmy transportowej')).toBeVisible();

  await actions.getByRole('button', { name: 'Edytuj bazę startową' }).click();
  const baseDialog = page.getByRole('dialog', { name: 'Edycja bazy startowej' });
  await baseDialog.getByRole('combobox').first().click();
  const base = page.getByRole('option').nth(1);
  const baseName = (await base.textContent()) ?? '';
  await base.click();
  await expect(page.getByRole('listbox')).toBeHidden();
  await dialogShown(page);
  await snapForDocs(page, 'starting-base-dialog-phone');
  await baseDialog.getByRole('button', { name: 'Zatwierdź zmiany' }).click();
  await expect(baseDialog).toBeHidden();
  await expect(card.getByText(`Baza: ${baseName}`)).toBeVisible();
});

test('on a phone, the status tabs fit the screen and the create button leaves the last card free', async ({
  page,
}) => {
  await signInAndLand(page, 'dyspozytor');
  const tabs = page.getByRole('tab');
  await expect(tabs).toHaveCount(3);
  for (const tab of await tabs.all()) {
    const box = await tab.boundingBox();
    // Two lines of label at most ('W trakcie / realizacji 17'), all three inside the screen.
    expect(box?.height).toBeLessThanOrEqual(72);
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(PHONE.width);
  }
  await showColumn(page, 'Zakończone');
  const list = page.getByRole('tabpanel');
  await expect(list.getByRole('article').first()).toBeVisible();
  // Scrolled to its end, the list's last card ends above the floating 'utwórz taksówkę'.
  // The feed scrolls in its parent, which holds 'Wczytaj więcej' after it.
  const scroller = list.getByRole('feed').locator('xpath=..');
  await expect
    .poll(async () => {
      await scroller.evaluate((element) => element.scrollTo(0, element.scrollHeight));
      return list.getByRole('button', { name: 'Wczytaj więcej' }).count();
    })
    .toBe(0);
  await scroller.evaluate((element) => element.scrollTo(0, element.scrollHeight));
  const last = list.getByRole('article').last();
  await expect(last).toBeInViewport();
  const fab = await page.getByRole('button', { name: 'utwórz taksówkę' }).boundingBox();
  const card = await last.boundingBox();
  expect((card?.y ?? 0) + (card?.height ?? 0)).toBeLessThanOrEqual(fab?.y ?? 0);
  await snapForDocs(page, 'course-list-phone-end');
});
