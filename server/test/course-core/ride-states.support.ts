/** Setup of the ride transition tests: a course written by courseIn, then acted on through the API. */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { courses, rides } from '../../db/course-schema';
import { events, outboxMessages } from '../../db/schema';
import { as, taxiPayload } from '../course-writes/write-app.support';
import { courseIn } from '../course-in.support';
import type { DemoIris } from '../course-writes/write-app.support';

export interface RideState {
  status: string;
  startsAt?: Date;
  /** Course fields: subcontractor, driver distance, driver start. */
  course?: Partial<typeof courses.$inferInsert>;
  noStartingBase?: boolean;
}

/** A PKP Intercity course (contractor Taxi Trans, driver kierowca) with its one ride in `state`. */
export async function rideIn(app: FastifyInstance, state: RideState) {
  const { courseId, rideIds } = await courseIn(app, {
    rideStatuses: state.status,
    ride: {
      ...(state.startsAt ? { startsAt: state.startsAt } : {}),
      ...(state.noStartingBase ? { fromStartingBaseId: null, toStartingBaseId: null } : {}),
    },
    ...(state.course ? { course: state.course } : {}),
  });
  const [rideId] = rideIds;
  if (rideId === undefined) throw new Error('no ride');
  return { courseId, rideId };
}

export async function rideRow(app: FastifyInstance, rideId: number) {
  const [row] = await app.db.select().from(rides).where(eq(rides.id, rideId));
  if (!row) throw new Error('ride gone');
  return row;
}

export async function courseRow(app: FastifyInstance, courseId: number) {
  const [row] = await app.db.select().from(courses).where(eq(courses.id, courseId));
  if (!row) throw new Error('course gone');
  return row;
}

/** Course events and outbox messages written so far (to see that a refusal writes nothing). */
export async function writeCounts(app: FastifyInstance) {
  const [eventRows, messageRows] = await Promise.all([
    app.db.select({ id: events.id }).from(events),
    app.db.select({ id: outboxMessages.id }).from(outboxMessages),
  ]);
  return { events: eventRows.length, messages: messageRows.length };
}

export async function messagesAbout(app: FastifyInstance, rideId: number) {
  const rows = await app.db.select().from(outboxMessages).where(eq(outboxMessages.relatedId, rideId));
  return rows.filter((row) => row.relatedType === 'ride');
}

export async function transition(
  app: FastifyInstance,
  username: string,
  rideId: number,
  action: string,
  payload?: object,
  headers: Record<string, string> = {},
) {
  const method = action === 'status' ? 'PUT' : 'POST';
  return app.inject({
    method,
    url: `/api/taxi_course_rides/${rideId}/${action}`,
    headers: { ...(await as(app, username)), ...headers },
    ...(payload ? { payload } : {}),
  });
}

let rideSerial = 0;

/**
 * A course of rides starting at the given times (HH:MM on 2030-03-07, in this order), every ride in
 * `status`, with the course row's `course` fields (another contractor, no driver). Answers the ids.
 */
export async function courseWith(
  app: FastifyInstance,
  iris: DemoIris,
  times: readonly string[],
  status = 'planning',
  course: Partial<typeof courses.$inferInsert> = {},
) {
  const [template] = taxiPayload(iris).rides;
  if (!template) throw new Error('no ride template');
  return courseIn(app, {
    rides: times.map((time) => ({
      ...template,
      number: `MOVE/${++rideSerial}`,
      waypoints: template.waypoints.map((point, index) => ({ ...point, time: index === 0 ? time : '23:00' })),
    })),
    rideStatuses: status,
    ...(Object.keys(course).length > 0 ? { course } : {}),
  });
}
