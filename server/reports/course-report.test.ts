import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq, inArray } from 'drizzle-orm';
import { rides } from '../db/course-schema';
import { seedDemoCourses } from '../seed/courses';
import { DEMO_PASSWORD, seedDemo } from '../seed/demo';
import { bearer, createTestApp, login } from '../test/factories.support';
import { COURSE_SHEET, warsawDate } from './course-report';
import { excelDateTime, loadExcel } from './sheet-workbook';
import { XLSX_CONTENT_TYPE } from './course-report.routes';

const URL = '/api/abstract_courses/export.xlsx';
const INJECTED_NUMBER = '=HYPERLINK("http://evil.example","klik")';

interface ListMember {
  id: number;
  '@type': string;
  rides: { id: number; number: string; startsAt: string | null }[];
}
interface ListPage {
  'hydra:member': ListMember[];
  'hydra:totalItems': number;
}

type SheetRow = Record<string, unknown>;

describe('excelDateTime', () => {
  it('writes the Polish wall clock, in winter and in summer, as the date cell shows it', () => {
    expect(excelDateTime('2026-11-12T09:05:00Z').toISOString()).toBe('2026-11-12T10:05:00.000Z');
    expect(excelDateTime('2026-07-01T22:30:00Z').toISOString()).toBe('2026-07-02T00:30:00.000Z');
  });
});

