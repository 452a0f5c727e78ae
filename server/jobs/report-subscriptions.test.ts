import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { NO_EMAIL_MESSAGE } from '../../domain/contract/report-subscription.schema';
import { REPORT_SUBSCRIPTION_TEXTS } from '../../domain/reports/report-subscription-texts';
import type { ReportSubscriptions } from '../../domain/contract/report-subscription.schema';
import { reportDeliveries, reportSubscriptions } from '../db/report-subscriptions-schema';
import { users } from '../db/schema';
import { as, userId } from '../test/demo-session.support';
import {
  URL,
  getSubscriptions,
  openSubscriptionsApp,
  putSubscription,
  reportMails,
  sheetRows,
  URL_BASE,
  withoutRole,
} from '../test/reports/report-subscriptions.support';
import { sendDueReports } from './report-subscriptions';

let app: FastifyInstance;
const MONDAY = new Date('2026-12-07T07:00:00Z');
const NEXT_MONDAY = new Date('2026-12-14T07:00:00Z');
/** The process's job as main.ts wires it, watched: a saved subscription runs it at once (row 850). */
const jobRuns = vi.fn(() => Promise.resolve());

beforeAll(async () => {
  app = await openSubscriptionsApp();
  app.reportJob = { runNow: jobRuns };
}, 180_000);
afterAll(() => app.close());

