import { eq, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accommodations, hotelAccounts } from '../../db/accommodations-schema';
import { places } from '../../db/schema';
import { seedBasesAdminDemo } from '../../seed/bases-admin.seed';
import { seedDemo } from '../../seed/demo';
import { as as asDemo } from '../../test/demo-session.support';
import { bearer, createTestApp, createUser, login } from '../../test/factories.support';
import type { Collection, Violations } from '../../test/hydra-answers.support';

let app: FastifyInstance;

interface Stay {
  id: number;
  hotel: { id: number; name: string };
  checkIn: string;
  checkOut: string;
  guests: string;
  rooms: number;
  status: string;
  version: number;
}

async function call(method: 'GET' | 'POST', username: string, url: string, payload?: object, headers = {}) {
  return app.inject({
    method,
    url,
    headers: { ...(await asDemo(app, username)), ...headers },
    ...(payload ? { payload } : {}),
  });
}

async function placeId(name: string) {
  const [row] = await app.db.select({ id: places.id }).from(places).where(eq(places.name, name));
  if (!row) throw new Error(name);
  return row.id;
}

const stay = async (extra: object = {}) => ({
  hotel: `/api/abstract_places/${await placeId('Hotel Ibis Łódź Centrum')}`,
  checkIn: '2026-03-10',
  checkOut: '2026-03-12',
  guests: 'Jan Kowalski, Adam Nowak',
  rooms: 2,
  remarks: 'Śniadanie o 5:00',
  ...extra,
});

beforeAll(async () => {
  app = await createTestApp({});
  await app.ready();
  await seedDemo(app.db);
  await seedBasesAdminDemo(app.db, new Date('2026-03-02T10:00:00Z'));
});

afterAll(async () => {
  await app.close();
});

describe('GET /api/accommodations', () => {
  it('lists the demo stays to the hotel role and admins, latest arrival first', async () => {
    for (const login of ['admin', 'hotel']) {
      const response = await call('GET', login, '/api/accommodations?pagination=false');
      expect(response.statusCode).toBe(200);
      const body = response.json<Collection<Stay>>();
      expect(body['hydra:totalItems']).toBe(5);
      const arrivals = body['hydra:member'].map((s) => s.checkIn);
      expect(arrivals).toEqual([...arrivals].sort().reverse());
    }
  });

  it('searches hotel and guest names and filters by status', async () => {
    const byGuest = await call('GET', 'hotel', '/api/accommodations?search=sikora');
    expect(byGuest.json<Collection<Stay>>()['hydra:member'].map((s) => s.hotel.name)).toEqual([
      'Hotel Ibis Poznań Centrum',
    ]);
    const booked = await call('GET', 'admin', '/api/accommodations?status=booked');
    expect(booked.json<Collection<Stay>>()['hydra:member'].every((s) => s.status === 'booked')).toBe(true);
    expect((await call('GET', 'admin', '/api/accommodations?status=lost')).statusCode).toBe(400);
  });

  it.each(['dyspozytor', 'firma', 'transport', 'kierowca', 'pasazer', 'ksiegowa', 'flota'])(
    '%s may not read them (403)',
    async (login) => {
      expect((await call('GET', login, '/api/accommodations')).statusCode).toBe(403);
    },
  );
});

describe('POST /api/accommodations', () => {
  it('an administrator books a stay at a hotel', async () => {
    const response = await call('POST', 'admin', '/api/accommodations', await stay());
    expect(response.statusCode).toBe(201);
    expect(response.headers.etag).toBe('W/"1"');
    expect(response.json<Stay>()).toMatchObject({
      hotel: { name: 'Hotel Ibis Łódź Centrum' },
      checkIn: '2026-03-10',
      checkOut: '2026-03-12',
      rooms: 2,
      status: 'booked',
    });
  });

  it('refuses what is not a hotel, bad days and missing fields, saving nothing', async () => {
    const before = await app.db.$count(accommodations);
    const [station] = await app.db
      .select({ id: places.id })
      .from(places)
      .where(eq(places.type, 'place'))
      .limit(1);
    const notAHotel = await call(
      'POST',
      'admin',
      '/api/accommodations',
      await stay({ hotel: `/api/abstract_places/${station?.id}` }),
    );
    expect(notAHotel.statusCode).toBe(422);
    const missing = await call(
      'POST',
      'admin',
      '/api/accommodations',
      await stay({ hotel: '/api/abstract_places/999999' }),
    );
    expect(missing.json<Violations>().violations).toEqual([
      { propertyPath: 'hotel', message: 'Nieprawidłowa wartość' },
    ]);
    const backwards = await call(
      'POST',
      'admin',
      '/api/accommodations',
      await stay({ checkOut: '2026-03-10' }),
    );
    expect(backwards.statusCode).toBe(422);
    expect(backwards.json<Violations>().violations).toEqual([
      { propertyPath: 'checkOut', message: 'Data wyjazdu musi być późniejsza niż data przyjazdu' },
    ]);
    const empty = await call('POST', 'admin', '/api/accommodations', {
      hotel: '',
      checkIn: '',
      checkOut: '',
      guests: '',
      rooms: 1,
    });
    expect(empty.json<Violations>().violations.map((v) => [v.propertyPath, v.message])).toEqual([
      ['hotel', 'Pole wymagane'],
      ['checkIn', 'Pole wymagane'],
      ['checkOut', 'Pole wymagane'],
      ['guests', 'Pole wymagane'],
    ]);
    expect(await app.db.$count(accommodations)).toBe(before);
  });

  it('a hotel that was deleted takes no new stays but its stays keep its name', async () => {
    const hotel = await placeId('Hotel Mercure Gdańsk Stare Miasto');
    await app.db.update(places).set({ isActive: false }).where(eq(places.id, hotel));
    const refused = await call(
      'POST',
      'admin',
      '/api/accommodations',
      await stay({ hotel: `/api/abstract_places/${hotel}` }),
    );
    expect(refused.statusCode).toBe(422);
    const listed = await call('GET', 'hotel', '/api/accommodations?search=gdansk');
    expect(listed.json<Collection<Stay>>()['hydra:member'].map((s) => s.hotel.name)).toEqual([
      'Hotel Mercure Gdańsk Stare Miasto',
    ]);
  });

  it.each(['hotel', 'dyspozytor', 'firma', 'transport', 'pasazer'])(
    '%s may not book (403 before the body)',
    async (login) => {
      expect((await call('POST', login, '/api/accommodations', {})).statusCode).toBe(403);
    },
  );
});

