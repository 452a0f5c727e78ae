import { PGlite } from '@electric-sql/pglite';
import { eq } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Db } from '../../db/client';
import * as courseSchema from '../../db/course-schema';
import { segments } from '../../db/course-schema';
import * as coreSchema from '../../db/schema';
import type { RouteServices } from '../../geo/route-services';
import { demoAppWithGoogle, fakeDirections } from '../../test/fake-google.support';
import { as, demoIris } from '../../test/course-writes/write-app.support';
import { buildCourseApp, list, userOf } from '../../test/courses/courses-app.support';
import { storeDriverRelation } from '../course-core/driver-relation.repository';
import {
  moveRide,
  relationCourse,
  relationPayload,
  relationPlaces,
  ride,
  storedLegs,
} from '../../test/course-core/relation.support';
import type { RelationCourseJson, RelationSetup } from '../../test/course-core/relation.support';
import { courseRow } from '../../test/course-core/ride-states.support';

const directions = fakeDirections();

let setup: RelationSetup;
let app: FastifyInstance;

beforeAll(async () => {
  // Google is configured: the app's estimator asks this fake instead of the network.
  app = await demoAppWithGoogle(directions);
  setup = { app, iris: await demoIris(app), place: await relationPlaces(app) };
});
afterAll(async () => {
  await app.close();
  vi.unstubAllGlobals();
});

/** Two accepted rides meeting at place 1 at 09:00, put together by a transfer. */
async function relatedCourse() {
  const target = await relationCourse(setup, ['0 08:00 > 1 09:00']);
  const source = await relationCourse(setup, ['1 09:00 > 2 10:00']);
  const response = await moveRide(app, 'dyspozytor', source.rideIds[0] ?? 0, target.courseId);
  expect(response.statusCode).toBe(200);
  return { courseId: target.courseId, rideIds: [target.rideIds[0] ?? 0, source.rideIds[0] ?? 0] };
}

describe('storing the driver relation through the route port', () => {
  it('estimates every leg with Google when it is configured and links the route on Google Maps', async () => {
    directions.mockClear();
    const { courseId } = await relatedCourse();
    // One call for the segment of each of the two new courses, then one per leg of the relation.
    expect(directions).toHaveBeenCalledTimes(4);
    const legs = await storedLegs(app, courseId);
    expect(legs.map((leg) => [leg.distance, leg.time, leg.timeAndDistanceSource])).toEqual([
      [12.345, 840, 'estimated'],
      [12.345, 840, 'estimated'],
    ]);
    const course = await courseRow(app, courseId);
    expect(course.driverDistanceSum).toBe(24.7);
    const link = new URL(course.routeForDriverRelation ?? '');
    const [from, via, to] = setup.place;
    expect(link.searchParams.get('origin')).toBe(`${from?.latitude},${from?.longitude}`);
    expect(link.searchParams.get('waypoints')).toBe(`${via?.latitude},${via?.longitude}`);
    expect(link.searchParams.get('destination')).toBe(`${to?.latitude},${to?.longitude}`);
  });

  it("keeps a ride segment's defined kilometres for the leg that drives it", async () => {
    const { courseId, rideIds } = await relatedCourse();
    await app.db
      .update(segments)
      .set({ distance: 42, time: 2700, timeAndDistanceSource: 'defined' })
      .where(eq(segments.rideId, rideIds[0] ?? 0));
    const estimate = vi.fn(async () => ({ distanceKm: 7, timeSeconds: 600, source: 'estimated' as const }));
    const routes: RouteServices = { estimator: { estimate }, routeUrl: () => null };

    await app.db.transaction((tx) => storeDriverRelation(tx, courseId, true, routes));

    const legs = await storedLegs(app, courseId);
    expect(legs.map((leg) => [leg.distance, leg.time, leg.timeAndDistanceSource])).toEqual([
      [42, 2700, 'defined'],
      [7, 600, 'estimated'],
    ]);
    expect(estimate).toHaveBeenCalledOnce();
    expect((await courseRow(app, courseId)).driverDistanceSum).toBe(49);
  });
});

