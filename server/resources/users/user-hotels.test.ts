/** `hotels` of `PUT /api/users/{id}` (row 604): the administrator links a hotel account to its hotels. */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOTEL_ACCOUNT_MESSAGES } from '../../../domain/people/user-permissions';
import { hotelAccounts } from '../../db/accommodations-schema';
import { places } from '../../db/schema';
import { seedBasesAdminDemo } from '../../seed/bases-admin.seed';
import { seedDemo } from '../../seed/demo';
import { as as asDemo, companyId } from '../../test/demo-session.support';
import { bearer, createTestApp, createUser, login } from '../../test/factories.support';

let app: FastifyInstance;
let hotelDesk: { id: number; token: string };
let employee: { id: number };

const placeIri = async (name: string) => {
  const [row] = await app.db.select({ id: places.id }).from(places).where(eq(places.name, name));
  if (!row) throw new Error(name);
  return `/api/abstract_places/${row.id}`;
};
const WARSAW = 'Hotel Ibis Warszawa Centrum';
const GDANSK = 'Hotel Mercure Gdańsk Stare Miasto';

async function put(headers: Record<string, string>, id: number, body: object) {
  const current = await app.inject({
    method: 'GET',
    url: `/api/users/${id}`,
    headers: await asDemo(app, 'admin'),
  });
  const version = current.json<{ version: number }>().version;
  return app.inject({ method: 'PUT', url: `/api/users/${id}`, headers, payload: { ...body, version } });
}
const rowsOf = async (userId: number) =>
  (await app.db.select().from(hotelAccounts).where(eq(hotelAccounts.userId, userId))).length;
const staysOf = async (token: string) => {
  const response = await app.inject({
    method: 'GET',
    url: '/api/accommodations?pagination=false',
    headers: bearer(token),
  });
  expect(response.statusCode).toBe(200);
  return response.json<{ 'hydra:member': { hotel: { name: string } }[] }>()['hydra:member'];
};

beforeAll(async () => {
  app = await createTestApp({});
  await app.ready();
  await seedDemo(app.db);
  await seedBasesAdminDemo(app.db, new Date('2026-03-02T10:00:00Z'));
  const desk = await createUser(app.db, { username: 'recepcja.nowa', roles: ['ROLE_HOTEL'] });
  hotelDesk = { id: desk.id, token: (await login(app, desk.username)).token };
  employee = await createUser(app.db, {
    username: 'pracownik.hotele',
    roles: ['ROLE_PASSENGER'],
    companyId: await companyId(app, 'PKP Intercity'),
  });
});
afterAll(() => app.close());

describe('PUT /api/users/{id} hotels', () => {
  it('a new hotel account sees nothing until the administrator links it, then only its hotels', async () => {
    expect(await staysOf(hotelDesk.token)).toEqual([]);
    const response = await put(await asDemo(app, 'admin'), hotelDesk.id, {
      hotels: [await placeIri(WARSAW), await placeIri(GDANSK)],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<{ hotels: string[] }>().hotels).toEqual(
      [await placeIri(WARSAW), await placeIri(GDANSK)].sort(),
    );
    const names = new Set((await staysOf(hotelDesk.token)).map((stay) => stay.hotel.name));
    expect(names).toEqual(new Set([WARSAW, GDANSK]));

    // Replaced, not added to: one hotel left.
    expect(
      (await put(await asDemo(app, 'admin'), hotelDesk.id, { hotels: [await placeIri(GDANSK)] })).statusCode,
    ).toBe(200);
    expect((await staysOf(hotelDesk.token)).map((stay) => stay.hotel.name)).toEqual([GDANSK]);
    const item = await app.inject({
      method: 'GET',
      url: `/api/users/${hotelDesk.id}`,
      headers: bearer(hotelDesk.token),
    });
    expect(item.json<{ hotels: string[] }>().hotels).toEqual([await placeIri(GDANSK)]);
  });

  it('refuses the field from anyone but the administrator and changes nothing', async () => {
    const before = await rowsOf(hotelDesk.id);
    const own = await put(bearer(hotelDesk.token), hotelDesk.id, { hotels: [await placeIri(WARSAW)] });
    expect(own.statusCode).toBe(403);
    expect(own.json()).toMatchObject({ 'hydra:description': HOTEL_ACCOUNT_MESSAGES.adminOnly });
    const head = await put(await asDemo(app, 'firma'), employee.id, { hotels: [await placeIri(WARSAW)] });
    expect(head.statusCode).toBe(403);
    expect(await rowsOf(hotelDesk.id)).toBe(before);
    expect(await rowsOf(employee.id)).toBe(0);
  });

  it('is 422 for an account without the hotel role and for a place that is no active hotel', async () => {
    const admin = await asDemo(app, 'admin');
    const notHotelAccount = await put(admin, employee.id, { hotels: [await placeIri(WARSAW)] });
    expect(notHotelAccount.statusCode).toBe(422);
    expect(notHotelAccount.json()).toMatchObject({
      violations: [{ propertyPath: 'hotels', message: HOTEL_ACCOUNT_MESSAGES.hotelRoleOnly }],
    });
    const [notAHotel] = await app.db
      .select({ id: places.id })
      .from(places)
      .where(eq(places.type, 'place'))
      .limit(1);
    const [inactive] = await app.db
      .insert(places)
      .values({ name: 'Hotel Zamknięty', type: 'hotel', isActive: false })
      .returning({ id: places.id });
    const before = await rowsOf(hotelDesk.id);
    for (const id of [notAHotel?.id, inactive?.id, 2_000_000_000]) {
      const response = await put(admin, hotelDesk.id, { hotels: [`/api/abstract_places/${id}`] });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({
        violations: [{ propertyPath: 'hotels', message: HOTEL_ACCOUNT_MESSAGES.notHotel }],
      });
    }
    const notAnIri = await put(admin, hotelDesk.id, { hotels: ['/api/companies/1'] });
    expect(notAnIri.statusCode).toBe(422);
    expect(await rowsOf(hotelDesk.id)).toBe(before);
  });

  it('drops the hotels of an account that loses the hotel role', async () => {
    const desk = await createUser(app.db, { username: 'recepcja.druga', roles: ['ROLE_HOTEL'] });
    const admin = await asDemo(app, 'admin');
    expect((await put(admin, desk.id, { hotels: [await placeIri(WARSAW)] })).statusCode).toBe(200);
    expect(await rowsOf(desk.id)).toBe(1);
    expect((await put(admin, desk.id, { roles: ['ROLE_ACCOUNTANT'] })).statusCode).toBe(200);
    expect(await rowsOf(desk.id)).toBe(0);
  });
});