describe('GET /api/abstract_courses/export.xlsx', () => {
  let app: FastifyInstance;
  let tokens: Record<'firma' | 'superior' | 'admin', string>;

  const download = (token: string, query = '') =>
    app.inject({ method: 'GET', url: `${URL}${query ? `?${query}` : ''}`, headers: bearer(token) });

  /** Every member of the list for the user and filters, all pages. */
  async function listAll(token: string, query: string): Promise<ListMember[]> {
    const members: ListMember[] = [];
    for (let page = 1; ; page += 1) {
      const response = await app.inject({
        method: 'GET',
        url: `/api/abstract_courses?${query}&itemsPerPage=100&page=${page}`,
        headers: bearer(token),
      });
      expect(response.statusCode).toBe(200);
      const body = response.json<ListPage>();
      members.push(...body['hydra:member']);
      if (members.length >= body['hydra:totalItems'] || body['hydra:member'].length === 0) return members;
    }
  }

  async function readSheet(
    body: Buffer,
  ): Promise<{ header: unknown[]; rows: SheetRow[]; types: number[][]; formats: (string | undefined)[] }> {
    const { Workbook } = await loadExcel();
    const workbook = new Workbook();
    // exceljs declares its own Buffer (an ArrayBuffer): hand it the bytes as one.
    await workbook.xlsx.load(new Uint8Array(body).buffer);
    const sheet = workbook.getWorksheet('Kursy');
    if (!sheet) throw new Error('no sheet Kursy');
    const header: unknown[] = [];
    const rows: SheetRow[] = [];
    const types: number[][] = [];
    sheet.eachRow((row, number) => {
      const values = COURSE_SHEET.columns.map((_, index) => row.getCell(index + 1).value);
      if (number === 1) {
        header.push(...values);
        return;
      }
      rows.push(
        Object.fromEntries(COURSE_SHEET.columns.map(({ header: name }, index) => [name, values[index]])),
      );
      types.push(COURSE_SHEET.columns.map((_, index) => row.getCell(index + 1).type));
    });
    const formats = COURSE_SHEET.columns.map((_, index) => sheet.getRow(2).getCell(index + 1).numFmt);
    return { header, rows, types, formats };
  }

  beforeAll(async () => {
    app = await createTestApp({});
    await app.ready();
    await seedDemo(app.db);
    await seedDemoCourses(app.db);
    tokens = {
      firma: (await login(app, 'firma', DEMO_PASSWORD)).token,
      superior: (await login(app, 'transport.nadrzedny', DEMO_PASSWORD)).token,
      admin: (await login(app, 'admin', DEMO_PASSWORD)).token,
    };
  });

  afterAll(async () => {
    await app.close();
  });

  it('refuses users without ROLE_COURSE_GENERATE_REPORT with a hydra:Error', async () => {
    const response = await download(tokens.firma);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ '@type': 'hydra:Error' });
  });

  it('refuses anonymous users', async () => {
    const response = await app.inject({ method: 'GET', url: URL });
    expect(response.statusCode).toBe(401);
  });

  it('answers 400 with a Polish message for a bad filter', async () => {
    const response = await download(tokens.admin, 'dateStartAfter=2026-13-01');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ '@type': 'hydra:Error' });
    expect(response.json<{ 'hydra:description': string }>()['hydra:description']).toContain('dateStartAfter');
  });

  it('has one row per ride of exactly the courses the list shows the user, with escaped cells', async () => {
    const query = 'includeCancelledCourses=true';
    const members = await listAll(tokens.superior, query);
    expect(members.length).toBeGreaterThan(0);
    // A ride visible to this user whose number is a formula.
    const target = members[0]?.rides[0];
    if (!target) throw new Error('no ride');
    await app.db.update(rides).set({ number: INJECTED_NUMBER }).where(eq(rides.id, target.id));

    const response = await download(tokens.superior, query);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(XLSX_CONTENT_TYPE);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="kursy-${warsawDate(new Date())}.xlsx"`,
    );
    const { header, rows, types, formats } = await readSheet(response.rawPayload);
    expect(header).toEqual(COURSE_SHEET.columns.map((column) => column.header));

    const expected = members.flatMap((course) =>
      course.rides.map(
        (ride) => `${course.id}|${ride.id === target.id ? `'${INJECTED_NUMBER}` : ride.number}`,
      ),
    );
    expect(rows.map((row) => `${String(row.Kurs)}|${String(row.Przejazd)}`)).toEqual(expected);

    const injected = rows.findIndex((row) => row.Przejazd === `'${INJECTED_NUMBER}`);
    expect(injected).toBeGreaterThanOrEqual(0);
    // A plain string cell (ValueType.String = 3), never a formula.
    expect(types[injected]?.[COURSE_SHEET.columns.findIndex((column) => column.key === 'ride')]).toBe(3);

    const first = members[0];
    const firstRide = first?.rides[0];
    expect(rows[0]).toMatchObject({
      Kurs: first?.id,
      Typ: first?.['@type'] === 'KilometerCourse' ? 'Kilometrówka' : 'Taxi',
      Start: firstRide?.startsAt ? excelDateTime(firstRide.startsAt) : null,
    });
    // A real date cell (ValueType.Date = 4) that reads DD.MM.YYYY HH:mm, not a text (issue 31).
    const start = COURSE_SHEET.columns.findIndex((column) => column.key === 'start');
    if (firstRide?.startsAt) expect(types[0]?.[start]).toBe(4);
    expect(formats[start]).toBe('dd.mm.yyyy hh:mm');
    expect(typeof rows[0]?.Status).toBe('string');
  });

  it('shows a user with a narrower visibility fewer courses than a manager', async () => {
    const superior = await readSheet(
      (await download(tokens.superior, 'includeCancelledCourses=true')).rawPayload,
    );
    const admin = await readSheet((await download(tokens.admin, 'includeCancelledCourses=true')).rawPayload);
    expect(admin.rows.length).toBeGreaterThan(superior.rows.length);
    const allowed = new Set(
      (await listAll(tokens.superior, 'includeCancelledCourses=true')).map((c) => c.id),
    );
    expect(superior.rows.every((row) => allowed.has(Number(row.Kurs)))).toBe(true);
  });

  it('applies the list filters', async () => {
    const members = await listAll(tokens.admin, 'discriminator=kilometer_course');
    const { rows } = await readSheet(
      (await download(tokens.admin, 'discriminator=kilometer_course')).rawPayload,
    );
    expect(rows.length).toBe(members.reduce((sum, course) => sum + course.rides.length, 0));
    expect(new Set(rows.map((row) => row.Typ))).toEqual(new Set(rows.length > 0 ? ['Kilometrówka'] : []));
    const rideIds = members.flatMap((course) => course.rides.map((ride) => ride.id));
    if (rideIds.length > 0) {
      const stored = await app.db.select({ type: rides.type }).from(rides).where(inArray(rides.id, rideIds));
      expect(new Set(stored.map((ride) => ride.type))).toEqual(new Set(['kilometer']));
    }
  });
});
