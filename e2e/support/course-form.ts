import { expect, type Locator, type Page } from '@playwright/test';

/** The stop `letter` of the waypoint editor (a list item named 'Przystanek A', 'Przystanek B'...). */
export const stop = (page: Page, letter: string): Locator =>
  page.getByRole('listitem', { name: `Przystanek ${letter}`, exact: true });

/** Types into a stop's place search and picks the first match named `name` after the 700 ms pause. */
export async function pickPlace(page: Page, letter: string, search: string, name: string) {
  await stop(page, letter).getByLabel('Miejsce').fill(search);
  await page
    .getByRole('option', { name: new RegExp(`^${name}`) })
    .first()
    .click();
  await expect(stop(page, letter).getByLabel('Miejsce')).toHaveValue(new RegExp(`^${name}`));
}

export async function setTime(page: Page, letter: string, time: string) {
  await stop(page, letter).getByLabel('Godzina').fill(time);
}

export async function addPassenger(page: Page, letter: string, search: string, name: string) {
  await stop(page, letter).getByLabel('Pasażerowie').fill(search);
  await page.getByRole('option', { name }).click();
}
