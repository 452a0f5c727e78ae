import { describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { list, userOf, withSeededCourseApp } from '../../test/courses/courses-app.support';
import type * as CountLimit from '../../../domain/courses/count-limit';

// The demo data holds a few dozen courses: a limit of 5 shows the "more than" answer on it.
vi.mock('../../../domain/courses/count-limit', async (importOriginal) => ({
  ...(await importOriginal<typeof CountLimit>()),
  COURSE_COUNT_LIMIT: 5,
}));

describe('GET /api/abstract_courses bounded counts', () => {
  let database: Database;
  let app: FastifyInstance;

  withSeededCourseApp((seeded, built) => {
    database = seeded;
    app = built;
  });

  it('counts exactly up to the limit, then answers the limit with totalItemsLimited', async () => {
    const admin = await userOf(database.db, 'admin');
    const many = await list(app, admin, 'itemsPerPage=2');
    expect(many.body['hydra:totalItems']).toBe(5);
    expect(many.body).toHaveProperty('totalItemsLimited', true);
    // No last page can be named without the count; the cursor still reaches every course.
    expect(many.body['hydra:view']).not.toHaveProperty('hydra:last');
    expect(many.body['hydra:view']['hydra:next']).toMatch(/after=/);

    const few = await list(app, admin, 'itemsPerPage=100&discriminator=kilometer_course');
    expect(few.body['hydra:totalItems']).toBe(few.body['hydra:member'].length);
    expect(few.body['hydra:totalItems']).toBeLessThanOrEqual(5);
    expect(few.body).not.toHaveProperty('totalItemsLimited');
    expect(few.body['hydra:view']).toHaveProperty('hydra:last');
  });

  it('bounds a railway company’s card count with its course count', async () => {
    const firma = await userOf(database.db, 'firma');
    const { body } = await list(app, firma, 'includeCancelledCourses=true&itemsPerPage=100');
    expect(body['hydra:member'].length).toBeGreaterThan(5);
    expect(body).toMatchObject({ 'hydra:totalItems': 5, totalItemsLimited: true });
    expect(body.totalCards).toBeGreaterThan(5);
  });
});
