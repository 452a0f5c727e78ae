/** Demo rides for the comment and rating tests: one the passenger rides in, one hidden from them. */
import { and, eq, inArray, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { courses, rides, segmentEmployees, segments } from '../../db/course-schema';
import { events, passengers } from '../../db/schema';
import { userId } from '../course-writes/write-app.support';

/** Ride ids of the demo passenger `pasazer` (a taxi ride they ride in and their own kilometer ride). */
export async function passengerRides(app: FastifyInstance) {
  const user = await userId(app, 'pasazer');
  const ridden = app.db
    .selectDistinct({ rideId: segments.rideId })
    .from(segmentEmployees)
    .innerJoin(segments, eq(segments.id, segmentEmployees.segmentId))
    .innerJoin(passengers, eq(passengers.id, segmentEmployees.passengerId))
    .where(eq(passengers.userId, user));
  const [taxi] = await app.db
    .select()
    .from(rides)
    .where(and(eq(rides.type, 'taxi'), inArray(rides.id, ridden)));
  const [kilometer] = await app.db
    .select({ ride: rides })
    .from(rides)
    .innerJoin(courses, eq(courses.id, rides.courseId))
    .where(and(eq(rides.type, 'kilometer'), eq(courses.createdById, user)));
  const [own] = await app.db.select().from(passengers).where(eq(passengers.userId, user));
  const [hidden] = await app.db
    .select({ ride: rides })
    .from(rides)
    .innerJoin(courses, eq(courses.id, rides.courseId))
    .where(and(eq(rides.type, 'taxi'), ne(courses.companyId, own?.employerId ?? 0)));
  if (!taxi || !kilometer || !hidden) throw new Error('demo rides missing');
  return { taxi, kilometer: kilometer.ride, hidden: hidden.ride };
}

export const setRideStatus = (app: FastifyInstance, id: number, status: string) =>
  app.db.update(rides).set({ status }).where(eq(rides.id, id));

/** The course_update events of course `courseId`. */
export const courseUpdates = async (app: FastifyInstance, courseId: number) =>
  (
    await app.db
      .select()
      .from(events)
      .where(and(eq(events.entityId, courseId), eq(events.type, 'course_update')))
  ).length;
