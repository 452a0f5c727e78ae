/** Setup of the ride transition tests: a course created through the API, then put in a wanted state. */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { courses, rides } from '../../db/course-schema';
import { events, outboxMessages } from '../../db/schema';
import { as, taxiPayload } from '../course-writes/test-fixtures';
import type { DemoIris } from '../course-writes/test-fixtures';

export interface RideState {
  status: string;
  startsAt?: Date;
  /** Course fields: subcontractor, driver distance, driver start. */
  course?: Partial<typeof courses.$inferInsert>;
  noStartingBase?: boolean;
}

/** Creates a PKP Intercity course (contractor Taxi Trans, driver kierowca) and sets its one ride. */
export async function rideIn(app: FastifyInstance, iris: DemoIris, state: RideState) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/taxi_courses',
    headers: await as(app, 'dyspozytor'),
    payload: taxiPayload(iris),
  });
  if (response.statusCode !== 201) throw new Error(`create failed: ${response.body}`);
  const course = response.json<{ id: number; rides: { id: number }[] }>();
  const rideId = course.rides[0]?.id;
  if (rideId === undefined) throw new Error('no ride');
  await app.db
    .update(rides)
    .set({
      status: state.status,
      ...(state.startsAt ? { startsAt: state.startsAt } : {}),
      ...(state.noStartingBase ? { fromStartingBaseId: null, toStartingBaseId: null } : {}),
    })
    .where(eq(rides.id, rideId));
  if (state.course) await app.db.update(courses).set(state.course).where(eq(courses.id, course.id));
  return { courseId: course.id, rideId };
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
 * Creates a course of rides starting at the given times (HH:MM on 2030-03-07, in this order) as the
 * dispatcher, then sets every ride's status to `status` and the course row's `course` fields (another
 * contractor, no driver) straight in the database. Answers the course and ride ids.
 */
export async function courseWith(
  app: FastifyInstance,
  iris: DemoIris,
  times: readonly string[],
  status = 'planning',
  course: Partial<typeof courses.$inferInsert> = {},
) {
  const base = taxiPayload(iris);
  const [template] = base.rides;
  if (!template) throw new Error('no ride template');
  const payload = {
    ...base,
    rides: times.map((time) => ({
      ...template,
      number: `MOVE/${++rideSerial}`,
      waypoints: template.waypoints.map((point, index) => ({ ...point, time: index === 0 ? time : '23:00' })),
    })),
  };
  const response = await app.inject({
    method: 'POST',
    url: '/api/taxi_courses',
    headers: await as(app, 'dyspozytor'),
    payload,
  });
  if (response.statusCode !== 201) throw new Error(`create failed: ${response.body}`);
  const created = response.json<{ id: number; rides: { id: number }[] }>();
  const rideIds = created.rides.map((ride) => ride.id);
  for (const id of rideIds) await app.db.update(rides).set({ status }).where(eq(rides.id, id));
  if (Object.keys(course).length > 0)
    await app.db.update(courses).set(course).where(eq(courses.id, created.id));
  return { courseId: created.id, rideIds };
}
