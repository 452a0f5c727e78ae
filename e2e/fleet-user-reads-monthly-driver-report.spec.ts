import ExcelJS from 'exceljs';
import type { FleetReport } from '../domain/contract/fleet-report.schema';
import type { TaxiSettlement } from '../domain/contract/settlement.schema';
import { formatMoney } from '../domain/money';
import { currentMonth, monthLabel, previousMonth } from '../domain/settlement/kilometer-month';
import { duePeriod } from '../domain/reports/report-subscriptions';
import { warsawDay } from '../domain/warsaw-time';
import { apiSession } from './support/course-api';
import { outboxFiles } from './support/outbox';
import { DESKTOP, PHONE, shootBothSizes, signInAndLand } from './support/session';
import { expect, test } from './support/test';

test('the fleet user reads last month’s driver report, equal to the settled rides, and downloads it', async ({
  page,
  request,
}) => {
  const month = previousMonth(currentMonth(new Date()));
  await signInAndLand(page, 'flota');
  const menu = page.getByRole('navigation', { name: 'Menu główne' });
  await menu.getByRole('link', { name: 'Rozliczenia kierowców' }).click();
  await expect(page.getByRole('heading', { name: 'Rozliczenia kierowców', level: 1 })).toBeVisible();
  // The previous month first; the picker goes forward and back again.
  const picker = page.getByRole('group', { name: 'Miesiąc rozliczenia' });
  await expect(picker.getByRole('heading', { name: monthLabel(month) })).toBeVisible();
  await picker.getByRole('button', { name: 'Następny miesiąc' }).click();
  await expect(picker.getByRole('heading', { name: monthLabel(currentMonth(new Date())) })).toBeVisible();
  await picker.getByRole('button', { name: 'Poprzedni miesiąc' }).click();
  await expect(picker.getByRole('heading', { name: monthLabel(month) })).toBeVisible();

  // The expected total: each listed ride's amount as the settlement drawer of its course shows it to
  // Taxi Trans Warszawa (the fleet user's company), summed here.
  const fleet = apiSession(request, 'flota');
  const answer = await request.get(`/api/driver_reports?month=${month}`, {
    headers: { Authorization: `Bearer ${await fleet()}` },
  });
  expect(answer.status()).toBe(200);
  const report = (await answer.json()) as FleetReport;
  expect(report.groups.length).toBeGreaterThanOrEqual(2);
  const transport = apiSession(request, 'transport');
  let expected = 0;
  for (const row of report.groups.flatMap((group) => group.rows)) {
    const drawer = await request.get(`/api/taxi_courses/${row.courseId}/settlement`, {
      headers: { Authorization: `Bearer ${await transport()}` },
    });
    const settlement = (await drawer.json()) as TaxiSettlement;
    expected += settlement.rides.find((ride) => ride.number === row.rideNumber)?.amount ?? 0;
  }
  expect(expected).toBeGreaterThan(0);
  expect(report.totals.amount).toBe(expected);

  const table = page.getByRole('table', { name: 'Rozliczenia kierowców' });
  const total = table
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: 'Razem', exact: true }) });
  await expect(total).toContainText(formatMoney(expected));
  for (const group of report.groups)
    await expect(table.getByRole('rowheader', { name: `Kierowca: ${group.name}` })).toBeVisible();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Pobierz .xlsx' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`rozliczenia-kierowcow-${month}.xlsx`);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await file.path());
  const sheet = workbook.getWorksheet('Rozliczenia kierowców');
  const last = sheet?.getRow(sheet.rowCount);
  expect(last?.getCell(1).value).toBe('Razem');
  expect(last?.getCell(9).value).toBe(expected / 100);

  await shootBothSizes(page, 'fleet-driver-report', async () => {
    const wide = (page.viewportSize()?.width ?? DESKTOP.width) > PHONE.width;
    await expect(wide ? table : page.getByRole('region', { name: 'Razem' })).toBeVisible();
  });

  await menu.getByRole('link', { name: 'Rozliczenia podwykonawców' }).click();
  await expect(page.getByRole('heading', { name: 'Rozliczenia podwykonawców', level: 1 })).toBeVisible();
  await shootBothSizes(page, 'fleet-subcontractor-report', async () => {
    const wide = (page.viewportSize()?.width ?? DESKTOP.width) > PHONE.width;
    await expect(
      wide
        ? page.getByRole('rowheader', { name: 'Podwykonawca: Auto-Przewozy Kraków' })
        : page.getByRole('region', { name: 'Podwykonawca: Auto-Przewozy Kraków' }),
    ).toBeVisible();
  });

  // Scheduled e-mailed reports (issue 35 part 3): the fleet user subscribes to the subcontractors'
  // report weekly; the save runs the job at once (row 850; the journey servers have no job timer),
  // which e-mails this week's one with its file.
  await page.goto('/settings/report-subscription-settings');
  const reports = page.getByRole('list', { name: 'Raporty e-mailem' });
  const drivers = reports.getByRole('listitem').filter({ hasText: 'Rozliczenia kierowców' });
  await expect(drivers.getByRole('combobox', { name: 'Wysyłka' })).toHaveText(
    'Co miesiąc (pierwszy dzień roboczy)',
  );
  const subcontractors = reports.getByRole('listitem').filter({ hasText: 'Rozliczenia podwykonawców' });
  await subcontractors.getByRole('combobox', { name: 'Wysyłka' }).click();
  await page.getByRole('option', { name: 'Co tydzień (poniedziałek)' }).click();
  await expect(page.getByText('Zapisano')).toBeVisible();
  const week = duePeriod('weekly', warsawDay(new Date()));
  const subject = `Raport: Rozliczenia podwykonawców, ${monthLabel(week?.month ?? '')}`;
  await expect
    .poll(() => outboxFiles().some((mail) => mail.subject === subject), { timeout: 30_000 })
    .toBe(true);
  const mail = outboxFiles().find((mail) => mail.subject === subject);
  expect(mail?.body).toContain('/fleet/subcontractor-report');
  const attached = mail?.attachments?.[0];
  expect(attached?.fileName).toBe(`rozliczenia-podwykonawcow-${week?.month ?? ''}.xlsx`);
  const emailed = new ExcelJS.Workbook();
  await emailed.xlsx.load(Buffer.from(attached?.base64 ?? '', 'base64') as unknown as ArrayBuffer);
  expect(emailed.getWorksheet('Rozliczenia podwykonawców')).toBeDefined();
  // The section shows the day it went out.
  await expect(async () => {
    await page.reload();
    await expect(subcontractors).toContainText('Ostatnio wysłany:', { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await shootBothSizes(page, 'report-subscriptions', async () => {
    await expect(subcontractors.getByRole('combobox', { name: 'Wysyłka' })).toHaveText(
      'Co tydzień (poniedziałek)',
    );
  });
});

// Issue 35 part 3, row 830: the finance report is e-mailed per railway company. The demo's transport
// login receives PKP Intercity's monthly; switched to weekly, the job e-mails this week's at once.
test('the transport company gets its finance report of PKP Intercity by e-mail', async ({ page }) => {
  await signInAndLand(page, 'transport');
  await page.goto('/settings/report-subscription-settings');
  const reports = page.getByRole('list', { name: 'Raporty e-mailem' });
  const pkp = reports.getByRole('listitem').filter({ hasText: 'Raport finansowy (PKP Intercity)' });
  const choice = pkp.getByRole('combobox', { name: 'Wysyłka' });
  await expect(choice).toHaveText('Co miesiąc (pierwszy dzień roboczy)');
  await expect(pkp).toContainText('Ostatnio wysłany:');
  await choice.click();
  await page.getByRole('option', { name: 'Co tydzień (poniedziałek)' }).click();
  await expect(page.getByText('Zapisano')).toBeVisible();
  const week = duePeriod('weekly', warsawDay(new Date()));
  const subject = `Raport: Raport finansowy (PKP Intercity), ${monthLabel(week?.month ?? '')}`;
  await expect
    .poll(() => outboxFiles().some((mail) => mail.subject === subject), { timeout: 30_000 })
    .toBe(true);
  const mail = outboxFiles().find((mail) => mail.subject === subject);
  expect(mail?.body).toContain('/finances');
  const attached = mail?.attachments?.[0];
  expect(attached?.fileName).toMatch(/^raport-finansowy-\d+-\d{4}-\d{2}-\d{2}\.xlsx$/);
  const emailed = new ExcelJS.Workbook();
  await emailed.xlsx.load(Buffer.from(attached?.base64 ?? '', 'base64') as unknown as ArrayBuffer);
  expect(emailed.getWorksheet('Finanse')?.getRow(1).getCell(1).value).toBe('Kurs');
  await shootBothSizes(page, 'report-subscriptions-finance', async () => {
    await expect(choice).toHaveText('Co tydzień (poniedziałek)');
  });
});
