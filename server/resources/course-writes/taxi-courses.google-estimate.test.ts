/** Segment estimates of course writes go through Google Directions when the server has a key. */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { segments } from '../../db/course-schema';
import { demoAppWithGoogle, fakeDirections } from '../../test/fake-google.support';
import { as, demoIris, taxiPayload } from '../../test/course-writes/write-app.support';

const directions = fakeDirections();

let app: FastifyInstance;

beforeAll(async () => {
  app = await demoAppWithGoogle(directions);
});
afterAll(async () => {
  await app.close();
  vi.unstubAllGlobals();
});

describe('POST api/taxi_courses with GOOGLE_MAPS_API_KEY', () => {
  it("stores Google's driving distance and time for each segment", async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/taxi_courses',
      headers: await as(app, 'dyspozytor'),
      payload: taxiPayload(await demoIris(app)),
    });
    expect(response.statusCode, response.body).toBe(201);
    const rideId = (response.json() as { rides: { id: number }[] }).rides[0]?.id ?? 0;
    const [segment] = await app.db.select().from(segments).where(eq(segments.rideId, rideId));
    expect(segment).toMatchObject({ time: 840, timeAndDistanceSource: 'estimated' });
    expect(Number(segment?.distance)).toBeCloseTo(12.3, 1);
    expect(directions).toHaveBeenCalledWith(
      expect.stringContaining('key=test-key'),
      expect.objectContaining({ signal: expect.any(AbortSignal) }),
    );
  });
});
