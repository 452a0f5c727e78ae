import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courses } from '../../db/course-schema';
import { as, buildWriteApp, companyId } from '../../test/course-writes/write-app.support';

let app: FastifyInstance;

beforeAll(async () => {
  app = await buildWriteApp();
});
afterAll(() => app.close());

const get = async (username: string, id: number | string) =>
  app.inject({ method: 'GET', url: `/api/abstract_courses/${id}`, headers: await as(app, username) });

async function courseOf(type: 'taxi' | 'kilometer', companyName: string) {
  const company = await companyId(app, companyName);
  const rows = await app.db.select().from(courses).where(eq(courses.type, type));
  const row = rows.find((candidate) => candidate.companyId === company);
  if (!row) throw new Error(`no ${type} course of ${companyName}`);
  return row.id;
}

describe('GET /api/abstract_courses/{id}', () => {
  it('answers a course of either type by its id alone, as a shared link needs', async () => {
    const taxi = await courseOf('taxi', 'PKP Intercity');
    const kilometer = await courseOf('kilometer', 'PKP Intercity');
    const taxiResponse = await get('admin', taxi);
    expect(taxiResponse.statusCode).toBe(200);
    expect(taxiResponse.json()).toMatchObject({ '@id': `/api/taxi_courses/${taxi}`, '@type': 'TaxiCourse' });
    const kilometerResponse = await get('admin', kilometer);
    expect(kilometerResponse.statusCode).toBe(200);
    expect(kilometerResponse.json()).toMatchObject({ '@type': 'KilometerCourse', id: kilometer });
  });

  it('answers 404 for an unknown id and for a course the user may not see', async () => {
    expect((await get('admin', 999_999)).statusCode).toBe(404);
    const other = await app.db.select().from(courses);
    const intercity = await companyId(app, 'PKP Intercity');
    const foreign = other.find((row) => row.companyId !== intercity);
    if (!foreign) throw new Error('no course of another railway company');
    expect((await get('firma', foreign.id)).statusCode).toBe(404);
  });
});
