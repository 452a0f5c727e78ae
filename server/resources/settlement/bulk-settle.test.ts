import { and, desc, eq, gt, inArray, ne, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BULK_SETTLE_MESSAGES } from '../../../domain/courses/bulk-settle';
import { courses, rides } from '../../db/course-schema';
import { events } from '../../db/schema';
import { settlementHistory } from '../../db/settlement-schema';
import { as, buildWriteApp, companyId } from '../../test/course-writes/write-app.support';

let app: FastifyInstance;
let intercity: number;

beforeAll(async () => {
  app = await buildWriteApp();
  intercity = await companyId(app, 'PKP Intercity');
});
afterAll(() => app.close());

const settle = async (username: string) =>
  app.inject({ method: 'GET', url: '/api/abstract_course/settle', headers: await as(app, username) });

/** Puts the first `count` rides of the given type and customer side into `status`. */
async function ridesOf(type: 'taxi' | 'kilometer', own: boolean, status: string, count: number) {
  const owned = own ? eq(courses.companyId, intercity) : ne(courses.companyId, intercity);
  const rows = await app.db
    .select({ id: rides.id, courseId: rides.courseId })
    .from(rides)
    .innerJoin(courses, eq(courses.id, rides.courseId))
    .where(and(eq(rides.type, type), owned))
    .orderBy(rides.id)
    .limit(count);
  expect(rows).toHaveLength(count);
  await app.db
    .update(rides)
    .set({ status })
    .where(
      inArray(
        rides.id,
        rows.map((row) => row.id),
      ),
    );
  return rows;
}

const statusOf = async (ids: number[]) =>
  (await app.db.select({ status: rides.status }).from(rides).where(inArray(rides.id, ids))).map(
    (row) => row.status,
  );

describe('GET /api/abstract_course/settle', () => {
  it('refuses everyone but the head of a railway company, changing nothing', async () => {
    const [ride] = await ridesOf('taxi', true, 'accepted_by_contractor', 1);
    for (const username of ['dyspozytor', 'dyspozytor.zewnetrzny', 'transport', 'pasazer', 'ksiegowa']) {
      const response = await settle(username);
      expect(response.statusCode, username).toBe(403);
      expect(response.json()).toMatchObject({ 'hydra:description': BULK_SETTLE_MESSAGES.forbidden });
    }
    expect(await statusOf([ride?.id ?? 0])).toEqual(['accepted_by_contractor']);
  });

  it("accepts the company's ready taxi and kilometer rides, leaves others, and tells the live lists", async () => {
    const taxi = await ridesOf('taxi', true, 'accepted_by_contractor', 2);
    const kilometer = await ridesOf('kilometer', true, 'finished', 1);
    const foreign = await ridesOf('taxi', false, 'accepted_by_contractor', 1);
    const [lastEvent] = await app.db.select({ id: events.id }).from(events).orderBy(desc(events.id)).limit(1);
    const ready = await app.db
      .select({ courseId: rides.courseId })
      .from(rides)
      .innerJoin(courses, eq(courses.id, rides.courseId))
      .where(
        and(
          eq(courses.companyId, intercity),
          or(
            and(eq(rides.type, 'taxi'), eq(rides.status, 'accepted_by_contractor')),
            and(eq(rides.type, 'kilometer'), eq(rides.status, 'finished')),
          ),
        ),
      );
    const expected = new Set(ready.map((row) => row.courseId)).size;
    expect(expected).toBeGreaterThanOrEqual(new Set([...taxi, ...kilometer].map((row) => row.courseId)).size);

    const response = await settle('firma');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ settled: expected, message: `Zaakceptowano ${expected} kursów` });
    expect(await statusOf(taxi.map((row) => row.id))).toEqual([
      'accepted_by_customer',
      'accepted_by_customer',
    ]);
    expect(await statusOf(kilometer.map((row) => row.id))).toEqual(['to_be_settled']);
    expect(await statusOf(foreign.map((row) => row.id))).toEqual(['accepted_by_contractor']);
    const published = await app.db
      .select({ entityId: events.entityId, type: events.type })
      .from(events)
      .where(gt(events.id, lastEvent?.id ?? 0));
    expect(new Set(published.map((event) => event.entityId)).size).toBe(expected);
    expect(published.every((event) => event.type === 'course_update')).toBe(true);
    const history = await app.db
      .select()
      .from(settlementHistory)
      .where(
        inArray(
          settlementHistory.rideId,
          taxi.map((row) => row.id),
        ),
      );
    expect(history.map((row) => [row.field, row.fromValue, row.toValue])).toEqual([
      ['status', 'accepted_by_contractor', 'accepted_by_customer'],
      ['status', 'accepted_by_contractor', 'accepted_by_customer'],
    ]);
  });

  it('says there is nothing to accept the second time', async () => {
    const response = await settle('firma');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ settled: 0, message: BULK_SETTLE_MESSAGES.none });
  });
});
