import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { and, eq, inArray } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { formatDate } from '../../domain/dates';
import { reportGeneratorDefaults } from '../../domain/reports/report-generator.schema';
import { rides, segments, waypoints } from '../db/course-schema';
import { kilometerReports } from '../db/kilometer-settlement-schema';
import { passengers, places, userRoles, users } from '../db/schema';
import { insertCoursePlans, seedDemoCourses } from '../seed/courses';
import { DEMO_PASSWORD, seedDemo } from '../seed/demo';
import {
  REPORT_DEMO_HIGHWAY_COST,
  REPORT_DEMO_KILOMETER_RIDE,
  kilometerCoursePlan,
  ridePlan,
  seedReportDemo,
} from '../seed/reports.seed';
import { bearer, createTestApp, login } from '../test/factories.support';
import { CSV_HEADER } from './kilometer-report.csv';
import { KILOMETER_REPORT_URL } from './kilometer-report.routes';

type Login = 'admin' | 'dyspozytor' | 'firma' | 'superior' | 'kierowca' | 'pasazer' | 'ksiegowa' | 'hotel';
const USERNAMES: Record<Login, string> = {
  admin: 'admin',
  dyspozytor: 'dyspozytor',
  firma: 'firma',
  superior: 'transport.nadrzedny',
  kierowca: 'kierowca',
  pasazer: 'pasazer',
  ksiegowa: 'ksiegowa',
  hotel: 'hotel',
};
const DIACRITICS = 'Zażółć gęślą jaźń';
const FORMULA = '=HYPERLINK("http://evil.example";"klik")';

interface CsvRow {
  date: string;
  ride: string;
  passengers: string;
  route: string;
  km: number;
  highway: number | null;
  amount: number;
}

/** Parses the report's CSV (semicolons, decimal commas, quoted cells); the last line is the totals. */
function parseCsv(text: string): { header: string[]; rows: CsvRow[]; totals: string[] } {
  expect(text.startsWith('\uFEFF')).toBe(true);
  const lines: string[][] = [];
  for (const line of text.slice(1).split('\r\n').filter(Boolean)) {
    const cells: string[] = [];
    for (const match of line.matchAll(/(?:^|;)("(?:[^"]|"")*"|[^;]*)/g)) {
      const cell = match[1] ?? '';
      cells.push(cell.startsWith('"') ? cell.slice(1, -1).replace(/""/g, '"') : cell);
    }
    lines.push(cells);
  }
  const number = (cell: string | undefined) => (cell ? Number(cell.replace(',', '.')) : null);
  const [header = [], ...body] = lines;
  const totals = body.pop() ?? [];
  const rows = body.map((cells) => ({
    date: cells[0] ?? '',
    ride: cells[1] ?? '',
    passengers: cells[2] ?? '',
    route: cells[3] ?? '',
    km: number(cells[4]) ?? NaN,
    highway: number(cells[5]),
    amount: number(cells[6]) ?? NaN,
  }));
  return { header, rows, totals };
}

async function pdfText(body: Buffer): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(body));
  const { text } = await extractText(pdf, { mergePages: true });
  return text;
}

