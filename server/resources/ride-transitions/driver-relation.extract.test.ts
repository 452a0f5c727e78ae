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
import type { RelationCourseJson, RelationSetup } from '../../test/course-core/relation.support';
import { courseRow } from '../../test/course-core/ride-states.support';

let setup: RelationSetup;
let app: FastifyInstance;

beforeAll(async () => {
  app = await buildWriteApp();
  setup = { app, iris: await demoIris(app), place: await relationPlaces(app) };
});
afterAll(() => app.close());

const km = (from: number, to: number) => {
  const [a, b] = [setup.place[from], setup.place[to]];
  if (!a || !b) throw new Error('place');
  return estimateRoute(a, b).distanceKm;
};

/** A course 0 -> 1 -> 2 -> 0 of three accepted rides whose relation is stored (by a transfer). */
async function threeRideCourse() {
  const course = await relationCourse(setup, ['0 08:00 > 1 09:00', '1 09:00 > 2 10:00']);
  const third = await relationCourse(setup, ['2 10:00 > 0 11:00']);
  const thirdId = third.rideIds[0] ?? 0;
  expect((await moveRide(app, 'dyspozytor', thirdId, course.courseId)).statusCode).toBe(200);
  const [firstId = 0, middleId = 0] = course.rideIds;
  return { courseId: course.courseId, firstId, middleId, thirdId };
}

describe('driver relation after an extraction', () => {
  it('recalculates both courses: the source without the ride, the new course with none', async () => {
    const { courseId, firstId, middleId, thirdId } = await threeRideCourse();
    const legsOfMiddle = (await storedLegs(app, courseId)).filter((leg) => leg.rideId === middleId);
    expect(legsOfMiddle).toHaveLength(1);

    const response = await moveRide(app, 'dyspozytor', middleId);

    expect(response.statusCode).toBe(201);
    const created = response.json<RelationCourseJson>();
    expect(created.rides[0]?.driverSegments).toEqual([]);
    expect(created.driverDistanceSum).toBeNull();
    expect(await storedLegs(app, created.id)).toEqual([]);
    // Left: 0 -> 1 (08:00-09:00), then the third ride 2 -> 0 from 10:00: a leg 1 -> 2 between them.
    const left = await storedLegs(app, courseId);
    expect(left.map((leg) => [leg.rideId, leg.distance, leg.segmentId === null])).toEqual([
      [firstId, km(0, 1), false],
      [thirdId, km(1, 2), true],
      [thirdId, km(2, 0), false],
    ]);
    const sum = distanceSum(left.map((leg) => leg.distance));
    expect((await courseRow(app, courseId)).driverDistanceSum).toBe(sum);
  });

  it('drops the relation of a source left with one ride', async () => {
    const { courseId, middleId, thirdId } = await threeRideCourse();
    expect((await moveRide(app, 'dyspozytor', thirdId)).statusCode).toBe(201);
    expect(await storedLegs(app, courseId)).toHaveLength(2);

    expect((await moveRide(app, 'dyspozytor', middleId)).statusCode).toBe(201);

    expect(await storedLegs(app, courseId)).toEqual([]);
    expect((await courseRow(app, courseId)).driverDistanceSum).toBeNull();
  });
});
