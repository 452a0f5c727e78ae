import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drivers, startingBases, userRoles, users } from '../../db/schema';
import { as as asDemo, companyId, openDemoApp } from '../../test/demo-session.support';
import type { Collection, Violations } from '../../test/hydra-answers.support';

let app: FastifyInstance;
const as = (username: string) => asDemo(app, username);

interface Driver {
  '@id': string;
  id: number;
  userId: number;
  name: string;
  phone: string | null;
  firstname: string;
  email: string | null;
  phones: { id: number; phone: string; main: boolean }[];
  transportCompany: { id: number; name: string } | null;
  startingBase: { id: number; name: string } | null;
  employedSince: string | null;
  version: number;
}

async function call(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  username: string,
  url: string,
  payload?: object,
  headers = {},
) {
  return app.inject({
    method,
    url,
    headers: { ...(await as(username)), ...headers },
    ...(payload ? { payload } : {}),
  });
}

async function baseOf(company: string): Promise<string> {
  const [row] = await app.db
    .select({ id: startingBases.id })
    .from(startingBases)
    .where(eq(startingBases.companyId, await companyId(app, company)));
  if (!row) throw new Error(company);
  return `/api/starting_bases/${row.id}`;
}

const person = (firstname: string, surname: string, extra: object = {}) => ({
  firstname,
  surname,
  email: '',
  phones: [
    { phone: '731200400', main: false },
    { phone: '731200401', main: true },
  ],
  employedSince: '2026-11-02',
  ...extra,
});

beforeAll(async () => {
  app = await openDemoApp();
});

afterAll(() => app.close());

/** A GET of the list (status and body). */
async function list(username: string, url: string) {
  const response = await call('GET', username, url);
  return { status: response.statusCode, body: response.json<Collection<Driver>>() };
}

// The list runs first, on the demo data as seeded.
describe('GET /api/drivers', () => {
  it('lists drivers with company and starting base', async () => {
    const { status, body } = await list('admin', '/api/drivers?pagination=false');
    expect(status).toBe(200);
    expect(body['hydra:member'].length).toBeGreaterThan(0);
    const [first] = body['hydra:member'];
    expect(first?.transportCompany?.name).toBeTruthy();
    expect(first?.startingBase?.name).toBeTruthy();
    expect(first?.userId).toBeGreaterThan(0);
  });

  it('filters by transport company and scopes a transport user to itself and its subcontractors', async () => {
    const taxi = await companyId(app, 'Taxi Trans Warszawa');
    const { body } = await list('admin', `/api/drivers?transportCompany.id=${taxi}&pagination=false`);
    expect(body['hydra:member'].length).toBeGreaterThan(0);
    expect(body['hydra:member'].every((d) => d.transportCompany?.id === taxi)).toBe(true);
    const euro = await companyId(app, 'Euro-Bus Poznań');
    const scoped = await list('podwykonawca', '/api/drivers?pagination=false');
    expect(scoped.body['hydra:member'].some((d) => d.transportCompany?.id === euro)).toBe(false);
    const driver = await list('kierowca', '/api/drivers?pagination=false');
    expect(driver.body['hydra:member'].every((d) => d.transportCompany?.id === taxi)).toBe(true);
  });

  it('refuses an unknown IRI kind', async () => {
    const { status } = await list('admin', '/api/drivers?transportCompany.id=/api/users/3');
    expect(status).toBe(400);
  });
});

