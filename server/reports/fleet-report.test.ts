import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { FleetReport } from '../../domain/contract/fleet-report.schema';
import type { TaxiSettlement } from '../../domain/contract/settlement.schema';
import { users } from '../db/schema';
import { seedDemo } from '../seed/demo';
import { as, companyId } from '../test/demo-session.support';
import { bearer, createTestApp, createUser, login } from '../test/factories.support';
import { loadExcel } from './sheet-workbook';
import { XLSX_CONTENT_TYPE } from './course-report.routes';
import { bill, insertCourse } from '../test/reports/fleet-report.support';

let app: FastifyInstance;
let owned: { courseId: number; rideIds: number[] };
let subcontracted: { courseId: number; rideIds: number[] };

const get = async (url: string, username = 'flota') =>
  app.inject({ method: 'GET', url, headers: await as(app, username) });

beforeAll(async () => {
  app = await createTestApp({}, { now: () => new Date('2026-11-26T12:00:00Z') });
  await app.ready();
  await seedDemo(app.db);
  const taxi = { company: 'PKP Intercity', contractor: 'Taxi Trans Warszawa' };
  const settled = (startsAt: string, figures = bill(5, null, null)) => ({
    status: 'accepted_by_customer',
    startsAt,
    bill: figures,
  });
  owned = await insertCourse(app, {
    ...taxi,
    driver: 'kierowca',
    rides: [
      settled('2026-10-05T08:00:00Z', bill(10, 150, 1250)),
      settled('2026-10-06T08:00:00Z', bill(20, null, null)),
    ],
  });
  await insertCourse(app, {
    ...taxi,
    driver: 'sylwester.borkowski',
    rides: [settled('2026-10-20T08:00:00Z', bill(7, 25, 300))],
  });
  // Not in October's report: not yet accepted by the railway company; 1 November 00:30 in Poland.
  await insertCourse(app, {
    ...taxi,
    driver: 'kierowca',
    rides: [{ ...settled('2026-10-07T08:00:00Z'), status: 'accepted_by_contractor' }],
  });
  await insertCourse(app, { ...taxi, driver: 'kierowca', rides: [settled('2026-10-31T23:30:00Z')] });
  subcontracted = await insertCourse(app, {
    ...taxi,
    subcontractor: 'Auto-Przewozy Kraków',
    driver: 'bogdan.wilk',
    rides: [settled('2026-10-10T08:00:00Z', bill(30, null, null))],
    subcontractorBill: bill(28, 100, 500),
  });
  // Another transport company's settled ride.
  await insertCourse(app, {
    company: 'PKP Cargo',
    contractor: 'Trans-Śląsk Katowice',
    driver: 'krystian.nowicki',
    rides: [settled('2026-10-12T08:00:00Z')],
  });
});
afterAll(() => app.close());

describe('GET /api/driver_reports', () => {
  it('sums a hand-priced month per driver and in total (Intercity → Taxi Trans: 3,20 zł/km, 45 zł/h)', async () => {
    const response = await get('/api/driver_reports?month=2026-10');
    expect(response.statusCode).toBe(200);
    const report = response.json<FleetReport>();
    expect(report.groups.map((group) => group.name)).toEqual(['Paweł Zieliński', 'Sylwester Borkowski']);
    const [zielinski, borkowski] = report.groups;
    // 10 km × 320 + 1,5 h × 4500 + 12,50 zł = 3200 + 6750 + 1250; 20 km × 320 = 6400.
    expect(zielinski?.rows.map((row) => row.amount)).toEqual([11200, 6400]);
    expect(zielinski?.totals).toEqual({
      rows: 2,
      distance: 30,
      waitingHundredthsOfHour: 150,
      highwayCost: 1250,
      amount: 17600,
      unpriced: 0,
    });
    // 7 km × 320 + 0,25 h × 4500 + 3 zł = 2240 + 1125 + 300.
    expect(borkowski?.totals.amount).toBe(3665);
    expect(report.totals).toEqual({
      rows: 3,
      distance: 37,
      waitingHundredthsOfHour: 175,
      highwayCost: 1550,
      amount: 21265,
      unpriced: 0,
    });
    expect(zielinski?.rows[0]).toMatchObject({ day: '2026-10-05', courseId: owned.courseId, distance: 10 });
    expect(zielinski?.rows[0]?.route).toContain('→');
  });

  it('equals the settlement drawer of the same course (its ride amounts, totals row and total)', async () => {
    const drawer = (
      await get(`/api/taxi_courses/${owned.courseId}/settlement`, 'transport')
    ).json<TaxiSettlement>();
    const report = (await get('/api/driver_reports?month=2026-10')).json<FleetReport>();
    const rows = report.groups
      .flatMap((group) => group.rows)
      .filter((row) => row.courseId === owned.courseId);
    expect(rows.map((row) => row.amount)).toEqual(drawer.rides.map((ride) => ride.amount));
    const sum = (pick: (row: (typeof rows)[number]) => number | null) =>
      rows.reduce((s, row) => s + (pick(row) ?? 0), 0);
    expect(sum((row) => row.amount)).toBe(drawer.totalAmount);
    expect(sum((row) => row.distance)).toBe(drawer.totals?.distance);
    expect(sum((row) => row.waitingHundredthsOfHour)).toBe(drawer.totals?.waitingHundredthsOfHour);
    expect(sum((row) => row.highwayCost)).toBe(drawer.totals?.highwayCost);
  });

  it('defaults to the previous Polish month and answers an empty month with zero totals', async () => {
    expect((await get('/api/driver_reports')).json<FleetReport>().month).toBe('2026-10');
    const empty = (await get('/api/driver_reports?month=2026-09')).json<FleetReport>();
    expect(empty.groups).toEqual([]);
    expect(empty.totals.amount).toBe(0);
  });
});

