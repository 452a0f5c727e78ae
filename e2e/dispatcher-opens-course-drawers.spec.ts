import { expect, test, type Page } from './support/test';
import { DESKTOP, PHONE, signInAndLand, snap, snapForDocs } from './support/session';

/** Opens the first card of the given course type in the column (desktop) or current tab (phone). */
async function openFirstCard(page: Page, badge: 'TAXI' | 'KILOMETRÓWKA') {
  const card = page.getByRole('article').filter({ hasText: badge }).first();
  await expect(card).toBeVisible();
  await card.getByRole('heading', { level: 3 }).getByRole('button').click();
}

for (const [size, viewport] of [
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as const) {
  test(`a dispatcher opens a course, one of its rides with the map, and a kilometer course (${size})`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await signInAndLand(page, 'dyspozytor');
    if (size === 'phone') await page.getByRole('tab', { name: /W trakcie realizacji/ }).click();
    await snap(page, `course-list-${size}`);

    await openFirstCard(page, 'TAXI');
    const course = page.getByRole('dialog', { name: 'Kurs' });
    await expect(course.getByRole('heading', { name: 'Przejazdy' })).toBeVisible();
    await expect(page).toHaveURL(/course=\d+/);
    await snapForDocs(page, `course-drawer-${size}`);
    if (size === 'phone') {
      // One column: the rides follow the course's details, no blank stretch between them.
      const gap = await course.getByRole('heading', { name: 'Przejazdy' }).evaluate((heading) => {
        const column = heading.closest('section')?.parentElement;
        const above = column?.previousElementSibling?.getBoundingClientRect();
        return heading.getBoundingClientRect().top - (above?.bottom ?? 0);
      });
      expect(gap).toBeLessThan(48);
    }

    await course
      .getByRole('heading', { name: 'Przejazdy' })
      .locator('..')
      .getByRole('button')
      .first()
      .click();
    const ride = page.getByRole('dialog', { name: /^Przejazd / });
    await expect(ride.getByRole('tab', { name: 'Relacja' })).toHaveAttribute('aria-selected', 'true');
    await ride.getByRole('button', { name: 'Pokaż na mapie' }).click();
    const map = ride.getByRole('img', { name: 'Mapa przejazdu' });
    await expect(map).toBeVisible();
    await expect(map.locator('polygon')).toHaveCount(2);
    await snapForDocs(page, `ride-drawer-${size}`);
    await ride.getByRole('button', { name: 'Zamknij' }).click();
    await expect(ride).toBeHidden();

    // Closing the ride goes back to its course; closing that leaves the list.
    await course.getByRole('button', { name: 'Zamknij' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page).not.toHaveURL(/course=/);

    // On a phone the name carries the badge's count of applied filters ('Filtry, aktywne: 1').
    await page.getByRole('button', { name: /^Filtry(, aktywne: \d+)?$/ }).click();
    const filters = page.getByRole('dialog', { name: 'Filtry' });
    await filters.getByRole('button', { name: 'Wyczyść filtry' }).click();
    await filters.getByRole('button', { name: 'Kilometrówka' }).click();
    await filters.getByRole('button', { name: 'Zapisz filtry' }).click();
    if (size === 'phone') await page.getByRole('tab', { name: /Zakończone/ }).click();
    await openFirstCard(page, 'KILOMETRÓWKA');
    const kilometer = page.getByRole('dialog', { name: 'Szczegóły przejazdu' });
    await expect(kilometer.getByRole('tab', { name: 'Podsumowanie' })).toBeVisible();
    await snapForDocs(page, `kilometer-drawer-${size}`);
  });
}
