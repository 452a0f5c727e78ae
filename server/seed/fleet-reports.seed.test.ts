import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FleetReport } from '../../domain/contract/fleet-report.schema';
import { as } from '../test/demo-session.support';
import { createTestApp } from '../test/factories.support';
import { seedDemo } from './demo';
import { seedFleetReports } from './fleet-reports.seed';

const NOW = new Date('2026-11-26T12:00:00Z');
let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp({}, { now: () => NOW });
  await app.ready();
  await seedDemo(app.db);
  await seedFleetReports(app.db, NOW);
});
afterAll(() => app.close());

const report = async (kind: 'driver' | 'subcontractor', month: string) =>
  (
    await app.inject({
      method: 'GET',
      url: `/api/${kind}_reports?month=${month}`,
      headers: await as(app, 'flota'),
    })
  ).json<FleetReport>();

describe('the demo fleet reports', () => {
  it('fill flota’s driver report with several drivers in the previous and the current month', async () => {
    const previous = await report('driver', '2026-10');
    expect(previous.groups.length).toBeGreaterThanOrEqual(3);
    expect(previous.totals.amount).toBeGreaterThan(0);
    expect(previous.totals.unpriced).toBe(0);
    expect((await report('driver', '2026-11')).groups.length).toBeGreaterThanOrEqual(2);
  });
  it('fill flota’s subcontractor report with Auto-Przewozy Kraków', async () => {
    const previous = await report('subcontractor', '2026-10');
    expect(previous.groups.map((group) => group.name)).toEqual(['Auto-Przewozy Kraków']);
    expect(previous.totals.amount).toBeGreaterThan(0);
  });
});