describe('GET /api/subcontractor_reports', () => {
  it("prices the subcontractor's bill as the drawer does (Taxi Trans → Auto-Przewozy: 2,80 zł/km, 40 zł/h)", async () => {
    const report = (await get('/api/subcontractor_reports?month=2026-10')).json<FleetReport>();
    expect(report.groups.map((group) => group.name)).toEqual(['Auto-Przewozy Kraków']);
    // 28 km × 280 + 1 h × 4000 + 5 zł = 7840 + 4000 + 500.
    expect(report.totals).toMatchObject({ rows: 1, distance: 28, amount: 12340 });
    const drawer = (
      await get(`/api/taxi_courses/${subcontracted.courseId}/settlement`, 'transport')
    ).json<TaxiSettlement>();
    expect(report.totals.amount).toBe(drawer.billForSubcontractorAmount);
  });
});

describe('refusals', () => {
  it.each(['transport', 'admin', 'kierowca', 'podwykonawca'])(
    'refuses %s (403) on both calls and both files',
    async (username) => {
      for (const url of ['/api/driver_reports', '/api/subcontractor_reports/export.xlsx'])
        expect((await get(url, username)).statusCode).toBe(403);
    },
  );
  it('asks for a login (401) and refuses a month that is not YYYY-MM (400, nothing else read)', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/driver_reports' })).statusCode).toBe(401);
    for (const month of ['2026-13', 'październik', '2026-1']) {
      const response = await get(`/api/driver_reports?month=${encodeURIComponent(month)}`);
      expect(response.statusCode).toBe(400);
      expect(response.body).toContain('Nieprawidłowa wartość parametru month: oczekiwano miesiąca RRRR-MM.');
    }
  });
  // Row 705: the rule of the menu and the route guard (canReadFleetReports) needs a company.
  it('refuses a fleet user of no company (403), who has no own report', async () => {
    const loose = await createUser(app.db, { roles: ['ROLE_FLEET'], companyId: null });
    const { token } = await login(app, loose.username);
    const response = await app.inject({ method: 'GET', url: '/api/driver_reports', headers: bearer(token) });
    expect(response.statusCode).toBe(403);
    expect(response.body).toContain('Brak uprawnień do wykonania tej operacji');
  });
  it("shows a fleet user of another company only that company's rides", async () => {
    const slask = await createUser(app.db, {
      roles: ['ROLE_FLEET'],
      companyId: await companyId(app, 'Trans-Śląsk Katowice'),
    });
    const { token } = await login(app, slask.username);
    const report = (
      await app.inject({ method: 'GET', url: '/api/driver_reports?month=2026-10', headers: bearer(token) })
    ).json<FleetReport>();
    expect(report.groups.map((group) => group.name)).toEqual(['Krystian Nowicki']);
  });
});

describe('GET /api/driver_reports/export.xlsx', () => {
  it('escapes a text starting with "=", keeps money as 2-decimal numbers, and reads back', async () => {
    await app.db
      .update(users)
      .set({ firstname: '=HYPERLINK("x")' })
      .where(eq(users.username, 'sylwester.borkowski'));
    const response = await get('/api/driver_reports/export.xlsx?month=2026-10');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(XLSX_CONTENT_TYPE);
    expect(response.headers['content-disposition']).toContain('rozliczenia-kierowcow-2026-10.xlsx');
    const { Workbook } = await loadExcel();
    const book = new Workbook();
    await book.xlsx.load(response.rawPayload as unknown as Parameters<typeof book.xlsx.load>[0]);
    const sheet = book.worksheets[0];
    const rows = (sheet?.getSheetValues() ?? []).filter(Boolean) as unknown[][];
    expect(rows[0]?.slice(1)).toEqual([
      'Kierowca',
      'Data',
      'Kurs',
      'Przejazd',
      'Trasa',
      'Km',
      'Godziny oczekiwania',
      'Koszty autostrad (zł)',
      'Kwota (zł)',
    ]);
    const names = rows.map((row) => row[1]);
    expect(names).toContain('\'=HYPERLINK("x") Borkowski');
    expect(names.some((name) => typeof name === 'object')).toBe(false);
    const last = rows[rows.length - 1];
    expect(last?.[1]).toBe('Razem');
    expect(last?.[9]).toBe(212.65);
    expect(sheet?.getColumn(9).numFmt).toBe('0.00');
    await app.db
      .update(users)
      .set({ firstname: 'Sylwester' })
      .where(eq(users.username, 'sylwester.borkowski'));
  });
});