describe('GET /api/kilometer_courses/report', () => {
  let app: FastifyInstance;
  const tokens = {} as Record<Login, string>;
  const period = reportGeneratorDefaults(new Date());
  const defaults = `start=${period.start}&end=${period.end}`;

  const report = (who: Login, query = defaults, accept?: string) =>
    app.inject({
      method: 'GET',
      url: `${KILOMETER_REPORT_URL}${query ? `?${query}` : ''}`,
      headers: { ...bearer(tokens[who]), ...(accept ? { accept } : {}) },
    });
  const csv = async (who: Login, query = defaults) => {
    const response = await report(who, query, 'text/csv');
    expect(response.statusCode).toBe(200);
    return parseCsv(response.body);
  };
  const passengerIri = async (username: string) => {
    const [row] = await app.db
      .select({ id: passengers.id })
      .from(passengers)
      .innerJoin(users, eq(users.id, passengers.userId))
      .where(eq(users.username, username));
    if (!row) throw new Error(`no passenger ${username}`);
    return `/api/passengers/${row.id}`;
  };

  beforeAll(async () => {
    app = await createTestApp({});
    await app.ready();
    await seedDemo(app.db);
    await seedDemoCourses(app.db);
    await seedReportDemo(app.db);
    // Kilometer rides of other passengers: one of the same railway company, one of another.
    const stops = await app.db
      .select({ id: places.id, latitude: places.latitude, longitude: places.longitude })
      .from(places)
      .where(inArray(places.name, ['Kutno', 'Płock']));
    const located = stops.map((stop) => ({
      id: stop.id,
      latitude: stop.latitude ?? 0,
      longitude: stop.longitude ?? 0,
    }));
    const [from, to] = located;
    if (!from || !to) throw new Error('no places');
    const others = await app.db
      .select({
        userId: users.id,
        companyId: users.companyId,
        passengerId: passengers.id,
        username: users.username,
      })
      .from(users)
      .innerJoin(passengers, eq(passengers.userId, users.id))
      .where(inArray(users.username, ['jan.kowalski', 'marek.pawlowski']));
    await insertCoursePlans(
      app.db,
      others.map((other, index) =>
        kilometerCoursePlan({
          companyId: other.companyId ?? 0,
          userId: other.userId,
          ride: ridePlan(
            `KM/INNY/${other.username}`,
            'finished',
            Date.now() - (3 + index) * 86_400_000,
            [from, to],
            [other.passengerId],
          ),
        }),
      ),
    );
    // The demo passenger's reported ride gets a stop with every Polish letter, and another ride a formula.
    const [stop] = await app.db
      .select({ placeId: waypoints.placeId })
      .from(rides)
      .innerJoin(segments, eq(segments.rideId, rides.id))
      .innerJoin(waypoints, eq(waypoints.id, segments.waypointEndId))
      .where(eq(rides.number, REPORT_DEMO_KILOMETER_RIDE));
    if (!stop?.placeId) throw new Error('no demo kilometer ride');
    await app.db.update(places).set({ name: DIACRITICS }).where(eq(places.id, stop.placeId));
    for (const who of Object.keys(USERNAMES) as Login[])
      tokens[who] = (await login(app, USERNAMES[who], DEMO_PASSWORD)).token;
  });

  afterAll(async () => {
    await app.close();
  });

  it('gives a PDF whose text keeps the Polish letters', async () => {
    const response = await report('dyspozytor');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="raport-kilometrowek-${period.start}-${period.end}.pdf"`,
    );
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(response.rawPayload);
    expect(text).toContain('Raport kilometrówek');
    expect(text).toContain(DIACRITICS);
    expect(text).toContain('Zbąszynek');
    expect(text).toContain(REPORT_DEMO_KILOMETER_RIDE);
    expect(text).toContain('Pasażer');
    // Issue 31: Polish dates and a counted noun in the document too.
    expect(text).toContain(`Okres: ${formatDate(period.start)} – ${formatDate(period.end)}`);
    expect(text).not.toContain(period.start);
    expect(text).toMatch(/\d+ przejazd(y|ów)?\b/);
    expect(text).not.toMatch(/\b1 przejazdów/);
  });

  it('gives CSV for Accept: text/csv, amounts km x price in hundredths, totals = sum of rows', async () => {
    const { header, rows, totals } = await csv('admin', `${defaults}&pricePerKm=0.7`);
    expect(header).toEqual(CSV_HEADER);
    expect(rows.length).toBeGreaterThan(1);
    const reported = rows.find((row) => row.ride === REPORT_DEMO_KILOMETER_RIDE);
    expect(reported).toMatchObject({ highway: REPORT_DEMO_HIGHWAY_COST / 100, passengers: 'Andrzej Nowak' });
    // Issue 31: the document shows what the passenger reported and the month settles, not the map's km.
    const [settled] = await app.db
      .select({ distance: kilometerReports.distance })
      .from(kilometerReports)
      .innerJoin(rides, eq(rides.id, kilometerReports.rideId))
      .where(eq(rides.number, REPORT_DEMO_KILOMETER_RIDE));
    expect(settled).toBeDefined();
    expect(reported?.km).toBe(settled?.distance);
    expect(reported?.route).toBe(`Zbąszynek → ${DIACRITICS}`);
    for (const row of rows) {
      expect(Math.round(row.amount * 100)).toBe(Math.floor((Math.round(row.km * 10) * 70 + 5) / 10));
      expect(row.date >= period.start && row.date <= period.end).toBe(true);
    }
    const cents = (value: number) => Math.round(value * 100);
    expect(cents(Number(totals[6]?.replace(',', '.')))).toBe(
      rows.reduce((sum, row) => sum + cents(row.amount), 0),
    );
    expect(Number(totals[4]?.replace(',', '.'))).toBeCloseTo(
      rows.reduce((sum, row) => sum + row.km, 0),
      5,
    );
  });

  it('escapes a formula in a cell', async () => {
    await app.db.update(rides).set({ number: FORMULA }).where(eq(rides.number, REPORT_DEMO_KILOMETER_RIDE));
    try {
      const response = await report('admin', defaults, 'text/csv');
      expect(response.body).toContain(`"'${FORMULA.replace(/"/g, '""')}"`);
      expect(parseCsv(response.body).rows.some((row) => row.ride === `'${FORMULA}`)).toBe(true);
    } finally {
      await app.db.update(rides).set({ number: REPORT_DEMO_KILOMETER_RIDE }).where(eq(rides.number, FORMULA));
    }
  });

  it.each<Login>(['firma', 'kierowca', 'hotel'])('refuses %s with 403, whatever the query', async (who) => {
    expect((await report(who)).statusCode).toBe(403);
    expect((await report(who, 'start=zle')).statusCode).toBe(403);
  });

  it('refuses anonymous callers', async () => {
    expect((await app.inject({ method: 'GET', url: `${KILOMETER_REPORT_URL}?${defaults}` })).statusCode).toBe(
      401,
    );
  });

  it('gives the accountant every ride the dispatcher gets', async () => {
    expect((await csv('ksiegowa')).rows).toEqual((await csv('dyspozytor')).rows);
  });

  it("gives a passenger only their own rides, and refuses another passenger's", async () => {
    const own = await csv('pasazer');
    expect(own.rows.length).toBeGreaterThan(0);
    expect(own.rows.every((row) => row.passengers.includes('Andrzej Nowak'))).toBe(true);
    const all = await csv('admin');
    expect(own.rows.length).toBeLessThan(all.rows.length);
    const ownIri = await passengerIri('pasazer');
    expect((await csv('pasazer', `${defaults}&passenger=${ownIri}`)).rows).toEqual(own.rows);
    const other = await passengerIri('jan.kowalski');
    expect((await report('pasazer', `${defaults}&passenger=${other}`)).statusCode).toBe(403);
  });

  it('filters by passenger for a dispatcher', async () => {
    const iri = await passengerIri('pasazer');
    const rows = (await csv('dyspozytor', `${defaults}&passenger=${encodeURIComponent(iri)}`)).rows;
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => row.passengers.includes('Andrzej Nowak'))).toBe(true);
  });

  it("gives a transport company only its railway companies' rides, and a company only its own", async () => {
    // transport.nadrzedny is a superior contractor of some railway companies only.
    const superior = await csv('superior');
    const all = await csv('admin');
    expect(superior.rows.length).toBeLessThanOrEqual(all.rows.length);
    const listed = await app.inject({
      method: 'GET',
      url: `/api/abstract_courses?discriminator=kilometer_course&itemsPerPage=100&dateStartAfter=${period.start}`,
      headers: bearer(tokens.superior),
    });
    const members = listed.json<{ 'hydra:member': { rides: { number: string }[] }[] }>()['hydra:member'];
    const visible = new Set(members.flatMap((course) => course.rides.map((ride) => ride.number)));
    expect(superior.rows.every((row) => visible.has(row.ride))).toBe(true);
    // firma (PKP Intercity) given the report role sees its own company's rides only.
    const [firma] = await app.db.select({ id: users.id }).from(users).where(eq(users.username, 'firma'));
    if (!firma) throw new Error('no firma');
    await app.db.insert(userRoles).values({ userId: firma.id, role: 'ROLE_COURSE_GENERATE_REPORT' });
    try {
      const token = (await login(app, 'firma', DEMO_PASSWORD)).token;
      const response = await app.inject({
        method: 'GET',
        url: `${KILOMETER_REPORT_URL}?${defaults}`,
        headers: { ...bearer(token), accept: 'text/csv' },
      });
      expect(response.statusCode).toBe(200);
      const own = parseCsv(response.body).rows;
      expect(own.length).toBeGreaterThan(0);
      const numbers = own.map((row) => row.ride);
      expect(numbers).toContain('KM/INNY/jan.kowalski');
      expect(numbers).not.toContain('KM/INNY/marek.pawlowski');
      expect(all.rows.map((row) => row.ride)).toContain('KM/INNY/marek.pawlowski');
    } finally {
      await app.db
        .delete(userRoles)
        .where(and(eq(userRoles.userId, firma.id), eq(userRoles.role, 'ROLE_COURSE_GENERATE_REPORT')));
    }
  });

  it.each([
    ['', 'Parametr start jest wymagany'],
    ['start=2026-01-01', 'Parametr end jest wymagany'],
    [
      'start=wczoraj&end=2026-01-01',
      'Nieprawidłowa wartość parametru start: oczekiwano daty w formacie RRRR-MM-DD.',
    ],
    ['start=2026-02-01&end=2026-01-31', 'Data „Do” nie może być wcześniejsza niż data „Od”'],
    ['start=2026-01-01&end=2026-01-31&pricePerKm=-0.1', 'Cena za km nie może być ujemna'],
    [
      'start=2026-01-01&end=2026-01-31&pricePerKm=0.605',
      'Podaj cenę za km z najwyżej dwoma miejscami po przecinku',
    ],
    ['start=2026-01-01&end=2026-01-31&pricePerKm=dużo', 'Nieprawidłowa wartość parametru pricePerKm'],
    [
      'start=2026-01-01&end=2026-01-31&passenger=/api/users/3',
      'Nieprawidłowa wartość parametru passenger: oczekiwano IRI /api/passengers/{id}.',
    ],
  ])('answers 400 to %j: %s', async (query, message) => {
    const response = await report('admin', query);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ 'hydra:description': string }>()['hydra:description']).toBe(message);
  });
});
