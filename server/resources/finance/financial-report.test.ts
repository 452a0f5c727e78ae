import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadExcel } from '../../reports/sheet-workbook';
import { XLSX_CONTENT_TYPE } from '../../reports/course-report.routes';
import { as, buildWriteApp } from '../../test/course-writes/write-app.support';
import {
  INJECTED_NUMBER,
  INJECTED_PLACE,
  insertFinanceFixture,
  januaryBody,
} from '../../test/finance/finance.support';
import { FINANCE_REPORT_SHEET } from './financial-report.xls';

let app: FastifyInstance;
let ids: Awaited<ReturnType<typeof insertFinanceFixture>>;

beforeAll(async () => {
  app = await buildWriteApp();
  ids = await insertFinanceFixture(app);
});
afterAll(() => app.close());

const report = async (username: string, body: unknown, path = '/financial_report/courses') =>
  app.inject({ method: 'POST', url: path, headers: await as(app, username), payload: body as object });

describe('POST /financial_report/courses', () => {
  it('sums the hand-computed fixture: km per ride, waiting and motorway once per course', async () => {
    const response = await report('transport', januaryBody(ids.pkp));
    expect(response.statusCode).toBe(200);
    // R1 10.5 + R2 20 + R3 7.3 km; course 1 waits 1.5 h (course 2 none); fees 2450 + 1000.
    expect(response.json()).toEqual({
      sumDistanceWithDefinedKilometers: 37.8,
      sumDriverWaiting: 1.5,
      sumDriverCosts: 3450,
    });
  });

  it("narrows to the railway company's acceptance: 'Potwierdzone' and 'Niepotwierdzone'", async () => {
    expect((await report('transport', januaryBody(ids.pkp, true))).json()).toEqual({
      sumDistanceWithDefinedKilometers: 17.8,
      sumDriverWaiting: 1.5,
      sumDriverCosts: 3450,
    });
    expect((await report('transport', januaryBody(ids.pkp, false))).json()).toEqual({
      sumDistanceWithDefinedKilometers: 20,
      sumDriverWaiting: 1.5,
      sumDriverCosts: 2450,
    });
  });

  it('answers empty sums for a company the transport company does not serve in the period', async () => {
    const response = await report('transport', januaryBody(ids.kolej));
    expect(response.json()).toEqual({
      sumDistanceWithDefinedKilometers: null,
      sumDriverWaiting: null,
      sumDriverCosts: null,
    });
  });

  it("never gives a transport company another one's sums: 403", async () => {
    const body = { ...januaryBody(ids.pkp), base_transport_company_ids: [ids.kolej] };
    expect((await report('transport', body)).statusCode).toBe(403);
    expect((await report('transport', body, '/financial_report/courses/xls')).statusCode).toBe(403);
  });

  it.each(['admin', 'dyspozytor', 'firma', 'kierowca', 'pasazer', 'ksiegowa'])(
    'refuses %s without ROLE_COURSE_FINANCIAL_REPORT before reading the body',
    async (username) => {
      expect((await report(username, {})).statusCode).toBe(403);
      expect((await report(username, {}, '/financial_report/courses/xls')).statusCode).toBe(403);
    },
  );

  it('refuses a caller without a session: 401', async () => {
    const response = await app.inject({ method: 'POST', url: '/financial_report/courses', payload: {} });
    expect(response.statusCode).toBe(401);
  });

  it.each([
    ['no company', { ...januaryBody(1), company_ids: [] }, 'company_ids'],
    ['a bad date', { ...januaryBody(1), started_at_from: '2030-13-45 00:00:00' }, 'started_at_from'],
    ['another course status', { ...januaryBody(1), course_statuses: [3] }, 'course_statuses'],
  ])('answers 422 with a Polish message for %s', async (_name, body, path) => {
    const response = await report('transport', body);
    expect(response.statusCode).toBe(422);
    const violations = response.json<{ violations: { propertyPath: string; message: string }[] }>()
      .violations;
    expect(violations.map((violation) => violation.propertyPath)).toContain(path);
    expect(violations[0]?.message).toMatch(/^(Pole jest wymagane|Nieprawidłowa wartość)$/);
  });
});

describe('POST /financial_report/courses/xls', () => {
  it('lists the counted rides with escaped text cells and the sums in the last row', async () => {
    const response = await report('transport', januaryBody(ids.pkp), '/financial_report/courses/xls');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(XLSX_CONTENT_TYPE);
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="raport-finansowy-/);
    const { Workbook } = await loadExcel();
    const workbook = new Workbook();
    await workbook.xlsx.load(new Uint8Array(response.rawPayload).buffer);
    const sheet = workbook.getWorksheet('Finanse');
    if (!sheet) throw new Error('no sheet');
    const rows: unknown[][] = [];
    const types: number[][] = [];
    sheet.eachRow((row) => {
      rows.push(FINANCE_REPORT_SHEET.columns.map((_, i) => row.getCell(i + 1).value));
      types.push(FINANCE_REPORT_SHEET.columns.map((_, i) => row.getCell(i + 1).type));
    });
    expect(rows[0]).toEqual(FINANCE_REPORT_SHEET.columns.map((column) => column.header));
    expect(rows.slice(1).map((row) => row[1])).toEqual([`'${INJECTED_NUMBER}`, 'FX/2', 'FX/3', 'Suma']);
    // The formula-looking number and place are plain text cells (ValueType.String = 3).
    expect(types[1]?.[1]).toBe(3);
    expect(rows[1]?.[4]).toBe(`'${INJECTED_PLACE}`);
    expect(types[1]?.[4]).toBe(3);
    // 'Start' is a real date cell (ValueType.Date = 4) that reads DD.MM.YYYY HH:mm (issue 31).
    expect(rows[1]?.[2]).toBeInstanceOf(Date);
    expect(types[1]?.[2]).toBe(4);
    expect(sheet.getRow(2).getCell(3).numFmt).toBe('dd.mm.yyyy hh:mm');
    // Course figures on the course's first ride only; the last row is the card's sums.
    expect(rows.slice(1).map((row) => [row[6], row[7], row[8]])).toEqual([
      [10.5, 1.5, 24.5],
      [20, null, null],
      [7.3, null, 10],
      [37.8, 1.5, 34.5],
    ]);
  });
});
