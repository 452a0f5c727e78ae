import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courses } from '../../db/course-schema';
import { events } from '../../db/schema';
import { as, buildWriteApp, companyId, demoIris } from '../../test/course-writes/write-app.support';
import type { DemoIris } from '../../test/course-writes/write-app.support';
import { courseRow, courseWith, rideRow, writeCounts } from '../../test/course-core/ride-states.support';

let app: FastifyInstance;
let iris: DemoIris;

beforeAll(async () => {
  app = await buildWriteApp();
  iris = await demoIris(app);
});
afterAll(() => app.close());

async function extract(username: string, rideId: number) {
  return app.inject({
    method: 'POST',
    url: `/api/taxi_course_rides/${rideId}/extract`,
    headers: await as(app, username),
  });
}

describe('POST api/taxi_course_rides/{id}/extract', () => {
  it('takes the ride into a new course in planning with the same customer and contractor', async () => {
    const source = await courseWith(app, iris, ['08:00', '10:00'], 'accepted_by_driver');
    const moved = source.rideIds[0] ?? 0;

    const response = await extract('dyspozytor', moved);

    expect(response.statusCode).toBe(201);
    const body = response.json<{ id: number; rides: { id: number; status: string }[] }>();
    expect(body.rides).toEqual([expect.objectContaining({ id: moved, status: 'planning' })]);
    const [created] = await app.db.select().from(courses).where(eq(courses.id, body.id));
    const original = await courseRow(app, source.courseId);
    expect(created).toMatchObject({
      type: 'taxi',
      companyId: original.companyId,
      contractorId: original.contractorId,
      subcontractorId: original.subcontractorId,
      driverId: null,
      rideCount: 1,
    });
    expect(original.rideCount).toBe(1);
    expect((await rideRow(app, source.rideIds[1] ?? 0)).position).toBe(0);
    const written = await app.db.select().from(events).where(eq(events.entityType, 'course'));
    expect(written.slice(-2).map((row) => `${row.type}:${row.entityId}`)).toEqual([
      `course_insert:${body.id}`,
      `course_update:${source.courseId}`,
    ]);
  });

  it('the executing transport company may extract', async () => {
    const source = await courseWith(app, iris, ['08:00', '10:00']);
    expect((await extract('transport', source.rideIds[1] ?? 0)).statusCode).toBe(201);
  });

  it.each<[string, string, string[], string, boolean, number]>([
    ['a one-ride course', 'dyspozytor', ['08:00'], 'planning', false, 409],
    ['the railway company', 'firma', ['08:00', '09:00'], 'planning', false, 403],
    ['the driver', 'kierowca', ['08:00', '09:00'], 'planning', false, 403],
    ['a finished ride', 'dyspozytor', ['08:00', '09:00'], 'finished', false, 409],
    ['another tenant', 'transport', ['08:00', '09:00'], 'planning', true, 404],
  ])('refuses %s and writes nothing', async (_name, user, times, status, foreign, code) => {
    const elsewhere = { contractorId: await companyId(app, 'Trans-Śląsk Katowice'), driverId: null };
    const source = await courseWith(app, iris, times, status, foreign ? elsewhere : {});
    const counts = await writeCounts(app);
    expect((await extract(user, source.rideIds[0] ?? 0)).statusCode).toBe(code);
    expect(await writeCounts(app)).toEqual(counts);
  });

  it('refuses a ride accepted by the driver once the driver ended the course', async () => {
    const source = await courseWith(app, iris, ['08:00', '09:00'], 'accepted_by_driver');
    await app.db.update(courses).set({ driverEndAt: new Date() }).where(eq(courses.id, source.courseId));
    expect((await extract('dyspozytor', source.rideIds[0] ?? 0)).statusCode).toBe(409);
  });
});