describe('POST /api/drivers', () => {
  it('a transport company adds a driver of its own: ROLE_DRIVER, its company, two phones one default', async () => {
    const response = await call(
      'POST',
      'transport',
      '/api/drivers',
      person('Tomasz', 'Urlopowy', { startingBase: await baseOf('Taxi Trans Warszawa') }),
    );
    expect(response.statusCode, response.body).toBe(201);
    const driver = response.json<Driver>();
    expect(driver).toMatchObject({
      name: 'Tomasz Urlopowy',
      phone: '731200401',
      transportCompany: { name: 'Taxi Trans Warszawa' },
      employedSince: '2026-11-02',
    });
    expect(driver.phones.map((p) => [p.phone, p.main])).toEqual([
      ['731200400', false],
      ['731200401', true],
    ]);
    const roles = await app.db.select().from(userRoles).where(eq(userRoles.userId, driver.userId));
    expect(roles.map((r) => r.role)).toContain('ROLE_DRIVER');
    const [account] = await app.db.select().from(users).where(eq(users.id, driver.userId));
    expect(account?.companyId).toBe(await companyId(app, 'Taxi Trans Warszawa'));
  });

  it('refuses another company or another company’s base for a transport company (422), writing nothing', async () => {
    const before = await app.db.select().from(drivers);
    const other = await call('POST', 'transport', '/api/drivers', {
      ...person('Jan', 'Obcy'),
      transportCompany: `/api/companies/${await companyId(app, 'Trans-Śląsk Katowice')}`,
    });
    expect(other.statusCode).toBe(422);
    expect(other.json<Violations>().violations[0]?.propertyPath).toBe('transportCompany');
    const base = await call('POST', 'transport', '/api/drivers', {
      ...person('Jan', 'Obcy'),
      startingBase: await baseOf('Trans-Śląsk Katowice'),
    });
    expect(base.statusCode).toBe(422);
    expect(base.json<Violations>().violations).toEqual([
      { propertyPath: 'startingBase', message: 'Nieprawidłowa wartość' },
    ]);
    expect(await app.db.select().from(drivers)).toHaveLength(before.length);
  });

  it('a manager must pick a transport company (Pole wymagane), and only a transport company', async () => {
    const none = await call('POST', 'admin', '/api/drivers', person('Adam', 'Bezfirmy'));
    expect(none.statusCode).toBe(422);
    expect(none.json<Violations>().violations).toEqual([
      { propertyPath: 'transportCompany', message: 'Pole wymagane' },
    ]);
    const railway = await call('POST', 'dyspozytor', '/api/drivers', {
      ...person('Adam', 'Kolejowy'),
      transportCompany: `/api/companies/${await companyId(app, 'PKP Intercity')}`,
    });
    expect(railway.statusCode).toBe(422);
    const ok = await call('POST', 'dyspozytor', '/api/drivers', {
      ...person('Adam', 'Śląski', { phones: [{ phone: '731200402', main: true }] }),
      transportCompany: `/api/companies/${await companyId(app, 'Trans-Śląsk Katowice')}`,
    });
    expect(ok.statusCode, ok.body).toBe(201);
  });

  it('answers the §5 messages of the person block', async () => {
    const response = await call('POST', 'transport', '/api/drivers', {
      firstname: '',
      surname: ' ',
      email: 'nie-email',
      phones: [{ phone: '12', main: true }],
    });
    expect(response.statusCode).toBe(422);
    expect(response.json<Violations>().violations).toEqual(
      expect.arrayContaining([
        { propertyPath: 'firstname', message: 'Pole wymagane' },
        { propertyPath: 'surname', message: 'Pole wymagane' },
        { propertyPath: 'email', message: 'Niepoprawny format adresu email' },
        { propertyPath: 'phones[0].phone', message: 'Numer telefonu powinien składać się z 9 cyfr' },
      ]),
    );
  });

  it('refuses a driver no SMS or e-mail can reach, writing nothing (row 621)', async () => {
    const before = await app.db.select().from(drivers);
    const response = await call('POST', 'transport', '/api/drivers', {
      ...person('Jan', 'Nieosiągalny'),
      email: '',
      phones: [],
    });
    expect(response.statusCode).toBe(422);
    expect(response.json<Violations>().violations.map((v) => v.message)).toContain(
      'Należy wprowadzić numer telefonu lub adres e-mail',
    );
    expect(await app.db.select().from(drivers)).toHaveLength(before.length);
  });

  it('refuses everyone else before reading the body (403)', async () => {
    for (const username of [
      'firma',
      'dyspozytor.zewnetrzny',
      'kierowca',
      'pasazer',
      'ksiegowa',
      'hotel',
      'flota',
    ]) {
      expect((await call('POST', username, '/api/drivers', {})).statusCode, username).toBe(403);
    }
  });
});

