import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { companyTransportCosts, definedKilometers } from '../db/finance-schema';
import { as, buildWriteApp } from '../test/course-writes/write-app.support';
import { seedFinanceDemo } from './finance.seed';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildWriteApp();
  await seedFinanceDemo(app.db);
});
afterAll(() => app.close());

describe('seedFinanceDemo', () => {
  it('prices PKP Intercity’s transport companies, defines pairs and leaves some missing', async () => {
    expect((await app.db.select().from(companyTransportCosts)).length).toBe(3);
    expect((await app.db.select().from(definedKilometers)).length).toBe(5);
    const missing = await app.inject({
      method: 'GET',
      url: '/api/missing_defined_kilometers',
      headers: await as(app, 'firma'),
    });
    expect(missing.json<unknown[]>().length).toBeGreaterThan(0);
  });

  it('gives `transport` finance sums and `firma` cost rows in this and the previous month', async () => {
    const me = await app.inject({
      method: 'GET',
      url: '/api/companies?isTransportCompany=false',
      headers: await as(app, 'transport'),
    });
    const served = me.json<{ 'hydra:member': { id: number; name: string }[] }>()['hydra:member'];
    const pkp = served.find((c) => c.name === 'PKP Intercity');
    const sums = await app.inject({
      method: 'POST',
      url: '/financial_report/courses',
      headers: await as(app, 'transport'),
      payload: { course_statuses: [5], company_ids: [pkp?.id ?? 0] },
    });
    expect(sums.json()).toMatchObject({
      sumDriverWaiting: expect.any(Number),
      sumDriverCosts: expect.any(Number),
    });
    const rows = await app.inject({
      method: 'GET',
      url: '/statistics/all-costs-from-accepted-and-finished-courses',
      headers: await as(app, 'firma'),
    });
    const months = new Set(rows.json<{ month: string }[]>().map((row) => row.month));
    expect(months.size).toBeGreaterThanOrEqual(2);
  });
});
