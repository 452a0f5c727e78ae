import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { segmentEmployees } from '../../db/course-schema';
import { passengers, places } from '../../db/schema';
import { seedDemoCourses } from '../../seed/courses';
import { seedDemo } from '../../seed/demo';
import { createTestApp } from '../../test/factories.support';
import { as as asDemo, companyId as demoCompanyId } from '../../test/demo-session.support';

let app: FastifyInstance;
const as = (username: string) => asDemo(app, username);

const companyId = (name: string) => demoCompanyId(app, name);

interface Member {
  '@id': string;
  id: number;
  name: string;
  type: string;
  address: string | null;
  latitude: number | null;
  longitude: number | null;
  isActive: boolean;
  version: number;
  company: { id: number; name: string } | null;
}
interface Collection {
  'hydra:member': Member[];
  'hydra:totalItems': number;
  'hydra:view'?: Record<string, string>;
}

async function list(username: string, query: string) {
  const response = await app.inject({
    method: 'GET',
    url: `/api/abstract_places${query}`,
    headers: await as(username),
  });
  return response;
}

beforeAll(async () => {
  app = await createTestApp({});
  await app.ready();
  await seedDemo(app.db);
  await seedDemoCourses(app.db);
});

afterAll(async () => {
  await app.close();
});

describe('GET /api/abstract_places', () => {
  it('pages a Hydra collection and turns paging off with pagination=false', async () => {
    const paged = await list('admin', '?itemsPerPage=5');
    expect(paged.statusCode).toBe(200);
    const body = paged.json<Collection>();
    expect(body['hydra:member']).toHaveLength(5);
    expect(body['hydra:totalItems']).toBeGreaterThan(5);
    expect(body['hydra:view']?.['hydra:next']).toContain('page=2');
    const all = (await list('admin', '?pagination=false')).json<Collection>();
    expect(all['hydra:member']).toHaveLength(all['hydra:totalItems']);
  });

  it('filters by name without case or diacritics', async () => {
    const body = (await list('admin', `?name=${encodeURIComponent('LODZ')}`)).json<Collection>();
    expect(body['hydra:member'].length).toBeGreaterThan(0);
    for (const place of body['hydra:member']) expect(place.name.toLowerCase()).toMatch(/łódź|lodz/);
  });

  it('filters by type and company', async () => {
    const hotels = (await list('admin', '?type=hotel&pagination=false')).json<Collection>();
    expect(hotels['hydra:member'].length).toBeGreaterThan(0);
    expect(hotels['hydra:member'].every((p) => p.type === 'hotel')).toBe(true);
    const cargo = await companyId('PKP Cargo');
    const own = (await list('admin', `?company.id=${cargo}&pagination=false`)).json<Collection>();
    expect(own['hydra:member'].length).toBeGreaterThan(0);
    expect(own['hydra:member'].every((p) => p.company?.id === cargo)).toBe(true);
    const byIri = (
      await list('admin', `?company.id=/api/companies/${cargo}&pagination=false`)
    ).json<Collection>();
    expect(byIri['hydra:totalItems']).toBe(own['hydra:totalItems']);
  });

  it('finds places in a radius, nearest first', async () => {
    const body = (
      await list('admin', '?places_in_radius=52.2297,21.0122,20&pagination=false')
    ).json<Collection>();
    expect(body['hydra:member'].length).toBeGreaterThan(0);
    for (const place of body['hydra:member']) {
      expect(Math.abs((place.latitude ?? 0) - 52.2297)).toBeLessThan(0.2);
    }
    const far = (await list('admin', '?places_in_radius=0,0,1')).json<Collection>();
    expect(far['hydra:totalItems']).toBe(0);
  });

  it('refuses unknown types and bad parameters with Polish 400s', async () => {
    for (const query of [
      '?type=castle',
      '?places_in_radius=52,21,501',
      '?places_in_radius=abc',
      '?places_in_radius=95,21,5',
      '?company.id=abc',
      '?company.id=/api/users/1',
      '?isActive=maybe',
      `?name=${'x'.repeat(5000)}`,
    ]) {
      const response = await list('admin', query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json<Record<string, string>>()['hydra:description']).toMatch(/Nie|parametru/);
    }
    expect((await list('admin', '?type=castle')).json<Record<string, string>>()['hydra:description']).toBe(
      'Nieznany typ miejsca',
    );
  });

  it('shows a company user only shared places and those of its own or linked companies', async () => {
    const cargo = await companyId('PKP Cargo');
    const intercity = await companyId('PKP Intercity');
    const body = (await list('firma', '?pagination=false')).json<Collection>();
    expect(body['hydra:member'].length).toBeGreaterThan(0);
    expect(body['hydra:member'].some((p) => p.company?.id === cargo)).toBe(false);
    expect(body['hydra:member'].some((p) => p.company?.id === intercity)).toBe(true);
    const filtered = (await list('firma', `?company.id=${cargo}`)).json<Collection>();
    expect(filtered['hydra:totalItems']).toBe(0);
    const [cargoPlace] = await app.db.select().from(places).where(eq(places.companyId, cargo));
    const item = await app.inject({
      method: 'GET',
      url: `/api/abstract_places/${cargoPlace?.id}`,
      headers: await as('firma'),
    });
    expect(item.statusCode).toBe(404);
  });

  it('needs a login', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/abstract_places' });
    expect(response.statusCode).toBe(401);
  });
});

