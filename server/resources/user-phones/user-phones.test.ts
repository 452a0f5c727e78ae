import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OWN_PHONE_MESSAGES } from '../../../domain/people/own-phones';
import { VALIDATION_MESSAGES } from '../../../domain/validation/messages';
import { PHONE_LIST_MESSAGES } from '../../../domain/people/user-block.schema';
import { userPhones, users } from '../../db/schema';
import { bearer, createTestApp, createUser, login } from '../../test/factories.support';

let app: FastifyInstance;

beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

interface View {
  version: number;
  phones: { id: number; phone: string; main: boolean }[];
}

async function person(phones: { phone: string; main: boolean }[]) {
  const user = await createUser(app.db, { roles: ['ROLE_PASSENGER'], phones });
  const { token } = await login(app, user.username);
  return { user, headers: bearer(token) };
}

async function stored(userId: number) {
  const [row] = await app.db.select({ version: users.version }).from(users).where(eq(users.id, userId));
  const phones = await app.db
    .select({ id: userPhones.id, phone: userPhones.phone, main: userPhones.main })
    .from(userPhones)
    .where(eq(userPhones.userId, userId))
    .orderBy(userPhones.id);
  return { version: row?.version ?? 0, phones };
}

const violation = (response: { json: () => unknown }) =>
  (response.json() as { violations: { propertyPath: string; message: string }[] }).violations;

describe('POST /api/user_phones', () => {
  it('adds a phone to the caller; making it the default unsets the old one', async () => {
    const { user, headers } = await person([{ phone: '600100200', main: true }]);
    const response = await app.inject({
      method: 'POST',
      url: '/api/user_phones',
      headers,
      payload: { phone: '600100300', main: true, version: 1 },
    });
    expect(response.statusCode).toBe(201);
    expect(response.headers.etag).toBe('W/"2"');
    const body = response.json<View>();
    expect(body.phones.map(({ phone, main }) => ({ phone, main }))).toEqual([
      { phone: '600100300', main: true },
      { phone: '600100200', main: false },
    ]);
    expect((await stored(user.id)).version).toBe(2);
  });

  it('makes the first phone the default whatever the switch says', async () => {
    const { user, headers } = await person([]);
    const response = await app.inject({
      method: 'POST',
      url: '/api/user_phones',
      headers,
      payload: { phone: '600100400', main: false, version: 1 },
    });
    expect(response.statusCode).toBe(201);
    expect((await stored(user.id)).phones).toMatchObject([{ phone: '600100400', main: true }]);
  });

  it.each([
    ['a short number', { phone: '60010', main: false }, VALIDATION_MESSAGES.phone],
    ['letters', { phone: '60010020a', main: false }, VALIDATION_MESSAGES.phone],
    ['a number already listed', { phone: '600100200', main: false }, PHONE_LIST_MESSAGES.duplicate],
  ])('refuses %s with 422 and changes nothing', async (_name, payload, message) => {
    const { user, headers } = await person([{ phone: '600100200', main: true }]);
    const before = await stored(user.id);
    const response = await app.inject({
      method: 'POST',
      url: '/api/user_phones',
      headers,
      payload: { ...payload, version: 1 },
    });
    expect(response.statusCode).toBe(422);
    expect(violation(response)).toContainEqual({ propertyPath: 'phone', message });
    expect(await stored(user.id)).toEqual(before);
  });

  it('refuses a stale version (409), a stale If-Match (412), none (428), and anonymous callers (401)', async () => {
    const { user, headers } = await person([{ phone: '600100200', main: true }]);
    const payload = { phone: '600100500', main: false };
    const send = (extra: object, more: Record<string, string> = {}) =>
      app.inject({
        method: 'POST',
        url: '/api/user_phones',
        headers: { ...headers, ...more },
        payload: { ...payload, ...extra },
      });
    expect((await send({ version: 7 })).statusCode).toBe(409);
    expect((await send({}, { 'if-match': 'W/"7"' })).statusCode).toBe(412);
    expect((await send({})).statusCode).toBe(428);
    const anonymous = await app.inject({ method: 'POST', url: '/api/user_phones', payload });
    expect(anonymous.statusCode).toBe(401);
    expect((await stored(user.id)).phones).toHaveLength(1);
  });
});

