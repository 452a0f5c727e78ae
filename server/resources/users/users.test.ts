import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { bearer, createCompany, createTestApp, createUser, login } from '../../test/factories.support';

let app: FastifyInstance;

beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

/** A PUT based on the stored version, unless the payload or an If-Match names one. */
async function put(
  token: string,
  id: number | string,
  payload: object,
  headers: Record<string, string> = {},
) {
  const [stored] = typeof id === 'number' ? await app.db.select().from(users).where(eq(users.id, id)) : [];
  const named = 'version' in payload || 'if-match' in headers;
  const body = named || !stored ? payload : { ...payload, version: stored.version };
  return app.inject({
    method: 'PUT',
    url: `/api/users/${id}`,
    headers: { ...bearer(token), ...headers },
    payload: body,
  });
}

async function row(id: number) {
  const [found] = await app.db.select().from(users).where(eq(users.id, id));
  if (!found) throw new Error('no user');
  return found;
}

describe('GET /api/users/me', () => {
  it('answers the current user with company, phones and roles', async () => {
    const company = await createCompany(app.db, { name: 'PKP Cargo', isTransportCompany: false });
    const user = await createUser(app.db, {
      username: 'pasazer1',
      firstname: 'Anna',
      surname: 'Nowak',
      roles: ['ROLE_PASSENGER'],
      companyId: company.id,
      phones: [{ phone: '600100200', main: true }],
    });
    const { token } = await login(app, user.username);
    const response = await app.inject({ method: 'GET', url: '/api/users/me', headers: bearer(token) });
    expect(response.statusCode).toBe(200);
    expect(response.headers.etag).toBe('W/"1"');
    const body = response.json<{ phones: { id: number }[] }>();
    expect(body).toEqual({
      '@context': '/api/contexts/User',
      '@id': `/api/users/${user.id}`,
      '@type': 'User',
      id: user.id,
      username: 'pasazer1',
      firstname: 'Anna',
      surname: 'Nowak',
      email: 'pasazer1@example.com',
      roles: ['ROLE_DEFAULT', 'ROLE_PASSENGER'],
      company: {
        '@id': `/api/companies/${company.id}`,
        id: company.id,
        name: 'PKP Cargo',
        isTransportCompany: false,
      },
      phones: [
        {
          '@id': `/api/user_phones/${body.phones[0]?.id}`,
          id: body.phones[0]?.id,
          phone: '600100200',
          main: true,
        },
      ],
      impersonator: null,
      superiorOf: [],
      passengerId: null,
      home: null,
      hotels: [],
      version: 1,
    });
  });
});