describe('POST and PUT /api/abstract_places', () => {
  const valid = {
    name: 'Hotel Testowy',
    address: 'ul. Testowa 1, Warszawa',
    latitude: 52.2,
    longitude: 21,
    type: 'hotel',
  };

  it('creates a place for the company user’s own company and reads it back', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/abstract_places',
      headers: await as('firma'),
      payload: valid,
    });
    expect(response.statusCode).toBe(201);
    const created = response.json<Member & { '@context': string }>();
    expect(created.company?.id).toBe(await companyId('PKP Intercity'));
    expect(created['@context']).toBe('/api/contexts/Hotel');
    const item = await app.inject({ method: 'GET', url: created['@id'], headers: await as('firma') });
    expect(item.statusCode).toBe(200);
    expect(item.json<Member>().name).toBe('Hotel Testowy');
  });

  it('validates name, address and type with Polish messages', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/abstract_places',
      headers: await as('admin'),
      payload: { type: 'place', name: '', address: ' ' },
    });
    expect(response.statusCode).toBe(422);
    const { violations } = response.json<{ violations: { propertyPath: string; message: string }[] }>();
    expect(violations).toEqual(
      expect.arrayContaining([
        { propertyPath: 'name', message: 'Pole wymagane' },
        { propertyPath: 'address', message: 'Pole wymagane' },
      ]),
    );
    const badType = await app.inject({
      method: 'POST',
      url: '/api/abstract_places',
      headers: await as('admin'),
      payload: { ...valid, type: 'castle' },
    });
    expect(badType.statusCode).toBe(422);
    expect(badType.json<{ violations: { propertyPath: string }[] }>().violations[0]?.propertyPath).toBe(
      'type',
    );
  });

  it('lets a home place go without a name when it names its passenger', async () => {
    const [passenger] = await app.db.select().from(passengers).limit(1);
    const response = await app.inject({
      method: 'POST',
      url: '/api/abstract_places',
      headers: await as('admin'),
      payload: { type: 'home', address: 'ul. Domowa 1', user: `/api/users/${passenger?.userId}` },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json<Member>().name.length).toBeGreaterThan(0);
  });

  it('refuses huge strings, unknown IRIs and foreign companies', async () => {
    const huge = await app.inject({
      method: 'POST',
      url: '/api/abstract_places',
      headers: await as('admin'),
      payload: { ...valid, name: 'x'.repeat(100_000) },
    });
    expect(huge.statusCode).toBe(422);
    expect(huge.json<{ violations: { message: string }[] }>().violations[0]?.message).toBe(
      'Wartość jest zbyt długa',
    );
    const unknown = await app.inject({
      method: 'POST',
      url: '/api/abstract_places',
      headers: await as('admin'),
      payload: { ...valid, company: '/api/companies/999999' },
    });
    expect(unknown.statusCode).toBe(422);
    const foreign = await app.inject({
      method: 'POST',
      url: '/api/abstract_places',
      headers: await as('firma'),
      payload: { ...valid, company: `/api/companies/${await companyId('PKP Cargo')}` },
    });
    expect(foreign.statusCode).toBe(422);
    const driver = await app.inject({
      method: 'POST',
      url: '/api/abstract_places',
      headers: await as('kierowca'),
      payload: valid,
    });
    expect(driver.statusCode).toBe(403);
  });

  it('updates with a version, soft deletes and refuses stale versions', async () => {
    const created = (
      await app.inject({
        method: 'POST',
        url: '/api/abstract_places',
        headers: await as('admin'),
        payload: valid,
      })
    ).json<Member>();
    const renamed = await app.inject({
      method: 'PUT',
      url: created['@id'],
      headers: await as('admin'),
      payload: { name: 'Hotel Nowy', version: created.version },
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json<Member>()).toMatchObject({ name: 'Hotel Nowy', version: created.version + 1 });
    const stale = await app.inject({
      method: 'PUT',
      url: created['@id'],
      headers: await as('admin'),
      payload: { name: 'Znowu', version: created.version },
    });
    expect(stale.statusCode).toBe(409);
    const staleEtag = await app.inject({
      method: 'PUT',
      url: created['@id'],
      headers: { ...(await as('admin')), 'if-match': `W/"${created.version}"` },
      payload: { name: 'Znowu' },
    });
    expect(staleEtag.statusCode).toBe(412);
    const noVersion = await app.inject({
      method: 'PUT',
      url: created['@id'],
      headers: await as('admin'),
      payload: { name: 'Znowu' },
    });
    expect(noVersion.statusCode).toBe(428);
    const deleted = await app.inject({
      method: 'PUT',
      url: created['@id'],
      headers: await as('admin'),
      payload: { isActive: false, version: created.version + 1 },
    });
    expect(deleted.statusCode).toBe(200);
    const active = (await list('admin', `?name=${encodeURIComponent('Hotel Nowy')}`)).json<Collection>();
    expect(active['hydra:member'].some((p) => p.id === created.id)).toBe(false);
    const inactive = (
      await list('admin', `?name=${encodeURIComponent('Hotel Nowy')}&isActive=false`)
    ).json<Collection>();
    expect(inactive['hydra:member'].some((p) => p.id === created.id)).toBe(true);
  });

  it('lets only managers, transport companies and heads of company delete a place (administration.md §6)', async () => {
    const created = (
      await app.inject({
        method: 'POST',
        url: '/api/abstract_places',
        headers: await as('firma'),
        payload: { ...valid, name: 'Hotel do usunięcia' },
      })
    ).json<Member>();
    expect(created.version).toBeGreaterThan(0);
    for (const username of ['pasazer', 'dyspozytor.zewnetrzny']) {
      const refused = await app.inject({
        method: 'PUT',
        url: created['@id'],
        headers: await as(username),
        payload: { isActive: false, version: created.version },
      });
      expect(refused.statusCode, username).toBe(403);
    }
    const [unchanged] = await app.db.select().from(places).where(eq(places.id, created.id));
    expect(unchanged).toMatchObject({ isActive: true, version: created.version });
    const renamedByPassenger = await app.inject({
      method: 'PUT',
      url: created['@id'],
      headers: await as('pasazer'),
      payload: { name: 'Hotel przemianowany', version: created.version },
    });
    expect(renamedByPassenger.statusCode).toBe(200);
    const deleted = await app.inject({
      method: 'PUT',
      url: created['@id'],
      headers: await as('firma'),
      payload: { isActive: false, version: created.version + 1 },
    });
    expect(deleted.statusCode).toBe(200);
  });

  it('keeps other tenants’ places out of reach of PUT', async () => {
    const [cargoPlace] = await app.db
      .select()
      .from(places)
      .where(eq(places.companyId, await companyId('PKP Cargo')));
    const response = await app.inject({
      method: 'PUT',
      url: `/api/abstract_places/${cargoPlace?.id}`,
      headers: await as('firma'),
      payload: { name: 'Przejęte', version: cargoPlace?.version },
    });
    expect(response.statusCode).toBe(404);
    const badId = await app.inject({
      method: 'PUT',
      url: '/api/abstract_places/abc',
      headers: await as('admin'),
      payload: {},
    });
    expect(badId.statusCode).toBe(404);
  });
});

