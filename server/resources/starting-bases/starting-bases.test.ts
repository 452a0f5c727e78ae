import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rides } from '../../db/course-schema';
import { startingBases } from '../../db/schema';
import { seedDemoCourses } from '../../seed/courses';
import { seedDemo } from '../../seed/demo';
import { as as asDemo, companyId } from '../../test/demo-session.support';
import { createTestApp } from '../../test/factories.support';
import type { Collection, Violations } from '../../test/hydra-answers.support';

let app: FastifyInstance;

interface Base {
  '@id': string;
  id: number;
  name: string;
  address: string;
  latitude: number | null;
  longitude: number | null;
  company: { id: number; name: string } | null;
  version: number;
}

async function call(
  method: 'GET' | 'POST' | 'PUT',
  username: string,
  url: string,
  payload?: object,
  headers = {},
) {
  return app.inject({
    method,
    url,
    headers: { ...(await asDemo(app, username)), ...headers },
    ...(payload ? { payload } : {}),
  });
}
const list = async (username: string, query = 'pagination=false') =>
  (await call('GET', username, `/api/starting_bases?${query}`)).json<Collection<Base>>();

async function baseNamed(name: string): Promise<number> {
  const [row] = await app.db
    .select({ id: startingBases.id })
    .from(startingBases)
    .where(eq(startingBases.name, name));
  if (!row) throw new Error(name);
  return row.id;
}

const body = (extra: object = {}) => ({
  name: 'Baza Łódź Widzew',
  address: 'ul. Piłsudskiego 141, 92-318 Łódź',
  latitude: 51.7592,
  longitude: 19.5206,
  ...extra,
});

beforeAll(async () => {
  app = await createTestApp({});
  await app.ready();
  await seedDemo(app.db);
  await seedDemoCourses(app.db, new Date('2026-03-02T08:00:00Z'));
});

afterAll(async () => {
  await app.close();
});