describe('PUT /api/users/{id}', () => {
  it('lets a user change their own name and bumps the version', async () => {
    const user = await createUser(app.db);
    const { token } = await login(app, user.username);
    const response = await put(token, user.id, { firstname: '  Piotr ', surname: 'Wiśniewski' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ firstname: 'Piotr', surname: 'Wiśniewski', version: 2 });
    expect(response.headers.etag).toBe('W/"2"');
    expect(await row(user.id)).toMatchObject({ firstname: 'Piotr', surname: 'Wiśniewski', version: 2 });
  });

  it('changes the password when the current one is right', async () => {
    const user = await createUser(app.db);
    const { token } = await login(app, user.username);
    const response = await put(token, user.id, { currentPassword: user.password, newPassword: 'NoweHaslo1' });
    expect(response.statusCode).toBe(200);
    await expect(login(app, user.username, 'NoweHaslo1')).resolves.toHaveProperty('token');
  });

  it('changes the e-mail and refuses one used by someone else', async () => {
    const other = await createUser(app.db, { email: 'zajety@example.com' });
    const user = await createUser(app.db);
    const { token } = await login(app, user.username);
    expect((await put(token, user.id, { email: 'nowy@example.com' })).json()).toMatchObject({
      email: 'nowy@example.com',
    });
    const taken = await put(token, user.id, { email: 'ZAJETY@example.com' });
    expect(taken.statusCode).toBe(422);
    expect(taken.json()).toMatchObject({
      violations: [{ propertyPath: 'email', message: 'Ten adres e-mail jest już używany' }],
    });
    expect((await row(other.id)).email).toBe('zajety@example.com');
  });

  it('refuses to edit another user (403) unless the actor is an admin', async () => {
    const victim = await createUser(app.db);
    const user = await createUser(app.db, { roles: ['ROLE_USER'] });
    const admin = await createUser(app.db, { roles: ['ROLE_ADMIN'] });
    const userToken = (await login(app, user.username)).token;
    const refused = await put(userToken, victim.id, { firstname: 'Zmieniony' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ 'hydra:description': 'Brak uprawnień do wykonania tej operacji' });
    expect((await row(victim.id)).firstname).toBe('Jan');

    const adminToken = (await login(app, admin.username)).token;
    expect((await put(adminToken, victim.id, { firstname: 'Zmieniony' })).statusCode).toBe(200);
  });

  it.each(['999999', 'abc', '0', '99999999999999', '1.5'])('answers 404 for the id %s', async (id) => {
    const admin = await createUser(app.db, { roles: ['ROLE_ADMIN'] });
    const { token } = await login(app, admin.username);
    const response = await put(token, id, { firstname: 'X' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({
      '@type': 'hydra:Error',
      'hydra:description': 'Nie znaleziono zasobu',
    });
  });

  it.each([
    [
      'a wrong current password',
      { currentPassword: 'zle-haslo', newPassword: 'NoweHaslo1' },
      'currentPassword',
      'Obecne hasło jest nieprawidłowe',
    ],
    [
      'a short new password',
      { currentPassword: 'x', newPassword: 'krotkie' },
      'newPassword',
      'Hasło musi mieć co najmniej 8 znaków',
    ],
    [
      'a new password without the current one',
      { newPassword: 'NoweHaslo1' },
      'currentPassword',
      'Pole jest wymagane',
    ],
    ['a blank first name', { firstname: '   ' }, 'firstname', 'Pole jest wymagane'],
    ['a number as the surname', { surname: 42 }, 'surname', 'Pole jest wymagane'],
    ['a malformed e-mail', { email: 'nie-email' }, 'email', 'Nieprawidłowy adres e-mail'],
    ['an overlong e-mail', { email: `${'a'.repeat(200)}@example.com` }, 'email', 'Wartość jest zbyt długa'],
    ['a device token of the wrong type', { deviceToken: 12 }, 'deviceToken', 'Nieprawidłowa wartość'],
  ])('answers 422 for %s and writes nothing', async (_name, payload, propertyPath, message) => {
    const user = await createUser(app.db);
    const before = await row(user.id);
    const { token } = await login(app, user.username);
    const response = await put(token, user.id, { firstname: 'Inny', ...payload });
    expect(response.statusCode).toBe(422);
    const body = response.json<{ violations: { propertyPath: string; message: string }[] }>();
    expect(body).toMatchObject({
      '@type': 'ConstraintViolationList',
      'hydra:description': `${propertyPath}: ${message}`,
    });
    expect(body.violations).toEqual([{ propertyPath, message }]);
    expect(await row(user.id)).toEqual(before);
  });

  it('answers 409 for a stale version and 412 for a stale If-Match, writing nothing', async () => {
    const user = await createUser(app.db);
    const { token } = await login(app, user.username);
    await put(token, user.id, { firstname: 'Pierwszy' });
    const stale =
      'Dane zostały w międzyczasie zmienione przez innego użytkownika. Odśwież i spróbuj ponownie.';
    const conflict = await put(token, user.id, { firstname: 'Drugi', version: 1 });
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json()).toMatchObject({ 'hydra:description': stale });
    const precondition = await put(token, user.id, { firstname: 'Drugi' }, { 'if-match': '"1"' });
    expect(precondition.statusCode).toBe(412);
    expect((await row(user.id)).firstname).toBe('Pierwszy');
    expect((await put(token, user.id, { firstname: 'Drugi' }, { 'if-match': '"2"' })).statusCode).toBe(200);
  });

  it('answers 428 for a write that names no version, writing nothing (ADR 003)', async () => {
    const user = await createUser(app.db);
    const { token } = await login(app, user.username);
    const response = await app.inject({
      method: 'PUT',
      url: `/api/users/${user.id}`,
      headers: bearer(token),
      payload: { firstname: 'Bez wersji' },
    });
    expect(response.statusCode).toBe(428);
    expect(response.json()).toMatchObject({
      'hydra:description': 'Brak wersji danych (If-Match lub version). Odśwież i spróbuj ponownie.',
    });
    expect((await row(user.id)).version).toBe(1);
  });

  it('requires a token', async () => {
    const response = await app.inject({ method: 'PUT', url: '/api/users/1', payload: { firstname: 'X' } });
    expect(response.statusCode).toBe(401);
  });
});
