import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rides } from '../db/course-schema';
import { events } from '../db/schema';
import { buildWriteApp } from '../test/course-writes/write-app.support';
import { messagesAbout, rideIn, rideRow } from '../test/course-core/ride-states.support';
import { expireAcceptances } from './acceptance-deadline';

let app: FastifyInstance;
const NOW = new Date();
const HOUR = 3600_000;

beforeAll(async () => {
  app = await buildWriteApp();
  // The demo courses have overdue acceptances of their own; expire them first.
  await expireAcceptances(app.db, NOW);
});
afterAll(() => app.close());

async function courseEvents(courseIds: number[]) {
  const rows = await app.db.select().from(events).where(inArray(events.entityId, courseIds));
  return rows.filter((row) => row.entityType === 'course' && row.type === 'course_update');
}

describe('acceptance-deadline job', () => {
  it('moves overdue rides to not accepted, leaves the others, tells the dispatcher and the executor', async () => {
    const overdueCompany = await rideIn(app, {
      status: 'waiting_for_transport_company_acceptance',
      startsAt: new Date(NOW.getTime() - HOUR),
    });
    const overdueDriver = await rideIn(app, {
      status: 'waiting_for_driver_acceptance',
      startsAt: new Date(NOW.getTime() + HOUR),
    });
    await app.db
      .update(rides)
      .set({ driverHasToAcceptAt: new Date(NOW.getTime() - 60_000) })
      .where(eq(rides.id, overdueDriver.rideId));
    const inTime = await rideIn(app, {
      status: 'waiting_for_transport_company_acceptance',
      startsAt: new Date(NOW.getTime() + HOUR),
    });
    const accepted = await rideIn(app, {
      status: 'accepted_by_driver',
      startsAt: new Date(NOW.getTime() - HOUR),
    });

    expect(await expireAcceptances(app.db, NOW)).toEqual({ courses: 2, rides: 2 });
    expect((await rideRow(app, overdueCompany.rideId)).status).toBe('not_accepted_by_transport_company');
    expect((await rideRow(app, overdueDriver.rideId)).status).toBe('not_accepted_by_driver');
    expect((await rideRow(app, inTime.rideId)).status).toBe('waiting_for_transport_company_acceptance');
    expect((await rideRow(app, accepted.rideId)).status).toBe('accepted_by_driver');
    expect(
      await courseEvents([overdueCompany.courseId, overdueDriver.courseId, inTime.courseId]),
    ).toHaveLength(2);
    const messages = await messagesAbout(app, overdueCompany.rideId);
    expect(messages.map((m) => m.recipient).sort()).toEqual([
      'dyspozytor@kursownik.pl',
      'dyspozytornia@taxitrans.waw.pl',
    ]);
    expect(messages[0]?.subject).toMatch(/nie zaakceptowała przejazdu .+ w terminie$/);
    expect(await expireAcceptances(app.db, NOW)).toEqual({ courses: 0, rides: 0 });
  });

  it('handles each ride once when two workers run at once', async () => {
    const created = [];
    for (let i = 0; i < 6; i++)
      created.push(
        await rideIn(app, {
          status: 'waiting_for_transport_company_acceptance',
          startsAt: new Date(NOW.getTime() - HOUR),
        }),
      );
    const results = await Promise.all([
      expireAcceptances(app.db, NOW, { batchSize: 2 }),
      expireAcceptances(app.db, NOW, { batchSize: 2 }),
    ]);
    expect(results.reduce((sum, result) => sum + result.rides, 0)).toBe(6);
    for (const { rideId } of created) {
      expect((await rideRow(app, rideId)).status).toBe('not_accepted_by_transport_company');
      expect(await messagesAbout(app, rideId)).toHaveLength(2);
    }
    expect(await courseEvents(created.map((c) => c.courseId))).toHaveLength(6);
  });
});
