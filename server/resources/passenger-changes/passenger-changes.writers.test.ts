/**
 * Every course write that changes a course's passengers writes register rows in its transaction, and a
 * write that changes none writes none: taxi create and edit, kilometer create and edit, 'Edycja
 * relacji', 'Przenieś przejazd' and 'Wyciągnij przejazd'.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rides, segmentEmployees, segments } from '../../db/course-schema';
import { passengerChanges } from '../../db/passenger-changes-schema';
import { events, passengers, users } from '../../db/schema';
import { readAudiencePayload } from '../../events/audience-events';
import { as, buildWriteApp, demoIris, taxiPayload, userId } from '../../test/course-writes/write-app.support';
import type { DemoIris } from '../../test/course-writes/write-app.support';
import {
  createdStops,
  putRelation,
  relationCourse,
  stopsBody,
} from '../../test/ride-relation/ride-relation.support';
import { courseWith } from '../../test/course-core/ride-states.support';

let app: FastifyInstance;
let iris: DemoIris;

beforeAll(async () => {
  app = await buildWriteApp();
  iris = await demoIris(app);
});
afterAll(() => app.close());

const idOf = (value: string) => Number(value.split('/').pop());

/** The course's rows as `kind:passengerId:reason`, oldest first. */
async function rowsOf(courseId: number) {
  const rows = await app.db
    .select()
    .from(passengerChanges)
    .where(eq(passengerChanges.courseId, courseId))
    .orderBy(asc(passengerChanges.id));
  return rows.map((row) => `${row.kind}:${row.passengerId}:${row.reason}`);
}

const added = (iri: string) => `added:${idOf(iri)}:Dodano pasażera`;
const removed = (iri: string) => `removed:${idOf(iri)}:Usunięto pasażera`;
const [first, second] = [0, 1] as const;

/** Takes every passenger off the course's segments behind the API's back (a course without riders). */
async function emptyCourse(courseId: number) {
  const legs = await app.db
    .select({ id: segments.id })
    .from(segments)
    .innerJoin(rides, eq(rides.id, segments.rideId))
    .where(eq(rides.courseId, courseId));
  await app.db.delete(segmentEmployees).where(
    inArray(
      segmentEmployees.segmentId,
      legs.map((leg) => leg.id),
    ),
  );
}

describe('taxi course writes', () => {
  it('a create records every passenger as added, by the writer', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/taxi_courses',
      headers: await as(app, 'dyspozytor'),
      payload: taxiPayload(iris),
    });
    expect(response.statusCode).toBe(201);
    const { id } = response.json<{ id: number }>();
    expect(await rowsOf(id)).toEqual([added(iris.passengers[first]), added(iris.passengers[second])]);
    const [row] = await app.db.select().from(passengerChanges).where(eq(passengerChanges.courseId, id));
    expect(row?.reportingUserId).toBe(await userId(app, 'dyspozytor'));
    expect(row?.realizedById).toBeNull();
    // Each row's live event, for the readers who see the course (firma and dyspozytor hold the role).
    const [event] = await app.db
      .select()
      .from(events)
      .where(and(eq(events.type, 'passenger_change'), eq(events.entityId, row?.id ?? 0)));
    expect(readAudiencePayload(event?.payload)).toEqual({
      audience: {
        userIds: [await userId(app, 'dyspozytor'), await userId(app, 'firma')].sort((a, b) => a - b),
        roles: [],
      },
      data: { courseId: id, change: 'created' },
    });
  });

  it('an edit records the difference only; an edit keeping the passengers records nothing', async () => {
    const { courseId, rideId } = await relationCourse(app);
    const before = (await rowsOf(courseId)).length;
    const payload = taxiPayload(iris);
    const [ride] = payload.rides;
    const [stop] = ride?.waypoints ?? [];
    if (!ride || !stop) throw new Error('fixture');
    const withCrew = (crew: string[], version: number) => ({
      ...payload,
      version,
      rides: [
        {
          ...ride,
          id: `/api/taxi_course_rides/${rideId}`,
          waypoints: [{ ...stop, passengers: crew }, ...ride.waypoints.slice(1)],
        },
      ],
    });
    const put = async (crew: string[], version: number) =>
      app.inject({
        method: 'PUT',
        url: `/api/taxi_courses/${courseId}`,
        headers: await as(app, 'dyspozytor'),
        payload: withCrew(crew, version),
      });

    expect((await put([...iris.passengers], 1)).statusCode).toBe(200);
    expect((await rowsOf(courseId)).length).toBe(before);

    expect((await put([iris.passengers[second]], 2)).statusCode).toBe(200);
    expect((await rowsOf(courseId)).slice(before)).toEqual([removed(iris.passengers[first])]);
  });

  it('a refused (stale) edit records nothing', async () => {
    const { courseId } = await relationCourse(app);
    const before = await rowsOf(courseId);
    const response = await app.inject({
      method: 'PUT',
      url: `/api/taxi_courses/${courseId}`,
      headers: await as(app, 'dyspozytor'),
      payload: { ...taxiPayload(iris), version: 99, rides: [] },
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(await rowsOf(courseId)).toEqual(before);
  });
});

