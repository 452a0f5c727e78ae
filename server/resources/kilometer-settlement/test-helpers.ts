/** Setup of the kilometer settlement tests: a fresh kilometer ride of `pasazer`, statuses set directly. */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { warsawDay } from '../../../domain/warsaw-time';
import { rides } from '../../db/course-schema';
import { as, demoIris } from '../course-writes/test-fixtures';

export interface NewRide {
  courseId: number;
  rideId: number;
  iri: string;
  /** Whole km of the computed sum. */
  computed: number;
}

/** A new kilometer course of `pasazer` today, with departure and return places. */
export async function newKilometerRide(app: FastifyInstance, withPlaces = false): Promise<NewRide> {
  const { places } = await demoIris(app);
  const date = warsawDay(new Date());
  const response = await app.inject({
    method: 'POST',
    url: '/api/kilometer_courses',
    headers: await as(app, 'pasazer'),
    payload: {
      fromStartingPlace: withPlaces ? places[1] : null,
      toStartingPlace: withPlaces ? places[0] : null,
      rides: [
        {
          number: null,
          waypoints: [
            { place: places[0], date, time: '00:05' },
            { place: places[1], date, time: '01:00' },
          ],
        },
      ],
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  const course = response.json<{
    id: number;
    rides: { id: number; '@id': string; segments: { distance: number | null }[] }[];
  }>();
  const ride = course.rides[0];
  if (!ride) throw new Error('no ride');
  const computed = Math.round(ride.segments.reduce((sum, segment) => sum + (segment.distance ?? 0), 0));
  return { courseId: course.id, rideId: ride.id, iri: ride['@id'], computed };
}

export async function setRideStatus(app: FastifyInstance, rideId: number, status: string) {
  await app.db.update(rides).set({ status }).where(eq(rides.id, rideId));
}

export async function rideStatus(app: FastifyInstance, rideId: number) {
  const [row] = await app.db.select({ status: rides.status }).from(rides).where(eq(rides.id, rideId));
  return row?.status;
}