describe('the stored driver relation when read and edited', () => {
  it('is served in the list without more SQL statements', async () => {
    const { courseId } = await relatedCourse();
    const client: unknown = Reflect.get(app.db, '$client');
    if (!(client instanceof PGlite)) throw new Error('Expected the PGlite client under the test app');
    const statements: string[] = [];
    const logged = drizzle(client, {
      schema: { ...coreSchema, ...courseSchema },
      logger: { logQuery: (query) => statements.push(query) },
    }) as unknown as Db;
    const counted = await buildCourseApp(app.database, logged);
    await as(counted, 'admin'); // signed in before counting: the count is of the list request
    statements.length = 0;
    const { body } = await list(counted, await userOf(app.db, 'admin'), 'itemsPerPage=30');
    await counted.close();
    // The session's 1 (the user, their roles and the data version, row 777), the list cache's next
    // waiting deadline (row 744) and the list's 6, as for any page of courses.
    expect(statements).toHaveLength(8);
    const member = body['hydra:member'].find((course) => course.id === courseId);
    const related = member as unknown as RelationCourseJson | undefined;
    expect(related?.rides.map((each) => each.driverSegments.length)).toEqual([1, 1]);
    expect(related?.driverDistanceSum).toBe(24.7);
  });

  it('goes with the stops a course edit replaces', async () => {
    const { courseId, rideIds } = await relatedCourse();
    const headers = await as(app, 'dyspozytor');
    const current = await app.inject({ url: `/api/taxi_courses/${courseId}`, headers });
    const etag = current.headers.etag;
    if (typeof etag !== 'string') throw new Error('no etag');
    const payload = relationPayload(
      setup.iris,
      [ride('0 08:00 > 1 09:00'), ride('1 09:00 > 2 10:30')],
      setup.place,
      rideIds,
    );

    const response = await app.inject({
      method: 'PUT',
      url: `/api/taxi_courses/${courseId}`,
      headers: { ...headers, 'if-match': etag },
      payload: {
        ...payload,
        rides: payload.rides.map((each) => ({ ...each, status: 'accepted_by_driver' })),
      },
    });

    expect(response.statusCode).toBe(200);
    const body = response.json<RelationCourseJson>();
    expect(body.rides.flatMap((each) => each.driverSegments)).toEqual([]);
    expect(body.driverDistanceSum).toBeNull();
    expect(await storedLegs(app, courseId)).toEqual([]);
    expect((await courseRow(app, courseId)).routeForDriverRelation).toBeNull();
  });

  it("goes when 'Edycja relacji' rewrites a ride's stops, even with their waypoint ids kept", async () => {
    const { courseId, rideIds } = await relatedCourse();
    const rideId = rideIds[1] ?? 0;
    const headers = await as(app, 'dyspozytor');
    const current = await app.inject({ url: `/api/taxi_courses/${courseId}`, headers });
    const etag = current.headers.etag;
    if (typeof etag !== 'string') throw new Error('no etag');
    const stops = await app.db
      .select()
      .from(courseSchema.waypoints)
      .where(eq(courseSchema.waypoints.rideId, rideId))
      .orderBy(courseSchema.waypoints.position);
    const waypoints = stops.map((stop, index) => ({
      id: `/api/waypoints/${stop.id}`,
      place: `/api/abstract_places/${stop.placeId}`,
      date: '2030-03-07',
      // The last stop comes 15 minutes later than planned.
      time: index === stops.length - 1 ? '10:15' : index === 0 ? '09:00' : '09:30',
      passengers: index < stops.length - 1 ? [setup.iris.passengers[0]] : [],
      locomotives: [],
    }));

    const response = await app.inject({
      method: 'PUT',
      url: `/api/taxi_course_rides/${rideId}`,
      headers: { ...headers, 'if-match': etag },
      payload: { waypoints },
    });

    expect(response.statusCode, response.body).toBe(200);
    expect(await storedLegs(app, courseId)).toEqual([]);
    expect((await courseRow(app, courseId)).routeForDriverRelation).toBeNull();
  });
});
