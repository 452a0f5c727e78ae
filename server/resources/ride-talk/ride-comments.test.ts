import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMENT_MAX_LENGTH, COMMENT_MESSAGES } from '../../../domain/courses/ride-comments';
import { and, eq } from 'drizzle-orm';
import { courses, rides as ridesTable } from '../../db/course-schema';
import { as, buildWriteApp, userId } from '../../test/course-writes/write-app.support';
import { courseUpdates, passengerRides } from '../../test/ride-talk/ride-talk.support';

interface CommentBody {
  id: number;
  content: string;
  createdAt: string;
  user: { name: string; kind: string };
}

describe('ride comments', () => {
  let app: FastifyInstance;
  let rides: Awaited<ReturnType<typeof passengerRides>>;
  const post = async (username: string, payload: object, url = '/api/ride_comments') =>
    app.inject({ method: 'POST', url, headers: await as(app, username), payload });
  const list = async (username: string, type: 'taxi' | 'kilometer', id: number) =>
    app.inject({
      method: 'GET',
      url: `/api/${type}_course_rides/${id}/comments`,
      headers: await as(app, username),
    });
  const remove = async (username: string, id: number) =>
    app.inject({ method: 'DELETE', url: `/api/ride_comments/${id}`, headers: await as(app, username) });
  const taxiIri = () => `/api/taxi_course_rides/${rides.taxi.id}`;

  beforeAll(async () => {
    app = await buildWriteApp();
    rides = await passengerRides(app);
  });
  afterAll(() => app.close());

  it('adds a comment of a dispatcher, lists it with the ride in order and publishes a course_update', async () => {
    const before = await courseUpdates(app, rides.taxi.courseId);
    const first = await post('dyspozytor', { ride: taxiIri(), content: 'Czekam przy wejściu B', user: 99 });
    expect(first.statusCode).toBe(201);
    expect(first.json<CommentBody>()).toMatchObject({
      content: 'Czekam przy wejściu B',
      user: { kind: 'other' },
    });
    const second = await post('admin', { ride: taxiIri(), content: 'Przyjęte' });
    expect(second.json<CommentBody>().user.kind).toBe('admin');
    expect(await courseUpdates(app, rides.taxi.courseId)).toBe(before + 2);

    const listed = (await list('dyspozytor', 'taxi', rides.taxi.id)).json<{
      'hydra:member': CommentBody[];
    }>();
    const contents = listed['hydra:member'].map((comment) => comment.content);
    expect(contents.slice(-2)).toEqual(['Czekam przy wejściu B', 'Przyjęte']);
    const times = listed['hydra:member'].map((comment) => comment.createdAt);
    expect([...times].sort()).toEqual(times);
  });

  it('comments a kilometer ride through its own entity path', async () => {
    const iri = `/api/kilometer_course_rides/${rides.kilometer.id}`;
    const created = await post(
      'pasazer',
      { ride: iri, content: 'Raport jutro' },
      '/api/kilometer_course_ride_comments',
    );
    expect(created.statusCode).toBe(201);
    const listed = (await list('pasazer', 'kilometer', rides.kilometer.id)).json<{
      'hydra:member': CommentBody[];
    }>();
    expect(listed['hydra:member'].map((comment) => comment.content)).toContain('Raport jutro');
    const wrongType = await post(
      'pasazer',
      { ride: taxiIri(), content: 'x' },
      '/api/kilometer_course_ride_comments',
    );
    expect(wrongType.statusCode).toBe(422);
  });

  it('refuses blank and too long content with 422 and writes nothing', async () => {
    const before = (await list('firma', 'taxi', rides.taxi.id)).json<{ 'hydra:totalItems': number }>();
    const blank = await post('firma', { ride: taxiIri(), content: ' \n ' });
    expect(blank.statusCode).toBe(422);
    expect(blank.json()).toMatchObject({
      violations: [{ propertyPath: 'content', message: COMMENT_MESSAGES.empty }],
    });
    const long = await post('firma', { ride: taxiIri(), content: 'a'.repeat(COMMENT_MAX_LENGTH + 1) });
    expect(long.json()).toMatchObject({
      violations: [{ propertyPath: 'content', message: COMMENT_MESSAGES.tooLong }],
    });
    const after = (await list('firma', 'taxi', rides.taxi.id)).json<{ 'hydra:totalItems': number }>();
    expect(after['hydra:totalItems']).toBe(before['hydra:totalItems']);
    expect(before['hydra:totalItems']).toEqual(expect.any(Number));
  });

  it('keeps comments to who opens the ride drawer: not a driver, not a passenger on a taxi ride (§2)', async () => {
    const driver = await userId(app, 'kierowca');
    const [driven] = await app.db
      .select({ ride: ridesTable })
      .from(ridesTable)
      .innerJoin(courses, eq(courses.id, ridesTable.courseId))
      .where(and(eq(courses.driverId, driver), eq(ridesTable.type, 'taxi')));
    if (!driven) throw new Error('no demo ride of the demo driver');
    const drivenIri = `/api/taxi_course_rides/${driven.ride.id}`;
    const before = await list('admin', 'taxi', driven.ride.id);
    for (const [username, rideIri, id] of [
      ['kierowca', drivenIri, driven.ride.id],
      ['pasazer', taxiIri(), rides.taxi.id],
    ] as const) {
      expect((await post(username, { ride: rideIri, content: 'Halo' })).statusCode, username).toBe(403);
      // The refusal comes before the body is read: a malformed comment gets the same 403.
      expect((await post(username, { ride: rideIri, content: 42 })).statusCode, username).toBe(403);
      expect((await list(username, 'taxi', id)).statusCode, username).toBe(403);
    }
    const after = await list('admin', 'taxi', driven.ride.id);
    expect(after.json()).toEqual(before.json());
  });

  it('answers 404 for a ride of a course the user may not see', async () => {
    const hidden = `/api/taxi_course_rides/${rides.hidden.id}`;
    expect((await post('pasazer', { ride: hidden, content: 'Halo' })).statusCode).toBe(404);
    expect((await list('pasazer', 'taxi', rides.hidden.id)).statusCode).toBe(404);
    expect(
      (await post('pasazer', { ride: '/api/taxi_course_rides/999999', content: 'Halo' })).statusCode,
    ).toBe(404);
  });

  it('lets only an admin delete a comment', async () => {
    const created = (
      await post('dyspozytor', { ride: taxiIri(), content: 'Do usunięcia' })
    ).json<CommentBody>();
    for (const username of ['pasazer', 'dyspozytor', 'transport']) {
      const refused = await remove(username, created.id);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ 'hydra:description': COMMENT_MESSAGES.deleteForbidden });
    }
    const before = await courseUpdates(app, rides.taxi.courseId);
    expect((await remove('admin', created.id)).statusCode).toBe(204);
    expect(await courseUpdates(app, rides.taxi.courseId)).toBe(before + 1);
    const listed = (await list('admin', 'taxi', rides.taxi.id)).json<{ 'hydra:member': CommentBody[] }>();
    expect(listed['hydra:member'].map((comment) => comment.id)).not.toContain(created.id);
    expect((await remove('admin', created.id)).statusCode).toBe(404);
  });
});
