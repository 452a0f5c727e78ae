/** Dedicated taxi courses for the settlement tests (courseIn), so no other test's data moves. */
import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { rides } from '../../db/course-schema';
import { settlementHistory } from '../../db/settlement-schema';
import { as, companyId, taxiPayload } from '../course-writes/write-app.support';
import { cachedIris, courseIn } from '../course-in.support';

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

/**
 * A PKP Intercity course of Taxi Trans (with Auto-Przewozy as subcontractor when asked), without a
 * driver, rides on 3 Nov 2026 in `statuses`, with the driver distance and distance sum
 * the bills are checked against.
 */
export async function settlementCourse(
  app: FastifyInstance,
  p: SettlementParties,
  statuses: readonly string[],
  withSubcontractor = false,
) {
  const [template] = taxiPayload(await cachedIris(app)).rides;
  if (!template) throw new Error('no ride template');
  return courseIn(app, {
    parties: {
      subcontractor: withSubcontractor ? `/api/companies/${p.autoPrzewozy}` : null,
      driver: null,
    },
    rides: statuses.map(() => ({
      ...template,
      number: `ROZ/${++serial}`,
      waypoints: template.waypoints.map((stop) => ({ ...stop, date: '2026-11-03' })),
    })),
    rideStatuses: statuses,
    course: { driverDistance: 47 },
    ride: { startsAt: new Date('2026-11-03T07:00:00Z'), distanceSum: 45.4 },
  });
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

/**
 * A settlement course with `distances` billed per ride (a quarter hour more waiting per ride, 3,07 zł
 * motorway each) by its contractor, every ride then accepted by the customer: ready to invoice.
 */
export async function acceptedCourse(
  app: FastifyInstance,
  p: SettlementParties,
  distances: readonly number[],
) {
  const { courseId, rideIds } = await settlementCourse(
    app,
    p,
    distances.map(() => 'finished'),
  );
  const etag = String((await getSettlement(app, 'transport', courseId)).headers.etag);
  const bills = rideIds.map((id, i) => ({
    id,
    distance: distances[i],
    waitingHours: 0.25 * i,
    highwayCost: 3.07,
  }));
  const saved = await putSettlement(app, 'transport', courseId, { rides: bills }, etag);
  if (saved.statusCode !== 200) throw new Error(saved.body);
  await app.db.update(rides).set({ status: 'accepted_by_customer' }).where(inArray(rides.id, rideIds));
  return courseId;
}