describe('GET /api/localities', () => {
  it('searches the offline gazetteer', async () => {
    const response = await app.inject({
      method: 'GET',
      url: `/api/localities?search=${encodeURIComponent('lodz')}&near=52.2,21`,
      headers: await as('firma'),
    });
    expect(response.statusCode).toBe(200);
    const body = response.json<{ 'hydra:member': { name: string; address: string }[] }>();
    expect(body['hydra:member'][0]?.name).toBe('Łódź');
  });

  it('refuses a bad near and a huge search', async () => {
    const near = await app.inject({
      method: 'GET',
      url: '/api/localities?search=lodz&near=x',
      headers: await as('firma'),
    });
    expect(near.statusCode).toBe(400);
    const huge = await app.inject({
      method: 'GET',
      url: `/api/localities?search=${'a'.repeat(150)}`,
      headers: await as('firma'),
    });
    expect(huge.statusCode).toBe(400);
  });
});

describe('GET /api/segments (recent places)', () => {
  it('gives at most five unique non-home places of the passenger', async () => {
    const [top] = await app.db
      .select({ passengerId: segmentEmployees.passengerId, n: sql<number>`count(*)::int` })
      .from(segmentEmployees)
      .groupBy(segmentEmployees.passengerId)
      .orderBy(sql`count(*) desc`)
      .limit(1);
    const [passenger] = await app.db
      .select()
      .from(passengers)
      .where(and(eq(passengers.id, top?.passengerId ?? 0)));
    expect(passenger).toBeDefined();
    const response = await app.inject({
      method: 'GET',
      url: `/api/segments?employees.id=${passenger?.userId}&order[startTime]=desc&lat=52.2&lng=21`,
      headers: await as('admin'),
    });
    expect(response.statusCode).toBe(200);
    const members = response.json<Collection>()['hydra:member'];
    expect(members.length).toBeGreaterThan(0);
    expect(members.length).toBeLessThanOrEqual(5);
    expect(new Set(members.map((m) => m.id)).size).toBe(members.length);
    expect(members.some((m) => m.type === 'home')).toBe(false);
    const hotels = (
      await app.inject({
        method: 'GET',
        url: `/api/segments?employees.id=${passenger?.userId}&type=hotel`,
        headers: await as('admin'),
      })
    ).json<Collection>()['hydra:member'];
    expect(hotels.every((m) => m.type === 'hotel')).toBe(true);
  });

  it("shows a passenger's places only to who may see the passenger (the passenger dialog)", async () => {
    const intercity = await companyId('PKP Intercity');
    const [rider] = await app.db
      .select({ userId: passengers.userId })
      .from(segmentEmployees)
      .innerJoin(passengers, eq(passengers.id, segmentEmployees.passengerId))
      .where(eq(passengers.employerId, intercity))
      .limit(1);
    expect(rider).toBeDefined();
    const recent = async (username: string) =>
      (
        await app.inject({
          method: 'GET',
          url: `/api/segments?employees.id=${rider?.userId}&order[startTime]=desc`,
          headers: await as(username),
        })
      ).json<Collection>()['hydra:member'];
    expect((await recent('firma')).length).toBeGreaterThan(0);
    expect(await recent('firma.dbcargo')).toEqual([]);
  });

  it('refuses a missing or bad passenger and an unknown type', async () => {
    for (const query of ['', '?employees.id=abc', '?employees.id=1&type=castle', '?employees.id=1&lat=1']) {
      const response = await app.inject({
        method: 'GET',
        url: `/api/segments${query}`,
        headers: await as('admin'),
      });
      expect(response.statusCode, query).toBe(400);
    }
    const unknown = await app.inject({
      method: 'GET',
      url: '/api/segments?employees.id=999999',
      headers: await as('admin'),
    });
    expect(unknown.json<Collection>()['hydra:totalItems']).toBe(0);
  });
});