describe('GET /api/drivers (administration list)', () => {
  it('sorts newest first on order[id]=desc and searches names without diacritics', async () => {
    const response = await call(
      'GET',
      'transport',
      '/api/drivers?order[id]=desc&itemsPerPage=25&search=urlopowy',
    );
    const body = response.json<Collection<Driver>>();
    expect(body['hydra:member'].map((d) => d.name)).toEqual(['Tomasz Urlopowy']);
    const all = await call('GET', 'admin', '/api/drivers?order[id]=desc&pagination=false');
    const ids = all.json<Collection<Driver>>()['hydra:member'].map((d) => d.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const slask = await call('GET', 'admin', '/api/drivers?search=SLASKI');
    expect(slask.json<Collection<Driver>>()['hydra:member'].map((d) => d.name)).toEqual(['Adam Śląski']);
  });
});

describe('GET, PUT and DELETE /api/drivers/{id}', () => {
  let made = 0;
  const ownDriver = async () => {
    made += 1;
    const response = await call(
      'POST',
      'transport',
      '/api/drivers',
      person('Edward', 'Edytowany', { phones: [], email: `edward.edytowany.${made}@example.pl` }),
    );
    expect(response.statusCode).toBe(201);
    return response.json<Driver>();
  };

  it('a transport company edits its own driver with If-Match, keeping phone ids; stale versions are refused', async () => {
    const driver = await ownDriver();
    const url = `/api/drivers/${driver.id}`;
    const read = await call('GET', 'transport', url);
    expect(read.statusCode).toBe(200);
    expect(read.headers.etag).toBe('W/"1"');
    const payload = { ...person('Edward', 'Poprawiony'), employedSince: '' };
    expect((await call('PUT', 'transport', url, payload)).statusCode).toBe(428);
    expect((await call('PUT', 'transport', url, payload, { 'if-match': 'W/"9"' })).statusCode).toBe(412);
    expect((await call('PUT', 'transport', url, { ...payload, version: 9 })).statusCode).toBe(409);
    const saved = await call('PUT', 'transport', url, payload, { 'if-match': 'W/"1"' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<Driver>()).toMatchObject({
      name: 'Edward Poprawiony',
      employedSince: null,
      version: 2,
    });
    const phones = saved.json<Driver>().phones;
    const again = await call('PUT', 'transport', url, {
      ...payload,
      phones: phones.map((p) => ({ ...p, main: !p.main })),
      version: 2,
    });
    expect(
      again
        .json<Driver>()
        .phones.map((p) => p.id)
        .sort(),
    ).toEqual(phones.map((p) => p.id).sort());
  });

  it('404 for another tenant’s driver, 403 for a visible driver of a subcontractor, 403 for non-managers', async () => {
    const [foreign] = await app.db
      .select({ id: drivers.id })
      .from(drivers)
      .where(eq(drivers.transportCompanyId, await companyId(app, 'Trans-Śląsk Katowice')));
    const [sub] = await app.db
      .select({ id: drivers.id })
      .from(drivers)
      .where(eq(drivers.transportCompanyId, await companyId(app, 'Auto-Przewozy Kraków')));
    const payload = { ...person('X', 'Y'), version: 1 };
    expect((await call('GET', 'transport', `/api/drivers/${foreign?.id}`)).statusCode).toBe(404);
    expect((await call('PUT', 'transport', `/api/drivers/${foreign?.id}`, payload)).statusCode).toBe(404);
    expect((await call('DELETE', 'transport', `/api/drivers/${foreign?.id}`)).statusCode).toBe(404);
    expect((await call('GET', 'transport', `/api/drivers/${sub?.id}`)).statusCode).toBe(200);
    expect((await call('PUT', 'transport', `/api/drivers/${sub?.id}`, payload)).statusCode).toBe(403);
    expect((await call('DELETE', 'transport', `/api/drivers/${sub?.id}`)).statusCode).toBe(403);
    const own = await ownDriver();
    expect((await call('PUT', 'firma', `/api/drivers/${own.id}`, payload)).statusCode).toBe(403);
    expect((await call('DELETE', 'kierowca', `/api/drivers/${own.id}`)).statusCode).toBe(403);
  });

  it('soft delete: gone from the list and pickers, the account stays (courses keep the name)', async () => {
    const driver = await ownDriver();
    expect((await call('DELETE', 'transport', `/api/drivers/${driver.id}`)).statusCode).toBe(204);
    const [account] = await app.db.select().from(users).where(eq(users.id, driver.userId));
    expect(account).toMatchObject({ isActive: false, firstname: 'Edward', surname: 'Edytowany' });
    expect((await call('GET', 'transport', `/api/drivers/${driver.id}`)).statusCode).toBe(404);
    const list = await call('GET', 'transport', '/api/drivers?pagination=false&search=edytowany');
    expect(list.json<Collection<Driver>>()['hydra:member'].map((d) => d.id)).not.toContain(driver.id);
    expect((await call('DELETE', 'transport', `/api/drivers/${driver.id}`)).statusCode).toBe(404);
  });
});
