import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, buildWriteApp, demoIris, taxiPayload } from '../../test/course-writes/write-app.support';
import type { DemoIris } from '../../test/course-writes/write-app.support';
import { COURSE_MESSAGES } from '../../../domain/courses/course-messages';

let app: FastifyInstance;
let iris: DemoIris;

beforeAll(async () => {
  app = await buildWriteApp();
  iris = await demoIris(app);
});
afterAll(() => app.close());

/** The demo payload with one ride numbered `number`, its first stop on `date`. */
function numbered(number: string, date = '2030-03-07') {
  const payload = taxiPayload(iris);
  const [ride] = payload.rides;
  if (!ride) throw new Error('taxiPayload has a ride');
  return {
    ...payload,
    rides: [{ ...ride, number, waypoints: ride.waypoints.map((stop) => ({ ...stop, date })) }],
  };
}

async function created(username: string, payload: unknown): Promise<string | undefined> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/taxi_courses',
    headers: await as(app, username),
    payload: payload as object,
  });
  expect(response.statusCode).toBe(201);
  return response.json<{ rides: { number: string }[] }>().rides[0]?.number;
}

describe('ride numbers of a company series (row 139)', () => {
  it('gives the second of two courses proposed the same number the next free one of its month', async () => {
    expect(await created('dyspozytor', numbered('PI/0100/03/2030'))).toBe('PI/0100/03/2030');
    // A second dispatcher had the same proposal open: its course takes the next free number.
    expect(await created('dyspozytor', numbered('PI/0100/03/2030'))).toBe('PI/0101/03/2030');
  });

  it('numbers by the first stop month when the proposal is of another month', async () => {
    await created('dyspozytor', numbered('PI/0001/04/2030', '2030-04-02'));
    expect(await created('dyspozytor', numbered('PI/0001/04/2030', '2030-04-03'))).toBe('PI/0002/04/2030');
  });

  it('keeps a number typed outside the series as typed, and refuses it when another ride has it', async () => {
    expect(await created('dyspozytor', numbered('ZLEC-7/2030'))).toBe('ZLEC-7/2030');
    const again = await app.inject({
      method: 'POST',
      url: '/api/taxi_courses',
      headers: await as(app, 'dyspozytor'),
      payload: numbered('ZLEC-7/2030'),
    });
    expect(again.statusCode).toBe(422);
    expect(again.json()).toMatchObject({
      violations: [{ propertyPath: 'rides[0].number', message: COURSE_MESSAGES.rideNumberTaken }],
    });
  });

  it('keeps the number of a ride saved again unchanged', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/taxi_courses',
      headers: await as(app, 'dyspozytor'),
      payload: numbered('PI/0200/03/2030'),
    });
    const course = response.json<{ id: number; rides: { id: number; number: string }[] }>();
    const ride = course.rides[0];
    const payload = numbered('PI/0200/03/2030');
    const again = await app.inject({
      method: 'PUT',
      url: `/api/taxi_courses/${course.id}`,
      headers: { ...(await as(app, 'dyspozytor')), 'if-match': response.headers.etag as string },
      payload: {
        ...payload,
        rides: payload.rides.map((r) => ({ ...r, id: `/api/taxi_course_rides/${ride?.id}` })),
      },
    });
    expect(again.statusCode).toBe(200);
    expect(again.json<{ rides: { number: string }[] }>().rides[0]?.number).toBe('PI/0200/03/2030');
  });
});
