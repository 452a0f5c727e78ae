import { readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fuelTransactions } from '../../db/fuel-schema';
import { fuelCompanies } from '../../db/fuel-schema';
import { seedDemo } from '../../seed/demo';
import { createTestApp, createUser, login, bearer } from '../../test/factories.support';
import { as as asDemo, companyId } from '../../test/demo-session.support';
import { csvOf, multipartBody, xlsxOf, zipBomb } from '../../test/fuel/fuel-import.support';
import { MAX_SHEET_XML_BYTES } from './zip-guard';

let app: FastifyInstance;
let orlen: string;
let otherHeaders: Record<string, string>;

const count = async () => (await app.db.select({ id: fuelTransactions.id }).from(fuelTransactions)).length;

async function upload(data: Buffer, name = 'plik.csv', headers?: Record<string, string>, company = orlen) {
  const { payload, contentType } = multipartBody({ fuelCardCompany: company }, { name, data });
  const response = await app.inject({
    method: 'POST',
    url: '/api/transactions/import',
    headers: { ...(headers ?? (await asDemo(app, 'flota'))), 'content-type': contentType },
    payload,
  });
  return { status: response.statusCode, body: response.json<Record<string, unknown>>() };
}

beforeAll(async () => {
  app = await createTestApp({});
  await app.ready();
  await seedDemo(app.db);
  const [row] = await app.db.select().from(fuelCompanies).where(eq(fuelCompanies.name, 'Orlen'));
  orlen = `/api/fuel_companies/${row?.id}`;
  const other = await createUser(app.db, {
    roles: ['ROLE_FLEET'],
    companyId: await companyId(app, 'Trans-Śląsk Katowice'),
  });
  otherHeaders = bearer((await login(app, other.username)).token);
});

afterAll(async () => {
  await app.close();
});

