/** Courses of the tracking tests: a demo course of the demo driver, its driver link, started or not. */
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { rides } from '../../db/course-schema';
import { outboxMessages, passengers } from '../../db/schema';
import { trackingToken } from '../../resources/course-core/tracking-tokens';
import {
  buildWriteApp,
  createdByDispatcher,
  demoIris,
  taxiPayload,
  userId,
} from '../course-writes/write-app.support';
import type { DemoIris } from '../course-writes/write-app.support';

export const passengerIdOf = (value: string) => Number(value.split('/').at(-1));

/** The demo-seeded app of a tracking test, the demo IRIs and the IRI of the demo passenger 'pasazer'. */
export async function buildTrackingApp() {
  const app = await buildWriteApp();
  const iris = await demoIris(app);
  const [own] = await app.db
    .select({ id: passengers.id })
    .from(passengers)
    .where(eq(passengers.userId, await userId(app, 'pasazer')));
  return { app, iris, pasazerIri: `/api/passengers/${own?.id}` };
}

/**
 * A course of the demo driver created by the dispatcher, with `passenger` (when given) on its first
 * stop; answers its id and the token of the driver link the driver was sent.
 */
export async function courseWithDriverLink(app: FastifyInstance, iris: DemoIris, passenger?: string) {
  const payload = taxiPayload(iris) as { rides: { waypoints: { passengers: string[] }[] }[] };
  const first = payload.rides[0]?.waypoints[0];
  if (first && passenger) first.passengers = [passenger];
  const courseId = (await createdByDispatcher(app, payload)).id;
  const [message] = await app.db
    .select()
    .from(outboxMessages)
    .where(eq(outboxMessages.recipientUserId, await userId(app, 'kierowca')))
    .orderBy(desc(outboxMessages.id))
    .limit(1);
  const token = /\/kurs\/([A-Za-z0-9_-]{43})/.exec(message?.body ?? '')?.[1];
  expect(token, message?.body).toBeDefined();
  return { courseId, token: token ?? '' };
}

/**
 * A course of the demo driver (Taxi Trans Warszawa executes it) with `passenger` on its first stop,
 * accepted by the driver and started through the driver link when `start`.
 */
export async function trackedCourse(
  app: FastifyInstance,
  iris: DemoIris,
  options: { start: boolean; passenger: string },
) {
  const { courseId, token } = await courseWithDriverLink(app, iris, options.passenger);
  await app.db.update(rides).set({ status: 'accepted_by_driver' }).where(eq(rides.courseId, courseId));
  if (options.start)
    expect((await app.inject({ method: 'POST', url: `/api/course-info/start/${token}` })).statusCode).toBe(
      200,
    );
  const [ride] = await app.db.select({ id: rides.id }).from(rides).where(eq(rides.courseId, courseId));
  return {
    courseId,
    token,
    rideId: ride?.id ?? 0,
    tracking: trackingToken(app.config.jwtSecret, ride?.id ?? 0, passengerIdOf(options.passenger)),
  };
}
