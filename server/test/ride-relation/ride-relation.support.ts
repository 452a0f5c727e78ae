/** Setup of the 'Edycja relacji' tests: a course written by courseIn and what a write may change. */
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { courses, rides, segments, waypoints } from '../../db/course-schema';
import { events } from '../../db/schema';
import { as } from '../course-writes/write-app.support';
import { courseIn } from '../course-in.support';
import type { DemoIris } from '../course-writes/write-app.support';

/** A PKP Intercity course (contractor Taxi Trans, driver kierowca): stop A 08:00 with both passengers and a locomotive, B 09:30. */
export async function relationCourse(app: FastifyInstance, status = 'planning') {
  const { courseId, rideIds } = await courseIn(app, { rideStatuses: status });
  const [rideId] = rideIds;
  if (rideId === undefined) throw new Error('no ride');
  const [a, b] = await stopRows(app, rideId);
  if (!a || !b) throw new Error('no stops');
  return { courseId, rideId, a: a.id, b: b.id };
}

export const stopRows = (app: FastifyInstance, rideId: number) =>
  app.db.select().from(waypoints).where(eq(waypoints.rideId, rideId)).orderBy(asc(waypoints.position));

export interface StopInput {
  id?: number;
  place?: string | null;
  date?: string;
  time?: string;
  passengers?: string[];
  locomotives?: string[];
}

/** A relation body: A (kept, as created), then the given stops. */
export function stopsBody(iris: DemoIris, stops: readonly StopInput[]) {
  return stops.map((stop) => ({
    ...(stop.id === undefined ? {} : { id: `/api/waypoints/${stop.id}` }),
    place: stop.place === undefined ? iris.places[1] : stop.place,
    date: stop.date ?? '2030-03-07',
    time: stop.time ?? '09:30',
    passengers: stop.passengers ?? [],
    locomotives: stop.locomotives ?? [],
  }));
}

/** The relation as created: A with both passengers and the locomotive, B the drop-off. */
export const createdStops = (iris: DemoIris, a: number, b: number): StopInput[] => [
  {
    id: a,
    place: iris.places[0],
    time: '08:00',
    passengers: [...iris.passengers],
    locomotives: [iris.locomotive],
  },
  { id: b },
];

export async function putRelation(
  app: FastifyInstance,
  username: string,
  rideId: number | string,
  payload: unknown,
  headers: Record<string, string> = { 'If-Match': 'W/"1"' },
) {
  return app.inject({
    method: 'PUT',
    url: `/api/taxi_course_rides/${rideId}`,
    headers: { ...(await as(app, username)), ...headers },
    payload: payload as object,
  });
}

/** Everything a refused write must leave as it was. */
export async function snapshot(app: FastifyInstance, courseId: number, rideId: number) {
  const [stops, legs, ride, course, log] = await Promise.all([
    stopRows(app, rideId),
    app.db.select().from(segments).where(eq(segments.rideId, rideId)).orderBy(asc(segments.position)),
    app.db.select().from(rides).where(eq(rides.id, rideId)),
    app.db.select().from(courses).where(eq(courses.id, courseId)),
    app.db
      .select({ id: events.id })
      .from(events)
      .where(and(eq(events.entityType, 'course'), eq(events.entityId, courseId))),
  ]);
  return { stops, legs, ride, course, events: log.length };
}
