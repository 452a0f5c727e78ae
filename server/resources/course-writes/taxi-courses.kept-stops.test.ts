import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waypoints } from '../../db/course-schema';
import { as, buildWriteApp, demoIris, taxiPayload } from '../../test/course-writes/write-app.support';
import type { DemoIris } from '../../test/course-writes/write-app.support';

let app: FastifyInstance;
let iris: DemoIris;

beforeAll(async () => {
  app = await buildWriteApp();
  iris = await demoIris(app);
});
afterAll(() => app.close());

const REACHED = new Date('2030-03-07T07:05:00Z');

/** A new course whose first stop the driver already reached; answers its ids and the ride's stops. */
async function reachedCourse() {
  const created = await app.inject({
    method: 'POST',
    url: '/api/taxi_courses',
    headers: await as(app, 'dyspozytor'),
    payload: taxiPayload(iris),
  });
  expect(created.statusCode, created.body).toBe(201);
  const course = created.json<{ id: number; rides: { id: number }[] }>();
  const rideId = course.rides[0]?.id ?? 0;
  const [first] = await stopsOf(rideId);
  if (!first) throw new Error('no stop');
  await app.db.update(waypoints).set({ achievedAtByDriver: REACHED }).where(eq(waypoints.id, first.id));
  return { courseId: course.id, rideId };
}

const stopsOf = (rideId: number) =>
  app.db.select().from(waypoints).where(eq(waypoints.rideId, rideId)).orderBy(asc(waypoints.position));

/** The fixture course as a PUT of ride `rideId`, its stops given these waypoint ids. */
function putBody(rideId: number, ids: readonly (number | null)[]) {
  const payload = taxiPayload(iris);
  const [ride] = payload.rides;
  if (!ride) throw new Error('fixture');
  return {
    ...payload,
    version: 1,
    rides: [
      {
        ...ride,
        id: `/api/taxi_course_rides/${rideId}`,
        waypoints: ride.waypoints.map((stop, index) => {
          const id = ids[index];
          return id === null || id === undefined ? stop : { ...stop, id: `/api/waypoints/${id}` };
        }),
      },
    ],
  };
}

const put = async (courseId: number, body: object) =>
  app.inject({
    method: 'PUT',
    url: `/api/taxi_courses/${courseId}`,
    headers: await as(app, 'dyspozytor'),
    payload: body,
  });

describe('PUT /api/taxi_courses/{id} and the stops it keeps', () => {
  it("keeps a stop's waypoint and the driver's reached mark when the form sends its id", async () => {
    const { courseId, rideId } = await reachedCourse();
    const before = await stopsOf(rideId);
    const response = await put(
      courseId,
      putBody(
        rideId,
        before.map((stop) => stop.id),
      ),
    );
    expect(response.statusCode, response.body).toBe(200);
    const after = await stopsOf(rideId);
    expect(after.map((stop) => stop.id)).toEqual(before.map((stop) => stop.id));
    expect(after[0]?.achievedAtByDriver).toEqual(REACHED);
  });

  it('replaces stops sent without an id (their marks go with them)', async () => {
    const { courseId, rideId } = await reachedCourse();
    const before = await stopsOf(rideId);
    const response = await put(courseId, putBody(rideId, [null, null]));
    expect(response.statusCode).toBe(200);
    const after = await stopsOf(rideId);
    expect(after.some((stop) => before.some((old) => old.id === stop.id))).toBe(false);
    expect(after.every((stop) => stop.achievedAtByDriver === null)).toBe(true);
  });

  it('refuses a waypoint id of another ride or twice the same one (422), changing nothing', async () => {
    const { courseId, rideId } = await reachedCourse();
    const other = await reachedCourse();
    const [foreign] = await stopsOf(other.rideId);
    const before = await stopsOf(rideId);
    const [first] = before;
    if (!foreign || !first) throw new Error('fixture');
    const stolen = await put(courseId, putBody(rideId, [foreign.id, null]));
    expect(stolen.statusCode).toBe(422);
    expect(stolen.json()).toMatchObject({
      violations: [{ propertyPath: 'rides[0].waypoints[0].id', message: 'Nieprawidłowa wartość' }],
    });
    const twice = await put(courseId, putBody(rideId, [first.id, first.id]));
    expect(twice.statusCode).toBe(422);
    expect(twice.json()).toMatchObject({ violations: [{ propertyPath: 'rides[0].waypoints[1].id' }] });
    expect(await stopsOf(rideId)).toEqual(before);
    expect(await stopsOf(other.rideId)).toHaveLength(2);
  });
});