describe('kilometer course writes', () => {
  const payload = () => ({
    fromStartingPlace: null,
    toStartingPlace: null,
    rides: [
      {
        number: '',
        waypoints: [
          { place: iris.places[0], date: '2030-04-02', time: '06:00' },
          { place: iris.places[1], date: '', time: '' },
        ],
      },
    ],
  });

  it('a create records the employee as added; an edit keeping them records nothing', async () => {
    const created = await app.inject({
      method: 'POST',
      url: '/api/kilometer_courses',
      headers: await as(app, 'pasazer'),
      payload: payload(),
    });
    expect(created.statusCode).toBe(201);
    const course = created.json<{ id: number; rides: { id: number }[] }>();
    const [own] = await app.db
      .select({ id: passengers.id })
      .from(passengers)
      .innerJoin(users, eq(users.id, passengers.userId))
      .where(eq(users.username, 'pasazer'));
    expect(await rowsOf(course.id)).toEqual([`added:${own?.id}:Dodano pasażera`]);

    const [ride] = payload().rides;
    const updated = await app.inject({
      method: 'PUT',
      url: `/api/kilometer_courses/${course.id}`,
      headers: await as(app, 'pasazer'),
      payload: {
        ...payload(),
        version: 1,
        rides: [{ ...ride, id: `/api/kilometer_course_rides/${course.rides[0]?.id}` }],
      },
    });
    expect(updated.statusCode).toBe(200);
    expect(await rowsOf(course.id)).toHaveLength(1);
  });
});

describe("'Edycja relacji'", () => {
  it('records a passenger taken off; the same stops again record nothing', async () => {
    const { courseId, rideId, a, b } = await relationCourse(app);
    const before = (await rowsOf(courseId)).length;
    const same = await putRelation(
      app,
      'dyspozytor',
      rideId,
      { waypoints: stopsBody(iris, createdStops(iris, a, b)), version: 1 },
      {},
    );
    expect(same.statusCode).toBe(200);
    expect((await rowsOf(courseId)).length).toBe(before);

    const [stopA, stopB] = createdStops(iris, a, b);
    if (!stopA || !stopB) throw new Error('fixture');
    const fewer = stopsBody(iris, [{ ...stopA, passengers: [iris.passengers[first]] }, stopB]);
    const response = await putRelation(app, 'dyspozytor', rideId, { waypoints: fewer, version: 2 }, {});
    expect(response.statusCode).toBe(200);
    expect((await rowsOf(courseId)).slice(before)).toEqual([removed(iris.passengers[second])]);
  });
});

describe('ride moves', () => {
  it("'Przenieś przejazd' records the passengers the target gains; the source keeps them on its other ride", async () => {
    const source = await courseWith(app, iris, ['08:00', '10:00']);
    const target = await courseWith(app, iris, ['12:00']);
    await emptyCourse(target.courseId);
    const sourceBefore = await rowsOf(source.courseId);
    const targetBefore = (await rowsOf(target.courseId)).length;

    const response = await app.inject({
      method: 'POST',
      url: `/api/taxi_course_rides/${source.rideIds[1]}/transfer`,
      headers: await as(app, 'dyspozytor'),
      payload: { course: `/api/taxi_courses/${target.courseId}` },
    });

    expect(response.statusCode).toBe(200);
    expect((await rowsOf(target.courseId)).slice(targetBefore)).toEqual([
      added(iris.passengers[first]),
      added(iris.passengers[second]),
    ]);
    expect(await rowsOf(source.courseId)).toEqual(sourceBefore);
  });

  it("'Przenieś przejazd' between courses with the same passengers records nothing", async () => {
    const source = await courseWith(app, iris, ['08:00', '10:00']);
    const target = await courseWith(app, iris, ['12:00']);
    const count = async () => (await app.db.select().from(passengerChanges)).length;
    const before = await count();
    const response = await app.inject({
      method: 'POST',
      url: `/api/taxi_course_rides/${source.rideIds[1]}/transfer`,
      headers: await as(app, 'dyspozytor'),
      payload: { course: `/api/taxi_courses/${target.courseId}` },
    });
    expect(response.statusCode).toBe(200);
    expect(await count()).toBe(before);
  });

  it("'Wyciągnij przejazd' records the new course's passengers as added", async () => {
    const source = await courseWith(app, iris, ['08:00', '10:00']);
    const sourceBefore = await rowsOf(source.courseId);
    const response = await app.inject({
      method: 'POST',
      url: `/api/taxi_course_rides/${source.rideIds[1]}/extract`,
      headers: await as(app, 'dyspozytor'),
    });
    expect(response.statusCode).toBe(201);
    const { id } = response.json<{ id: number }>();
    expect(await rowsOf(id)).toEqual([added(iris.passengers[first]), added(iris.passengers[second])]);
    expect(await rowsOf(source.courseId)).toEqual(sourceBefore);
  });
});
