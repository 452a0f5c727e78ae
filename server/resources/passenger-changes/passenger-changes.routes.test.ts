/**
 * GET and PUT /api/passenger_changes: readers (ROLE_PASSENGER_CHANGE) over the courses they see, the
 * filters, and marking realized with its refusals (403 / 404 / 409 / 412) and its version.
 */
import { and, eq, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSENGER_CHANGE_MESSAGES } from '../../../domain/passenger-changes/passenger-change-rules';
import { courses } from '../../db/course-schema';
import { passengerChanges } from '../../db/passenger-changes-schema';
import { passengers } from '../../db/schema';
import { seedPassengerChangesDemo, DEMO_PASSENGER_CHANGES } from '../../seed/passenger-changes.seed';
import { as, buildWriteApp, companyId, userId } from '../../test/course-writes/write-app.support';
import { passengerChangeAudience } from './passenger-change-events';

let app: FastifyInstance;
let foreignId: number;
let intercity: number;

interface Row {
  id: number;
  courseId: number;
  createdAt: string;
  realizedBy: { '@id': string; id: number } | null;
  comment: string | null;
  version: number;
}
interface Page {
  'hydra:member': Row[];
  'hydra:totalItems': number;
}

beforeAll(async () => {
  app = await buildWriteApp();
  await seedPassengerChangesDemo(app.db);
  intercity = await companyId(app, 'PKP Intercity');
  // A change on another railway company's course: firma must not see it.
  const [other] = await app.db.select().from(courses).where(ne(courses.companyId, intercity)).limit(1);
  const [anyone] = await app.db.select().from(passengers).limit(1);
  if (!other || !anyone) throw new Error('demo data missing');
  const [row] = await app.db
    .insert(passengerChanges)
    .values({ courseId: other.id, passengerId: anyone.id, kind: 'added', reason: 'Dodano pasażera' })
    .returning();
  foreignId = row?.id ?? 0;
});
afterAll(() => app.close());

const list = async (username: string, query = '') =>
  app.inject({ url: `/api/passenger_changes${query}`, headers: await as(app, username) });

const put = async (username: string, id: number, payload: object, headers: Record<string, string> = {}) =>
  app.inject({
    method: 'PUT',
    url: `/api/passenger_changes/${id}`,
    headers: { ...(await as(app, username)), ...headers },
    payload,
  });

const me = async (username: string) => `/api/users/${await userId(app, username)}`;

describe('GET /api/passenger_changes', () => {
  it('gives the office every row, newest first', async () => {
    const response = await list('dyspozytor');
    expect(response.statusCode).toBe(200);
    const body = response.json<Page>();
    expect(body['hydra:totalItems']).toBe(DEMO_PASSENGER_CHANGES.length + 1);
    const times = body['hydra:member'].map((row) => row.createdAt);
    expect(times).toEqual([...times].sort().reverse());
  });

  it("gives the railway company its own courses' rows only", async () => {
    const body = (await list('firma', '?pagination=false')).json<Page>();
    expect(body['hydra:totalItems']).toBe(DEMO_PASSENGER_CHANGES.length);
    expect(body['hydra:member'].map((row) => row.id)).not.toContain(foreignId);
  });

  it('refuses users without ROLE_PASSENGER_CHANGE', async () => {
    for (const username of ['transport', 'pasazer', 'kierowca', 'admin'])
      expect((await list(username)).statusCode, username).toBe(403);
  });

  it('filters by realized, course and days; a bad filter is a 400', async () => {
    const open = (await list('dyspozytor', '?realized=false')).json<Page>();
    expect(open['hydra:member'].every((row) => row.realizedBy === null)).toBe(true);
    const done = (await list('dyspozytor', '?realized=true')).json<Page>();
    expect(done['hydra:totalItems']).toBe(DEMO_PASSENGER_CHANGES.filter((c) => c.realizedBy).length);
    const [first] = open['hydra:member'];
    const one = (await list('dyspozytor', `?course=/api/taxi_courses/${first?.courseId}`)).json<Page>();
    expect(one['hydra:member'].every((row) => row.courseId === first?.courseId)).toBe(true);
    const future = (await list('dyspozytor', '?from=2099-01-01')).json<Page>();
    expect(future['hydra:totalItems']).toBe(0);
    const bad = await list('dyspozytor', '?from=wczoraj');
    expect(bad.statusCode).toBe(400);
    expect((await list('dyspozytor', '?realized=może')).statusCode).toBe(400);
    const badCourse = await list('dyspozytor', '?course=/api/users/1');
    expect(badCourse.statusCode).toBe(400);
    expect(badCourse.json<{ 'hydra:description': string }>()['hydra:description']).toBe(
      'Nieprawidłowa wartość parametru course: oczekiwano IRI /api/taxi_courses/{id}.',
    );
  });
});

