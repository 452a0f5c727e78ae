import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DRIVER_ANSWER_MS } from '../../../domain/rides/acceptance-deadline';
import { courses, rides } from '../../db/course-schema';
import { expireAcceptances } from '../../jobs/acceptance-deadline';
import {
  as,
  buildWriteApp,
  companyId,
  demoIris,
  taxiPayload,
} from '../../test/course-writes/write-app.support';
import type { DemoIris } from '../../test/course-writes/write-app.support';

let app: FastifyInstance;
let iris: DemoIris;
let euroBus: string;

beforeAll(async () => {
  app = await buildWriteApp();
  iris = await demoIris(app);
  euroBus = `/api/companies/${await companyId(app, 'Euro-Bus Poznań')}`;
});
afterAll(() => app.close());

/** A course of Taxi Trans (SMS to employees on) whose ride is in `status`; `driver` false = none. */
async function courseIn(status: string, driver = true) {
  const payload = {
    ...taxiPayload(iris),
    driver: driver ? iris.driver : null,
    driverPhoneNumber: '600100200',
  };
  const created = await app.inject({
    method: 'POST',
    url: '/api/taxi_courses',
    headers: await as(app, 'dyspozytor'),
    payload,
  });
  const body = created.json<{ id: number; rides: { id: number }[] }>();
  const rideId = body.rides[0]?.id ?? 0;
  await app.db.update(rides).set({ status }).where(eq(rides.id, rideId));
  return { id: body.id, rideId, payload };
}

async function put(
  username: string,
  course: Awaited<ReturnType<typeof courseIn>>,
  changes: object,
  rideStatus?: string,
) {
  const [ride] = course.payload.rides;
  if (!ride) throw new Error('fixture');
  const [row] = await app.db.select().from(courses).where(eq(courses.id, course.id));
  const [rideRow] = await app.db.select().from(rides).where(eq(rides.id, course.rideId));
  return app.inject({
    method: 'PUT',
    url: `/api/taxi_courses/${course.id}`,
    headers: await as(app, username),
    payload: {
      ...course.payload,
      ...changes,
      version: row?.version,
      rides: [
        { ...ride, id: `/api/taxi_course_rides/${course.rideId}`, status: rideStatus ?? rideRow?.status },
      ],
    },
  });
}

async function state(course: { id: number; rideId: number }) {
  const [row] = await app.db.select().from(courses).where(eq(courses.id, course.id));
  const [ride] = await app.db.select().from(rides).where(eq(rides.id, course.rideId));
  return { status: ride?.status, driverId: row?.driverId, driverPhoneNumber: row?.driverPhoneNumber };
}

describe('PUT /api/taxi_courses/{id}: automatic ride statuses (§4)', () => {
  it('sends the ride to the new contractor and drops the old driver', async () => {
    const course = await courseIn('accepted_by_driver');
    const response = await put('dyspozytor', course, { contractor: euroBus });
    expect(response.statusCode, response.body).toBe(200);
    expect(await state(course)).toEqual({
      status: 'waiting_for_transport_company_acceptance',
      driverId: null,
      driverPhoneNumber: null,
    });
  });

  it('keeps a finished ride finished when the contractor changes', async () => {
    const course = await courseIn('finished');
    expect((await put('dyspozytor', course, { contractor: euroBus })).statusCode).toBe(200);
    expect((await state(course)).status).toBe('finished');
  });

  it('makes the ride wait for a newly assigned driver when the contractor sends SMS', async () => {
    const course = await courseIn('accepted_by_transport_company', false);
    const assigned = await put('transport', course, { driver: iris.driver });
    expect(assigned.statusCode, assigned.body).toBe(200);
    expect((await state(course)).status).toBe('waiting_for_driver_acceptance');
  });

  it('gives a driver assigned a day after the order 15 minutes from being asked, not from the order', async () => {
    const course = await courseIn('accepted_by_transport_company', false);
    const orderedYesterday = new Date(Date.now() - 24 * 3600_000);
    await app.db
      .update(rides)
      .set({ driverHasToAcceptAt: orderedYesterday })
      .where(eq(rides.id, course.rideId));
    const asked = Date.now();
    const assigned = await put('transport', course, { driver: iris.driver });
    expect(assigned.statusCode, assigned.body).toBe(200);
    const [ride] = await app.db.select().from(rides).where(eq(rides.id, course.rideId));
    expect(ride?.status).toBe('waiting_for_driver_acceptance');
    expect(ride?.driverHasToAcceptAt?.getTime()).toBeGreaterThanOrEqual(asked + DRIVER_ANSWER_MS - 1000);
    // The deadline job leaves the ride waiting: no false 'nie zaakceptował w terminie'.
    await expireAcceptances(app.db, new Date());
    expect((await state(course)).status).toBe('waiting_for_driver_acceptance');
  });

  it('lets a status set by hand in the same write win', async () => {
    const course = await courseIn('accepted_by_driver');
    expect((await put('admin', course, { contractor: euroBus }, 'planning')).statusCode).toBe(200);
    expect((await state(course)).status).toBe('planning');
  });

  it('changes nothing when contractor and driver stay', async () => {
    const course = await courseIn('accepted_by_driver');
    expect((await put('dyspozytor', course, {})).statusCode).toBe(200);
    expect(await state(course)).toMatchObject({
      status: 'accepted_by_driver',
      driverPhoneNumber: '600100200',
    });
  });
});

describe('POST /api/taxi_courses: a new course is the change from no contractor (row 37)', () => {
  const create = async (username: string, status: string | null, driver: string | null = null) => {
    const payload = taxiPayload(iris);
    const [ride] = payload.rides;
    if (!ride) throw new Error('fixture');
    const response = await app.inject({
      method: 'POST',
      url: '/api/taxi_courses',
      headers: await as(app, username),
      payload: { ...payload, driver, rides: [{ ...ride, status }] },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ rides: { status: string }[] }>().rides[0]?.status;
  };

  it('asks the chosen contractor to accept unless the orderer chose a status by hand', async () => {
    expect(await create('dyspozytor', null)).toBe('waiting_for_transport_company_acceptance');
    expect(await create('dyspozytor', 'planning')).toBe('planning');
    // The railway company sets no status by hand: what it sends is not a choice.
    expect(await create('firma', 'planning')).toBe('waiting_for_transport_company_acceptance');
  });

  it('asks the driver chosen with it when the contractor sends SMS', async () => {
    expect(await create('dyspozytor', null, iris.driver)).toBe('waiting_for_driver_acceptance');
  });
});