describe('POST /api/transactions/import', () => {
  it('imports the sample CSV and adds nothing when the same file (or its XLSX twin) comes again', async () => {
    const before = await count();
    const csv = readFileSync('docs/samples/transactions-orlen.csv');
    const first = await upload(csv);
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ format: 'csv', rowCount: 6, insertedCount: 6 });
    const again = await upload(csv);
    expect(again.body).toMatchObject({ rowCount: 6, insertedCount: 0 });
    const twin = await upload(readFileSync('docs/samples/transactions-orlen.xlsx'), 'plik.xlsx');
    expect(twin.body).toMatchObject({ format: 'xlsx', rowCount: 6, insertedCount: 0 });
    expect(await count()).toBe(before + 6);
  });

  it('imports a good XLSX with the car and driver of the card', async () => {
    const xlsx = await xlsxOf([
      ['7071001234560001', new Date(Date.UTC(2026, 5, 1, 8, 30)), 150.25],
      ['7071 0012 3456 0002', new Date(Date.UTC(2026, 5, 2, 9, 0)), 99.9],
    ]);
    const result = await upload(xlsx, 'czerwiec.xlsx');
    expect(result).toMatchObject({ status: 201, body: { format: 'xlsx', insertedCount: 2 } });
    const list = await app.inject({
      method: 'GET',
      url: '/api/transactions?transactionDate[after]=2026-06-01&transactionDate[before]=2026-06-01',
      headers: await asDemo(app, 'flota'),
    });
    const [member] = list.json<{ 'hydra:member': Record<string, unknown>[] }>()['hydra:member'];
    expect(member).toMatchObject({
      amount: 15025,
      transactionDate: '2026-06-01T06:30:00.000Z',
      car: { registrationNumber: 'WA4821K' },
      driver: { name: expect.any(String) },
    });
  });

  it('refuses the whole file when one row is bad, naming the row', async () => {
    const before = await count();
    const result = await upload(
      csvOf([
        ['7071001234560001', '01-07-2026 10:00', '100,00'],
        ['7071001234560001', '31-02-2026 10:00', '100,00'],
      ]),
    );
    expect(result.status).toBe(422);
    expect(result.body['hydra:description']).toBe(
      'Wiersz 3: niepoprawna data transakcji (oczekiwano DD-MM-YYYY HH:mm)',
    );
    const badAmount = await upload(csvOf([['7071001234560001', '01-07-2026 10:00', '12,345']]));
    expect(badAmount.body['hydra:description']).toBe("Wiersz 2: niepoprawna kwota w kolumnie 'Kwota'");
    expect(await count()).toBe(before);
  });

  it('refuses a card of another company as unknown, and the other company sees none of ours', async () => {
    const before = await count();
    const result = await upload(csvOf([['7071009999990001', '01-07-2026 10:00', '100,00']]));
    expect(result.status).toBe(422);
    expect(result.body['hydra:description']).toBe(
      'Wiersz 2: nie znaleziono karty paliwowej Orlen o numerze 7071009999990001',
    );
    const ours = await upload(
      csvOf([['7071001234560001', '01-07-2026 10:00', '100,00']]),
      'a.csv',
      otherHeaders,
    );
    expect(ours.status).toBe(422);
    expect(await count()).toBe(before);
    const seen = await app.inject({
      method: 'GET',
      url: '/api/transactions?pagination=false',
      headers: otherHeaders,
    });
    const members = seen.json<{ 'hydra:member': { fuelCard: { cardNumber: string } }[] }>()['hydra:member'];
    expect(members.length).toBeGreaterThan(0);
    expect(members.every((m) => m.fuelCard.cardNumber === '7071009999990001')).toBe(true);
  });

  it('refuses a non-spreadsheet renamed .xlsx, a zip that is not a workbook, and an empty form', async () => {
    const png = Buffer.from([
      0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52,
    ]);
    expect(await upload(png, 'transakcje.xlsx')).toMatchObject({
      status: 400,
      body: { 'hydra:description': 'Plik nie jest arkuszem CSV ani XLSX' },
    });
    expect((await upload(zipBomb(100, 100), 'x.xlsx')).status).toBe(400);
    // Text saved under a workbook's name: not read as CSV (issue 31), whatever its first line.
    expect(
      await upload(csvOf([['7071001234560001', '01-07-2026 10:00', '100,00']]), 'transakcje.xlsx'),
    ).toMatchObject({
      status: 400,
      body: { 'hydra:description': 'Plik nie jest arkuszem CSV ani XLSX' },
    });
    expect(await upload(Buffer.alloc(0), 'pusty.csv')).toMatchObject({
      status: 422,
      body: { 'hydra:description': 'Wybrany plik jest pusty' },
    });
    const noFile = multipartBody({ fuelCardCompany: orlen });
    const response = await app.inject({
      method: 'POST',
      url: '/api/transactions/import',
      headers: { ...(await asDemo(app, 'flota')), 'content-type': noFile.contentType },
      payload: noFile.payload,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ 'hydra:description': 'Wybierz plik z transakcjami' });
  });

  it('refuses an oversized file, too many rows and a zip bomb before inflating it', async () => {
    expect((await upload(Buffer.alloc(3 * 1024 * 1024, 0x41))).status).toBe(413);
    const rows = Array.from(
      { length: 5001 },
      (_, i) => ['7071001234560001', '01-07-2026 10:00', `${i + 1},00`] as const,
    );
    expect((await upload(csvOf(rows))).body['hydra:description']).toBe(
      'Plik może zawierać najwyżej 5000 transakcji',
    );
    // Declares 1 KB, inflates to 64 MB: stopped at the declared size.
    const lying = await upload(zipBomb(1024, 64 * 1024 * 1024), 'bomba.xlsx');
    expect(lying).toMatchObject({
      status: 422,
      body: { 'hydra:description': 'Plik XLSX jest za duży po rozpakowaniu' },
    });
    // Declares (honestly) 40 MB: refused from the central directory alone.
    expect((await upload(zipBomb(40 * 1024 * 1024, 40 * 1024 * 1024), 'duzy.xlsx')).status).toBe(422);
  });

  it('refuses a sheet XML or shared strings over the sheet cap before exceljs loads them', async () => {
    // Honest sizes, well under the 32 MiB total, but more markup than 5000 rows of 30 cells need:
    // without the sheet cap exceljs would parse it (and answer 400 for the zeros), with it 422.
    for (const part of ['xl/worksheets/sheet1.xml', 'xl/sharedStrings.xml']) {
      const big = zipBomb(MAX_SHEET_XML_BYTES + 1, MAX_SHEET_XML_BYTES + 1, part);
      expect(await upload(big, 'arkusz.xlsx')).toMatchObject({
        status: 422,
        body: { 'hydra:description': 'Plik XLSX jest za duży po rozpakowaniu' },
      });
    }
    // At the cap, the guard lets it through to exceljs (which finds no workbook in the zeros).
    expect((await upload(zipBomb(MAX_SHEET_XML_BYTES, MAX_SHEET_XML_BYTES), 'arkusz.xlsx')).status).toBe(400);
  });

  it('is for fleet users only', async () => {
    const result = await upload(csvOf([]), 'a.csv', await asDemo(app, 'transport'));
    expect(result.status).toBe(403);
  });
});
