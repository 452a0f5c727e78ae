/**
 * Invoices over HTTP on the demo data (server/seed/invoices.seed.ts): the seeded list, creating from
 * the month's settled courses, the refusals (403 roles, 404 another seller, 409 invoiced course, stale
 * 409/412/428, 400/422 with Polish messages) and the CSV.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { InvoiceDocument } from '../../../domain/invoices/invoice-document';
import type { InvoiceCandidates, InvoiceWire } from '../../../domain/contract/invoice.schema';
import { defaultInvoiceItems } from '../../../domain/invoices/invoice-defaults';
import { INVOICE_MESSAGES } from '../../../domain/invoices/invoice.schema';
import { INVOICE_REFUSALS } from '../../../domain/invoices/invoice-status';
import { seedDemo } from '../../seed/demo';
import { seedInvoicesDemo } from '../../seed/invoices.seed';
import { as } from '../../test/demo-session.support';
import { createTestApp } from '../../test/factories.support';

// The drawing is the PDF helper's (server/invoice-pdf/); this file checks what the route hands it and answers.
const rendered = vi.hoisted(() => ({ documents: [] as unknown[] }));
vi.mock('../../invoice-pdf/render-invoice-pdf', () => ({
  renderInvoicePdf: (document: unknown) => {
    rendered.documents.push(document);
    return Promise.resolve(Buffer.from('%PDF-1.7\n'));
  },
}));

const NOW = new Date('2026-11-26T12:00:00Z');
let app: FastifyInstance;
let candidates: InvoiceCandidates;

beforeAll(async () => {
  app = await createTestApp({}, { now: () => NOW });
  await app.ready();
  await seedDemo(app.db);
  await seedInvoicesDemo(app.db, NOW);
  candidates = (await call('GET', 'transport', '/api/invoice_candidates')).json<InvoiceCandidates>();
});
afterAll(() => app.close());

async function call(
  method: 'GET' | 'POST' | 'PUT',
  username: string,
  url: string,
  payload?: object,
  headers: Record<string, string> = {},
) {
  return app.inject({
    method,
    url,
    headers: { ...(await as(app, username)), ...headers },
    ...(payload ? { payload } : {}),
  });
}

const mazowieckie = () => {
  const found = candidates.buyers.find((entry) => entry.buyer.name === 'Koleje Mazowieckie');
  if (!found) throw new Error('no Koleje Mazowieckie');
  return found;
};

function body(courseIds: readonly number[], overrides: object = {}) {
  const entry = mazowieckie();
  const picked = entry.courses.filter((course) => courseIds.includes(course.id));
  return {
    seller: candidates.seller['@id'],
    buyer: entry.buyer['@id'],
    place: 'Warszawa',
    issueDate: '2026-11-26',
    sellDate: '2026-10-31',
    paymentTo: '2026-12-10',
    kilometerStake: entry.kilometerStake,
    waitStake: entry.waitStake,
    status: 2,
    invoiceItems: defaultInvoiceItems(picked, entry).map((line) => ({
      name: line.name,
      quantityUnit: line.unit,
      tax: line.taxRate,
      price: line.unitPriceNet,
      quantity: line.quantityMilli,
    })),
    courses: picked.map((course) => course['@id']),
    ...overrides,
  };
}

describe('the demo invoices', () => {
  it('lists the three seeded invoices with status and days left (none when paid)', async () => {
    const response = await call('GET', 'transport', '/api/invoices');
    expect(response.statusCode).toBe(200);
    const members = response.json<{
      'hydra:member': { number: string; status: number; daysLeft: number | null; gross: number }[];
    }>()['hydra:member'];
    expect(members.map((m) => m.status).sort()).toEqual([1, 2, 4]);
    expect(members.find((m) => m.status === 4)?.daysLeft).toBeNull();
    expect(members.find((m) => m.status === 2)?.daysLeft).toBeLessThan(0);
    expect(members.every((m) => m.gross > 0 && /^FV \d+\/10\/2026$/.test(m.number))).toBe(true);
  });

  it('is an administration list: newest first by id, paged, searched by number or buyer (row 781)', async () => {
    type Page = { 'hydra:member': { id: number; number: string }[]; 'hydra:totalItems': number };
    const all = (await call('GET', 'transport', '/api/invoices?order[id]=desc')).json<Page>();
    const ids = all['hydra:member'].map((m) => m.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const first = (
      await call('GET', 'transport', '/api/invoices?order[id]=desc&itemsPerPage=1&page=2')
    ).json<Page>();
    expect(first['hydra:member'].map((m) => m.id)).toEqual([ids[1]]);
    expect(first['hydra:totalItems']).toBe(all['hydra:totalItems']);
    const number = all['hydra:member'][0]!.number;
    const byNumber = (
      await call('GET', 'transport', `/api/invoices?search=${encodeURIComponent(number)}`)
    ).json<Page>();
    expect(byNumber['hydra:member'].map((m) => m.number)).toEqual([number]);
    // The buyer's name, in any case and without diacritics.
    const byBuyer = (await call('GET', 'transport', '/api/invoices?search=KOLEJE%20mazow')).json<Page>();
    expect(byBuyer['hydra:totalItems']).toBe(all['hydra:totalItems']);
    const none = (await call('GET', 'transport', '/api/invoices?search=nie-ma-takiej')).json<Page>();
    expect(none['hydra:totalItems']).toBe(0);
    const paid = (await call('GET', 'transport', '/api/invoices?status=4&search=koleje')).json<Page>();
    expect(paid['hydra:totalItems']).toBe(1);
    const unpaged = (
      await call('GET', 'transport', '/api/invoices?pagination=false&order[id]=desc')
    ).json<Page>();
    expect(unpaged['hydra:member']).toHaveLength(all['hydra:totalItems']);
  });

  it('offers the six settled, not yet invoiced courses of the previous month', () => {
    expect(candidates.month).toBe('2026-10');
    expect(mazowieckie().courses).toHaveLength(6);
    expect(mazowieckie().kilometerStake).toBeGreaterThan(0);
  });
});

describe('POST /api/invoices', () => {
  it('creates an invoice numbered in the issue month, with totals that add up, and holds its courses', async () => {
    const ids = mazowieckie()
      .courses.slice(0, 2)
      .map((course) => course.id);
    const response = await call('POST', 'transport', '/api/invoices', body(ids));
    expect(response.statusCode).toBe(201);
    const invoice = response.json<InvoiceWire>();
    expect(invoice.number).toBe('FV 1/11/2026');
    expect(invoice.daysLeft).toBe(14);
    expect(invoice.courses.map((course) => course.id)).toEqual(ids);
    const sum = invoice.invoiceItems.reduce((total, item) => total + item.gross, 0);
    expect(invoice.totals.gross).toBe(sum);
    expect(invoice.totals.gross).toBe(invoice.totals.net + invoice.totals.vat);

    const again = await call('POST', 'transport', '/api/invoices', body(ids));
    expect(again.statusCode).toBe(409);
    expect(again.json<{ 'hydra:description': string }>()['hydra:description']).toBe(
      INVOICE_MESSAGES.courseTaken,
    );
    const next = await call('GET', 'transport', '/api/invoice_candidates');
    const left = next
      .json<InvoiceCandidates>()
      .buyers.find((entry) => entry.buyer.name === 'Koleje Mazowieckie');
    expect(left?.courses.map((course) => course.id)).not.toContain(ids[0]);

    // Cancelling frees the courses (row 502); a cancelled invoice moves no more.
    const cancel = await call('PUT', 'transport', `/api/invoices/${invoice.id}`, {
      status: 10,
      version: invoice.version,
    });
    expect(cancel.statusCode).toBe(200);
    const back = await call('PUT', 'transport', `/api/invoices/${invoice.id}`, {
      status: 2,
      version: invoice.version + 1,
    });
    expect(back.statusCode).toBe(409);
    expect(back.json<{ 'hydra:description': string }>()['hydra:description']).toBe(INVOICE_REFUSALS.status);
    const reused = await call('POST', 'transport', '/api/invoices', body(ids));
    expect(reused.statusCode).toBe(201);
    expect(reused.json<InvoiceWire>().number).toBe('FV 2/11/2026');
  });

  it.each([
    ['no items', { invoiceItems: [] }, 'invoiceItems', INVOICE_MESSAGES.items],
    [
      'a 5 % rate',
      { invoiceItems: [{ name: 'X', quantityUnit: 'km', tax: 5, price: 100, quantity: 1000 }] },
      'invoiceItems[0].tax',
      INVOICE_MESSAGES.taxRate,
    ],
    ['payment before issue', { paymentTo: '2026-11-01' }, 'paymentTo', INVOICE_MESSAGES.paymentBeforeIssue],
    ['no courses', { courses: [] }, 'courses', INVOICE_MESSAGES.courses],
  ])('refuses %s with the Polish message, creating nothing', async (_label, overrides, path, message) => {
    const before = (await call('GET', 'transport', '/api/invoices')).json<{ 'hydra:totalItems': number }>()[
      'hydra:totalItems'
    ];
    const response = await call(
      'POST',
      'transport',
      '/api/invoices',
      body([mazowieckie().courses[5]!.id], overrides),
    );
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(
      response.json<{ violations: { propertyPath: string; message: string }[] }>().violations,
    ).toContainEqual({
      propertyPath: path,
      message,
    });
    expect(
      (await call('GET', 'transport', '/api/invoices')).json<{ 'hydra:totalItems': number }>()[
        'hydra:totalItems'
      ],
    ).toBe(before);
  });

  it('refuses a course of another buyer or not settled (422), and a seller not one’s own (403)', async () => {
    const pkp = candidates.buyers.find((entry) => entry.buyer.name !== 'Koleje Mazowieckie');
    const wrongBuyer = await call(
      'POST',
      'transport',
      '/api/invoices',
      body([mazowieckie().courses[5]!.id], { buyer: pkp?.buyer['@id'] }),
    );
    expect(wrongBuyer.statusCode).toBe(422);
    const otherSeller = await call(
      'POST',
      'transport',
      '/api/invoices',
      body([mazowieckie().courses[5]!.id], { seller: mazowieckie().buyer['@id'] }),
    );
    expect(otherSeller.statusCode).toBe(403);
  });

  it('answers 403 to users without ROLE_INVOICE and ROLE_TRANSPORT_COMPANY, whatever they send', async () => {
    for (const username of ['admin', 'firma', 'dyspozytor', 'kierowca']) {
      expect((await call('GET', username, '/api/invoices')).statusCode).toBe(403);
      expect((await call('POST', username, '/api/invoices', {})).statusCode).toBe(403);
    }
  });
});

describe('GET/PUT /api/invoices/{id}', () => {
  const first = async () =>
    (await call('GET', 'transport', '/api/invoices?status=2')).json<{ 'hydra:member': { id: number }[] }>()[
      'hydra:member'
    ][0]!.id;

  it('hides another company’s invoice (404) and an unknown id (404)', async () => {
    const id = await first();
    expect((await call('GET', 'transport.slask', `/api/invoices/${id}`)).statusCode).toBeOneOf([403, 404]);
    expect((await call('GET', 'transport', '/api/invoices/999999')).statusCode).toBe(404);
  });

  it('requires the version read: 428 without, 412 on a stale If-Match, 409 on a stale body version', async () => {
    const id = await first();
    const invoice = (await call('GET', 'transport', `/api/invoices/${id}`)).json<InvoiceWire>();
    expect((await call('PUT', 'transport', `/api/invoices/${id}`, { place: 'Radom' })).statusCode).toBe(428);
    expect(
      (await call('PUT', 'transport', `/api/invoices/${id}`, { place: 'Radom' }, { 'if-match': 'W/"999"' }))
        .statusCode,
    ).toBe(412);
    expect(
      (await call('PUT', 'transport', `/api/invoices/${id}`, { place: 'Radom', version: 999 })).statusCode,
    ).toBe(409);
    const moved = await call(
      'PUT',
      'transport',
      `/api/invoices/${id}`,
      { place: 'Radom', status: 3 },
      { 'if-match': `W/"${invoice.version}"` },
    );
    expect(moved.statusCode).toBe(200);
    expect(moved.json<InvoiceWire>()).toMatchObject({ place: 'Radom', status: 3 });
  });

  it('exports the courses as CSV with every cell escaped', async () => {
    const id = await first();
    const response = await call('GET', 'transport', `/api/invoices/courses_export/${id}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    const [header, row] = response.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(header).toBe('Nr faktury;Kurs;Data;Przejazdy;Km;Oczekiwanie (h);Autostrady (zł)');
    expect(row).toMatch(/^FV \d+\/10\/2026;\d+;2026-09-\d\d;KM\//);
  });

  it('refuses the PDF of another seller before rendering (404) and 403 without the roles', async () => {
    const id = await first();
    expect((await call('GET', 'admin', `/api/invoices/${id}/pdf`)).statusCode).toBe(403);
    expect((await call('GET', 'transport', '/api/invoices/999999/pdf')).statusCode).toBe(404);
  });

  it('hands the renderer the invoice with the domain totals and answers a PDF attachment', async () => {
    const id = await first();
    const invoice = (await call('GET', 'transport', `/api/invoices/${id}`)).json<InvoiceWire>();
    const response = await call('GET', 'transport', `/api/invoices/${id}/pdf`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="FV-\d+-10-2026\.pdf"$/);
    expect(response.rawPayload.subarray(0, 4).toString('latin1')).toBe('%PDF');
    const document = rendered.documents.at(-1) as InvoiceDocument;
    expect(document.number).toBe(invoice.number);
    expect(document.totals).toEqual(invoice.totals);
    expect(document.vatSummary).toEqual(invoice.vatSummary);
    expect(document.seller).toMatchObject({
      name: 'Taxi Trans Warszawa',
      taxNumber: invoice.seller.taxNumber,
    });
    expect(document.buyer.name).toBe('Koleje Mazowieckie');
  });
});
