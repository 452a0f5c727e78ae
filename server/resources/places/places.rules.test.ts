import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { places } from '../../db/schema';
import { as as asDemo, companyId as demoCompanyId, openDemoApp } from '../../test/demo-session.support';

/**
 * Issue 13's place rules: every type, the admin list parameters, the company rule on update and what
 * ROLE_HOTEL may do (domain/places/place-permissions.ts).
 */
let app: FastifyInstance;
const as = (username: string) => asDemo(app, username);

interface Member {
  '@id': string;
  id: number;
  name: string;
  type: string;
  '@type': string;
  version: number;
  isActive: boolean;
  company: { id: number; name: string } | null;
}
interface Collection {
  'hydra:member': Member[];
  'hydra:totalItems': number;
}

const post = async (username: string, payload: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: '/api/abstract_places', headers: await as(username), payload });
const put = async (username: string, iri: string, payload: Record<string, unknown>) =>
  app.inject({ method: 'PUT', url: iri, headers: await as(username), payload });
const list = async (username: string, query: string) =>
  app.inject({ method: 'GET', url: `/api/abstract_places${query}`, headers: await as(username) });

beforeAll(async () => {
  app = await openDemoApp();
});

afterAll(() => app.close());

describe('place types (administration.md §3: place, hotel, home, workPlace; any other is an error)', () => {
  it.each([
    ['place', 'Place', 'place'],
    ['hotel', 'Hotel', 'hotel'],
    ['home', 'Home', 'home'],
    ['workPlace', 'WorkPlace', 'workplace'],
  ])('creates a %s and lists it under its type', async (type, hydraType, stored) => {
    const name = `Typ ${type} ${Date.now()}`;
    const response = await post('admin', { type, name, address: 'ul. Typowa 1' });
    expect(response.statusCode).toBe(201);
    const created = response.json<Member>();
    expect(created['@type']).toBe(hydraType);
    const [row] = await app.db.select().from(places).where(eq(places.id, created.id));
    expect(row?.type).toBe(stored);
    const listed = (
      await list('admin', `?type=${type}&search=${encodeURIComponent(name)}`)
    ).json<Collection>();
    expect(listed['hydra:member'].map((p) => p.id)).toEqual([created.id]);
  });

  it.each(['castle', 'HOTEL', 'work_place', ' '])(
    'refuses the type %j with nothing written',
    async (type) => {
      const before = await app.db.select().from(places);
      const response = await post('admin', { type, name: 'Zamek', address: 'ul. Zamkowa 1' });
      expect(response.statusCode).toBe(422);
      expect(await app.db.select().from(places)).toHaveLength(before.length);
    },
  );

  it('needs a name for every type but home', async () => {
    for (const type of ['place', 'hotel', 'workPlace']) {
      const response = await post('admin', { type, address: 'ul. Bez Nazwy 1' });
      expect(response.statusCode, type).toBe(422);
    }
  });
});

