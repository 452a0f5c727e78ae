/**
 * Path parameters of the driver's link (the public course-info writes): a fresh link of a course no
 * other fuzzed route touches, its ride and first stop, and the answers the routes take.
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { courses, rides, waypoints } from '../../db/course-schema';
import { issueDriverLink } from '../../resources/course-info/driver-links';

export async function driverLinkParams(
  app: FastifyInstance,
  courseId: number,
): Promise<Record<string, string>> {
  const [course] = await app.db.select().from(courses).where(eq(courses.id, courseId));
  const [ride] = await app.db.select().from(rides).where(eq(rides.courseId, courseId));
  const [stop] = ride ? await app.db.select().from(waypoints).where(eq(waypoints.rideId, ride.id)) : [];
  if (!course?.driverId || !ride || !stop) throw new Error('fuzz: the driver-link course is incomplete');
  return {
    token: await issueDriverLink(app.db, courseId, course.driverId),
    rideId: String(ride.id),
    waypointId: String(stop.id),
    answer: 'accept',
    endedAt: 'now',
  };
}
