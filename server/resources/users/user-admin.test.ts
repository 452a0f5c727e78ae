import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userRoles, users } from '../../db/schema';
import { bearer, createCompany, createTestApp, createUser, login } from '../../test/factories.support';

let app: FastifyInstance;
const tokens: Record<string, string> = {};
let railway: { id: number };
let transportCo: { id: number };
let otherTransport: { id: number };
let ids: Record<string, number> = {};

beforeAll(async () => {
  app = await createTestApp();
  railway = await createCompany(app.db, { name: 'Koleje Testowe' });
  transportCo = await createCompany(app.db, { name: 'Taxi Test', isTransportCompany: true });
  otherTransport = await createCompany(app.db, { name: 'Taxi Obce', isTransportCompany: true });
  const people = {
    admin: await createUser(app.db, { username: 'ua.admin', roles: ['ROLE_ADMIN'] }),
    head: await createUser(app.db, { username: 'ua.firma', roles: ['ROLE_COMPANY'], companyId: railway.id }),
    transport: await createUser(app.db, {
      username: 'ua.transport',
      roles: ['ROLE_TRANSPORT_COMPANY'],
      companyId: transportCo.id,
    }),
    dispatcher: await createUser(app.db, { username: 'ua.dyspozytor', roles: ['ROLE_USER'] }),
    driver: await createUser(app.db, {
      username: 'ua.kierowca',
      roles: ['ROLE_DRIVER'],
      companyId: transportCo.id,
    }),
    foreignDriver: await createUser(app.db, {
      username: 'ua.obcy',
      roles: ['ROLE_DRIVER'],
      companyId: otherTransport.id,
    }),
    passenger: await createUser(app.db, {
      username: 'ua.pasazer',
      roles: ['ROLE_PASSENGER'],
      companyId: railway.id,
    }),
    companyAdmin: await createUser(app.db, {
      username: 'ua.admin2',
      roles: ['ROLE_ADMIN'],
      companyId: railway.id,
    }),
  };
  ids = Object.fromEntries(Object.entries(people).map(([key, row]) => [key, row.id]));
  for (const key of ['admin', 'head', 'transport', 'dispatcher', 'driver'] as const)
    tokens[key] = (await login(app, people[key].username)).token;
});
afterAll(() => app.close());

const newUser = (overrides: Record<string, unknown> = {}) => ({
  username: `nowy${Math.floor(Math.random() * 1e9)}`,
  firstname: 'Nowy',
  surname: 'Użytkownik',
  email: '',
  phones: [{ phone: '600700800', main: true }],
  password: 'Haslo12345',
  roles: ['ROLE_DRIVER'],
  company: `/api/companies/${transportCo.id}`,
  ...overrides,
});

const post = (who: string, payload: object) =>
  app.inject({ method: 'POST', url: '/api/users', headers: bearer(tokens[who] ?? ''), payload });
const get = (who: string, id: number) =>
  app.inject({ method: 'GET', url: `/api/users/${id}`, headers: bearer(tokens[who] ?? '') });
const put = async (who: string, id: number, payload: object) => {
  const [row] = await app.db.select().from(users).where(eq(users.id, id));
  return app.inject({
    method: 'PUT',
    url: `/api/users/${id}`,
    headers: bearer(tokens[who] ?? ''),
    payload: { version: row?.version ?? 1, ...payload },
  });
};
const del = (who: string, id: number) =>
  app.inject({ method: 'DELETE', url: `/api/users/${id}`, headers: bearer(tokens[who] ?? '') });
const rolesIn = async (id: number) =>
  (await app.db.select().from(userRoles).where(eq(userRoles.userId, id)))
    .map((row) => row.role)
    .filter((role) => role !== 'ROLE_DEFAULT')
    .sort();
const violation = (message: string) => ({ violations: [expect.objectContaining({ message })] });

