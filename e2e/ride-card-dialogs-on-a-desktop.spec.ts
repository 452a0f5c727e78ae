import { expect, test } from './support/test';
import { expectAccessibleScreen } from './support/axe';
import { dialogShown, findRideCard, orderRide } from './support/ride-card';
import { DESKTOP, signInAndLand, snapForDocs } from './support/session';

// The ride card's dialogs are shot on phones, where their users meet them most (the phone journeys);
// here the same dialogs are opened on a desktop and checked with axe at that size too (issue 10).
test.use({ viewport: DESKTOP });

test("on a desktop, the dispatcher's status and starting-base dialogs pass the accessibility checks", async ({
  page,
  request,
}) => {
  const number = `A11Y/${Date.now() % 100_000}`;
  await orderRide(request, number);
  await signInAndLand(page, 'dyspozytor');
  const { actions } = await findRideCard(page, number);

  await actions.getByRole('button', { name: 'zmień status' }).click();
  const statusDialog = page.getByRole('dialog', { name: `Status przejazdu ${number}` });
  await statusDialog.getByRole('button', { name: 'zapisz' }).click();
  await expect(statusDialog.getByText('Pole wymagane')).toBeVisible();
  await dialogShown(page);
  await expectAccessibleScreen(page, 'ride-status-dialog-desktop');
  await page.keyboard.press('Escape');
  await expect(statusDialog).toBeHidden();

  await actions.getByRole('button', { name: 'Edytuj bazę startową' }).click();
  const baseDialog = page.getByRole('dialog', { name: 'Edycja bazy startowej' });
  await expect(baseDialog.getByRole('button', { name: 'Zatwierdź zmiany' })).toBeVisible();
  await dialogShown(page);
  await expectAccessibleScreen(page, 'starting-base-dialog-desktop');
  await page.keyboard.press('Escape');
  await expect(baseDialog).toBeHidden();
});

test("on a desktop, the transport company's decline confirmation passes the accessibility checks", async ({
  page,
  request,
}) => {
  const number = `A11Y-D/${Date.now() % 100_000}`;
  await orderRide(request, number, 'waiting_for_transport_company_acceptance');
  await signInAndLand(page, 'transport');
  const { card, actions } = await findRideCard(page, number);

  await actions.getByRole('button', { name: 'odrzuć' }).click();
  const confirm = page.getByRole('dialog', { name: 'Odmowa wykonania kursu' });
  await expect(confirm.getByText('Czy na pewno chcesz odrzucić kurs?')).toBeVisible();
  await dialogShown(page);
  await expectAccessibleScreen(page, 'decline-dialog-desktop');
  await snapForDocs(page, 'decline-dialog-desktop');
  await confirm.getByRole('button', { name: 'anuluj' }).click();
  await expect(confirm).toBeHidden();
  await expect(card.getByText('Oczekuje na akceptację firmy transportowej')).toBeVisible();
});
