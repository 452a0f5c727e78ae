/**
 * Issue 34: the money views agree with their rows over random amounts, through the real routes and
 * database (PGlite; the sums are database-independent, the races are the *.postgres.test.ts files').
 * For each random course of random bills: the 'Rozliczenie' drawer's totals are the sums of its rides'
 * bills and its total amount the sum of their amounts; the invoice candidates show the course with
 * those same totals; and the finance statistics grow by exactly the course's rows (km per ride, the
 * driver's waiting and motorway fee once per course), all in whole hundredths.
 */
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FinancialStatistics } from '../../../domain/contract/finance.schema';
import type { InvoiceCandidates } from '../../../domain/contract/invoice.schema';
import type { TaxiSettlement } from '../../../domain/contract/settlement.schema';
import { courses, rides } from '../../db/course-schema';
import { seedDemo } from '../../seed/demo';
import { as } from '../../test/demo-session.support';
import { createTestApp } from '../../test/factories.support';
import {
  getSettlement,
  parties,
  putSettlement,
  settlementCourse,
  type SettlementParties,
} from '../../test/settlement/settlement.support';

let app: FastifyInstance;
let p: SettlementParties;

beforeAll(async () => {
  app = await createTestApp({});
  await app.ready();
  await seedDemo(app.db);
  p = await parties(app);
});
afterAll(() => app.close());

const ride = fc.record({
  distance: fc.integer({ min: 0, max: 2000 }),
  waiting: fc.integer({ min: 0, max: 2400 }),
  highway: fc.integer({ min: 0, max: 50_000 }),
  kmTenths: fc.integer({ min: 0, max: 20_000 }),
});
const course = fc.record({
  rides: fc.array(ride, { minLength: 1, maxLength: 3 }),
  driverWaiting: fc.integer({ min: 0, max: 1200 }),
  driverHighway: fc.integer({ min: 0, max: 100_000 }),
});
type Sample = typeof course extends fc.Arbitrary<infer T> ? T : never;

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

async function statistics(): Promise<FinancialStatistics> {
  const response = await app.inject({
    method: 'POST',
    url: '/financial_report/courses',
    headers: await as(app, 'transport'),
    payload: {
      base_transport_company_ids: [],
      course_statuses: [5],
      company_approved: true,
      started_at_from: '2026-11-01 00:00:00',
      started_at_to: '2026-11-30 23:59:59',
      company_ids: [p.intercity],
    },
  });
  expect(response.statusCode).toBe(200);
  return response.json<FinancialStatistics>();
}

/** The course written as the settler types it, then accepted by the customer. */
async function write(sample: Sample) {
  const { courseId, rideIds } = await settlementCourse(
    app,
    p,
    sample.rides.map(() => 'finished'),
  );
  const etag = String((await getSettlement(app, 'transport', courseId)).headers.etag);
  const bills = sample.rides.map((bill, i) => ({
    id: rideIds[i],
    distance: bill.distance,
    waitingHours: bill.waiting / 100,
    highwayCost: bill.highway / 100,
  }));
  expect((await putSettlement(app, 'transport', courseId, { rides: bills }, etag)).statusCode).toBe(200);
  for (const [i, id] of rideIds.entries())
    await app.db
      .update(rides)
      .set({ status: 'accepted_by_customer', distanceSum: (sample.rides[i]?.kmTenths ?? 0) / 10 })
      .where(eq(rides.id, id));
  await app.db
    .update(courses)
    .set({ driverWaitingHours: sample.driverWaiting / 100, driverHighwayCost: sample.driverHighway })
    .where(eq(courses.id, courseId));
  return courseId;
}

describe('the money views over random amounts (issue 34)', () => {
  it('agree with the sums of their rows in whole hundredths', async () => {
    await fc.assert(
      fc.asyncProperty(course, async (sample) => {
        const before = await statistics();
        const courseId = await write(sample);
        const expected = {
          distance: sum(sample.rides.map((r) => r.distance)),
          waitingHundredthsOfHour: sum(sample.rides.map((r) => r.waiting)),
          highwayCost: sum(sample.rides.map((r) => r.highway)),
        };

        const drawer = (await getSettlement(app, 'transport', courseId)).json<TaxiSettlement>();
        const rows = drawer.rides.map((row) => row.toSettled);
        expect(rows.map((row) => row?.highwayCost)).toEqual(sample.rides.map((r) => r.highway));
        // The totals row shows from two rides up (courses.md §3); one ride is its own total.
        expect(drawer.totals).toEqual(sample.rides.length > 1 ? expected : null);
        if (sample.rides.length === 1) expect(rows[0]).toMatchObject(expected);
        expect(drawer.totalAmount).toBe(sum(drawer.rides.map((row) => row.amount ?? 0)));
        expect(Number.isInteger(drawer.totalAmount)).toBe(true);

        const candidates = await app.inject({
          url: '/api/invoice_candidates?month=2026-11',
          headers: await as(app, 'transport'),
        });
        const buyer = candidates
          .json<InvoiceCandidates>()
          .buyers.find((entry) => entry.buyer.id === p.intercity);
        expect(buyer?.courses.find((entry) => entry.id === courseId)).toMatchObject(expected);

        const after = await statistics();
        const grew = (key: keyof FinancialStatistics) => (after[key] ?? 0) - (before[key] ?? 0);
        expect(grew('sumDriverCosts')).toBe(sample.driverHighway);
        expect(Math.round(grew('sumDriverWaiting') * 100)).toBe(sample.driverWaiting);
        expect(Math.round(grew('sumDistanceWithDefinedKilometers') * 10)).toBe(
          sum(sample.rides.map((r) => r.kmTenths)),
        );
      }),
      { numRuns: 8, seed: 34 },
    );
  });
});
