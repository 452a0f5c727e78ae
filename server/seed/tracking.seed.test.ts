import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rides } from '../db/course-schema';
import { countPositions } from '../resources/tracking/positions.repository';
import { as, buildWriteApp } from '../test/course-writes/write-app.support';
import type { CarPositions } from '../../domain/contract/tracking.schema';
import { STALLED_TEXT } from '../../domain/tracking/stalled-car';
import { seedStalledCarDemo } from './stalled-car.seed';
import { seedTrackingDemo } from './tracking.seed';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildWriteApp();
});
afterAll(() => app.close());

describe('the tracking demo', () => {
  it('shows pasazer a moving car of kierowca, again on each start', async () => {
    const courseId = await seedTrackingDemo(app.db);
    expect(courseId).not.toBeNull();
    expect(await seedTrackingDemo(app.db)).toBe(courseId);
    expect(await countPositions(app.db, courseId ?? 0)).toBe(6);

    const [ride] = await app.db
      .select({ id: rides.id })
      .from(rides)
      .where(and(eq(rides.courseId, courseId ?? 0), eq(rides.status, 'accepted_by_driver')));
    const link = await app.inject({
      method: 'GET',
      url: `/api/taxi_course_rides/${ride?.id}/tracking_link`,
      headers: await as(app, 'pasazer'),
    });
    expect(link.statusCode, link.body).toBe(200);
    const token = (link.json() as { url: string }).url.replace('/sledzenie/', '');
    const page = await app.inject({ method: 'GET', url: `/api/tracking/${token}` });
    expect(page.json()).toMatchObject({ state: 'driving', eta: { source: 'straight_line' } });
  });

  it(`shows dyspozytor and transport a car flagged '${STALLED_TEXT}' (row 868)`, async () => {
    const moving = await seedTrackingDemo(app.db);
    const stalled = await seedStalledCarDemo(app.db, moving);
    expect(stalled).not.toBeNull();
    expect(stalled).not.toBe(moving);
    for (const login of ['dyspozytor', 'transport']) {
      const map = await app.inject({
        method: 'GET',
        url: '/api/course_positions/latest',
        headers: await as(app, login),
      });
      const cars = (map.json() as CarPositions)['hydra:member'];
      expect(cars.find((car) => car.courseId === stalled)?.stalled, login).toBe(true);
      expect(cars.find((car) => car.courseId === moving)?.stalled, login).toBe(false);
    }
  });
});
