import { stopInstant } from '../../domain/courses/course-form.rules';
import { expect, type Locator, type Page } from '@playwright/test';
import { typeDay, typeParts } from './date-field';

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

/**
 * A stop's 'Data' or 'Godzina' field (MUI X pickers: a group of spin buttons, one per part). Typing
 * starts at the first part and moves on by itself.
 */
export const stopField = (page: Page, letter: string, name: 'Data' | 'Godzina') =>
  stop(page, letter).getByRole('group', { name, exact: true });

/** Types 'HH:mm' into a stop's 'Godzina'. */
export async function setTime(page: Page, letter: string, time: string) {
  await typeParts(stopField(page, letter, 'Godzina'), time.replace(':', ''));
  await expect(stopField(page, letter, 'Godzina')).toContainText(time);
}

/** Types an ISO date 'YYYY-MM-DD' into a stop's 'Data', shown as DD.MM.YYYY. */
export async function setDate(page: Page, letter: string, isoDate: string) {
  await typeDay(stopField(page, letter, 'Data'), isoDate);
}

export async function addPassenger(page: Page, letter: string, search: string, name: string) {
  await stop(page, letter).getByLabel('Pasażerowie').fill(search);
  await page.getByRole('option', { name }).click();
}

const todayInWarsaw = () => new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Warsaw' });

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

/**
 * From the course list to a filled new course of PKP Intercity: Warszawa -> Radom -> Kielce, Jan
 * Kowalski boarding at A and leaving at C; answers the ride number the form proposed.
 */
export async function fillWarsawRadomKielceCourse(page: Page): Promise<string> {
  await openNewCourseForm(page);
  const number = page.getByLabel('Numer przejazdu');
  await expect(number).toHaveValue(/\S/);
  const rideNumber = await number.inputValue();
  await page.getByRole('button', { name: 'dodaj przystanek po przystanku B' }).click();
  await planWarsawRadomKielce(page);
  await addPassenger(page, 'A', 'Kowal', 'Jan Kowalski');
  await addPassenger(page, 'B', 'Kowal', 'Jan Kowalski');
  return rideNumber;
}

/**
 * After 'utwórz kurs': a new course with a stop already past is asked about first (row 138). `time` is
 * the earliest stop's Warsaw time (today unless `date` says otherwise); when it has passed, the question
 * is answered with a save.
 */
/** Whether a stop at `time` (Polish time) on `date` (default today in Poland) is still ahead. */
export function stopIsAhead(time: string, date = todayInWarsaw()): boolean {
  const at = stopInstant({ date, time });
  return at === null || at.getTime() > Date.now();
}

export async function saveDespitePastStop(page: Page, time: string, date = todayInWarsaw()) {
  if (stopIsAhead(time, date)) return;
  const dialog = page.getByRole('dialog', { name: 'Przystanek w przeszłości' });
  await dialog.getByRole('button', { name: 'zapisz mimo to' }).click();
}

/** From the course list: 'Utwórz', the railway company `company` in 'Nowy kurs', 'dalej' to the form. */
export async function openNewCourseForm(page: Page, company = 'PKP Intercity') {
  await page.getByRole('button', { name: 'Utwórz' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nowy kurs' });
  await dialog.getByLabel('Firma kolejowa').click();
  await page.getByRole('option', { name: company }).click();
  await dialog.getByRole('button', { name: 'dalej' }).click();
  await expect(page).toHaveURL(/\/course\/create\?company=\d+$/);
}