describe('report subscriptions: the settings calls', () => {
  it('offers flota the fleet reports, at its e-mail; a passenger none', async () => {
    const flota = (await getSubscriptions(app, 'flota')).json<ReportSubscriptions>();
    expect(flota.email).toMatch(/@/);
    expect(flota.reports.map((r) => [r.report, r.frequency, r.active])).toEqual([
      ['fleet_drivers', null, true],
      ['fleet_subcontractors', null, true],
    ]);
    expect((await getSubscriptions(app, 'pasazer')).json<ReportSubscriptions>().reports).toEqual([]);
  });

  it('refuses a report the roles do not make (403), a bad body (422) and no e-mail (422)', async () => {
    const refused = await putSubscription(app, 'pasazer', { report: 'fleet_drivers', frequency: 'weekly' });
    expect(refused.statusCode).toBe(403);
    const bad = await putSubscription(app, 'flota', { report: 'all_of_them', frequency: 'daily' });
    expect(bad.statusCode).toBe(422);
    await app.db.update(users).set({ email: null }).where(eq(users.username, 'flota'));
    const noEmail = await putSubscription(app, 'flota', { report: 'fleet_drivers', frequency: 'weekly' });
    expect(noEmail.statusCode).toBe(422);
    expect(noEmail.body).toContain(NO_EMAIL_MESSAGE);
    await app.db.update(users).set({ email: 'flota@taxitrans.waw.pl' }).where(eq(users.username, 'flota'));
    expect(jobRuns).not.toHaveBeenCalled();
  });

  it("keeps each user's subscriptions their own", async () => {
    const saved = await putSubscription(app, 'flota', { report: 'fleet_drivers', frequency: 'weekly' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json<ReportSubscriptions>().reports[0]).toMatchObject({ frequency: 'weekly', active: true });
    // Its e-mail of the period due now goes out at once, not at the job's next tick.
    expect(jobRuns).toHaveBeenCalledTimes(1);
    // Another tenant's fleet-less login sees nothing of it, and its PUT changes only its own rows.
    expect((await getSubscriptions(app, 'firma.dbcargo')).json<ReportSubscriptions>().reports).toEqual([]);
    const rows = await app.db.select().from(reportSubscriptions);
    expect(rows.map((row) => row.userId)).toEqual([await userId(app, 'flota')]);
  });
});

describe('report subscriptions: the job', () => {
  it('sends each due period once, even with two runs at once, the xlsx as the download makes it', async () => {
    await putSubscription(app, 'flota', { report: 'fleet_subcontractors', frequency: 'monthly' });
    const runs = await Promise.all([
      sendDueReports(app.db, MONDAY, URL_BASE),
      sendDueReports(app.db, MONDAY, URL_BASE),
    ]);
    expect(runs.reduce((sum, run) => sum + run.sent, 0)).toBe(2);
    expect((await sendDueReports(app.db, MONDAY, URL_BASE)).sent).toBe(0);

    const mails = await reportMails(app);
    expect(mails.map((mail) => [mail.recipient, mail.subject, mail.files[0]?.fileName])).toEqual([
      [
        'flota@taxitrans.waw.pl',
        'Raport: Rozliczenia kierowców, grudzień 2026',
        'rozliczenia-kierowcow-2026-12.xlsx',
      ],
      [
        'flota@taxitrans.waw.pl',
        'Raport: Rozliczenia podwykonawców, listopad 2026',
        'rozliczenia-podwykonawcow-2026-11.xlsx',
      ],
    ]);
    expect(mails[0]?.body).toContain(`href="${URL_BASE}/fleet/driver-report"`);
    const download = await app.inject({
      method: 'GET',
      url: '/api/subcontractor_reports/export.xlsx?month=2026-11',
      headers: await as(app, 'flota'),
    });
    const attached = Buffer.from(mails[1]?.files[0]?.base64 ?? '', 'base64');
    expect(await sheetRows(attached)).toEqual(await sheetRows(download.rawPayload));

    // The next Monday is the weekly one's next period; the monthly one waits for January.
    expect((await sendDueReports(app.db, NEXT_MONDAY, URL_BASE)).sent).toBe(1);
  });

  it('shows the last sent date once the e-mail went out', async () => {
    app.outbox.kick();
    await app.outbox.idle();
    const shown = (await getSubscriptions(app, 'flota')).json<ReportSubscriptions>();
    expect(shown.reports.every((report) => report.lastSentAt !== null)).toBe(true);
  });

  it('sends nothing after the role is removed, and shows the subscription inactive', async () => {
    await withoutRole(app, 'flota', 'ROLE_FLEET', async () => {
      expect((await sendDueReports(app.db, new Date('2026-12-21T07:00:00Z'), URL_BASE)).sent).toBe(0);
      const deliveries = await app.db.select().from(reportDeliveries);
      expect(deliveries.map((row) => row.period).sort()).toEqual(['2026-11', '2026-12-07', '2026-12-14']);
      const shown = (await getSubscriptions(app, 'flota')).json<ReportSubscriptions>();
      expect(shown.reports.map((report) => [report.report, report.active])).toEqual([
        ['fleet_drivers', false],
        ['fleet_subcontractors', false],
      ]);
      // Turning an inactive one off is allowed; a new one is not.
      expect(
        (await putSubscription(app, 'flota', { report: 'fleet_drivers', frequency: 'none' })).statusCode,
      ).toBe(200);
      expect(
        (await putSubscription(app, 'flota', { report: 'fleet_drivers', frequency: 'weekly' })).statusCode,
      ).toBe(403);
    });
  });
});

describe('someone previewing another account', () => {
  it("reads that user's subscriptions but changes none (403 with the reason)", async () => {
    const headers = { ...(await as(app, 'admin')), 'x-switch-user': 'firma' };
    const read = await app.inject({ method: 'GET', url: URL, headers });
    expect(read.statusCode).toBe(200);
    const before = await app.db.select().from(reportSubscriptions);
    for (const frequency of ['weekly', 'none']) {
      const refused = await app.inject({
        method: 'PUT',
        url: URL,
        headers,
        payload: { report: 'company_costs', frequency },
      });
      expect(refused.statusCode).toBe(403);
      expect(refused.body).toContain(REPORT_SUBSCRIPTION_TEXTS.previewOnly);
    }
    expect(await app.db.select().from(reportSubscriptions)).toEqual(before);
  });
});
