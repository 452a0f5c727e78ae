import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../seed/demo';
import { employeeGroups, passengers } from '../../db/schema';
import { createTestApp } from '../../test/factories.support';
import { as as asDemo, companyId } from '../../test/demo-session.support';
import { GROUP_MESSAGES } from './employee-groups.service';

const NOW = new Date('2026-11-12T09:00:00Z');
let app: FastifyInstance;

interface Group {
  '@id': string;
  id: number;
  name: string;
  company: { id: number; name: string };
  stakes: { '@id': string; id: number; kilometerRate: number; waitHourRate: number; validFrom: string }[];
  rateStakeId: number | null;
  version: number;
}
interface Problem {
  'hydra:description': string;
  violations?: { propertyPath: string; message: string }[];
}

async function call<T = Group>(
  username: string,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
  headers: Record<string, string> = {},
) {
  const response = await app.inject({
    method,
    url,
    headers: { ...(await asDemo(app, username)), ...headers },
    ...(payload === undefined ? {} : { payload }),
  });
  return { status: response.statusCode, body: response.body === '' ? null : response.json<T & Problem>() };
}

const messages = (body: Problem | null) => body?.violations?.map((v) => v.message) ?? [];

async function create(payload: object = { name: 'Konduktorzy' }) {
  const { status, body } = await call('firma', 'POST', '/api/employee_groups', payload);
  expect(status).toBe(201);
  if (!body) throw new Error('no body');
  return body;
}

beforeAll(async () => {
  app = await createTestApp({}, { now: () => NOW });
  await app.ready();
  await seedDemo(app.db);
});

afterAll(async () => {
  await app.close();
});

