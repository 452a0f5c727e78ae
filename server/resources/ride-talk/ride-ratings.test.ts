import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RATING_MESSAGES } from '../../../domain/courses/ride-rating';
import { eq, inArray } from 'drizzle-orm';
import { courses, rideRatings, segmentEmployees, segments } from '../../db/course-schema';
import { as, buildWriteApp, userId } from '../../test/course-writes/write-app.support';
import { courseUpdates, passengerRides, setRideStatus } from '../../test/ride-talk/ride-talk.support';

describe('POST /api/taxi_course_ride_ratings', () => {
  let app: FastifyInstance;
  let rides: Awaited<ReturnType<typeof passengerRides>>;
  const rate = async (username: string, payload: object) =>
    app.inject({
      method: 'POST',
      url: '/api/taxi_course_ride_ratings',
      headers: await as(app, username),
      payload,
    });
  const ride = () => `/api/taxi_course_rides/${rides.taxi.id}`;
  const violationsOf = (response: { json: () => unknown }) =>
    (response.json() as { violations: { propertyPath: string; message: string }[] }).violations;

  beforeAll(async () => {
    app = await buildWriteApp();
    rides = await passengerRides(app);
  });
  afterAll(() => app.close());

  it('refuses a ride that is not rateable yet and every non-passenger', async () => {
    await setRideStatus(app, rides.taxi.id, 'planning');
    const early = await rate('pasazer', { ride: ride(), mark: 5, waitingTime: 0 });
    expect(early.statusCode).toBe(403);
    expect(early.json()).toMatchObject({ 'hydra:description': RATING_MESSAGES.forbidden });
    await setRideStatus(app, rides.taxi.id, 'finished');
    for (const username of ['admin', 'dyspozytor', 'firma']) {
      expect((await rate(username, { ride: ride(), mark: 5, waitingTime: 0 })).statusCode).toBe(403);
      // Before the body is read: a malformed rating from who may not rate is the same 403, not a 422.
      const malformed = await rate(username, { ride: ride(), mark: 'pięć' });
      expect(malformed.statusCode, username).toBe(403);
      expect(malformed.json()).toMatchObject({ 'hydra:description': RATING_MESSAGES.forbidden });
    }
  });

  it('answers 404 for a ride of a course the passenger does not see', async () => {
    await setRideStatus(app, rides.hidden.id, 'finished');
    const hidden = await rate('pasazer', {
      ride: `/api/taxi_course_rides/${rides.hidden.id}`,
      mark: 5,
      waitingTime: 0,
    });
    expect(hidden.statusCode).toBe(404);
  });

  it('refuses bad marks, a reason on a positive mark and a wrong waiting choice with 422', async () => {
    expect(violationsOf(await rate('pasazer', { ride: ride(), mark: 2, waitingTime: 0 }))).toEqual([
      { propertyPath: 'mark', message: RATING_MESSAGES.markRequired },
    ]);
    expect(
      violationsOf(await rate('pasazer', { ride: ride(), mark: 5, comment: 'Super', waitingTime: 0 })),
    ).toEqual([{ propertyPath: 'comment', message: RATING_MESSAGES.commentOnlyNegative }]);
    const both = await rate('pasazer', {
      ride: ride(),
      mark: 5,
      waitingTime: 0,
      extremeWaiting: 'over_hour',
    });
    expect(both.statusCode).toBe(422);
    expect(violationsOf(both)).toEqual([
      { propertyPath: 'waitingTime', message: RATING_MESSAGES.waitingRequired },
    ]);
  });

  it('stores one rating per passenger, publishes a course_update and answers 409 on a second', async () => {
    await setRideStatus(app, rides.taxi.id, 'accepted_by_driver');
    const before = await courseUpdates(app, rides.taxi.courseId);
    const rated = await rate('pasazer', {
      ride: ride(),
      mark: 1,
      comment: 'Kierowca się spóźnił',
      waitingTime: null,
      extremeWaiting: 'over_hour',
    });
    expect(rated.statusCode).toBe(201);
    expect(rated.json()).toMatchObject({
      mark: 1,
      comment: 'Kierowca się spóźnił',
      extremeWaiting: 'over_hour',
      waitingTime: null,
    });
    expect(await courseUpdates(app, rides.taxi.courseId)).toBe(before + 1);

    const again = await rate('pasazer', { ride: ride(), mark: 5, waitingTime: 0 });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ 'hydra:description': RATING_MESSAGES.alreadyRated });

    const listed = await app.inject({
      method: 'GET',
      url: `/api/taxi_course_rides/${rides.taxi.id}/ratings`,
      headers: await as(app, 'pasazer'),
    });
    expect(listed.json()).toMatchObject({ 'hydra:totalItems': 1, 'hydra:member': [{ mark: 1 }] });
  });

  it('refuses a passenger who sees the course but does not ride in this ride', async () => {
    // The passenger keeps sight of the course as its orderer, but leaves the ride's passenger list.
    const passengerUser = await userId(app, 'pasazer');
    await app.db
      .update(courses)
      .set({ createdById: passengerUser })
      .where(eq(courses.id, rides.taxi.courseId));
    const ridden = app.db
      .select({ id: segments.id })
      .from(segments)
      .where(eq(segments.rideId, rides.taxi.id));
    await app.db.delete(segmentEmployees).where(inArray(segmentEmployees.segmentId, ridden));
    await app.db.delete(rideRatings).where(eq(rideRatings.rideId, rides.taxi.id));
    await setRideStatus(app, rides.taxi.id, 'finished');
    const refused = await rate('pasazer', { ride: ride(), mark: 5, waitingTime: 0 });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ 'hydra:description': RATING_MESSAGES.forbidden });
    expect(await app.db.select().from(rideRatings).where(eq(rideRatings.rideId, rides.taxi.id))).toEqual([]);
  });
});
