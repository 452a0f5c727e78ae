/**
 * Property-level authorization (OWASP API3): a body that adds fields the caller may not set is refused,
 * or those fields are ignored, and nothing of another tenant is created or changed. Each case names
 * the login, the write and how to read back what it may not have changed.
 */
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courses } from '../../db/course-schema';
import { locomotives, places, userRoles, users } from '../../db/schema';
import { as, buildWriteApp, companyId, demoIris, taxiPayload } from '../course-writes/write-app.support';
import type { DemoIris } from '../course-writes/write-app.support';

let app: FastifyInstance;
let iris: DemoIris;
let dbCargo: number;

beforeAll(async () => {
  app = await buildWriteApp();
  iris = await demoIris(app);
  dbCargo = await companyId(app, 'DB Cargo Polska');
});
afterAll(() => app.close());

const send = async (method: 'POST' | 'PUT', login: string, url: string, payload: object, ifMatch?: string) =>
  app.inject({
    method,
    url,
    headers: { ...(await as(app, login)), ...(ifMatch ? { 'if-match': ifMatch } : {}) },
    payload,
  });

async function userRow(username: string) {
  const [row] = await app.db.select().from(users).where(eq(users.username, username));
  if (!row) throw new Error(username);
  const roles = await app.db
    .select({ role: userRoles.role })
    .from(userRoles)
    .where(eq(userRoles.userId, row.id));
  return { ...row, roles: roles.map((entry) => entry.role).sort() };
}

describe('fields a caller may not set', () => {
  it('a user editing their own account cannot give themselves roles, a company, or switch accounts', async () => {
    const before = await userRow('pasazer');
    // The account fields are the administrators' (decision 223): sent by the account's own holder
    // they refuse the whole write, nothing changes.
    const response = await send(
      'PUT',
      'pasazer',
      `/api/users/${before.id}`,
      {
        firstname: 'Janek',
        roles: ['ROLE_ADMIN'],
        companyId: dbCargo,
        company: `/api/companies/${dbCargo}`,
        username: 'admin2',
        isActive: false,
      },
      `W/"${before.version}"`,
    );
    expect(response.statusCode).toBe(403);
    expect(await userRow('pasazer')).toEqual(before);
    const fieldsOutsideTheSchema = await send(
      'PUT',
      'pasazer',
      `/api/users/${before.id}`,
      { firstname: 'Janek', companyId: dbCargo, isActive: false },
      `W/"${before.version}"`,
    );
    expect(fieldsOutsideTheSchema.statusCode).toBe(200);
    const after = await userRow('pasazer');
    expect(after.firstname).toBe('Janek');
    expect(after).toMatchObject({
      roles: before.roles,
      companyId: before.companyId,
      username: 'pasazer',
      isActive: true,
    });
  });

  it('a railway company cannot add a locomotive or a place to another tenant', async () => {
    const engine = await send('POST', 'firma', '/api/locomotives', {
      sideNumber: 'OBCY-001',
      company: `/api/companies/${dbCargo}`,
    });
    expect(engine.statusCode).toBeLessThan(500);
    expect(
      await app.db
        .select()
        .from(locomotives)
        .where(and(eq(locomotives.companyId, dbCargo), eq(locomotives.sideNumber, 'OBCY-001'))),
    ).toEqual([]);

    const place = await send('POST', 'firma', '/api/abstract_places', {
      name: 'Miejsce obce',
      address: 'ul. Obca 1, Zabrze',
      latitude: 50.3,
      longitude: 18.8,
      type: 'place',
      company: `/api/companies/${dbCargo}`,
    });
    expect(place.statusCode).toBeLessThan(500);
    expect(
      await app.db
        .select()
        .from(places)
        .where(and(eq(places.companyId, dbCargo), eq(places.name, 'Miejsce obce'))),
    ).toEqual([]);
  });

  it('a railway company cannot order a course in another company’s name', async () => {
    const before = await app.db
      .select({ id: courses.id })
      .from(courses)
      .where(eq(courses.companyId, dbCargo));
    const response = await send('POST', 'firma', '/api/taxi_courses', {
      ...taxiPayload(iris),
      company: `/api/companies/${dbCargo}`,
      createdBy: '/api/users/1',
    });
    expect([403, 422]).toContain(response.statusCode);
    const after = await app.db.select({ id: courses.id }).from(courses).where(eq(courses.companyId, dbCargo));
    expect(after).toHaveLength(before.length);
  });

  it('a transport company saving a course cannot move it to another railway company or author', async () => {
    const created = await send('POST', 'dyspozytor', '/api/taxi_courses', taxiPayload(iris));
    expect(created.statusCode).toBe(201);
    const course = created.json<{ id: number; rides: { id: number }[] }>();
    const payload = taxiPayload(iris);
    const response = await send(
      'PUT',
      'transport',
      `/api/taxi_courses/${course.id}`,
      {
        ...payload,
        company: `/api/companies/${dbCargo}`,
        createdBy: '/api/users/1',
        rides: payload.rides.map((ride) => ({
          ...ride,
          id: `/api/taxi_course_rides/${course.rides[0]?.id}`,
        })),
      },
      created.headers.etag as string,
    );
    expect(response.statusCode).toBeLessThan(500);
    const [row] = await app.db.select().from(courses).where(eq(courses.id, course.id));
    expect(row?.companyId).toBe(await companyId(app, 'PKP Intercity'));
    expect(row?.createdById).toBe((await userRow('dyspozytor')).id);
  });
});
