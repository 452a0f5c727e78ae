import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CompanyTransportCost, CostRow } from '../../../domain/contract/finance.schema';
import { companyTransportCosts } from '../../db/finance-schema';
import { as, buildWriteApp, companyId } from '../course-writes/test-fixtures';
import { insertFinanceFixture } from './finance.fixture';

let app: FastifyInstance;
let ids: Awaited<ReturnType<typeof insertFinanceFixture>>;

beforeAll(async () => {
  app = await buildWriteApp();
  ids = await insertFinanceFixture(app);
});
afterAll(() => app.close());

const get = async (username: string, url: string) =>
  app.inject({ method: 'GET', url, headers: await as(app, username) });
const put = async (username: string, id: number, body: unknown) =>
  app.inject({
    method: 'PUT',
    url: `/api/company_transport_costs/${id}`,
    headers: await as(app, username),
    payload: body as object,
  });
const table = async (username = 'firma') =>
  (await get(username, '/api/company_transport_costs')).json<{ 'hydra:member': CompanyTransportCost[] }>()[
    'hydra:member'
  ];

describe('GET/PUT /api/company_transport_costs', () => {
  it("lists a row for each of the railway company's transport companies, searchable", async () => {
    const rows = await table();
    expect(rows.map((row) => row.transportCompany.name).sort()).toEqual(
      ['Euro-Bus Poznań', 'Kolej-Trans Logistyka', 'Taxi Trans Warszawa'].sort(),
    );
    const found = await get('firma', '/api/company_transport_costs?search=taxi');
    expect(found.json<{ 'hydra:member': CompanyTransportCost[] }>()['hydra:member']).toHaveLength(1);
  });

  it('saves prices in hundredths with the version, refusing a stale one (409) and a negative price (422)', async () => {
    const row = (await table()).find((cost) => cost.transportCompany.id === ids.taxi);
    if (!row) throw new Error('no Taxi Trans row');
    const saved = await put('firma', row.id, {
      priceByKilometer: 250,
      priceByWaiting: 4000,
      version: row.version,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      priceByKilometer: 250,
      priceByWaiting: 4000,
      version: row.version + 1,
    });

    expect(
      (await put('firma', row.id, { priceByKilometer: 1, priceByWaiting: null, version: row.version }))
        .statusCode,
    ).toBe(409);
    const negative = await put('firma', row.id, {
      priceByKilometer: -1,
      priceByWaiting: null,
      version: row.version + 1,
    });
    expect(negative.statusCode).toBe(422);
    expect(negative.json()).toMatchObject({
      violations: [{ propertyPath: 'priceByKilometer', message: 'Minimalna kwota stawki to 0 zł' }],
    });
    const [stored] = await app.db
      .select()
      .from(companyTransportCosts)
      .where(eq(companyTransportCosts.id, row.id));
    expect(stored).toMatchObject({ priceByKilometer: 250, priceByWaiting: 4000 });
  });

  it("never lets a railway company see or price another's row (404), nor others in (403)", async () => {
    const cargo = await companyId(app, 'DB Cargo Polska');
    const [foreign] = await app.db
      .insert(companyTransportCosts)
      .values({ companyId: cargo, transportCompanyId: ids.taxi, priceByKilometer: 100 })
      .returning();
    if (!foreign) throw new Error('insert');
    expect((await put('firma', foreign.id, {})).statusCode).toBe(404);
    expect((await put('firma', 999_999, {})).statusCode).toBe(404);
    for (const username of ['transport', 'admin', 'dyspozytor', 'firma.dbcargo']) {
      expect((await get(username, '/api/company_transport_costs')).statusCode).toBe(403);
      expect((await put(username, foreign.id, {})).statusCode).toBe(403);
    }
  });
});

describe('GET /statistics/all-costs-from-accepted-and-finished-courses', () => {
  it("prices the railway company's accepted rides per month and transport company", async () => {
    const response = await get('firma', '/statistics/all-costs-from-accepted-and-finished-courses');
    expect(response.statusCode).toBe(200);
    const rows = response.json<CostRow[]>().filter((row) => row.month.startsWith('2030'));
    const prices = Object.fromEntries((await table()).map((row) => [row.transportCompany.id, row]));
    const taxi = prices[ids.taxi];
    const kolej = prices[ids.kolej];
    if (!taxi || !kolej) throw new Error('prices');
    // Taxi Trans, January: R1 10.5 + R3 7.3 km accepted (R2 only finished); course 1 waits 1.5 h, fees 2450 + 1000.
    // February: FX/6 (00:30 Warsaw on 1 February), 60 km, 9 h, 7777.
    expect(rows).toEqual([
      {
        month: '2030-01',
        transportCompanyId: ids.kolej,
        transportCompanyName: 'Kolej-Trans Logistyka',
        priceByKilometers: Math.round(100 * kolej.priceByKilometer),
        priceByWaiting: Math.round(5 * (kolej.priceByWaiting ?? 0)),
        priceByMotorway: 9999,
      },
      {
        month: '2030-01',
        transportCompanyId: ids.taxi,
        transportCompanyName: 'Taxi Trans Warszawa',
        priceByKilometers: Math.round(17.8 * taxi.priceByKilometer),
        priceByWaiting: Math.round(1.5 * (taxi.priceByWaiting ?? 0)),
        priceByMotorway: 3450,
      },
      {
        month: '2030-02',
        transportCompanyId: ids.taxi,
        transportCompanyName: 'Taxi Trans Warszawa',
        priceByKilometers: Math.round(60 * taxi.priceByKilometer),
        priceByWaiting: Math.round(9 * (taxi.priceByWaiting ?? 0)),
        priceByMotorway: 7777,
      },
    ]);
  });

  it('refuses callers without ROLE_COMPANY_STATISTICS (a transport company included)', async () => {
    for (const username of ['transport', 'admin', 'firma.dbcargo', 'kierowca'])
      expect(
        (await get(username, '/statistics/all-costs-from-accepted-and-finished-courses')).statusCode,
      ).toBe(403);
  });
});
