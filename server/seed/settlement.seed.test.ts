import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildWriteApp, companyId } from '../test/course-writes/write-app.support';
import { courses, rides } from '../db/course-schema';
import { courseBills, rideSettlements } from '../db/settlement-schema';
import { SETTLEMENT_JOURNEY_RIDES } from './settlement.seed';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildWriteApp();
});
afterAll(() => app.close());

describe('the demo settlement month', () => {
  it('gives transport, firma, podwykonawca and transport.nadrzedny filled settlement drawers', async () => {
    const billed = await app.db
      .select({ course: courses, status: rides.status, number: rides.number })
      .from(rideSettlements)
      .innerJoin(rides, eq(rides.id, rideSettlements.rideId))
      .innerJoin(courses, eq(courses.id, rides.courseId));
    const [taxiTrans, intercity, autoPrzewozy, kolejTrans] = await Promise.all(
      ['Taxi Trans Warszawa', 'PKP Intercity', 'Auto-Przewozy Kraków', 'Kolej-Trans Logistyka'].map((name) =>
        companyId(app, name),
      ),
    );
    expect(billed.some((row) => row.course.contractorId === taxiTrans)).toBe(true);
    expect(billed.some((row) => row.course.companyId === intercity)).toBe(true);
    expect(billed.some((row) => row.course.subcontractorId === autoPrzewozy)).toBe(true);
    expect(billed.some((row) => row.course.contractorId === kolejTrans)).toBe(true);
    const statuses = new Set(billed.map((row) => row.status));
    for (const status of ['accepted_by_contractor', 'accepted_by_customer', 'tcr_inconsistency'])
      expect(statuses).toContain(status);
    expect((await app.db.select().from(courseBills)).length).toBeGreaterThan(0);
  });
  it("leaves the journey's ride to forward without a bill, and its driver's report filled", async () => {
    const [ride] = await app.db
      .select({ id: rides.id, status: rides.status, driverDistance: courses.driverDistance })
      .from(rides)
      .innerJoin(courses, eq(courses.id, rides.courseId))
      .where(eq(rides.number, SETTLEMENT_JOURNEY_RIDES.toForward));
    expect(ride).toMatchObject({ status: 'finished' });
    expect(ride?.driverDistance).not.toBeNull();
    const bills = await app.db
      .select()
      .from(rideSettlements)
      .where(eq(rideSettlements.rideId, ride?.id ?? 0));
    expect(bills).toHaveLength(0);
  });
});
