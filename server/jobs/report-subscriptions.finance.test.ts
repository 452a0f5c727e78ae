/**
 * Scheduled e-mails of the finance report (one per railway company, row 830) and of the cost
 * dashboard's summary (row 831), on the demo data; the preview's refusal (row 832) is in
 * report-subscriptions.test.ts.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  COMPANY_CHOICE_MESSAGE,
  type ReportSubscriptions,
} from '../../domain/contract/report-subscription.schema';
import type { CostRow } from '../../domain/contract/finance.schema';
import { addDays } from '../../domain/reports/polish-working-days';
import { reportSubscriptions } from '../db/report-subscriptions-schema';
import { as, companyId } from '../test/demo-session.support';
import {
  getSubscriptions,
  openSubscriptionsApp,
  putSubscription,
  reportMails,
  sheetRows,
  URL_BASE,
  withoutRole,
} from '../test/reports/report-subscriptions.support';
import { monthLabel, nextMonth } from '../../domain/settlement/kilometer-month';
import { seedFinanceDemo } from '../seed/finance.seed';
import { sendDueReports } from './report-subscriptions';

let app: FastifyInstance;
/** The demo's latest month with PKP Intercity's costs of Taxi Trans Warszawa, and a day that sends it. */
let month = '';
let sendDay = new Date();
const company = async (name: string) => `/api/companies/${await companyId(app, name)}`;

const financeRows = async (username: string) =>
  (await getSubscriptions(app, username))
    .json<ReportSubscriptions>()
    .reports.filter((row) => row.report === 'finance_settlement');
/** `username` subscribes to the finance report of `company` (an IRI), or of none. */
const subscribeFinance = (frequency: string, company?: string, username = 'transport') =>
  putSubscription(app, username, {
    report: 'finance_settlement',
    frequency,
    ...(company ? { company } : {}),
  });
/** The cost dashboard's rows as 'firma' (PKP Intercity) reads them. */
const dashboardRows = async () =>
  (
    await app.inject({
      method: 'GET',
      url: '/statistics/all-costs-from-accepted-and-finished-courses',
      headers: await as(app, 'firma'),
    })
  ).json<CostRow[]>();

beforeAll(async () => {
  app = await openSubscriptionsApp();
  // The accepted and finished rides of the finance page and the dashboard, as the demo server has them.
  await seedFinanceDemo(app.db);
  const months = (await dashboardRows())
    .filter((row) => row.transportCompanyName === 'Taxi Trans Warszawa')
    .map((row) => row.month)
    .sort();
  month = months.at(-1) ?? '';
  // The 15th is past the next month's first working day: the month is due.
  sendDay = new Date(`${nextMonth(month)}-15T07:00:00Z`);
}, 180_000);
afterAll(() => app.close());

