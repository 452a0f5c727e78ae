import { expect, type Locator } from '@playwright/test';
import { shownDay } from '../../domain/dates';

/**
 * A day field (MUI X's DatePicker, the app's DateField): a group named by its label, with a spin button
 * per part, DD.MM.YYYY.
 */
export const dateField = (scope: Pick<Locator, 'getByRole'>, label: string) =>
  scope.getByRole('group', { name: label, exact: true });

/** Clicks the first part and types `digits`: the field moves on to the next part by itself. */
export async function typeParts(field: Locator, digits: string) {
  await field.getByRole('spinbutton').first().click();
  await field.page().keyboard.type(digits);
}

/** 'YYYY-MM-DD' as the field shows it, DD.MM.YYYY: the app's own day format. */
export { shownDay };

/** Types an ISO day 'YYYY-MM-DD' into `field` and waits until it shows DD.MM.YYYY. */
export async function typeDay(field: Locator, isoDate: string) {
  await typeParts(field, shownDay(isoDate).replaceAll('.', ''));
  await expect(field).toContainText(shownDay(isoDate));
}
