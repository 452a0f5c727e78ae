import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { locomotives } from '../../db/schema';
import { as as asDemo, companyId as demoCompanyId, openDemoApp } from '../../test/demo-session.support';
import type { Collection, Violations } from '../../test/hydra-answers.support';

let app: FastifyInstance;
const as = (username: string) => asDemo(app, username);

const companyId = (name: string) => demoCompanyId(app, name);

interface Locomotive {
  '@id': string;
  id: number;
  sideNumber: string;
  company: { id: number; name: string } | null;
  version: number;
}

async function get<T>(username: string, url: string) {
  const response = await app.inject({ method: 'GET', url, headers: await as(username) });
  return { status: response.statusCode, body: response.json<Collection<T> & Record<string, string>>() };
}

async function send(method: 'POST' | 'PUT', username: string, url: string, payload: object, headers = {}) {
  return app.inject({ method, url, headers: { ...(await as(username)), ...headers }, payload });
}

beforeAll(async () => {
  app = await openDemoApp();
});

afterAll(() => app.close());

describe('GET /api/locomotives', () => {
  it('filters by company and side number', async () => {
    const intercity = await companyId('PKP Intercity');
    const { status, body } = await get<Locomotive>(
      'admin',
      `/api/locomotives?company.id=${intercity}&pagination=false`,
    );
    expect(status).toBe(200);
    expect(body['hydra:member']).toHaveLength(9);
    const byNumber = await get<Locomotive>('admin', '/api/locomotives?sideNumber=et22');
    expect(byNumber.body['hydra:member'].map((l) => l.sideNumber).sort()).toEqual(['ET22-1045', 'ET22-842']);
  });

  it("serves the 'Lokomotywy' list: search by number or company, newest first", async () => {
    const { body } = await get<Locomotive>(
      'admin',
      '/api/locomotives?search=intercity&order[id]=desc&itemsPerPage=25',
    );
    const ids = body['hydra:member'].map((l) => l.id);
    expect(ids).toHaveLength(9);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const byNumber = await get<Locomotive>('admin', '/api/locomotives?search=ET22&order[id]=desc');
    expect(byNumber.body['hydra:member'].map((l) => l.sideNumber).sort()).toEqual(['ET22-1045', 'ET22-842']);
    const picker = await get<Locomotive>('admin', '/api/locomotives?search=ET22');
    expect(picker.body['hydra:member'].map((l) => l.sideNumber)).toEqual(['ET22-1045', 'ET22-842']);
    expect((await get<Locomotive>('admin', '/api/locomotives?order[id]=up')).status).toBe(400);
  });

  it('never shows a company user another company’s locomotives', async () => {
    const intercity = await companyId('PKP Intercity');
    const cargo = await companyId('PKP Cargo');
    const own = await get<Locomotive>('firma', '/api/locomotives?pagination=false');
    expect(own.body['hydra:member']).toHaveLength(9);
    expect(own.body['hydra:member'].every((l) => l.company?.id === intercity)).toBe(true);
    const foreign = await get<Locomotive>('firma', `/api/locomotives?company.id=${cargo}`);
    expect(foreign.body['hydra:totalItems']).toBe(0);
    const [cargoEngine] = await app.db.select().from(locomotives).where(eq(locomotives.companyId, cargo));
    const item = await app.inject({
      method: 'GET',
      url: `/api/locomotives/${cargoEngine?.id}`,
      headers: await as('firma'),
    });
    expect(item.statusCode).toBe(404);
  });

  it('shows a transport company the locomotives of the companies it works for', async () => {
    const cargo = await companyId('PKP Cargo');
    const { body } = await get<Locomotive>('transport', '/api/locomotives?pagination=false');
    expect(body['hydra:member'].length).toBeGreaterThan(0);
    expect(body['hydra:member'].some((l) => l.company?.id === cargo)).toBe(false);
  });
});