describe('the finance report by e-mail: one railway company per subscription', () => {
  it("offers transport one row per company of the finance page's company choice", async () => {
    const picker = await app.inject({
      method: 'GET',
      url: '/api/companies?isTransportCompany=false&itemsPerPage=100',
      headers: await as(app, 'transport'),
    });
    const offered = picker.json<{ 'hydra:member': { name: string }[] }>()['hydra:member'];
    const rows = await financeRows('transport');
    expect(rows.map((row) => row.company?.name)).toEqual(offered.map((one) => one.name));
    expect(rows.map((row) => row.label)).toContain('Raport finansowy (PKP Intercity)');
    expect(rows.every((row) => row.active && row.frequency === null)).toBe(true);
    // A railway company without the finance right is offered none.
    expect(await financeRows('firma')).toEqual([]);
  });

  it("refuses another tenant's company, a missing one, and a company on a report without one (422)", async () => {
    for (const foreign of ['DB Cargo Polska', 'Trans-Śląsk Katowice']) {
      const refused = await subscribeFinance('monthly', await company(foreign));
      expect(refused.statusCode, foreign).toBe(422);
      expect(refused.body).toContain(COMPANY_CHOICE_MESSAGE);
    }
    const missing = await subscribeFinance('monthly');
    expect(missing.statusCode).toBe(422);
    expect(missing.body).toContain(COMPANY_CHOICE_MESSAGE);
    const extra = await putSubscription(app, 'flota', {
      report: 'fleet_drivers',
      frequency: 'monthly',
      company: await company('PKP Intercity'),
    });
    expect(extra.statusCode).toBe(422);
    // DB Cargo's own railway login may not make the report at all.
    const other = await subscribeFinance('monthly', await company('DB Cargo Polska'), 'firma.dbcargo');
    expect(other.statusCode).toBe(403);
    expect(await app.db.select().from(reportSubscriptions)).toEqual([]);
  });

  it("sends the month's xlsx of the chosen company, as the subscriber's own download makes it", async () => {
    const pkp = await company('PKP Intercity');
    const saved = await subscribeFinance('monthly', pkp);
    expect(saved.statusCode).toBe(200);
    expect((await sendDueReports(app.db, sendDay, URL_BASE)).sent).toBe(1);
    const [mail] = await reportMails(app);
    expect(mail?.subject).toBe(`Raport: Raport finansowy (PKP Intercity), ${monthLabel(month)}`);
    expect(mail?.body).toContain(`href="${URL_BASE}/finances"`);
    expect(mail?.files[0]?.fileName).toBe(
      `raport-finansowy-${pkp.split('/').pop()}-${nextMonth(month)}-15.xlsx`,
    );
    const download = await app.inject({
      method: 'POST',
      url: '/financial_report/courses/xls',
      headers: await as(app, 'transport'),
      payload: {
        company_ids: [Number(pkp.split('/').pop())],
        started_at_from: `${month}-01 00:00:00`,
        started_at_to: `${addDays(`${nextMonth(month)}-01`, -1)} 23:59:59`,
      },
    });
    expect(download.statusCode).toBe(200);
    const attached = await sheetRows(Buffer.from(mail?.files[0]?.base64 ?? '', 'base64'));
    expect(attached).toEqual(await sheetRows(download.rawPayload));
    expect(attached.length).toBeGreaterThan(2);
    expect(attached.at(-1)?.[1]).toBe('Suma');

    // Switched to weekly, the week's e-mail goes out although the month's was sent.
    await subscribeFinance('weekly', pkp);
    expect((await sendDueReports(app.db, sendDay, URL_BASE)).sent).toBe(1);
    await subscribeFinance('monthly', pkp);
  });

  it('sends nothing once the role is gone, and shows the subscription inactive', async () => {
    await withoutRole(app, 'transport', 'ROLE_COURSE_FINANCIAL_REPORT', async () => {
      expect(
        (await sendDueReports(app.db, new Date(`${nextMonth(nextMonth(month))}-15T07:00:00Z`), URL_BASE))
          .sent,
      ).toBe(0);
      const rows = await financeRows('transport');
      expect(rows.map((row) => [row.label, row.frequency, row.active])).toEqual([
        ['Raport finansowy (PKP Intercity)', 'monthly', false],
      ]);
    });
  });
});

describe("the cost dashboard's summary by e-mail", () => {
  it("is offered to the dashboard's readers and sends the month's figures the dashboard shows", async () => {
    const offered = (await getSubscriptions(app, 'firma')).json<ReportSubscriptions>().reports;
    expect(offered.map((row) => [row.report, row.label, row.company])).toEqual([
      ['company_costs', 'Koszty przewozów', null],
    ]);
    expect(
      (await putSubscription(app, 'firma', { report: 'company_costs', frequency: 'monthly' })).statusCode,
    ).toBe(200);
    expect(
      (await putSubscription(app, 'transport', { report: 'company_costs', frequency: 'monthly' })).statusCode,
    ).toBe(403);
    expect((await sendDueReports(app.db, sendDay, URL_BASE)).sent).toBe(1);
    const mail = (await reportMails(app)).at(-1);
    expect(mail?.subject).toBe(`Raport: Koszty przewozów, ${monthLabel(month)}`);
    expect(mail?.files[0]?.fileName).toBe(`koszty-przewozow-${month}.xlsx`);

    const ofMonth = (await dashboardRows()).filter((row) => row.month === month);
    expect(ofMonth.length).toBeGreaterThan(0);
    const sheet = await sheetRows(Buffer.from(mail?.files[0]?.base64 ?? '', 'base64'));
    expect(sheet[0]).toEqual([
      'Miesiąc',
      'Firma transportowa',
      'Kilometry (zł)',
      'Oczekiwanie (zł)',
      'Autostrady (zł)',
      'Razem (zł)',
    ]);
    expect(sheet.slice(1, -1).map((row) => [row[1], row[4]])).toEqual(
      ofMonth.map((row) => [row.transportCompanyName, row.priceByMotorway / 100]),
    );
    expect(sheet.at(-1)?.[1]).toMatch(/^Suma/);
  });
});
