import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STARTING_BASE_REFUSALS } from '../../../domain/rides/starting-base';
import { rides } from '../../db/course-schema';
import { as, buildWriteApp, demoIris, taxiPayload } from '../../test/course-writes/write-app.support';
import type { DemoIris } from '../../test/course-writes/write-app.support';
import { writeCounts } from '../../test/course-core/ride-states.support';

let app: FastifyInstance;
let iris: DemoIris;
let rideId = 0;

beforeAll(async () => {
  app = await buildWriteApp();
  iris = await demoIris(app);
  const created = await app.inject({
    method: 'POST',
    url: '/api/taxi_courses',
    headers: await as(app, 'dyspozytor'),
    payload: taxiPayload(iris),
  });
  expect(created.statusCode, created.body).toBe(201);
  rideId = (created.json() as { rides: { id: number }[] }).rides[0]?.id ?? 0;
});
afterAll(() => app.close());

const ride = async () => (await app.db.select().from(rides).where(eq(rides.id, rideId)))[0];
/** A change based on the ride's stored version, unless the payload names one. */
const put = async (username: string, payload: object) =>
  app.inject({
    method: 'PUT',
    url: `/api/taxi_course_rides/${rideId}/starting_base`,
    headers: await as(app, username),
    payload: 'version' in payload ? payload : { ...payload, version: (await ride())?.version },
  });

describe('PUT api/taxi_course_rides/{id}/starting_base', () => {
  it('lets a dispatcher move the base to the return leg, with a live event', async () => {
    const before = await writeCounts(app);
    const response = await put('dyspozytor', { fromStartingBase: null, toStartingBase: iris.base });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers.etag).toMatch(/^W\/"\d+"$/);
    expect(await ride()).toMatchObject({
      fromStartingBaseId: null,
      toStartingBaseId: Number(iris.base.split('/').pop()),
    });
    expect((await writeCounts(app)).events).toBe(before.events + 1);
    // The answer names the base, for the card's 'Baza:' footer.
    const answered = response.json() as {
      rides: { toStartingBase: { '@id': string; name: string | null } | null }[];
    };
    expect(answered.rides[0]?.toStartingBase).toEqual({ '@id': iris.base, name: expect.any(String) });
    expect(answered.rides[0]?.toStartingBase?.name).not.toBe('');
  });

  it('refuses the contractor and the railway company, and hides the ride from strangers', async () => {
    const before = await ride();
    for (const username of ['transport', 'firma']) {
      const response = await put(username, { fromStartingBase: iris.base, toStartingBase: null });
      expect(response.statusCode, username).toBe(403);
      expect(response.json()).toMatchObject({ 'hydra:description': STARTING_BASE_REFUSALS.forbidden });
    }
    expect((await put('hotel', { fromStartingBase: iris.base, toStartingBase: null })).statusCode).toBe(404);
    expect(await ride()).toEqual(before);
  });

  it('answers 422 for an unknown or malformed base 409 for a stale version and 428 for none, changing nothing', async () => {
    const before = await ride();
    const unknown = await put('dyspozytor', {
      fromStartingBase: '/api/starting_bases/999999',
      toStartingBase: null,
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json()).toMatchObject({
      violations: [{ propertyPath: 'fromStartingBase', message: STARTING_BASE_REFUSALS.unknownBase }],
    });
    expect(
      (await put('dyspozytor', { fromStartingBase: '/api/places/1', toStartingBase: null })).statusCode,
    ).toBe(422);
    const stale = await put('dyspozytor', { fromStartingBase: iris.base, toStartingBase: null, version: 1 });
    expect(stale.statusCode).toBe(409);
    const none = await app.inject({
      method: 'PUT',
      url: `/api/taxi_course_rides/${rideId}/starting_base`,
      headers: await as(app, 'dyspozytor'),
      payload: { fromStartingBase: iris.base, toStartingBase: null },
    });
    expect(none.statusCode).toBe(428);
    expect(await ride()).toEqual(before);
  });
});
