import { and, eq, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CompanyTransportCost, CostRow } from '../../../domain/contract/finance.schema';
import { warsawDay } from '../../../domain/warsaw-time';
import { companyTransportCosts } from '../../db/finance-schema';
import { companyContractors, companyPrincipals, stakes } from '../../db/schema';
import { as, buildWriteApp, companyId } from '../../test/course-writes/write-app.support';
import { insertFinanceFixture } from '../../test/finance/finance.support';

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
    const priced = (row: CompanyTransportCost | undefined) => {
      if (row?.priceByKilometer == null || row.priceByWaiting === null) throw new Error('prices');
      return { km: row.priceByKilometer, waiting: row.priceByWaiting };
    };
    // The demo prices both (own prices or the links' stakes).
    const taxi = priced(prices[ids.taxi]);
    const kolej = priced(prices[ids.kolej]);
    // Taxi Trans, January: R1 10.5 + R3 7.3 km accepted (R2 only finished); course 1 waits 1.5 h, fees 2450 + 1000.
    // February: FX/6 (00:30 Warsaw on 1 February), 60 km, 9 h, 7777.
    expect(rows).toEqual([
      {
        month: '2030-01',
        transportCompanyId: ids.kolej,
        transportCompanyName: 'Kolej-Trans Logistyka',
        priceByKilometers: Math.round(100 * kolej.km),
        priceByWaiting: Math.round(5 * kolej.waiting),
        priceByMotorway: 9999,
      },
      {
        month: '2030-01',
        transportCompanyId: ids.taxi,
        transportCompanyName: 'Taxi Trans Warszawa',
        priceByKilometers: Math.round(17.8 * taxi.km),
        priceByWaiting: Math.round(1.5 * taxi.waiting),
        priceByMotorway: 3450,
      },
      {
        month: '2030-02',
        transportCompanyId: ids.taxi,
        transportCompanyName: 'Taxi Trans Warszawa',
        priceByKilometers: Math.round(60 * taxi.km),
        priceByWaiting: Math.round(9 * taxi.waiting),
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

const DAY = 24 * 3_600_000;
const rowOf = async (transportCompanyId: number) => {
  const row = (await table()).find((cost) => cost.transportCompany.id === transportCompanyId);
  if (!row) throw new Error(`no row of ${transportCompanyId}`);
  return row;
};
const clearOwnPrices = (transportCompanyId: number) =>
  app.db
    .update(companyTransportCosts)
    .set({ priceByKilometer: null, priceByWaiting: null })
    .where(eq(companyTransportCosts.transportCompanyId, transportCompanyId));

// Last in the file: these change the stored prices and stakes the tests above read.
describe('prices start from the contractor link stakes (row 650), a missing one is null (row 651)', () => {
  let euroBus: number;
  beforeAll(async () => {
    euroBus = await companyId(app, 'Euro-Bus Poznań');
  });

  it("answers the link's stake in force where the railway company set no own price", async () => {
    const pkp = await companyId(app, 'PKP Intercity');
    const [link] = await app.db
      .select({ id: companyContractors.id })
      .from(companyContractors)
      .where(and(eq(companyContractors.companyId, pkp), eq(companyContractors.contractorId, euroBus)));
    if (!link) throw new Error('no Euro-Bus link');
    // A row as its first read makes it (and as migration 0028 leaves the rows nobody priced).
    await clearOwnPrices(euroBus);
    expect(await rowOf(euroBus)).toMatchObject({ priceByKilometer: 300, priceByWaiting: 4200 });

    const day = (offset: number) => warsawDay(new Date(Date.now() + offset * DAY));
    await app.db.insert(stakes).values([
      // In force since yesterday: it prices from now on.
      { companyContractorId: link.id, kilometerRate: 310, waitHourRate: 4300, validFrom: day(-1) },
      // Not yet in force, and one the payer never confirmed (ADR 022): neither prices.
      { companyContractorId: link.id, kilometerRate: 990, waitHourRate: 9900, validFrom: day(2) },
      {
        companyContractorId: link.id,
        kilometerRate: 770,
        waitHourRate: 7700,
        validFrom: day(0),
        confirmedAt: null,
      },
    ]);
    const row = await rowOf(euroBus);
    expect(row).toMatchObject({ priceByKilometer: 310, priceByWaiting: 4300 });

    // An own price wins field by field; null gives the field back to the stake.
    const own = await put('firma', row.id, {
      priceByKilometer: 275,
      priceByWaiting: null,
      version: row.version,
    });
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ priceByKilometer: 275, priceByWaiting: 4300 });
    const [stored] = await app.db
      .select()
      .from(companyTransportCosts)
      .where(eq(companyTransportCosts.id, row.id));
    expect(stored).toMatchObject({ priceByKilometer: 275, priceByWaiting: null });
    const back = await put('firma', row.id, {
      priceByKilometer: null,
      priceByWaiting: null,
      version: row.version + 1,
    });
    expect(back.json()).toMatchObject({ priceByKilometer: 310, priceByWaiting: 4300 });
  });

  it('answers null, not 0, without own price or stake, and leaves such costs unpriced', async () => {
    const pkp = await companyId(app, 'PKP Intercity');
    // Kolej-Trans's link stakes (contractor and principal side) wait for PKP Intercity: they price nothing.
    const contractorLink = app.db
      .select({ id: companyContractors.id })
      .from(companyContractors)
      .where(and(eq(companyContractors.companyId, pkp), eq(companyContractors.contractorId, ids.kolej)));
    const principalLink = app.db
      .select({ id: companyPrincipals.id })
      .from(companyPrincipals)
      .where(and(eq(companyPrincipals.companyId, ids.kolej), eq(companyPrincipals.principalId, pkp)));
    await app.db
      .update(stakes)
      .set({ confirmedAt: null })
      .where(
        or(
          eq(stakes.companyContractorId, (await contractorLink)[0]?.id ?? 0),
          eq(stakes.companyPrincipalId, (await principalLink)[0]?.id ?? 0),
        ),
      );
    await clearOwnPrices(ids.kolej);
    expect(await rowOf(ids.kolej)).toMatchObject({ priceByKilometer: null, priceByWaiting: null });

    const costs = (await get('firma', '/statistics/all-costs-from-accepted-and-finished-courses')).json<
      CostRow[]
    >();
    // Kolej-Trans, January 2030: 100 km and 5 h without prices; the motorway fees are still known.
    expect(costs.find((row) => row.month === '2030-01' && row.transportCompanyId === ids.kolej)).toEqual({
      month: '2030-01',
      transportCompanyId: ids.kolej,
      transportCompanyName: 'Kolej-Trans Logistyka',
      priceByKilometers: null,
      priceByWaiting: null,
      priceByMotorway: 9999,
    });
  });

  it('refuses a price that is no amount (422 with the rate message)', async () => {
    const row = await rowOf(euroBus);
    const text = await put('firma', row.id, {
      priceByKilometer: '3,20',
      priceByWaiting: 1.5,
      version: row.version,
    });
    expect(text.statusCode).toBe(422);
    expect(text.json<{ violations: { propertyPath: string; message: string }[] }>().violations).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          propertyPath: 'priceByKilometer',
          message: 'Minimalna kwota stawki to 0 zł',
        }),
        expect.objectContaining({
          propertyPath: 'priceByWaiting',
          message: 'Minimalna kwota stawki to 0 zł',
        }),
      ]),
    );
    expect((await put('firma', row.id, { priceByWaiting: 100, version: row.version })).statusCode).toBe(422);
  });
});