describe('PUT /api/user_phones/{id}', () => {
  it('edits the number and moves the default, keeping the ids', async () => {
    const { user, headers } = await person([
      { phone: '600100200', main: true },
      { phone: '600100201', main: false },
    ]);
    const [first, second] = (await stored(user.id)).phones;
    const response = await app.inject({
      method: 'PUT',
      url: `/api/user_phones/${second?.id}`,
      headers: { ...headers, 'if-match': 'W/"1"' },
      payload: { phone: '600100299', main: true },
    });
    expect(response.statusCode).toBe(200);
    expect((await stored(user.id)).phones).toEqual([
      { id: first?.id, phone: '600100200', main: false },
      { id: second?.id, phone: '600100299', main: true },
    ]);
  });

  it('refuses to un-default the default (422 on main): another phone is made the default instead', async () => {
    const { user, headers } = await person([
      { phone: '600100200', main: true },
      { phone: '600100201', main: false },
    ]);
    const before = await stored(user.id);
    const response = await app.inject({
      method: 'PUT',
      url: `/api/user_phones/${before.phones[0]?.id}`,
      headers,
      payload: { phone: '600100200', main: false, version: 1 },
    });
    expect(response.statusCode).toBe(422);
    expect(violation(response)).toEqual([{ propertyPath: 'main', message: OWN_PHONE_MESSAGES.keepDefault }]);
    expect(await stored(user.id)).toEqual(before);
  });

  it("answers 404 for another user's phone, even an admin's call, and changes nothing", async () => {
    const other = await person([{ phone: '600100200', main: true }]);
    const before = await stored(other.user.id);
    const admin = await createUser(app.db, { roles: ['ROLE_ADMIN'] });
    const adminHeaders = bearer((await login(app, admin.username)).token);
    for (const headers of [adminHeaders, (await person([{ phone: '600100700', main: true }])).headers]) {
      const response = await app.inject({
        method: 'PUT',
        url: `/api/user_phones/${before.phones[0]?.id}`,
        headers,
        payload: { phone: '600100999', main: true, version: 1 },
      });
      expect(response.statusCode).toBe(404);
    }
    expect(await stored(other.user.id)).toEqual(before);
  });
});

describe('DELETE /api/user_phones/{id}', () => {
  it('removes one of two phones; removing the default makes the other one the default', async () => {
    const { user, headers } = await person([
      { phone: '600100200', main: true },
      { phone: '600100201', main: false },
    ]);
    const [first] = (await stored(user.id)).phones;
    const response = await app.inject({
      method: 'DELETE',
      url: `/api/user_phones/${first?.id}`,
      headers: { ...headers, 'if-match': 'W/"1"' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<View>().phones).toMatchObject([{ phone: '600100201', main: true }]);
  });

  it('refuses to remove the last phone (422) and one without If-Match (428)', async () => {
    const { user, headers } = await person([{ phone: '600100200', main: true }]);
    const before = await stored(user.id);
    const url = `/api/user_phones/${before.phones[0]?.id}`;
    const last = await app.inject({ method: 'DELETE', url, headers: { ...headers, 'if-match': 'W/"1"' } });
    expect(last.statusCode).toBe(422);
    expect(violation(last)).toEqual([{ propertyPath: 'phone', message: OWN_PHONE_MESSAGES.lastPhone }]);
    expect((await app.inject({ method: 'DELETE', url, headers })).statusCode).toBe(428);
    expect(await stored(user.id)).toEqual(before);
  });

  it("answers 404 for another user's phone and for a missing one", async () => {
    const other = await person([
      { phone: '600100200', main: true },
      { phone: '600100201', main: false },
    ]);
    const before = await stored(other.user.id);
    const { headers } = await person([{ phone: '600100700', main: true }]);
    for (const id of [before.phones[1]?.id, 999999]) {
      const response = await app.inject({
        method: 'DELETE',
        url: `/api/user_phones/${id}`,
        headers: { ...headers, 'if-match': 'W/"1"' },
      });
      expect(response.statusCode).toBe(404);
    }
    expect(await stored(other.user.id)).toEqual(before);
  });
});
