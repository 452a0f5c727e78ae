import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { as as asDemo, companyId as demoCompanyId, openDemoApp } from '../../test/demo-session.support';
import type { Collection } from '../../test/hydra-answers.support';

let app: FastifyInstance;
const as = (username: string) => asDemo(app, username);

const companyId = (name: string) => demoCompanyId(app, name);

interface Ref {
  id: number;
  name: string;
}
interface Passenger {
  '@id': string;
  id: number;
  name: string;
  phone: string | null;
  company: Ref | null;
  home: (Ref & { address: string | null }) | null;
}

async function get<T>(username: string, url: string) {
  const response = await app.inject({ method: 'GET', url, headers: await as(username) });
  return { status: response.statusCode, body: response.json<Collection<T> & Record<string, string>>() };
}

beforeAll(async () => {
  app = await openDemoApp();
});

afterAll(() => app.close());

describe('GET /api/passengers', () => {
  it('lists passengers with phone, company and home, paged', async () => {
    const { status, body } = await get<Passenger>('admin', '/api/passengers?itemsPerPage=3');
    expect(status).toBe(200);
    expect(body['hydra:member']).toHaveLength(3);
    expect(body['hydra:totalItems']).toBeGreaterThan(3);
    const [first] = body['hydra:member'];
    expect(first?.['@id']).toMatch(/^\/api\/passengers\/\d+$/);
    expect(first?.phone).toMatch(/^\d{9}$/);
    expect(first?.company?.name).toBeTruthy();
    expect(first?.home?.address).toBeTruthy();
    const all = await get<Passenger>('admin', '/api/passengers?pagination=false');
    expect(all.body['hydra:member']).toHaveLength(all.body['hydra:totalItems']);
  });

  it('filters by company and by name without diacritics', async () => {
    const intercity = await companyId('PKP Intercity');
    const { body } = await get<Passenger>(
      'admin',
      `/api/passengers?user.company.id=${intercity}&pagination=false`,
    );
    expect(body['hydra:member'].length).toBeGreaterThan(0);
    expect(body['hydra:member'].every((p) => p.company?.id === intercity)).toBe(true);
    const search = await get<Passenger>('admin', '/api/passengers?search=wisniewski');
    expect(search.body['hydra:member'].map((p) => p.name)).toContain('Piotr Wiśniewski');
  });

  it('shows a company user only its own company’s passengers', async () => {
    const intercity = await companyId('PKP Intercity');
    const cargo = await companyId('PKP Cargo');
    const own = await get<Passenger>('firma', '/api/passengers?pagination=false');
    expect(own.body['hydra:member'].length).toBeGreaterThan(0);
    expect(own.body['hydra:member'].every((p) => p.company?.id === intercity)).toBe(true);
    const foreign = await get<Passenger>('firma', `/api/passengers?user.company.id=${cargo}`);
    expect(foreign.body['hydra:totalItems']).toBe(0);
    const driver = await get<Passenger>('kierowca', '/api/passengers');
    expect(driver.body['hydra:totalItems']).toBe(0);
  });

  it('gives phones and home addresses only to the roles of the Pasażerowie menu (and the person)', async () => {
    const colleagues = await get<Passenger & { userId: number }>(
      'pasazer',
      '/api/passengers?pagination=false',
    );
    expect(colleagues.body['hydra:member'].length).toBeGreaterThan(1);
    const [self] = await app.db.select().from(users).where(eq(users.username, 'pasazer'));
    const others = colleagues.body['hydra:member'].filter((p) => p.userId !== self?.id);
    expect(others.length).toBe(colleagues.body['hydra:member'].length - 1);
    expect(others.every((p) => p.phone === null && p.home === null)).toBe(true);
    const head = await get<Passenger>('firma', '/api/passengers?pagination=false');
    expect(head.body['hydra:member'].some((p) => p.phone !== null)).toBe(true);
    expect(head.body['hydra:member'].some((p) => p.home !== null)).toBe(true);
  });

  it('shows a transport company the passengers of the companies it works for', async () => {
    const { body } = await get<Passenger>('transport', '/api/passengers?pagination=false');
    expect(body['hydra:member'].length).toBeGreaterThan(0);
    expect(body['hydra:member'].every((p) => p.company !== null)).toBe(true);
  });

  it('gives the accountant every company’s passengers, names only (row 161: report generator)', async () => {
    const all = await get<Passenger>('admin', '/api/passengers?pagination=false');
    const { body } = await get<Passenger>('ksiegowa', '/api/passengers?pagination=false');
    expect(body['hydra:member'].map((p) => p.id)).toEqual(all.body['hydra:member'].map((p) => p.id));
    expect(body['hydra:member'].every((p) => p.phone === null && p.home === null)).toBe(true);
  });

  it('refuses bad filters with a Polish 400', async () => {
    for (const url of [
      '/api/passengers?user.company.id=abc',
      `/api/passengers?search=${'x'.repeat(1000)}`,
      '/api/passengers?user.company.id=99999999999',
    ]) {
      const { status, body } = await get<Passenger>('admin', url);
      expect(status, url).toBe(400);
      expect(body['hydra:description']).toMatch(/parametru/);
    }
  });
});
