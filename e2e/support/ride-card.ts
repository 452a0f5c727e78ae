import { expect, type APIRequestContext, type Page, type Response } from '@playwright/test';
import { apiSession, courseIris, createTaxiCourse, taxiCourse } from './course-api';

/** Tomorrow's date in Polish time, 'YYYY-MM-DD': a course there is still to be driven. */
export const tomorrowInWarsaw = () =>
  new Date(Date.now() + 24 * 3600 * 1000).toLocaleDateString('sv-SE', { timeZone: 'Europe/Warsaw' });

/** A new dispatcher's course for tomorrow with ride `number` in `status`, made through the API. */
export async function orderRide(request: APIRequestContext, number: string, status = 'planning') {
  const dispatcher = apiSession(request, 'dyspozytor');
  const body = taxiCourse(await courseIris(request, await dispatcher()), number, tomorrowInWarsaw());
  const [ride] = body.rides;
  if (!ride) throw new Error('no ride');
  ride.status = status;
  return createTaxiCourse(request, await dispatcher(), body);
}

/** On a phone the list shows one status column at a time, as tabs ('Wymaga uwagi 2'...). */
export async function showColumn(page: Page, column: string) {
  await page.getByRole('tab', { name: new RegExp(`^${column}`) }).click();
}

/** True for a course list answer searched for `term`. */
const searchedFor = (term: string) => (response: Response) => {
  const url = new URL(response.url());
  return url.pathname === '/api/abstract_courses' && url.searchParams.get('search') === term;
};

/**
 * Searches the signed-in user's list for ride `number` and waits until only its card is left. The
 * search starts after a debounce: until its first answer, the list before the search is still shown,
 * and a card of it would be replaced under the next click. Every column asks at once, and a column
 * still waiting shows no cards, so one searched answer means every visible card is a searched one.
 * On a phone, `column` names the tab to show.
 */
export async function findRideCard(page: Page, number: string, column?: string) {
  const search = page.getByPlaceholder('Szukaj w kursach...');
  if ((await search.inputValue()) !== number) {
    const searched = page.waitForResponse(searchedFor(number));
    await search.fill(number);
    await searched;
  }
  if (column) await showColumn(page, column);
  await expect(page.getByRole('article').filter({ hasNotText: number })).toHaveCount(0);
  const card = page.getByRole('article').filter({ hasText: number });
  await expect(card).toHaveCount(1);
  return { card, actions: card.getByRole('group', { name: `Akcje przejazdu ${number}` }) };
}

/** Waits for a dialog's fade-in, so a screenshot shows it fully. */
export async function dialogShown(page: Page) {
  await expect(page.locator('.MuiDialog-container')).toHaveCSS('opacity', '1');
}