describe('GET /api/employee_groups', () => {
  it("lists the head of company's own groups, newest first, searchable", async () => {
    const intercity = await companyId(app, 'PKP Intercity');
    const { status, body } = await call<{ 'hydra:member': Group[]; 'hydra:totalItems': number }>(
      'firma',
      'GET',
      '/api/employee_groups?order[id]=desc&page=1&itemsPerPage=25',
    );
    expect(status).toBe(200);
    const members = body?.['hydra:member'] ?? [];
    expect(members.length).toBeGreaterThan(0);
    expect(members.every((group) => group.company.id === intercity)).toBe(true);
    const ids = members.map((group) => group.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const first = members[0];
    expect(first?.rateStakeId).toBe(first?.stakes[0]?.id);
    const term = (first?.name ?? '').slice(0, 4).toUpperCase();
    const found = await call<{ 'hydra:member': Group[] }>(
      'firma',
      'GET',
      `/api/employee_groups?search=${term}`,
    );
    expect(found.body?.['hydra:member'].map((group) => group.id)).toContain(first?.id);
  });

  it('refuses everyone but heads of company and admins', async () => {
    for (const username of ['dyspozytor', 'transport', 'dyspozytor.zewnetrzny', 'pasazer', 'kierowca'])
      expect([username, (await call(username, 'GET', '/api/employee_groups')).status]).toEqual([
        username,
        403,
      ]);
    expect((await call('dyspozytor', 'POST', '/api/employee_groups', { name: 'X' })).status).toBe(403);
    expect((await call('transport', 'POST', '/api/employee_groups', { name: 'X' })).status).toBe(403);
  });

  it('keeps a head of company to its own groups whatever company it names (row 660)', async () => {
    const intercity = await companyId(app, 'PKP Intercity');
    const dbCargo = await companyId(app, 'DB Cargo Polska');
    const { body } = await call<{ 'hydra:member': Group[] }>(
      'firma',
      'GET',
      `/api/employee_groups?company=/api/companies/${dbCargo}&pagination=false`,
    );
    const members = body?.['hydra:member'] ?? [];
    expect(members.length).toBeGreaterThan(0);
    expect(members.every((group) => group.company.id === intercity)).toBe(true);
  });

  it("hides another company's group (404) from reading, editing and deleting", async () => {
    const group = await create({ name: 'Tylko Intercity' });
    const url = `/api/employee_groups/${group.id}`;
    expect((await call('firma.dbcargo', 'GET', url)).status).toBe(404);
    expect((await call('firma.dbcargo', 'PUT', url, { name: 'X', version: 1 })).status).toBe(404);
    expect((await call('firma.dbcargo', 'DELETE', url)).status).toBe(404);
    expect((await call('transport', 'DELETE', url)).status).toBe(403);
    expect((await call('firma', 'GET', url)).body?.name).toBe('Tylko Intercity');
  });
});

describe('POST /api/employee_groups', () => {
  it('creates a group with a first stake valid from today', async () => {
    const group = await create({ name: '  Maszyniści nocni ', kilometerRate: 250, waitHourRate: 3000 });
    expect(group.name).toBe('Maszyniści nocni');
    expect(group.stakes).toMatchObject([{ kilometerRate: 250, waitHourRate: 3000, validFrom: '2026-11-12' }]);
    expect(group.rateStakeId).toBe(group.stakes[0]?.id);
    expect(group.company.name).toBe('PKP Intercity');
  });

  it('refuses a missing name, half a stake and a negative rate with the §5 messages', async () => {
    const cases: [object, string][] = [
      [{ name: ' ' }, 'Pole wymagane'],
      [{ name: 'A', kilometerRate: 250 }, 'Pole jest wymagane'],
      [{ name: 'A', kilometerRate: -1, waitHourRate: 100 }, 'Minimalna kwota stawki to 0 zł'],
    ];
    const before = await app.db.select().from(employeeGroups);
    for (const [payload, message] of cases) {
      const { status, body } = await call('firma', 'POST', '/api/employee_groups', payload);
      expect(status).toBe(422);
      expect(messages(body)).toContain(message);
    }
    expect(await app.db.select().from(employeeGroups)).toHaveLength(before.length);
  });
});

describe('an admin keeps the groups of any railway company (row 660)', () => {
  const list = async (query: string) =>
    (await call<{ 'hydra:member': Group[] }>('admin', 'GET', `/api/employee_groups?pagination=false${query}`))
      .body?.['hydra:member'] ?? [];

  it("lists every railway company's groups with their company, and one company's by ?company=", async () => {
    const intercity = await companyId(app, 'PKP Intercity');
    const dbCargo = await companyId(app, 'DB Cargo Polska');
    const all = new Set((await list('')).map((group) => group.company.id));
    expect(all.has(intercity) && all.has(dbCargo)).toBe(true);
    const one = await list(`&company=/api/companies/${dbCargo}`);
    expect(one.length).toBeGreaterThan(0);
    expect(one.every((group) => group.company.name === 'DB Cargo Polska')).toBe(true);
    expect(await list(`&company=${await companyId(app, 'Taxi Trans Warszawa')}`)).toEqual([]);
    expect((await call('admin', 'GET', '/api/employee_groups?company=x')).status).toBe(400);
  });

  it('creates a group for the company it names, which is required and must be a railway company', async () => {
    const dbCargo = await companyId(app, 'DB Cargo Polska');
    const created = await call('admin', 'POST', '/api/employee_groups', {
      name: 'Dyżurni ruchu',
      company: `/api/companies/${dbCargo}`,
      kilometerRate: 200,
      waitHourRate: 2000,
    });
    expect(created.status).toBe(201);
    expect(created.body?.company).toMatchObject({ id: dbCargo, name: 'DB Cargo Polska' });
    const transport = await companyId(app, 'Taxi Trans Warszawa');
    const cases: [object, string][] = [
      [{ name: 'A' }, 'Pole wymagane'],
      [{ name: 'A', company: '' }, 'Pole wymagane'],
      [{ name: 'A', company: '/api/companies/999999' }, 'Nieprawidłowa wartość'],
      [{ name: 'A', company: `/api/companies/${transport}` }, 'Nieprawidłowa wartość'],
      [{ name: 'A', company: `/api/users/${dbCargo}` }, 'Nieprawidłowa wartość'],
    ];
    const before = await app.db.select().from(employeeGroups);
    for (const [payload, message] of cases) {
      const { status, body } = await call('admin', 'POST', '/api/employee_groups', payload);
      expect([JSON.stringify(payload), status]).toEqual([JSON.stringify(payload), 422]);
      expect(body?.violations).toEqual([{ propertyPath: 'company', message }]);
    }
    expect(await app.db.select().from(employeeGroups)).toHaveLength(before.length);
  });

  it("reads, edits and deletes a head of company's group", async () => {
    const group = await create({ name: 'Dla administratora', kilometerRate: 100, waitHourRate: 1000 });
    const url = `/api/employee_groups/${group.id}`;
    expect((await call('admin', 'GET', url)).body?.company.name).toBe('PKP Intercity');
    const changed = await call('admin', 'PUT', url, {
      name: 'Zmieniona przez administratora',
      version: group.version,
      stakes: [group.stakes[0]?.['@id'], { kilometerRate: 110, waitHourRate: 1100, validFrom: '2027-01-01' }],
    });
    expect(changed.status).toBe(200);
    expect(changed.body?.stakes).toHaveLength(2);
    expect((await call('firma', 'GET', url)).body?.name).toBe('Zmieniona przez administratora');
    expect((await call('dyspozytor', 'DELETE', url)).status).toBe(403);
    expect((await call('admin', 'DELETE', url)).status).toBe(204);
  });

  it("refuses a head of company's foreign company (422) and takes its own IRI", async () => {
    const dbCargo = await companyId(app, 'DB Cargo Polska');
    const foreign = await call('firma', 'POST', '/api/employee_groups', {
      name: 'Cudza',
      company: `/api/companies/${dbCargo}`,
    });
    expect(foreign.status).toBe(422);
    expect(foreign.body?.violations).toEqual([{ propertyPath: 'company', message: 'Nieprawidłowa wartość' }]);
    const own = await create({
      name: 'Własna',
      company: `/api/companies/${await companyId(app, 'PKP Intercity')}`,
    });
    expect(own.company.name).toBe('PKP Intercity');
  });
});

describe('PUT /api/employee_groups/{id}', () => {
  it('renames and adds stakes; the newest started stake gives the rate', async () => {
    const group = await create({ name: 'Rewidenci', kilometerRate: 100, waitHourRate: 1000 });
    const kept = group.stakes[0]?.['@id'] ?? '';
    const { status, body } = await call('firma', 'PUT', `/api/employee_groups/${group.id}`, {
      name: 'Rewidenci 2',
      version: group.version,
      stakes: [
        kept,
        { kilometerRate: 120, waitHourRate: 1100, validFrom: '2026-11-01' },
        { kilometerRate: 150, waitHourRate: 1200, validFrom: '2027-01-01' },
      ],
    });
    expect(status).toBe(200);
    expect(body?.name).toBe('Rewidenci 2');
    expect(body?.stakes.map((stake) => stake.validFrom)).toEqual(['2027-01-01', '2026-11-12', '2026-11-01']);
    expect(body?.rateStakeId).toBe(body?.stakes[1]?.id);
    expect(body?.version).toBe(group.version + 1);
  });

  it('refuses removing a stake, a foreign stake and an incomplete new stake, changing nothing', async () => {
    const group = await create({ name: 'Stałe stawki', kilometerRate: 100, waitHourRate: 1000 });
    const other = await create({ name: 'Inna', kilometerRate: 1, waitHourRate: 1 });
    const url = `/api/employee_groups/${group.id}`;
    const cases: [unknown[], string][] = [
      [[], GROUP_MESSAGES.stakeRemoved],
      [[group.stakes[0]?.['@id'], other.stakes[0]?.['@id']], GROUP_MESSAGES.unknownStake],
      [
        [group.stakes[0]?.['@id'], { kilometerRate: 100, waitHourRate: 100, validFrom: '' }],
        'Pole jest wymagane',
      ],
      [
        [group.stakes[0]?.['@id'], { kilometerRate: -5, waitHourRate: 100, validFrom: '2026-12-01' }],
        'Minimalna kwota stawki to 0 zł',
      ],
    ];
    for (const [stakes, message] of cases) {
      const { status, body } = await call('firma', 'PUT', url, { version: group.version, stakes });
      expect(status).toBe(422);
      expect(messages(body)).toContain(message);
    }
    const after = await call('firma', 'GET', url);
    expect(after.body?.stakes).toHaveLength(1);
    expect(after.body?.version).toBe(group.version);
  });

  it('follows the versioning rule: 428 without a version, 409 stale body, 412 stale If-Match', async () => {
    const group = await create({ name: 'Wersje' });
    const url = `/api/employee_groups/${group.id}`;
    expect((await call('firma', 'PUT', url, { name: 'B' })).status).toBe(428);
    expect((await call('firma', 'PUT', url, { name: 'B', version: group.version + 1 })).status).toBe(409);
    expect((await call('firma', 'PUT', url, { name: 'B' }, { 'if-match': 'W/"99"' })).status).toBe(412);
    expect((await call('firma', 'PUT', url, { name: '', version: group.version })).status).toBe(422);
  });
});

describe('DELETE /api/employee_groups/{id}', () => {
  it('deletes an empty group with its stakes', async () => {
    const group = await create({ name: 'Do usunięcia', kilometerRate: 1, waitHourRate: 1 });
    expect((await call('firma', 'DELETE', `/api/employee_groups/${group.id}`)).status).toBe(204);
    expect((await call('firma', 'GET', `/api/employee_groups/${group.id}`)).status).toBe(404);
  });

  it('refuses a group its passengers belong to (409), keeping it', async () => {
    const [member] = await app.db.select().from(passengers).where(eq(passengers.id, passengers.id)).limit(1);
    const group = await create({ name: 'Z pasażerem' });
    if (!member) throw new Error('no demo passenger');
    await app.db.update(passengers).set({ employeeGroupId: group.id }).where(eq(passengers.id, member.id));
    const { status, body } = await call('firma', 'DELETE', `/api/employee_groups/${group.id}`);
    expect(status).toBe(409);
    expect(body?.['hydra:description']).toBe(GROUP_MESSAGES.hasMembers);
    expect((await call('firma', 'GET', `/api/employee_groups/${group.id}`)).status).toBe(200);
    await app.db
      .update(passengers)
      .set({ employeeGroupId: member.employeeGroupId })
      .where(eq(passengers.id, member.id));
  });
});
