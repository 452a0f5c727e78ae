import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { distanceSum } from '../../../domain/rides/driver-relation';
import { estimateRoute } from '../../geo/route-estimate';
import { buildWriteApp, demoIris } from '../../test/course-writes/write-app.support';
import {
  moveRide,
  relationCourse,
  relationPlaces,
  storedLegs,
} from '../../test/course-core/relation.support';
import type { LegJson, RelationCourseJson, RelationSetup } from '../../test/course-core/relation.support';
import { courseRow, writeCounts } from '../../test/course-core/ride-states.support';

let setup: RelationSetup;
let app: FastifyInstance;

beforeAll(async () => {
  app = await buildWriteApp();
  setup = { app, iris: await demoIris(app), place: await relationPlaces(app) };
});
afterAll(() => app.close());

const make = (rides: string[], status?: string) => relationCourse(setup, rides, status);
/** The offline estimate between two of the places, as the route port gives it. */
const km = (from: number, to: number) => {
  const [a, b] = [setup.place[from], setup.place[to]];
  if (!a || !b) throw new Error('place');
  return estimateRoute(a, b).distanceKm;
};
const endpoints = (leg: LegJson) => [leg.waypointStart.place?.name, leg.waypointEnd.place?.name];
const named = (...indexes: number[]) => indexes.map((index) => setup.place[index]?.name);

describe('driver relation after a transfer', () => {
  it('stores merged legs with estimated distances when an accepted ride joins a course', async () => {
    const target = await make(['0 08:00 > 1 09:00']);
    const source = await make(['1 09:00 > 2 10:00']);
    const moved = source.rideIds[0] ?? 0;

    const response = await moveRide(app, 'dyspozytor', moved, target.courseId);

    expect(response.statusCode).toBe(200);
    const body = response.json<RelationCourseJson>();
    const legs = body.rides.flatMap((ride) => ride.driverSegments);
    // The rides meet at place 1 at 09:00: one stop, so two legs and none between the rides.
    expect(legs.map(endpoints)).toEqual([named(0, 1), named(1, 2)]);
    expect(body.rides.map((ride) => ride.driverSegments.length)).toEqual([1, 1]);
    expect(legs.map((leg) => [leg.distance, leg.timeAndDistanceSource])).toEqual([
      [km(0, 1), 'estimated'],
      [km(1, 2), 'estimated'],
    ]);
    // Each leg drives a ride segment and carries its passengers.
    expect(legs.map((leg) => leg.employees.length)).toEqual([1, 1]);
    const sum = distanceSum([km(0, 1), km(1, 2)]);
    expect(body.driverDistanceSum).toBe(sum);
    expect(body.routeForDriverRelation).toBeNull();
    expect((await courseRow(app, target.courseId)).driverDistanceSum).toBe(sum);
    const stored = await storedLegs(app, target.courseId);
    expect(stored.map((leg) => leg.rideId)).toEqual([target.rideIds[0], moved]);
  });

  it('adds an estimated leg between rides that do not meet, kept on the ride it drives to', async () => {
    const target = await make(['0 08:00 > 1 09:00']);
    const source = await make(['2 10:00 > 0 11:00']);
    const moved = source.rideIds[0] ?? 0;
    expect((await moveRide(app, 'transport', moved, target.courseId)).statusCode).toBe(200);

    const legs = await storedLegs(app, target.courseId);
    expect(legs.map((leg) => [leg.position, leg.rideId, leg.distance, leg.segmentId === null])).toEqual([
      [0, target.rideIds[0], km(0, 1), false],
      [1, moved, km(1, 2), true],
      [2, moved, km(2, 0), false],
    ]);
  });

  it('stores nothing when the moved ride was not accepted by the driver, and drops the stale relation', async () => {
    const target = await make(['0 08:00 > 1 09:00']);
    const first = await make(['1 09:00 > 2 10:00']);
    await moveRide(app, 'dyspozytor', first.rideIds[0] ?? 0, target.courseId);
    expect(await storedLegs(app, target.courseId)).toHaveLength(2);
    const planned = await make(['2 12:00 > 0 13:00'], 'planning');

    const response = await moveRide(app, 'dyspozytor', planned.rideIds[0] ?? 0, target.courseId);

    expect(response.statusCode).toBe(200);
    expect(await storedLegs(app, target.courseId)).toEqual([]);
    const body = response.json<RelationCourseJson>();
    expect(body.rides.flatMap((ride) => ride.driverSegments)).toEqual([]);
    expect(body.driverDistanceSum).toBeNull();
    expect((await courseRow(app, target.courseId)).driverDistanceSum).toBeNull();
  });

  it('stores nothing for a source left with one ride', async () => {
    const source = await make(['0 08:00 > 1 09:00', '1 09:00 > 2 10:00']);
    const target = await make(['2 12:00 > 0 13:00'], 'planning');
    const moved = source.rideIds[1] ?? 0;
    expect((await moveRide(app, 'dyspozytor', moved, target.courseId)).statusCode).toBe(200);
    // The target has two rides and the moved one was accepted by the driver: stored there only.
    expect(await storedLegs(app, source.courseId)).toEqual([]);
    expect((await storedLegs(app, target.courseId)).length).toBeGreaterThan(0);
  });

  it('a refused transfer leaves the stored relation as it was', async () => {
    const target = await make(['0 08:00 > 1 09:00']);
    const first = await make(['1 09:00 > 2 10:00']);
    await moveRide(app, 'dyspozytor', first.rideIds[0] ?? 0, target.courseId);
    const before = await storedLegs(app, target.courseId);
    expect(before).toHaveLength(2);
    const other = await make(['2 12:00 > 0 13:00']);
    const counts = await writeCounts(app);

    expect((await moveRide(app, 'firma', other.rideIds[0] ?? 0, target.courseId)).statusCode).toBe(403);

    expect(await storedLegs(app, target.courseId)).toEqual(before);
    expect(await writeCounts(app)).toEqual(counts);
  });
});
