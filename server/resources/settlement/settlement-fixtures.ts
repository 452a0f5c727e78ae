/** Dedicated taxi courses for the settlement tests: inserted directly, so no other test's data moves. */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { courses, rides } from '../../db/course-schema';
import { settlementHistory } from '../../db/settlement-schema';
import { as, companyId } from '../course-writes/test-fixtures';

export interface SettlementParties {
  intercity: number;
  taxiTrans: number;
  autoPrzewozy: number;
}

export async function parties(app: FastifyInstance): Promise<SettlementParties> {
  return {
    intercity: await companyId(app, 'PKP Intercity'),
    taxiTrans: await companyId(app, 'Taxi Trans Warszawa'),
    autoPrzewozy: await companyId(app, 'Auto-Przewozy Kraków'),
  };
}

let serial = 0;

/** A PKP Intercity course of Taxi Trans (with Auto-Przewozy as subcontractor when asked), rides in `statuses`. */
export async function settlementCourse(
  app: FastifyInstance,
  p: SettlementParties,
  statuses: readonly string[],
  withSubcontractor = false,
) {
  const [course] = await app.db
    .insert(courses)
    .values({
      type: 'taxi',
      companyId: p.intercity,
      contractorId: p.taxiTrans,
      subcontractorId: withSubcontractor ? p.autoPrzewozy : null,
      driverDistance: 47,
    })
    .returning({ id: courses.id });
  if (!course) throw new Error('course');
  const rideIds: number[] = [];
  for (const [position, status] of statuses.entries()) {
    serial += 1;
    const [ride] = await app.db
      .insert(rides)
      .values({
        courseId: course.id,
        type: 'taxi',
        number: `ROZ/${serial}`,
        status,
        position,
        companyId: p.intercity,
        startsAt: new Date('2026-11-03T07:00:00Z'),
        distanceSum: 45.4,
      })
      .returning({ id: rides.id });
    if (!ride) throw new Error('ride');
    rideIds.push(ride.id);
  }
  return { courseId: course.id, rideIds };
}

export const historyRows = (app: FastifyInstance, courseId: number) =>
  app.db.select().from(settlementHistory).where(eq(settlementHistory.courseId, courseId));

export async function getSettlement(app: FastifyInstance, username: string, courseId: number) {
  return app.inject({
    method: 'GET',
    url: `/api/taxi_courses/${courseId}/settlement`,
    headers: await as(app, username),
  });
}

export async function putSettlement(
  app: FastifyInstance,
  username: string,
  courseId: number,
  body: unknown,
  etag?: string,
) {
  const headers = { ...(await as(app, username)), ...(etag === undefined ? {} : { 'if-match': etag }) };
  return app.inject({
    method: 'PUT',
    url: `/api/taxi_courses/${courseId}/settlement`,
    headers,
    payload: body as object,
  });
}

export async function settle(
  app: FastifyInstance,
  username: string,
  rideId: number,
  action: string,
  body: object = {},
) {
  return app.inject({
    method: 'POST',
    url: `/api/taxi_course_rides/${rideId}/${action}`,
    headers: await as(app, username),
    payload: body,
  });
}