describe('PUT /api/passenger_changes/{id}', () => {
  const openRow = async () => {
    const [row] = await app.db
      .select()
      .from(passengerChanges)
      .innerJoin(courses, eq(courses.id, passengerChanges.courseId))
      .where(and(eq(courses.companyId, intercity), eq(passengerChanges.version, 1)))
      .limit(1);
    if (!row || row.passenger_changes.realizedById !== null) throw new Error('no open row');
    return row.passenger_changes.id;
  };

  it('marks realized in the caller’s name, bumps the version and answers the row', async () => {
    const id = await openRow();
    const response = await put('firma', id, { realizedBy: await me('firma'), version: 1 });
    expect(response.statusCode).toBe(200);
    expect(response.headers.etag).toBe('W/"2"');
    const body = response.json<Row>();
    expect(body.realizedBy?.['@id']).toBe(await me('firma'));
    expect(body.version).toBe(2);

    const twice = await put('dyspozytor', id, { realizedBy: await me('dyspozytor') });
    expect(twice.statusCode).toBe(409);
    expect(twice.json<{ 'hydra:description': string }>()['hydra:description']).toBe(
      PASSENGER_CHANGE_MESSAGES.alreadyRealized,
    );
    const undo = await put('dyspozytor', id, { realizedBy: null }, { 'If-Match': 'W/"2"' });
    expect(undo.statusCode).toBe(200);
    expect(undo.json<Row>().realizedBy).toBeNull();
  });

  it('refuses a stale version (412 If-Match, 409 body) and changes nothing', async () => {
    const id = await openRow();
    expect(
      (await put('firma', id, { realizedBy: await me('firma') }, { 'If-Match': 'W/"7"' })).statusCode,
    ).toBe(412);
    expect((await put('firma', id, { realizedBy: await me('firma'), version: 7 })).statusCode).toBe(409);
    const [row] = await app.db.select().from(passengerChanges).where(eq(passengerChanges.id, id));
    expect(row).toMatchObject({ realizedById: null, version: 1 });
  });

  it('refuses marking in another user’s name (403), non-readers (403), unseen and missing rows (404)', async () => {
    const id = await openRow();
    const other = await put('firma', id, { realizedBy: await me('dyspozytor') });
    expect(other.statusCode).toBe(403);
    expect((await put('transport', id, { realizedBy: await me('transport') })).statusCode).toBe(403);
    expect((await put('firma', foreignId, { realizedBy: await me('firma') })).statusCode).toBe(404);
    expect((await put('firma', 999_999, { realizedBy: await me('firma') })).statusCode).toBe(404);
    expect((await put('firma', id, { realizedBy: 'ktoś' })).statusCode).toBe(422);
    const [row] = await app.db.select().from(passengerChanges).where(eq(passengerChanges.id, id));
    expect(row?.realizedById).toBeNull();
  });
});

describe('the passenger_change audience', () => {
  it('is the readers who see the course: office and the railway company, not the others', async () => {
    const [row] = await app.db
      .select({ courseId: passengerChanges.courseId })
      .from(passengerChanges)
      .innerJoin(courses, eq(courses.id, passengerChanges.courseId))
      .where(eq(courses.companyId, intercity))
      .limit(1);
    const audience = await passengerChangeAudience(app.db, row?.courseId ?? 0);
    expect(audience).toEqual(
      [await userId(app, 'dyspozytor'), await userId(app, 'firma')].sort((a, b) => a - b),
    );
    const foreign = await passengerChangeAudience(
      app.db,
      (await app.db.select().from(passengerChanges).where(eq(passengerChanges.id, foreignId)))[0]?.courseId ??
        0,
    );
    expect(foreign).toEqual([await userId(app, 'dyspozytor')]);
  });
});
