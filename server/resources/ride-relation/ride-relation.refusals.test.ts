import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COURSE_MESSAGES } from '../../../domain/courses/course-messages';
import { RELATION_EDIT_REFUSALS } from '../../../domain/rides/relation-edit';
import { rides } from '../../db/course-schema';
import { buildWriteApp, demoIris } from '../../test/course-writes/write-app.support';
import type { DemoIris } from '../../test/course-writes/write-app.support';
import {
  createdStops,
  putRelation,
  relationCourse,
  snapshot,
  stopsBody,
} from '../../test/ride-relation/ride-relation.support';
import type { StopInput } from '../../test/ride-relation/ride-relation.support';

const STALE = 'Dane zostały w międzyczasie zmienione przez innego użytkownika. Odśwież i spróbuj ponownie.';

let app: FastifyInstance;
let iris: DemoIris;
let course: Awaited<ReturnType<typeof relationCourse>>;
let first: StopInput;
let last: StopInput;
let before: Awaited<ReturnType<typeof snapshot>>;

beforeAll(async () => {
  app = await buildWriteApp();
  iris = await demoIris(app);
  course = await relationCourse(app);
  [first = {}, last = {}] = createdStops(iris, course.a, course.b);
  before = await snapshot(app, course.courseId, course.rideId);
});
afterAll(() => app.close());

/** Every refusal below is checked to have written nothing. */
const unchanged = async () => expect(await snapshot(app, course.courseId, course.rideId)).toEqual(before);
const put = (username: string, payload: unknown, headers?: Record<string, string>) =>
  putRelation(app, username, course.rideId, payload, headers);
const withMiddle = (middle: StopInput) => ({ waypoints: stopsBody(iris, [first, middle, last]) });
const description = (response: { json: () => unknown }) =>
  (response.json() as { 'hydra:description': string })['hydra:description'];
const violations = (response: { json: () => unknown }) =>
  (response.json() as { violations: { propertyPath: string; message: string }[] }).violations;

