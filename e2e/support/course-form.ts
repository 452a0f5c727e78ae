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

/** Warszawa 08:00 -> Radom 10:00 -> Kielce 11:30 on stops A-C, which the form already shows. */
export async function planWarsawRadomKielce(page: Page) {
  const stops = [
    ['A', 'Warsz', 'Warszawa', '08:00'],
    ['B', 'Radom', 'Radom', '10:00'],
    ['C', 'Kielce', 'Kielce', '11:30'],
  ] as const;
  for (const [letter, search, name] of stops) await pickPlace(page, letter, search, name);
  for (const [letter, , , time] of stops) await setTime(page, letter, time);
}