describe('POST /api/users', () => {
  it('lets an admin create a transport company user who can sign in', async () => {
    const body = newUser({ roles: ['ROLE_TRANSPORT_COMPANY', 'ROLE_INVOICE'], username: 'ua.nowa.firma' });
    const response = await post('admin', body);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      username: 'ua.nowa.firma',
      roles: ['ROLE_DEFAULT', 'ROLE_TRANSPORT_COMPANY', 'ROLE_INVOICE'],
      company: { id: transportCo.id, name: 'Taxi Test' },
      email: null,
      phones: [{ phone: '600700800', main: true }],
    });
    await expect(login(app, 'ua.nowa.firma', 'Haslo12345')).resolves.toHaveProperty('token');
  });

  it('lets a transport company create a driver of its own company', async () => {
    const response = await post('transport', newUser());
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      company: { id: transportCo.id },
      roles: ['ROLE_DEFAULT', 'ROLE_DRIVER'],
    });
  });

  it.each([
    ['transport', ['ROLE_DRIVER', 'ROLE_ADMIN'], 'Brak uprawnień do nadania roli: Administrator'],
    ['transport', ['ROLE_IMPERSONATOR'], 'Brak uprawnień do nadania roli: Podgląd innych użytkowników'],
    ['transport', ['ROLE_PASSENGER'], 'Brak uprawnień do nadania roli: Pracownik'],
    ['head', ['ROLE_USER'], 'Brak uprawnień do nadania roli: Dyspozytor'],
    ['head', ['ROLE_ACCOUNTANT'], 'Brak uprawnień do nadania roli: Księgowa'],
  ])('refuses %s granting %j (422, nothing stored)', async (who, roles, message) => {
    const company = who === 'head' ? railway.id : transportCo.id;
    const body = newUser({ roles, company: `/api/companies/${company}` });
    const response = await post(who, body);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject(violation(message));
    expect(await app.db.select().from(users).where(eq(users.username, body.username))).toEqual([]);
  });

  it('refuses a company creating a user of another company', async () => {
    const response = await post('transport', newUser({ company: `/api/companies/${otherTransport.id}` }));
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject(violation('Można wybrać tylko własną firmę'));
  });

  it('refuses roles a user may not administer users with (403 before the body)', async () => {
    for (const who of ['dispatcher', 'driver']) expect((await post(who, {})).statusCode).toBe(403);
  });

  it('answers the form messages for a bad body', async () => {
    const response = await post('admin', newUser({ firstname: ' ', roles: [], password: 'krótkie' }));
    expect(response.statusCode).toBe(422);
    const messages = response.json<{ violations: { propertyPath: string; message: string }[] }>().violations;
    expect(messages).toEqual(
      expect.arrayContaining([
        { propertyPath: 'firstname', message: 'Pole wymagane' },
        { propertyPath: 'roles', message: 'Wybierz przynajmniej jedną rolę' },
        { propertyPath: 'password', message: 'Hasło musi mieć co najmniej 8 znaków' },
      ]),
    );
  });

  it('refuses a username already taken, whatever its case', async () => {
    const response = await post('admin', newUser({ username: 'UA.Kierowca' }));
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject(violation('Ta nazwa użytkownika jest już zajęta'));
  });
});

describe('GET /api/users/{id}', () => {
  it('shows a user of the own company, hides another tenant (404) and refuses non-administrators (403)', async () => {
    expect((await get('transport', ids.driver ?? 0)).statusCode).toBe(200);
    expect((await get('transport', ids.foreignDriver ?? 0)).statusCode).toBe(404);
    expect((await get('head', ids.driver ?? 0)).statusCode).toBe(404);
    expect((await get('admin', ids.foreignDriver ?? 0)).statusCode).toBe(200);
    expect((await get('dispatcher', ids.driver ?? 0)).statusCode).toBe(403);
    expect((await get('driver', ids.driver ?? 0)).statusCode).toBe(200);
  });
});

