import ExcelJS from 'exceljs';
import { expect, test, type Page } from './support/test';
import { PHONE, signInAndLand, snap } from './support/session';

/**
 * The network statuses of the course list's requests made during `act` (304 included). The two CDP
 * events come from different processes (the renderer, the network service) and may arrive in either
 * order on a busy machine, so both are kept and joined when read. `seen` says what arrived, for a
 * failure's message.
 */
async function listStatusesAcross(page: Page, act: () => Promise<unknown>) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const lists = new Set<string>();
  const statusOf = new Map<string, number>();
  const failed = new Map<string, string>();
  cdp.on('Network.requestWillBeSent', (event) => {
    if (event.request.url.includes('/api/abstract_courses?')) lists.add(event.requestId);
  });
  cdp.on('Network.responseReceivedExtraInfo', (event) => {
    statusOf.set(event.requestId, event.statusCode);
  });
  cdp.on('Network.loadingFailed', (event) => {
    failed.set(event.requestId, event.errorText);
  });
  await act();
  const statuses = () => [...lists].flatMap((id) => statusOf.get(id) ?? []);
  const seen = () =>
    `${lists.size} list requests, statuses ${JSON.stringify(statuses())}, ` +
    `failed ${JSON.stringify([...lists].flatMap((id) => failed.get(id) ?? []))}`;
  return { statuses, seen };
}