describe('POST and PUT /api/locomotives', () => {
  it('adds a locomotive of the company user’s own company', async () => {
    const response = await send('POST', 'firma', '/api/locomotives', { sideNumber: 'EU07-999', company: '' });
    expect(response.statusCode).toBe(201);
    const created = response.json<Locomotive>();
    expect(created.company?.id).toBe(await companyId('PKP Intercity'));
    expect(created['@id']).toMatch(/^\/api\/locomotives\/\d+$/);
  });

  it('requires side number and, for others, the company', async () => {
    const empty = await send('POST', 'admin', '/api/locomotives', { sideNumber: ' ', company: '' });
    expect(empty.statusCode).toBe(422);
    expect(empty.json<Violations>().violations).toEqual(
      expect.arrayContaining([
        { propertyPath: 'sideNumber', message: 'Uzupełnij numer lokomotywy' },
        { propertyPath: 'company', message: 'Uzupełnij firmę' },
      ]),
    );
  });

  it('refuses a duplicate side number in the same company only', async () => {
    const intercity = await companyId('PKP Intercity');
    const cargo = await companyId('PKP Cargo');
    const duplicate = await send('POST', 'admin', '/api/locomotives', {
      sideNumber: 'eu07-123',
      company: `/api/companies/${intercity}`,
    });
    expect(duplicate.statusCode).toBe(422);
    expect(duplicate.json<Violations>().violations).toEqual([
      { propertyPath: 'sideNumber', message: 'Lokomotywa o tym numerze już istnieje' },
    ]);
    const elsewhere = await send('POST', 'admin', '/api/locomotives', {
      sideNumber: 'EU07-123',
      company: `/api/companies/${cargo}`,
    });
    expect(elsewhere.statusCode).toBe(201);
  });

  it('refuses unknown or foreign companies, huge strings and roles without the right', async () => {
    const unknown = await send('POST', 'admin', '/api/locomotives', {
      sideNumber: 'X-1',
      company: '/api/companies/999999',
    });
    expect(unknown.statusCode).toBe(422);
    const notIri = await send('POST', 'admin', '/api/locomotives', {
      sideNumber: 'X-1',
      company: '/api/users/1',
    });
    expect(notIri.statusCode).toBe(422);
    const foreign = await send('POST', 'firma', '/api/locomotives', {
      sideNumber: 'X-1',
      company: `/api/companies/${await companyId('PKP Cargo')}`,
    });
    expect(foreign.statusCode).toBe(422);
    const huge = await send('POST', 'firma', '/api/locomotives', { sideNumber: 'x'.repeat(100_000) });
    expect(huge.statusCode).toBe(422);
    expect(huge.json<Violations>().violations[0]?.message).toBe(
      'Wartość jest zbyt długa (najwyżej 50 znaków)',
    );
    const driver = await send('POST', 'kierowca', '/api/locomotives', {
      sideNumber: 'X-2',
      company: `/api/companies/${await companyId('Taxi Trans Warszawa')}`,
    });
    expect(driver.statusCode).toBe(403);
  });

  it('updates with a version and refuses stale ones and duplicates', async () => {
    const created = (
      await send('POST', 'firma', '/api/locomotives', { sideNumber: 'EP09-500' })
    ).json<Locomotive>();
    const renamed = await send('PUT', 'firma', created['@id'], {
      sideNumber: 'EP09-501',
      version: created.version,
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json<Locomotive>()).toMatchObject({
      sideNumber: 'EP09-501',
      version: created.version + 1,
    });
    const stale = await send('PUT', 'firma', created['@id'], {
      sideNumber: 'EP09-502',
      version: created.version,
    });
    expect(stale.statusCode).toBe(409);
    const staleEtag = await send(
      'PUT',
      'firma',
      created['@id'],
      { sideNumber: 'EP09-502' },
      { 'if-match': '"1"' },
    );
    expect(staleEtag.statusCode).toBe(412);
    expect(staleEtag.json<Record<string, string>>()['hydra:description']).toBe(
      'Dane zostały w międzyczasie zmienione przez innego użytkownika. Odśwież i spróbuj ponownie.',
    );
    const duplicate = await send('PUT', 'firma', created['@id'], {
      sideNumber: 'EU07-123',
      version: created.version + 1,
    });
    expect(duplicate.statusCode).toBe(422);
    const same = await send('PUT', 'firma', created['@id'], {
      sideNumber: 'EP09-501',
      version: created.version + 1,
    });
    expect(same.statusCode).toBe(200);
  });

  it('hides another company’s locomotive from PUT', async () => {
    const [cargoEngine] = await app.db
      .select()
      .from(locomotives)
      .where(eq(locomotives.companyId, await companyId('PKP Cargo')));
    const response = await send('PUT', 'firma', `/api/locomotives/${cargoEngine?.id}`, {
      sideNumber: 'Z-1',
      version: cargoEngine?.version,
    });
    expect(response.statusCode).toBe(404);
    const badId = await send('PUT', 'admin', '/api/locomotives/-1', { sideNumber: 'Z-1' });
    expect(badId.statusCode).toBe(404);
  });
});