describe('the admin list parameters on GET /api/abstract_places', () => {
  it('searches name and address, sorts by id descending and pages', async () => {
    const first = (
      await post('admin', { type: 'place', name: 'Szukajka A', address: 'ul. Lipowa 9' })
    ).json<Member>();
    const second = (
      await post('admin', { type: 'place', name: 'Inna nazwa', address: 'ul. Szukajkowa 3' })
    ).json<Member>();
    const found = (await list('admin', '?search=szukajk&order[id]=desc&itemsPerPage=25')).json<Collection>();
    expect(found['hydra:member'].map((p) => p.id)).toEqual([second.id, first.id]);
    const all = await list('admin', '?order[id]=desc&pagination=false');
    expect(all.statusCode).toBe(200);
    const ids = all.json<Collection>()['hydra:member'].map((p) => p.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect((await list('admin', '?order[id]=sideways')).statusCode).toBe(400);
  });
});

describe('the company rule on update (§6: company users may not set a company)', () => {
  it('refuses a company user moving its place to another company, lets a manager do it', async () => {
    const created = (
      await post('firma', { type: 'place', name: 'Firmowe', address: 'ul. Firmowa 1' })
    ).json<Member>();
    const cargo = `/api/companies/${await demoCompanyId(app, 'PKP Cargo')}`;
    const refused = await put('firma', created['@id'], { company: cargo, version: created.version });
    expect(refused.statusCode).toBe(422);
    const [unchanged] = await app.db.select().from(places).where(eq(places.id, created.id));
    expect(unchanged?.companyId).toBe(created.company?.id);
    const same = await put('firma', created['@id'], {
      company: `/api/companies/${created.company?.id}`,
      version: created.version,
    });
    expect(same.statusCode).toBe(200);
    const moved = await put('admin', created['@id'], { company: cargo, version: created.version + 1 });
    expect(moved.statusCode).toBe(200);
    expect(moved.json<Member>().company?.name).toBe('PKP Cargo');
  });
});

describe('ROLE_HOTEL (docs/spec-decisions.md row 241)', () => {
  it('adds and edits shared hotels, adds nothing else and deletes nothing', async () => {
    const hotel = await post('hotel', { type: 'hotel', name: 'Hotel Hotelarza', address: 'ul. Spokojna 2' });
    expect(hotel.statusCode).toBe(201);
    const created = hotel.json<Member>();
    expect(created.company).toBeNull();
    expect((await post('hotel', { type: 'place', name: 'Nie hotel', address: 'ul. X 1' })).statusCode).toBe(
      403,
    );
    const renamed = await put('hotel', created['@id'], {
      name: 'Hotel Hotelarza II',
      version: created.version,
    });
    expect(renamed.statusCode).toBe(200);
    const retyped = await put('hotel', created['@id'], { type: 'place', version: created.version + 1 });
    expect(retyped.statusCode).toBe(403);
    const deleted = await put('hotel', created['@id'], { isActive: false, version: created.version + 1 });
    expect(deleted.statusCode).toBe(403);
    const [row] = await app.db.select().from(places).where(eq(places.id, created.id));
    expect(row).toMatchObject({ isActive: true, type: 'hotel', name: 'Hotel Hotelarza II' });
    const hotels = (await list('hotel', '?type=hotel&pagination=false')).json<Collection>();
    expect(hotels['hydra:member'].every((p) => p.company === null)).toBe(true);
    expect(hotels['hydra:member'].some((p) => p.id === created.id)).toBe(true);
  });

  it('finds hotels near a point (places_in_radius={lat},{lng},50&type=hotel)', async () => {
    const near = await post('admin', {
      type: 'hotel',
      name: 'Hotel Blisko',
      address: 'Łódź',
      latitude: 51.76,
      longitude: 19.45,
    });
    const far = await post('admin', {
      type: 'hotel',
      name: 'Hotel Daleko',
      address: 'Gdańsk',
      latitude: 54.35,
      longitude: 18.65,
    });
    const found = (
      await list('admin', '?places_in_radius=51.77,19.46,50&type=hotel&pagination=false')
    ).json<Collection>();
    const ids = found['hydra:member'].map((p) => p.id);
    expect(ids).toContain(near.json<Member>().id);
    expect(ids).not.toContain(far.json<Member>().id);
    expect(found['hydra:member'].every((p) => p.type === 'hotel')).toBe(true);
  });
});

describe('the own home place (settings user-homeplace-settings)', () => {
  it('lets any user add their own home, link it through PUT /api/users/{id} and remove it', async () => {
    const me = (
      await app.inject({ method: 'GET', url: '/api/users/me', headers: await as('kierowca') })
    ).json<{
      id: number;
      version: number;
      home: unknown;
    }>();
    expect(me.home).toBeNull();
    const foreignHome = await post('kierowca', {
      type: 'home',
      address: 'ul. Cudza 1',
      user: `/api/users/${me.id + 1000}`,
    });
    expect(foreignHome.statusCode).toBe(403);
    const created = await post('kierowca', {
      type: 'home',
      address: 'ul. Domowa 7, Łódź',
      latitude: 51.75,
      longitude: 19.45,
      user: `/api/users/${me.id}`,
    });
    expect(created.statusCode).toBe(201);
    const home = created.json<Member>();
    const linked = await app.inject({
      method: 'PUT',
      url: `/api/users/${me.id}`,
      headers: await as('kierowca'),
      payload: { home: home['@id'], version: me.version },
    });
    expect(linked.statusCode).toBe(200);
    expect(linked.json<{ home: { id: number; address: string; latitude: number } }>().home).toMatchObject({
      id: home.id,
      address: 'ul. Domowa 7, Łódź',
      latitude: 51.75,
    });
    const removed = await app.inject({
      method: 'PUT',
      url: `/api/users/${me.id}`,
      headers: await as('kierowca'),
      payload: { home: null, version: me.version + 1 },
    });
    expect(removed.statusCode).toBe(200);
    expect(removed.json<{ home: unknown }>().home).toBeNull();
  });

  it('refuses linking a place that is not this user’s home', async () => {
    const me = (
      await app.inject({ method: 'GET', url: '/api/users/me', headers: await as('pasazer') })
    ).json<{
      id: number;
      version: number;
    }>();
    const [station] = await app.db.select().from(places).where(eq(places.type, 'place')).limit(1);
    for (const home of [
      `/api/abstract_places/${station?.id}`,
      '/api/companies/1',
      '/api/abstract_places/999999',
    ]) {
      const response = await app.inject({
        method: 'PUT',
        url: `/api/users/${me.id}`,
        headers: await as('pasazer'),
        payload: { home, version: me.version },
      });
      expect(response.statusCode, home).toBe(422);
    }
  });
});