describe('PUT api/taxi_course_rides/{id} refusals', () => {
  it('answers 404 for an unknown ride, a kilometer ride id and a ride the user cannot see', async () => {
    const body = withMiddle({ time: '09:00', passengers: [iris.passengers[0]] });
    expect((await putRelation(app, 'dyspozytor', 99_999_999, body)).statusCode).toBe(404);
    expect((await putRelation(app, 'dyspozytor', 'abc', body)).statusCode).toBe(404);
    const [kilometer] = await app.db.select().from(rides).where(eq(rides.type, 'kilometer'));
    expect((await putRelation(app, 'admin', kilometer?.id ?? 0, body)).statusCode).toBe(404);
    for (const stranger of ['podwykonawca', 'hotel'])
      expect((await put(stranger, body)).statusCode, stranger).toBe(404);
    await unchanged();
  });

  it('answers 403 to those without course-edit permission', async () => {
    const body = withMiddle({ time: '09:00', passengers: [iris.passengers[0]] });
    for (const username of ['firma', 'dyspozytor.zewnetrzny', 'pasazer', 'ksiegowa']) {
      const response = await put(username, body);
      expect(response.statusCode, username).toBe(403);
      expect(description(response)).toBe(RELATION_EDIT_REFUSALS.forbidden);
    }
    await unchanged();
  });

  it('answers 403 to the contractor changing passengers and to the driver changing locomotives', async () => {
    const passengers = await put(
      'transport',
      withMiddle({ time: '09:00', passengers: [iris.passengers[0]] }),
    );
    expect(passengers.statusCode).toBe(403);
    expect(description(passengers)).toBe(RELATION_EDIT_REFUSALS.passengers);
    const dropped = await put('transport', {
      waypoints: stopsBody(iris, [{ ...first, passengers: [iris.passengers[0]] }, last]),
    });
    expect(description(dropped)).toBe(RELATION_EDIT_REFUSALS.passengers);
    const locomotives = await put('kierowca', {
      waypoints: stopsBody(iris, [{ ...first, locomotives: [] }, last]),
    });
    expect(locomotives.statusCode).toBe(403);
    expect(description(locomotives)).toBe(RELATION_EDIT_REFUSALS.locomotives);
    await unchanged();
  });

  it('answers 409 for a closed ride, 412/409 for stale versions and 428 without any version', async () => {
    const body = withMiddle({ time: '09:00', passengers: [iris.passengers[0]] });
    const staleMatch = await put('dyspozytor', body, { 'If-Match': 'W/"7"' });
    expect(staleMatch.statusCode).toBe(412);
    expect(description(staleMatch)).toBe(STALE);
    const staleVersion = await put('dyspozytor', { ...body, version: 5 }, {});
    expect(staleVersion.statusCode).toBe(409);
    expect(description(staleVersion)).toBe(STALE);
    const none = await put('dyspozytor', body, {});
    expect(none.statusCode).toBe(428);
    expect(description(none)).toBe('Brak wersji danych (If-Match lub version). Odśwież i spróbuj ponownie.');
    await unchanged();

    const closed = await relationCourse(app, 'finished');
    const finished = await putRelation(app, 'dyspozytor', closed.rideId, body);
    expect(finished.statusCode).toBe(409);
    expect(description(finished)).toBe(RELATION_EDIT_REFUSALS.status);
  });

  it("answers 422 with the spec's messages on the stops' fields", async () => {
    const response = await put('dyspozytor', {
      waypoints: stopsBody(iris, [{ ...first, passengers: [] }, { time: '', passengers: [] }, last]),
    });
    expect(response.statusCode).toBe(422);
    expect(violations(response)).toEqual([
      { propertyPath: 'waypoints[0].passengers', message: COURSE_MESSAGES.passengerRequired },
      { propertyPath: 'waypoints[1].passengers', message: COURSE_MESSAGES.passengerRequired },
      { propertyPath: 'waypoints[1].time', message: COURSE_MESSAGES.timeOnStops },
    ]);
    const one = await put('dyspozytor', { waypoints: stopsBody(iris, [first]) });
    expect(violations(one)).toEqual([
      { propertyPath: 'waypoints', message: COURSE_MESSAGES.tooFewWaypoints },
    ]);
    await unchanged();
  });

  it('answers 422 for unknown IRIs and a waypoint of another ride', async () => {
    const other = await relationCourse(app);
    const response = await put('dyspozytor', {
      waypoints: stopsBody(iris, [
        { ...first, id: other.a },
        { place: '/api/abstract_places/99999999', time: '09:00', passengers: ['/api/passengers/99999999'] },
        { ...last, passengers: [iris.passengers[1]] },
      ]),
    });
    expect(response.statusCode).toBe(422);
    expect(violations(response).map((violation) => violation.propertyPath)).toEqual([
      'waypoints[0].id',
      'waypoints[1].place',
      'waypoints[1].passengers',
    ]);
    expect(violations(response).every((violation) => violation.message === 'Nieprawidłowa wartość')).toBe(
      true,
    );
    // An id no row can have is not an IRI at all: the body's own check refuses it.
    const outOfRange = await put('dyspozytor', {
      waypoints: stopsBody(iris, [
        first,
        { time: '10:00', place: '/api/abstract_places/2147483648', passengers: [iris.passengers[0]] },
        last,
      ]),
    });
    expect(outOfRange.statusCode).toBe(422);
    expect(violations(outOfRange)).toEqual([
      { propertyPath: 'waypoints[1].place', message: 'Nieprawidłowa wartość' },
    ]);
    await unchanged();
  });

  it('answers 422 for a two-stop relation of a ride without a starting base', async () => {
    const bare = await relationCourse(app);
    await app.db.update(rides).set({ fromStartingBaseId: null }).where(eq(rides.id, bare.rideId));
    const [a, b] = createdStops(iris, bare.a, bare.b);
    const response = await putRelation(app, 'dyspozytor', bare.rideId, {
      waypoints: stopsBody(iris, [{ ...a, time: '07:00' }, b ?? {}]),
    });
    expect(response.statusCode).toBe(422);
    expect(violations(response)).toEqual([
      { propertyPath: 'fromStartingBase', message: COURSE_MESSAGES.startingBaseRequired },
    ]);
  });

  it('answers 422, never 500, to wrong types, huge strings and absurd lists', async () => {
    const huge = 'x'.repeat(100_000);
    const bodies: unknown[] = [
      [],
      { waypoints: 'A' },
      { waypoints: [1, 2] },
      { waypoints: stopsBody(iris, [{ ...first, place: huge }, last]) },
      { waypoints: stopsBody(iris, [{ ...first, time: huge }, last]) },
      { waypoints: [{ ...stopsBody(iris, [first])[0], passengers: 'x' }, stopsBody(iris, [last])[0]] },
      { waypoints: [{ ...stopsBody(iris, [first])[0], time: 800 }, stopsBody(iris, [last])[0]] },
      {
        waypoints: [{ ...stopsBody(iris, [first])[0], id: '/api/waypoints/abc' }, stopsBody(iris, [last])[0]],
      },
      { waypoints: stopsBody(iris, [first, last]), version: 'x' },
      { waypoints: Array.from({ length: 51 }, () => stopsBody(iris, [last])[0]) },
    ];
    for (const body of bodies) {
      const response = await put('dyspozytor', body);
      expect(response.statusCode, JSON.stringify(body).slice(0, 120)).toBe(422);
    }
    const tooLong = await put('dyspozytor', {
      waypoints: stopsBody(iris, [{ ...first, place: huge }, last]),
    });
    expect(violations(tooLong)).toEqual([
      { propertyPath: 'waypoints[0].place', message: 'Wartość jest zbyt długa' },
    ]);
    await unchanged();
  });
});
