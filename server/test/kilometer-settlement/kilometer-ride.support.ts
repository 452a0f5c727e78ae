/** Setup of the kilometer settlement tests: a fresh kilometer ride of `pasazer` (courseIn). */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { RESOURCES, iri } from '../../../domain/contract/iri';
import { warsawDay } from '../../../domain/warsaw-time';
import { rides, segments } from '../../db/course-schema';
import { cachedIris, courseIn } from '../course-in.support';

export interface NewRide {
  courseId: number;
  rideId: number;
  iri: string;
  /** Whole km of the computed sum. */
  computed: number;
}

/** A new kilometer course of `pasazer` today, with departure and return places. */
export async function newKilometerRide(app: FastifyInstance, withPlaces = false): Promise<NewRide> {
  const { places } = await cachedIris(app);
  const date = warsawDay(new Date());
  const { courseId, rideIds } = await courseIn(app, {
    type: 'kilometer',
    form: {
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
  const [rideId] = rideIds;
  if (rideId === undefined) throw new Error('no ride');
  const legs = await app.db
    .select({ distance: segments.distance })
    .from(segments)
    .where(eq(segments.rideId, rideId));
  const computed = Math.round(legs.reduce((sum, leg) => sum + (leg.distance ?? 0), 0));
  return { courseId, rideId, iri: iri(RESOURCES.kilometerRide, rideId), computed };
}

export async function setRideStatus(app: FastifyInstance, rideId: number, status: string) {
  await app.db.update(rides).set({ status }).where(eq(rides.id, rideId));
}

export async function rideStatus(app: FastifyInstance, rideId: number) {
  const [row] = await app.db.select({ status: rides.status }).from(rides).where(eq(rides.id, rideId));
  return row?.status;
}
