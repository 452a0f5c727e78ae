import { expect, test } from './support/test';
import { outboxBodies } from './support/outbox';
import { dialogShown, findRideCard, orderRide } from './support/ride-card';
import { PHONE, signInAndLand, snapForDocs } from './support/session';
import { MIN_TARGET, expectLinkTargets, expectTouchTarget } from './support/touch-targets';

test.use({ viewport: PHONE });

test('on a phone, the transport company declines a ride only after confirming it', async ({
  page,
  request,
}) => {
  const number = `DECLINE/${Date.now() % 100_000}`;
  await orderRide(request, number, 'waiting_for_transport_company_acceptance');

  await signInAndLand(page, 'transport');
  // The ride waits for this company's answer: it is under 'Wymaga uwagi', where it looks first (row 648).
  const { card, actions } = await findRideCard(page, number, 'Wymaga uwagi');
  // Every column's count has come (a tab shows '…' until then).
  await expect(page.getByRole('tab', { name: /^Zakończone \d/ })).toBeVisible();
  await snapForDocs(page, 'course-list-phone-targets');

  // Every tap target of the card is at least 24 px (WCAG 2.2 2.5.8): the course title, the ride number,
  // the passenger and phone links; the ride's answers are a finger's 44 px.
  await expectTouchTarget(card.getByRole('heading', { level: 3 }).getByRole('button'), MIN_TARGET);
  await expectTouchTarget(card.getByRole('button', { name: number, exact: true }), MIN_TARGET);
  await expectLinkTargets(card);
  await expectTouchTarget(actions.getByRole('button', { name: 'akceptuj' }));
  await expectTouchTarget(actions.getByRole('button', { name: 'odrzuć' }));
  const chips = page.getByRole('group', { name: 'Zastosowane filtry' });
  await expectTouchTarget(chips.locator('.MuiChip-deleteIcon'), MIN_TARGET);

  // 'anuluj' in the confirmation changes nothing; 'odrzuć' declines.
  await actions.getByRole('button', { name: 'odrzuć' }).click();
  const confirm = page.getByRole('dialog', { name: 'Odmowa wykonania kursu' });
  await expect(confirm.getByText('Czy na pewno chcesz odrzucić kurs?')).toBeVisible();
  await dialogShown(page);
  await snapForDocs(page, 'decline-dialog-phone');
  await confirm.getByRole('button', { name: 'anuluj' }).click();
  await expect(confirm).toBeHidden();
  await expect(card.getByText('Oczekuje na akceptację firmy transportowej')).toBeVisible();

  // The reason written with the refusal reaches the dispatcher's message (row 646).
  await actions.getByRole('button', { name: 'odrzuć' }).click();
  await confirm.getByRole('textbox', { name: /^Powód/ }).fill('Brak wolnego kierowcy tej nocy');
  await confirm.getByRole('button', { name: 'odrzuć' }).click();
  await expect
    .poll(() => outboxBodies().some((body) => body.includes(number) && body.includes('Powód: Brak wolnego')))
    .toBe(true);
  // Declined, the ride needs the dispatcher's attention: the course stays under 'Wymaga uwagi'.
  await expect(card.getByText('Odrzucony przez firmę transportową')).toBeVisible();
  await expect(actions.getByRole('button', { name: 'odrzuć' })).toHaveCount(0);

  // The chip's cross takes a tap at the edge of its 24 px, not only on the 16 px drawn cross.
  await chips.locator('.MuiChip-deleteIcon').click({ position: { x: 1, y: 1 } });
  await expect(chips).toBeHidden();
});