describe('PUT /api/users/{id} (administration)', () => {
  it('lets a transport company change its driver and grant a role of its side', async () => {
    const response = await put('transport', ids.driver ?? 0, {
      firstname: 'Karol',
      roles: ['ROLE_DRIVER', 'ROLE_FLEET'],
      phones: [{ phone: '600111222', main: true }],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      firstname: 'Karol',
      phones: [{ phone: '600111222', main: true }],
    });
    expect(await rolesIn(ids.driver ?? 0)).toEqual(['ROLE_DRIVER', 'ROLE_FLEET']);
  });

  it('refuses escalation through an edit and leaves the roles as they were', async () => {
    const response = await put('transport', ids.driver ?? 0, { roles: ['ROLE_DRIVER', 'ROLE_ADMIN'] });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject(violation('Brak uprawnień do nadania roli: Administrator'));
    expect(await rolesIn(ids.driver ?? 0)).toEqual(['ROLE_DRIVER', 'ROLE_FLEET']);
  });

  it('refuses a company editing an administrator of its company (403)', async () => {
    const response = await put('head', ids.companyAdmin ?? 0, { password: 'NoweHaslo1' });
    expect(response.statusCode).toBe(403);
  });

  it('refuses a user granting themselves roles (403) but keeps their settings working', async () => {
    expect((await put('driver', ids.driver ?? 0, { roles: ['ROLE_ADMIN'] })).statusCode).toBe(403);
    expect((await put('driver', ids.driver ?? 0, { surname: 'Własny' })).statusCode).toBe(200);
  });

  it('refuses an admin removing their own admin role', async () => {
    const response = await put('admin', ids.admin ?? 0, { roles: ['ROLE_USER'] });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject(violation('Nie można odebrać sobie roli administratora'));
    expect(await rolesIn(ids.admin ?? 0)).toEqual(['ROLE_ADMIN']);
  });

  it('lets an admin move a user to another company and set a new password', async () => {
    const response = await put('admin', ids.foreignDriver ?? 0, {
      company: `/api/companies/${transportCo.id}`,
      password: 'NoweHaslo1',
    });
    expect(response.statusCode).toBe(200);
    await expect(login(app, 'ua.obcy', 'NoweHaslo1')).resolves.toHaveProperty('token');
    await put('admin', ids.foreignDriver ?? 0, { company: `/api/companies/${otherTransport.id}` });
  });

  it('hides another tenant’s user from a company (404)', async () => {
    expect((await put('transport', ids.foreignDriver ?? 0, { firstname: 'X' })).statusCode).toBe(404);
  });

  it('refuses an admin a role that does not fit the company, on create and on a move (422, nothing stored)', async () => {
    const created = await post(
      'admin',
      newUser({ roles: ['ROLE_DRIVER'], company: `/api/companies/${railway.id}` }),
    );
    expect(created.statusCode).toBe(422);
    expect(created.json()).toMatchObject(violation('Rola Kierowca wymaga firmy transportowej'));
    const companyless = await post('admin', newUser({ roles: ['ROLE_PASSENGER'], company: null }));
    expect(companyless.statusCode).toBe(422);
    expect(companyless.json()).toMatchObject(violation('Rola Pracownik wymaga firmy kolejowej'));

    const moved = await put('admin', ids.foreignDriver ?? 0, { company: `/api/companies/${railway.id}` });
    expect(moved.statusCode).toBe(422);
    const [row] = await app.db
      .select()
      .from(users)
      .where(eq(users.id, ids.foreignDriver ?? 0));
    expect(row?.companyId).toBe(otherTransport.id);
    const granted = await put('admin', ids.passenger ?? 0, { roles: ['ROLE_PASSENGER', 'ROLE_INVOICE'] });
    expect(granted.statusCode).toBe(422);
    expect(await rolesIn(ids.passenger ?? 0)).toEqual(['ROLE_PASSENGER']);
  });
});

describe('DELETE /api/users/{id}', () => {
  it('soft-deletes: the row and its name stay, the account no longer signs in or lists', async () => {
    const created = (await post('transport', newUser({ username: 'ua.do.usuniecia' }))).json<{
      id: number;
    }>();
    expect((await del('head', created.id)).statusCode).toBe(404);
    expect((await del('dispatcher', created.id)).statusCode).toBe(403);
    expect((await del('transport', created.id)).statusCode).toBe(204);
    const [row] = await app.db.select().from(users).where(eq(users.id, created.id));
    expect(row).toMatchObject({ isActive: false, firstname: 'Nowy' });
    await expect(login(app, 'ua.do.usuniecia', 'Haslo12345')).rejects.toThrow();
    expect((await get('transport', created.id)).statusCode).toBe(404);
  });

  it('refuses deleting oneself', async () => {
    const response = await del('admin', ids.admin ?? 0);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ 'hydra:description': 'Nie można usunąć własnego konta' });
  });
});

describe('GET /api/users (the list)', () => {
  it('sorts by id descending, searches and answers roles and company', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/users?order[id]=desc&itemsPerPage=25&page=1&search=kierowca',
      headers: bearer(tokens.transport ?? ''),
    });
    expect(response.statusCode).toBe(200);
    const body = response.json<{ 'hydra:member': { id: number; roles: string[]; company: unknown }[] }>();
    const members = body['hydra:member'];
    expect(members.map((member) => member.id)).toEqual([ids.driver]);
    expect(members[0]).toMatchObject({ roles: ['ROLE_DEFAULT', 'ROLE_DRIVER', 'ROLE_FLEET'] });

    const all = await app.inject({
      method: 'GET',
      url: '/api/users?order[id]=desc&pagination=false',
      headers: bearer(tokens.transport ?? ''),
    });
    const page = all.json<{ 'hydra:member': { id: number }[] }>();
    const listed = page['hydra:member'].map((member) => member.id);
    expect(listed).toEqual([...listed].sort((a, b) => b - a));
    expect(listed).not.toContain(ids.foreignDriver);
  });
});