describe('confirm and cancel', () => {
  it('the hotel confirms a booked stay, then cancels it; a repeated action is 409', async () => {
    const booked = (await call('POST', 'admin', '/api/accommodations', await stay())).json<Stay>();
    const confirmed = await call('POST', 'hotel', `/api/accommodations/${booked.id}/confirm`, { version: 1 });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json<Stay>()).toMatchObject({ status: 'confirmed', version: 2 });
    const again = await call('POST', 'hotel', `/api/accommodations/${booked.id}/confirm`, {});
    expect(again.statusCode).toBe(409);
    expect(again.json<{ 'hydra:description': string }>()['hydra:description']).toBe(
      'Nocleg ma już inny status. Odśwież listę.',
    );
    const stale = await call('POST', 'admin', `/api/accommodations/${booked.id}/cancel`, { version: 1 });
    expect(stale.statusCode).toBe(409);
    const staleEtag = await call(
      'POST',
      'admin',
      `/api/accommodations/${booked.id}/cancel`,
      {},
      { 'if-match': 'W/"1"' },
    );
    expect(staleEtag.statusCode).toBe(412);
    const cancelled = await call('POST', 'admin', `/api/accommodations/${booked.id}/cancel`);
    expect(cancelled.json<Stay>().status).toBe('cancelled');
    expect((await call('POST', 'hotel', `/api/accommodations/${booked.id}/cancel`, {})).statusCode).toBe(409);
  });

  it('anyone else is refused before the stay is looked at; a missing stay is 404', async () => {
    const booked = (await call('POST', 'admin', '/api/accommodations', await stay())).json<Stay>();
    for (const login of ['dyspozytor', 'transport', 'ksiegowa'])
      expect((await call('POST', login, `/api/accommodations/${booked.id}/confirm`, {})).statusCode).toBe(
        403,
      );
    expect((await call('POST', 'hotel', '/api/accommodations/999999/confirm', {})).statusCode).toBe(404);
    expect((await call('GET', 'hotel', `/api/accommodations/${booked.id}`)).statusCode).toBe(200);
    expect((await call('GET', 'firma', `/api/accommodations/${booked.id}`)).statusCode).toBe(403);
  });

  it("a hotel account reads and confirms its own hotels' stays only; another hotel's read as missing", async () => {
    const ibisLodz = await placeId('Hotel Ibis Łódź Centrum');
    const own = (await call('POST', 'admin', '/api/accommodations', await stay())).json<Stay>();
    const [other] = await app.db
      .select()
      .from(accommodations)
      .where(ne(accommodations.hotelId, ibisLodz))
      .limit(1);
    if (!other) throw new Error('no demo stay at another hotel');
    const desk = await createUser(app.db, { roles: ['ROLE_HOTEL'] });
    const headers = bearer((await login(app, desk.username)).token);
    const as = (method: 'GET' | 'POST', url: string, payload?: object) =>
      app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
    // An account of no hotel sees no stay.
    const none = await as('GET', '/api/accommodations?pagination=false');
    expect(none.json<Collection<Stay>>()['hydra:totalItems']).toBe(0);
    expect((await as('GET', `/api/accommodations/${own.id}`)).statusCode).toBe(404);

    await app.db.insert(hotelAccounts).values({ userId: desk.id, hotelId: ibisLodz });
    const listed = (await as('GET', '/api/accommodations?pagination=false')).json<Collection<Stay>>();
    expect(listed['hydra:member'].length).toBeGreaterThan(0);
    expect(listed['hydra:member'].every((s) => s.hotel.id === ibisLodz)).toBe(true);
    expect((await as('GET', `/api/accommodations/${own.id}`)).statusCode).toBe(200);
    const before = await app.db.select().from(accommodations).where(eq(accommodations.id, other.id));
    expect((await as('GET', `/api/accommodations/${other.id}`)).statusCode).toBe(404);
    expect((await as('POST', `/api/accommodations/${other.id}/cancel`, {})).statusCode).toBe(404);
    expect(await app.db.select().from(accommodations).where(eq(accommodations.id, other.id))).toEqual(before);
    expect((await as('POST', `/api/accommodations/${own.id}/confirm`, {})).statusCode).toBe(200);
  });
});
