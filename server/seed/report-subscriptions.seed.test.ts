import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { reportDeliveries, reportSubscriptions } from '../db/report-subscriptions-schema';
import { sendDueReports } from '../jobs/report-subscriptions';
import { openDemoApp } from '../test/demo-session.support';
import { seedReportSubscriptionsDemo } from './report-subscriptions.seed';

let app: FastifyInstance;
// The first working day of December 2026 has passed: November's e-mail is due, and seeded as sent.
const NOW = new Date('2026-12-07T08:00:00Z');

beforeAll(async () => {
  app = await openDemoApp();
  await seedReportSubscriptionsDemo(app.db, 'http://localhost:8080', NOW);
}, 180_000);
afterAll(() => app.close());

describe('scheduled reports demo', () => {
  it("subscribes flota to the drivers' report and transport to PKP Intercity's finance report, this month's e-mails already sent", async () => {
    const rows = await app.db.select().from(reportSubscriptions);
    expect(rows.map((row) => [row.report, row.frequency, row.companyId === null])).toEqual([
      ['fleet_drivers', 'monthly', true],
      ['finance_settlement', 'monthly', false],
    ]);
    const deliveries = await app.db.select().from(reportDeliveries);
    expect(deliveries.map((row) => row.period)).toEqual(['2026-11', '2026-11']);
    expect(deliveries.every((row) => row.outboxMessageId !== null)).toBe(true);
    expect((await sendDueReports(app.db, NOW, 'http://localhost:8080')).sent).toBe(0);
  });
});
