/**
 * `GET api/tracking/{token}`: what the passenger's tracking page shows, and nothing else of the course
 * (row 802): the ride's number, the driver's first name, the car, the latest position, the
 * passenger's own pick-up stop and the ETA to it. A token of an ended ride, of a passenger no longer
 * on it, or a forged one answers the same 404 'Przejazd zakończony'.
 */
import { and, asc, eq } from 'drizzle-orm';
import type { Tracking } from '../../../domain/contract/tracking.schema';
import { TRACKING_MESSAGES, trackingState } from '../../../domain/tracking/tracking-rules';
import type { Db } from '../../db/client';
import { courses, rides, segmentEmployees, segments, waypoints } from '../../db/course-schema';
import { brandModels, brands, cars } from '../../db/fleet-schema';
import { places, users } from '../../db/schema';
import type { TrackingEta } from '../../geo/tracking-eta';
import { ApiError } from '../../http/errors';
import { latestPosition } from './positions.repository';
import { readTrackingToken } from '../course-core/tracking-tokens';

const ended = () => new ApiError(404, TRACKING_MESSAGES.ended);

/** The passenger's first stop on the ride: the start of the first segment they ride on. */
async function pickUpStop(db: Db, rideId: number, passengerId: number) {
  const [row] = await db
    .select({
      name: places.name,
      latitude: places.latitude,
      longitude: places.longitude,
      time: waypoints.time,
      reachedAt: waypoints.achievedAtByDriver,
    })
    .from(segments)
    .innerJoin(
      segmentEmployees,
      and(eq(segmentEmployees.segmentId, segments.id), eq(segmentEmployees.passengerId, passengerId)),
    )
    .innerJoin(waypoints, eq(waypoints.id, segments.waypointStartId))
    .leftJoin(places, eq(places.id, waypoints.placeId))
    .where(eq(segments.rideId, rideId))
    .orderBy(asc(segments.position), asc(segments.id))
    .limit(1);
  return row ?? null;
}

/** '{brand} {model}, {registration}' of the car the driver has in the fleet now. */
async function driverCar(db: Db, driverId: number): Promise<string | null> {
  const [car] = await db
    .select({ brand: brands.name, model: brandModels.name, plate: cars.registrationNumber })
    .from(cars)
    .innerJoin(brands, eq(brands.id, cars.brandId))
    .innerJoin(brandModels, eq(brandModels.id, cars.modelId))
    .where(and(eq(cars.userId, driverId), eq(cars.main, true)))
    .orderBy(asc(cars.id))
    .limit(1);
  return car ? `${car.brand} ${car.model}, ${car.plate}` : null;
}

export async function readTracking(
  db: Db,
  secret: string,
  token: string,
  eta: TrackingEta,
): Promise<Tracking> {
  const target = readTrackingToken(secret, token);
  if (!target) throw ended();
  const [ride] = await db
    .select({
      number: rides.number,
      status: rides.status,
      type: courses.type,
      courseId: courses.id,
      driverId: courses.driverId,
      driverStartAt: courses.driverStartAt,
      driverEndAt: courses.driverEndAt,
    })
    .from(rides)
    .innerJoin(courses, eq(courses.id, rides.courseId))
    .where(eq(rides.id, target.rideId));
  if (!ride || ride.type !== 'taxi' || ride.driverId === null) throw ended();
  const state = trackingState(ride);
  if (state === 'ended') throw ended();
  const stop = await pickUpStop(db, target.rideId, target.passengerId);
  if (!stop) throw ended();
  const [driver] = await db
    .select({ firstname: users.firstname })
    .from(users)
    .where(eq(users.id, ride.driverId));
  const position = state === 'driving' ? await latestPosition(db, ride.courseId) : null;
  const stopPoint =
    stop.latitude !== null && stop.longitude !== null
      ? { latitude: stop.latitude, longitude: stop.longitude }
      : null;
  return {
    '@context': '/api/contexts/Tracking',
    '@id': `/api/tracking/${token}`,
    '@type': 'Tracking',
    rideNumber: ride.number,
    state,
    driverFirstName: driver?.firstname ?? '',
    car: await driverCar(db, ride.driverId),
    position: position
      ? {
          latitude: position.latitude,
          longitude: position.longitude,
          accuracy: position.accuracy,
          at: position.at.toISOString(),
        }
      : null,
    stop: stopPoint ? { ...stopPoint, name: stop.name ?? '', time: stop.time?.toISOString() ?? null } : null,
    // Once the stop is reached there is nothing to wait for.
    eta: position && stopPoint && stop.reachedAt === null ? await eta(position, stopPoint) : null,
  };
}