test('the dispatcher sees the three columns, and filters, search and view settings survive a reload', async ({
  page,
}) => {
  await signInAndLand(page, 'dyspozytor');
  for (const column of ['Wymaga uwagi', 'W trakcie realizacji', 'Zakończone']) {
    await expect(page.getByRole('heading', { name: column, level: 2 })).toBeVisible();
  }
  await snap(page, 'course-columns-desktop');

  await page.getByRole('button', { name: 'Filtry', exact: true }).click();
  const drawer = page.getByRole('dialog', { name: 'Filtry' });
  // An empty date says what to type in Polish.
  await expect(drawer.getByRole('group', { name: 'Data do', exact: true })).toContainText('DD.MM.RRRR');
  await drawer.getByRole('button', { name: 'Taxi', exact: true }).click();
  await drawer.getByLabel('Pokaż anulowane').check();
  await snap(page, 'course-filters-desktop', { bothSizes: true });
  await drawer.getByRole('button', { name: 'Zapisz filtry' }).click();
  const chips = page.getByRole('group', { name: 'Zastosowane filtry' });
  await expect(chips.getByText('Taxi', { exact: true })).toBeVisible();
  await expect(chips.getByText('Pokaż anulowane')).toBeVisible();

  await page.getByPlaceholder('Szukaj w kursach...').fill('Intercity');
  await expect(page.getByText(/PKP Intercity|IC\//).first()).toBeVisible();

  await page.getByRole('button', { name: 'Ustawienia widoku' }).click();
  const settings = page.getByRole('dialog', { name: 'Ustawienia widoku' });
  await settings.getByRole('checkbox', { name: 'Zakończone' }).uncheck();
  await settings.getByRole('button', { name: 'zapisz zmiany' }).click();
  await expect(page.getByRole('heading', { name: 'Zakończone', level: 2 })).toHaveCount(0);

  // Issue 32 (row 746): the browser revalidates the lists it holds; nothing changed, so the server
  // answers 304 without a body and the lists render from the browser's stored answers (Playwright
  // reports a revalidated response as 200: the network's own status is read through CDP).
  const notModified = await listStatusesAcross(page, () => page.reload());
  await expect(page.getByPlaceholder('Szukaj w kursach...')).toHaveValue('Intercity');
  await expect(chips.getByText('Taxi', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'W trakcie realizacji', level: 2 })).toBeVisible();
  await expect(page.getByText(/PKP Intercity|IC\//).first()).toBeVisible();
  // Polled: the lists' refetch after the reload may come a moment after the page shows their kept answers.
  await expect
    .poll(notModified.statuses, { message: 'a list revalidated with 304', timeout: 15_000 })
    .toContain(304)
    .catch((error: unknown) => {
      throw new Error(`${String(error)}\nSeen: ${notModified.seen()}`);
    });
  await expect(page.getByRole('heading', { name: 'Zakończone', level: 2 })).toHaveCount(0);

  // §5: one character is no search, for the list now and after a reload alike.
  const unsearched = () =>
    page.waitForRequest(
      (call) => call.url().includes('/api/abstract_courses?') && !call.url().includes('search='),
    );
  const cleared = unsearched();
  await page.getByPlaceholder('Szukaj w kursach...').fill('I');
  await cleared;
  const reloaded = unsearched();
  await page.reload();
  await reloaded;
  await expect(page.getByPlaceholder('Szukaj w kursach...')).toHaveValue('I');
});

/** DD.MM.YYYY in Poland, `days` from now. */
const polishDay = (days: number, now = Date.now()) =>
  new Date(now + days * 86_400_000).toLocaleDateString('pl-PL', {
    timeZone: 'Europe/Warsaw',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  });

test('saved filters keep the default start moving, refuse an inverted range and stay with the user who saved them', async ({
  page,
}) => {
  await signInAndLand(page, 'admin');
  const chips = page.getByRole('group', { name: 'Zastosowane filtry' });
  await page.getByRole('button', { name: 'Filtry', exact: true }).click();
  const drawer = page.getByRole('dialog', { name: 'Filtry' });
  await drawer.getByRole('button', { name: 'Taxi', exact: true }).click();
  await drawer.getByRole('combobox', { name: 'Firma obsługiwana' }).fill('Cargo');
  await page.getByRole('option', { name: /PKP Cargo/ }).click();
  await drawer.getByRole('button', { name: 'Zapisz filtry' }).click();
  await expect(chips.getByText('Firma obsługiwana: PKP Cargo')).toBeVisible();
  await expect(chips.getByText(`Od: ${polishDay(-3)}`)).toBeVisible();

  // A week later the list still starts three days back: saving the filters did not freeze the date.
  const weekLater = Date.now() + 7 * 86_400_000;
  await page.clock.setFixedTime(weekLater);
  await page.reload();
  await expect(chips.getByText(`Od: ${polishDay(-3, weekLater)}`)).toBeVisible();
  await expect(chips.getByText('Firma obsługiwana: PKP Cargo')).toBeVisible();

  // 'Data do' before 'Data od' is refused.
  await page.getByRole('button', { name: 'Filtry', exact: true }).click();
  const to = drawer.getByRole('group', { name: 'Data do' });
  await to.getByRole('spinbutton').first().click();
  await page.keyboard.type('01012020');
  await drawer.getByRole('button', { name: 'Zapisz filtry' }).click();
  await expect(drawer.getByText('Data od nie może być późniejsza niż data do')).toBeVisible();
  await drawer.getByRole('button', { name: 'Zamknij filtry' }).click();

  // Previewing firma shows firma's list, not the administrator's filters.
  await page.goto('/course?_switch_user=firma');
  await expect(page.getByRole('heading', { name: 'W trakcie realizacji', level: 2 })).toBeVisible();
  await expect(page.getByText('Firma obsługiwana: PKP Cargo')).toHaveCount(0);
});

test('a dispatcher with the report role downloads an xlsx of the list', async ({ page }) => {
  await signInAndLand(page, 'dyspozytor');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: /Pobierz \.xlsx/ }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^kursy-\d{4}-\d{2}-\d{2}\.xlsx$/);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await file.path());
  const sheet = workbook.worksheets[0];
  expect(sheet?.getRow(1).getCell(1).value).toBe('Kurs');
  expect(sheet?.rowCount ?? 0).toBeGreaterThan(10);
});

test('a railway company without the report role is offered the premium feature instead', async ({ page }) => {
  await signInAndLand(page, 'firma');
  await page.getByRole('button', { name: /Pobierz \.xlsx/ }).click();
  const modal = page.getByRole('dialog', { name: 'Odblokuj funkcję pobierania raportów' });
  await expect(modal).toBeVisible();
  await expect(modal.getByRole('list', { name: 'Korzyści' }).getByRole('listitem')).toHaveCount(4);
  await snap(page, 'premium-modal-desktop', { bothSizes: true });
});

test('a phone shows the columns as tabs with the create button', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await signInAndLand(page, 'dyspozytor');
  await expect(page.getByRole('tablist', { name: 'Kolumny kursów' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'utwórz taksówkę' })).toBeVisible();
  await snap(page, 'course-tabs-phone');
});
