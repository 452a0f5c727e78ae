/**
 * The answer of `PUT api/taxi_course_rides/{id}`: the ride as the course list shows it plus its stops
 * as a `waypoints` list (courses.md §7 "Taxi ride update response carries a waypoints list").
 */
import type { Db } from '../../db/client';
import { notFound } from '../../http/errors';
import type { Ride, RideRelationItem, Waypoint } from '../../../domain/contract/course.schema';
import { courseView } from '../course-core/course.serializer';
import { rideVersion } from './ride-relation.repository';

export type RideRelationView = RideRelationItem;

/** The stops of a ride in order: each segment's start, then the last segment's end. */
export function rideStops(ride: Pick<Ride, 'segments'>): Waypoint[] {
  const stops = ride.segments.map((segment) => segment.waypointStart);
  const last = ride.segments.at(-1);
  if (last) stops.push(last.waypointEnd);
  return stops;
}

/** The ride with its waypoints, and the course's version for the ETag (what If-Match compares). */
export async function rideRelationView(
  db: Db,
  courseId: number,
  rideId: number,
  now: Date,
): Promise<{ view: RideRelationView; courseVersion: number }> {
  const { view: course, version: courseVersion } = await courseView(db, courseId, now);
  const ride = course.rides.find((candidate) => candidate.id === rideId);
  const version = await rideVersion(db, rideId);
  if (!ride || version === undefined) throw notFound();
  return {
    view: {
      '@context': '/api/contexts/TaxiCourseRide',
      ...ride,
      version,
      waypoints: rideStops(ride).map((stop) => ({
        '@id': `/api/waypoints/${stop.id}`,
        '@type': 'Waypoint',
        ...stop,
      })),
    },
    courseVersion,
  };
}
