import { describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import type { AuthUser } from '../../auth/authenticate';
import { list, userOf, withSeededCourseApp } from '../../test/courses/courses-app.support';

/** Follows hydra:next from `query` to the end; the ids in the order the pages gave them. */
async function walk(app: FastifyInstance, user: AuthUser, query: string): Promise<number[]> {
  const ids: number[] = [];
  let next: string | undefined = `/api/abstract_courses?${query}`;
  for (let guard = 0; next !== undefined && guard < 100; guard += 1) {
    const { status, body } = await list(app, user, next.split('?')[1] ?? '');
    expect(status).toBe(200);
    ids.push(...body['hydra:member'].map((course) => course.id));
    next = body['hydra:view']['hydra:next'];
  }
  return ids;
}

describe('GET /api/abstract_courses keyset paging (after=)', () => {
  let database: Database;
  let app: FastifyInstance;

  withSeededCourseApp((seeded, built) => {
    database = seeded;
    app = built;
  });

  it.each([
    'includeCancelledCourses=true',
    'includeCancelledCourses=true&order[startsAt]=asc',
    'order[createdAt]=desc',
    'column=finished',
  ])('walks %s in the same order as one big page, each course once', async (filters) => {
    const admin = await userOf(database.db, 'admin');
    const whole = (await list(app, admin, `${filters}&itemsPerPage=100`)).body['hydra:member'];
    expect(whole.length).toBeGreaterThan(3);
    const walked = await walk(app, admin, `${filters}&itemsPerPage=7`);
    expect(walked).toEqual(whole.map((course) => course.id));
  });

  it('keeps the filters in hydra:next, names no previous page and stops with no next link', async () => {
    const transport = await userOf(database.db, 'transport');
    const first = await list(app, transport, 'itemsPerPage=2&discriminator=taxi_course');
    const next = first.body['hydra:view']['hydra:next'] ?? '';
    expect(next).toMatch(/^\/api\/abstract_courses\?itemsPerPage=2&discriminator=taxi_course&after=/);
    const second = await list(app, transport, next.split('?')[1] ?? '');
    expect(second.body['hydra:view']['@id']).toBe(next);
    expect(second.body['hydra:view']).not.toHaveProperty('hydra:previous');
    expect(second.body['hydra:totalItems']).toBe(first.body['hydra:totalItems']);
    const all = await list(app, transport, 'itemsPerPage=100&discriminator=taxi_course');
    expect(all.body['hydra:view']).not.toHaveProperty('hydra:next');
  });

  it('shows a visible course only to whom it is visible, whatever the cursor says', async () => {
    const transport = await userOf(database.db, 'transport');
    const admin = await userOf(database.db, 'admin');
    const seen = new Set(await walk(app, transport, 'includeCancelledCourses=true&itemsPerPage=3'));
    const mine = (await list(app, transport, 'includeCancelledCourses=true&itemsPerPage=100')).body;
    expect(seen).toEqual(new Set(mine['hydra:member'].map((course) => course.id)));
    const everyone = (await list(app, admin, 'includeCancelledCourses=true&itemsPerPage=100')).body;
    expect(seen.size).toBeLessThan(everyone['hydra:member'].length);
  });
});
