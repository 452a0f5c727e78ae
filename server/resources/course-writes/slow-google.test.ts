/**
 * No external call inside a database transaction (issue 14, docs/security.md): a course write asks
 * Google Directions before it opens its transaction, so while Google is slow the course is not locked
 * (a second transaction locking the same course row completes) and no row of the write exists yet.
 */
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { courses, segments } from '../../db/course-schema';
import { insideTransaction } from '../../db/transaction-guard';
import { demoAppWithGoogle, fakeDirections } from '../../test/fake-google.support';
import {
  createdStops,
  putRelation,
  relationCourse,
  stopsBody,
} from '../../test/ride-relation/ride-relation.support';
import * as moves from '../../test/course-core/relation.support';
import { as, demoIris, taxiPayload, type DemoIris } from '../../test/course-writes/write-app.support';

/** Google held until `release()`; every call records whether it came from inside a transaction. */
function slowGoogle() {
  const answer = fakeDirections();
  const fromTransaction: boolean[] = [];
  let gate: Promise<void> = Promise.resolve();
  let open = () => {};
  let called: (() => void) | null = null;
  const fetchFake = vi.fn(async (url: string) => {
    fromTransaction.push(insideTransaction());
    called?.();
    await gate;
    return answer(url);
  });
  return {
    fetchFake,
    fromTransaction,
    /** Holds the next calls; resolves once one of them has reached Google. */
    hold(): Promise<void> {
      gate = new Promise((resolve) => (open = resolve));
      return new Promise((resolve) => (called = resolve));
    },
    release() {
      called = null;
      open();
    },
  };
}

const google = slowGoogle();
let app: FastifyInstance;
let iris: DemoIris;

beforeAll(async () => {
  app = await demoAppWithGoogle(google.fetchFake as unknown as ReturnType<typeof fakeDirections>);
  iris = await demoIris(app);
});
afterAll(async () => {
  await app.close();
  vi.unstubAllGlobals();
});

const post = async () =>
  app.inject({
    method: 'POST',
    url: '/api/taxi_courses',
    headers: await as(app, 'dyspozytor'),
    payload: taxiPayload(iris),
  });

/** A second writer: locks the course row FOR UPDATE in its own transaction and commits. */
const lockCourseRow = (id: number) =>
  app.db.transaction(async (tx) => {
    const [row] = await tx.select({ id: courses.id }).from(courses).where(eq(courses.id, id)).for('update');
    return row?.id;
  });

const courseCount = async () => (await app.db.select({ n: sql<number>`count(*)::int` }).from(courses))[0]?.n;

