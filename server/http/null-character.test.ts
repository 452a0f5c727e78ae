import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passengerRides } from '../test/ride-talk/ride-talk.support';
import { as, buildWriteApp } from '../test/course-writes/write-app.support';
import { rideComments } from '../db/course-schema';
import { locomotives } from '../db/schema';
import { HTTP_MESSAGES } from './messages';

/** PostgreSQL refuses U+0000 in text ("invalid byte sequence for encoding UTF8"): a 400, never a 500. */
describe('a NUL character in any string', () => {
  let app: FastifyInstance;
  let rideIri: string;
  beforeAll(async () => {
    app = await buildWriteApp();
    rideIri = `/api/taxi_course_rides/${(await passengerRides(app)).taxi.id}`;
  });
  afterAll(() => app.close());

  const refusedWithMessage = (response: { statusCode: number; body: string }) => {
    expect(response.statusCode, response.body).toBe(400);
    expect(response.body).toContain(HTTP_MESSAGES.nulCharacter);
  };

  it('is refused in a comment, a locomotive number and a login, and nothing is written', async () => {
    const before = {
      comments: await app.db.$count(rideComments),
      locomotives: await app.db.$count(locomotives),
    };
    refusedWithMessage(
      await app.inject({
        method: 'POST',
        url: '/api/ride_comments',
        headers: await as(app, 'dyspozytor'),
        payload: { ride: rideIri, content: 'a\u0000b' },
      }),
    );
    refusedWithMessage(
      await app.inject({
        method: 'POST',
        url: '/api/locomotives',
        headers: await as(app, 'admin'),
        payload: { sideNumber: 'EU07\u0000' },
      }),
    );
    refusedWithMessage(
      await app.inject({
        method: 'POST',
        url: '/api/login_check',
        payload: { username: 'admin\u0000', password: 'x' },
      }),
    );
    expect({
      comments: await app.db.$count(rideComments),
      locomotives: await app.db.$count(locomotives),
    }).toEqual(before);
  });

  it('is refused in a nested value, a key and the query string', async () => {
    refusedWithMessage(
      await app.inject({
        method: 'POST',
        url: '/api/ride_comments',
        headers: await as(app, 'dyspozytor'),
        payload: { ride: rideIri, content: 'ok', extra: [{ deep: ['\u0000'] }] },
      }),
    );
    refusedWithMessage(
      await app.inject({
        method: 'POST',
        url: '/api/ride_comments',
        headers: await as(app, 'dyspozytor'),
        payload: { ride: rideIri, content: 'ok', ['k\u0000']: 1 },
      }),
    );
    refusedWithMessage(
      await app.inject({
        method: 'GET',
        url: '/api/abstract_courses?search=ab%00cd',
        headers: await as(app, 'dyspozytor'),
      }),
    );
  });
});