describe('GET /api/starting_bases', () => {
  it('lists bases with address, coordinates and company, paged', async () => {
    const page = await list('admin', 'itemsPerPage=2');
    expect(page['hydra:member']).toHaveLength(2);
    expect(page['hydra:member'][0]?.address).toBeTruthy();
    expect(typeof page['hydra:member'][0]?.latitude).toBe('number');
    const all = await list('admin');
    expect(all['hydra:member']).toHaveLength(all['hydra:totalItems']);
  });

  it('scopes a transport company to its own and linked companies’ bases', async () => {
    const all = await list('admin');
    const own = await list('podwykonawca');
    expect(own['hydra:totalItems']).toBeGreaterThan(0);
    expect(own['hydra:totalItems']).toBeLessThan(all['hydra:totalItems']);
    expect(own['hydra:member'].map((b) => b.name)).not.toContain('Baza Katowice Ligota');
    expect((await call('GET', 'admin', '/api/starting_bases?company.id=x')).statusCode).toBe(400);
  });

  it("serves 'Bazy startowe': search by name, address or company, newest first", async () => {
    const found = await list('admin', 'search=taxi trans&order[id]=desc&itemsPerPage=25');
    expect(found['hydra:member'].map((b) => b.name)).toEqual(['Baza Warszawa Odolany']);
    const byAddress = await list('admin', 'search=bieżanowska');
    expect(byAddress['hydra:member'].map((b) => b.name)).toEqual(['Baza Kraków Prokocim']);
    const newest = await list('admin', 'order[id]=desc');
    const ids = newest['hydra:member'].map((b) => b.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
  });
});

describe('GET /api/starting_bases/{id}', () => {
  it('shows a visible base with its ETag, 404 for another tenant’s or a missing one', async () => {
    const id = await baseNamed('Baza Warszawa Odolany');
    const own = await call('GET', 'transport', `/api/starting_bases/${id}`);
    expect(own.statusCode).toBe(200);
    expect(own.headers.etag).toBe('W/"1"');
    expect(own.json<Base>().company?.name).toBe('Taxi Trans Warszawa');
    expect((await call('GET', 'transport.slask', `/api/starting_bases/${id}`)).statusCode).toBe(404);
    expect((await call('GET', 'admin', '/api/starting_bases/999999')).statusCode).toBe(404);
    expect((await call('GET', 'admin', '/api/starting_bases/abc')).statusCode).toBe(404);
  });
});

describe('POST /api/starting_bases', () => {
  it('a transport company creates a base of its own company', async () => {
    const response = await call('POST', 'transport', '/api/starting_bases', body());
    expect(response.statusCode).toBe(201);
    const created = response.json<Base>();
    expect(created).toMatchObject({ name: 'Baza Łódź Widzew', latitude: 51.7592, version: 1 });
    expect(created.company?.id).toBe(await companyId(app, 'Taxi Trans Warszawa'));
  });

  it("refuses a transport company naming another company's IRI", async () => {
    const other = await companyId(app, 'Trans-Śląsk Katowice');
    const response = await call(
      'POST',
      'transport',
      '/api/starting_bases',
      body({ company: `/api/companies/${other}` }),
    );
    expect(response.statusCode).toBe(422);
    expect(response.json<Violations>().violations).toEqual([
      { propertyPath: 'company', message: 'Nieprawidłowa wartość' },
    ]);
  });

  it('a manager must name a transport company', async () => {
    const missing = await call('POST', 'admin', '/api/starting_bases', body());
    expect(missing.statusCode).toBe(422);
    expect(missing.json<Violations>().violations).toEqual([
      { propertyPath: 'company', message: 'Pole wymagane' },
    ]);
    const railway = await companyId(app, 'PKP Intercity');
    const notTransport = await call(
      'POST',
      'admin',
      '/api/starting_bases',
      body({ company: `/api/companies/${railway}` }),
    );
    expect(notTransport.statusCode).toBe(422);
    const foreignIri = await call('POST', 'admin', '/api/starting_bases', body({ company: '/api/users/1' }));
    expect(foreignIri.statusCode).toBe(422);
    const slask = await companyId(app, 'Trans-Śląsk Katowice');
    const ok = await call(
      'POST',
      'dyspozytor',
      '/api/starting_bases',
      body({ name: 'Baza Gliwice', company: `/api/companies/${slask}` }),
    );
    expect(ok.statusCode).toBe(201);
    expect(ok.json<Base>().company?.name).toBe('Trans-Śląsk Katowice');
  });

  it("answers 'Pole wymagane' for the name and address and caps the strings, saving nothing", async () => {
    const before = (await list('admin'))['hydra:totalItems'];
    const empty = await call('POST', 'transport', '/api/starting_bases', { name: ' ', address: '' });
    expect(empty.statusCode).toBe(422);
    expect(empty.json<Violations>().violations).toEqual([
      { propertyPath: 'name', message: 'Pole wymagane' },
      { propertyPath: 'address', message: 'Pole wymagane' },
    ]);
    const long = await call('POST', 'transport', '/api/starting_bases', body({ address: 'x'.repeat(501) }));
    expect(long.statusCode).toBe(422);
    const halfPoint = await call('POST', 'transport', '/api/starting_bases', body({ longitude: null }));
    expect(halfPoint.statusCode).toBe(422);
    expect((await list('admin'))['hydra:totalItems']).toBe(before);
  });

  it.each(['firma', 'dyspozytor.zewnetrzny', 'kierowca', 'pasazer', 'ksiegowa', 'hotel', 'flota'])(
    '%s may not create bases (403 before the body is read)',
    async (login) => {
      expect((await call('POST', login, '/api/starting_bases', {})).statusCode).toBe(403);
    },
  );
});

describe('PUT /api/starting_bases/{id}', () => {
  it('edits at the read version; a stale one is 409 or 412, none is 428', async () => {
    const id = await baseNamed('Baza Warszawa Odolany');
    const renamed = await call('PUT', 'transport', `/api/starting_bases/${id}`, {
      name: 'Baza Odolany',
      version: 1,
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json<Base>()).toMatchObject({
      name: 'Baza Odolany',
      address: 'ul. Jana Kazimierza 3, 01-248 Warszawa',
      version: 2,
    });
    expect(
      (await call('PUT', 'transport', `/api/starting_bases/${id}`, { name: 'X', version: 1 })).statusCode,
    ).toBe(409);
    expect(
      (await call('PUT', 'transport', `/api/starting_bases/${id}`, { name: 'X' }, { 'if-match': 'W/"1"' }))
        .statusCode,
    ).toBe(412);
    expect((await call('PUT', 'transport', `/api/starting_bases/${id}`, { name: 'X' })).statusCode).toBe(428);
    const blank = await call('PUT', 'transport', `/api/starting_bases/${id}`, { name: '', version: 2 });
    expect(blank.statusCode).toBe(422);
    expect(blank.json<Violations>().violations).toEqual([{ propertyPath: 'name', message: 'Pole wymagane' }]);
  });

  it("refuses another company's base (403 seen through a link, 404 unseen) and a non-manager", async () => {
    const krakow = await baseNamed('Baza Kraków Prokocim');
    const katowice = await baseNamed('Baza Katowice Ligota');
    expect((await call('PUT', 'transport.slask', `/api/starting_bases/${krakow}`, {})).statusCode).toBe(404);
    expect((await call('PUT', 'podwykonawca', `/api/starting_bases/${katowice}`, {})).statusCode).toBe(404);
    const seen = await list('transport');
    const linked = seen['hydra:member'].find(
      (b) => b.company !== null && b.company.name !== 'Taxi Trans Warszawa',
    );
    if (linked)
      expect((await call('PUT', 'transport', `/api/starting_bases/${linked.id}`, {})).statusCode).toBe(403);
    const odolany = await baseNamed('Baza Odolany');
    expect((await call('PUT', 'firma', `/api/starting_bases/${odolany}`, {})).statusCode).toBe(403);
    expect(
      (
        await call('PUT', 'podwykonawca', `/api/starting_bases/${krakow}`, {
          company: '/api/companies/1',
          version: 1,
        })
      ).statusCode,
    ).toBe(422);
  });

  it('a soft delete leaves the pickers; a course keeps the base’s name', async () => {
    const id = await baseNamed('Baza Gdynia Grabówek');
    const [ride] = await app.db.select({ id: rides.id, courseId: rides.courseId }).from(rides).limit(1);
    if (!ride) throw new Error('no ride');
    await app.db.update(rides).set({ fromStartingBaseId: id }).where(eq(rides.id, ride.id));
    const deleted = await call('PUT', 'transport.nadrzedny', `/api/starting_bases/${id}`, {
      isActive: false,
      version: 1,
    });
    expect(deleted.statusCode).toBe(200);
    expect((await list('admin'))['hydra:member'].map((b) => b.id)).not.toContain(id);
    expect((await call('GET', 'admin', `/api/starting_bases/${id}`)).statusCode).toBe(404);
    expect(
      (await call('PUT', 'admin', `/api/starting_bases/${id}`, { isActive: true, version: 2 })).statusCode,
    ).toBe(404);
    const [row] = await app.db.select().from(startingBases).where(eq(startingBases.id, id));
    expect(row).toMatchObject({ name: 'Baza Gdynia Grabówek', isActive: false });
    const course = await call('GET', 'admin', `/api/abstract_courses/${ride.courseId}`);
    expect(course.statusCode).toBe(200);
    expect(JSON.stringify(course.json())).toContain('Baza Gdynia Grabówek');
  });
});