describe('a slow map service holds no transaction', () => {
  it('creates a course: Google is asked before the transaction, and nothing is locked meanwhile', async () => {
    const before = await courseCount();
    const reached = google.hold();
    const pending = post();
    await reached;
    // Google is answering: the database is free (PGlite would queue this behind an open transaction).
    expect(await courseCount()).toBe(before);
    google.release();
    const response = await pending;
    expect(response.statusCode, response.body).toBe(201);
    expect(google.fromTransaction.length).toBeGreaterThan(0);
    expect(google.fromTransaction.every((inside) => !inside)).toBe(true);
  });

  it('updates a course: a second write locking the same course completes while Google answers', async () => {
    const created = (await post()).json<{ id: number; rides: { id: number }[]; version: number }>();
    google.fromTransaction.length = 0;
    const payload = taxiPayload(iris);
    const [ride] = payload.rides;
    if (!ride) throw new Error('fixture');
    const reached = google.hold();
    const pending = app.inject({
      method: 'PUT',
      url: `/api/taxi_courses/${created.id}`,
      headers: await as(app, 'dyspozytor'),
      payload: {
        ...payload,
        version: created.version,
        rides: [{ ...ride, id: `/api/taxi_course_rides/${created.rides[0]?.id}`, number: 'TEST/2' }],
      },
    });
    await reached;
    expect(await lockCourseRow(created.id)).toBe(created.id);
    google.release();
    const response = await pending;
    expect(response.statusCode, response.body).toBe(200);
    const [segment] = await app.db
      .select()
      .from(segments)
      .where(eq(segments.rideId, created.rides[0]?.id ?? 0));
    expect(segment).toMatchObject({ time: 840, timeAndDistanceSource: 'estimated' });
    expect(google.fromTransaction.length).toBeGreaterThan(0);
    expect(google.fromTransaction.every((inside) => !inside)).toBe(true);
  });

  it("edits a ride's relation: the course stays free while Google answers the new legs", async () => {
    const { courseId, rideId, a, b } = await relationCourse(app);
    const [first, last] = createdStops(iris, a, b);
    if (!first || !last) throw new Error('fixture');
    google.fromTransaction.length = 0;
    const reached = google.hold();
    const pending = putRelation(app, 'dyspozytor', rideId, {
      waypoints: stopsBody(iris, [
        first,
        { place: iris.places[1], time: '08:40', passengers: [iris.passengers[0]] },
        last,
      ]),
    });
    await reached;
    expect(await lockCourseRow(courseId)).toBe(courseId);
    google.release();
    const response = await pending;
    expect(response.statusCode, response.body).toBe(200);
    const legs = await app.db.select().from(segments).where(eq(segments.rideId, rideId));
    expect(legs.map((leg) => leg.timeAndDistanceSource)).toEqual(['estimated', 'estimated']);
    expect(google.fromTransaction.length).toBeGreaterThan(0);
    expect(google.fromTransaction.every((inside) => !inside)).toBe(true);
  });

  it('moves a ride: the driver relation legs are asked before the two courses are locked', async () => {
    const setup = { app, iris, place: await moves.relationPlaces(app) };
    const target = await moves.relationCourse(setup, ['0 08:00 > 1 09:00']);
    const source = await moves.relationCourse(setup, ['1 09:00 > 2 10:00']);
    google.fromTransaction.length = 0;
    const reached = google.hold();
    const pending = moves.moveRide(app, 'dyspozytor', source.rideIds[0] ?? 0, target.courseId);
    await reached;
    expect(await lockCourseRow(target.courseId)).toBe(target.courseId);
    expect(await lockCourseRow(source.courseId)).toBe(source.courseId);
    google.release();
    const response = await pending;
    expect(response.statusCode, response.body).toBe(200);
    const legs = await moves.storedLegs(app, target.courseId);
    expect(legs.map((leg) => leg.timeAndDistanceSource)).toEqual(['estimated', 'estimated']);
    expect(google.fromTransaction.length).toBeGreaterThan(0);
    expect(google.fromTransaction.every((inside) => !inside)).toBe(true);
  });

  it('asks Google nothing for a relation edit or a ride move its rules refuse', async () => {
    const closed = await relationCourse(app, 'finished');
    const [first, last] = createdStops(iris, closed.a, closed.b);
    if (!first || !last) throw new Error('fixture');
    const setup = { app, iris, place: await moves.relationPlaces(app) };
    const source = await moves.relationCourse(setup, ['1 09:00 > 2 10:00']);
    const rideId = source.rideIds[0] ?? 0;
    google.fetchFake.mockClear();
    // The dispatcher may edit and move rides, but not a finished ride's stops, nor move a ride into
    // its own course, nor take a course's only ride out of it.
    const edit = await putRelation(app, 'dyspozytor', closed.rideId, {
      waypoints: stopsBody(iris, [
        first,
        { place: iris.places[1], time: '08:40', passengers: [iris.passengers[0]] },
        last,
      ]),
    });
    expect(edit.statusCode, edit.body).toBe(409);
    const transfer = await moves.moveRide(app, 'dyspozytor', rideId, source.courseId);
    expect(transfer.statusCode, transfer.body).toBe(409);
    const extract = await moves.moveRide(app, 'dyspozytor', rideId);
    expect(extract.statusCode, extract.body).toBe(409);
    expect(google.fetchFake).not.toHaveBeenCalled();
  });
});
