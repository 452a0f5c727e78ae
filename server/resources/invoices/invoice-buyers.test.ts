/**
 * Whom `transport` (Taxi Trans Warszawa) may invoice (rows 504, 695): the railway companies it serves
 * through one confirmed link of either kind, offered by `GET api/invoice_candidates` and accepted by
 * `POST api/invoices` alike; a pending link or another tenant's railway company is refused with the 422.
 */
import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InvoiceCandidates } from '../../../domain/contract/invoice.schema';
import { INVOICE_MESSAGES } from '../../../domain/invoices/invoice.schema';
import { companies, companyContractors, companyPrincipals } from '../../db/schema';
import { seedDemo } from '../../seed/demo';
import { as, companyId } from '../../test/demo-session.support';
import { createTestApp } from '../../test/factories.support';

const NOW = new Date('2026-11-26T12:00:00Z');
let app: FastifyInstance;
let taxiTrans: number;

beforeAll(async () => {
  app = await createTestApp({}, { now: () => NOW });
  await app.ready();
  await seedDemo(app.db);
  taxiTrans = await companyId(app, 'Taxi Trans Warszawa');
});
afterAll(() => app.close());

const buyerNames = async () => {
  const response = await app.inject({
    method: 'GET',
    url: '/api/invoice_candidates',
    headers: await as(app, 'transport'),
  });
  expect(response.statusCode).toBe(200);
  return response.json<InvoiceCandidates>().buyers.map((entry) => entry.buyer.name);
};

/** A create for `buyer` with no valid course: the buyer is checked first, so its answer tells. */
const createFor = async (buyer: string) =>
  app.inject({
    method: 'POST',
    url: '/api/invoices',
    headers: await as(app, 'transport'),
    payload: {
      seller: `/api/companies/${taxiTrans}`,
      buyer: `/api/companies/${await companyId(app, buyer)}`,
      place: 'Warszawa',
      issueDate: '2026-11-26',
      sellDate: '2026-10-31',
      paymentTo: '2026-12-10',
      kilometerStake: 300,
      waitStake: 4000,
      status: 2,
      invoiceItems: [{ name: 'Usługa', quantityUnit: 'km', tax: 23, price: 300, quantity: 1000 }],
      courses: ['/api/taxi_courses/999999'],
    },
  });

const violations = (response: { json: <T>() => T }) =>
  response.json<{ violations: { propertyPath: string; message: string }[] }>().violations;

const refusesBuyer = async (buyer: string) => {
  const response = await createFor(buyer);
  expect(response.statusCode).toBe(422);
  expect(violations(response)).toEqual([
    { propertyPath: 'buyer', message: INVOICE_MESSAGES.buyerNotPrincipal },
  ]);
};

const acceptsBuyer = async (buyer: string) => {
  const response = await createFor(buyer);
  // Past the buyer check: only the made-up course is refused.
  expect(violations(response).map((violation) => violation.propertyPath)).toEqual(['courses']);
};

describe('invoice buyers', () => {
  it("names the seller's bank account, which the form warns about when there is none (issue 31)", async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/invoice_candidates',
      headers: await as(app, 'transport'),
    });
    const [seller] = await app.db
      .select({ account: companies.bankAccountNumber })
      .from(companies)
      .where(eq(companies.id, taxiTrans));
    expect(response.json<InvoiceCandidates>().seller).toMatchObject({
      id: taxiTrans,
      bankAccountNumber: seller?.account ?? null,
    });
  });

  it('offers and accepts a railway company whose own contractor link names the seller', async () => {
    // Orlen KolTrans made Taxi Trans its contractor; Taxi Trans has no principal link to it.
    expect(await buyerNames()).toEqual(['Koleje Mazowieckie', 'Orlen KolTrans', 'PKP Intercity']);
    await acceptsBuyer('Orlen KolTrans');
  });

  it('offers and accepts a railway company the seller serves through its confirmed principal link', async () => {
    const pkpCargo = await companyId(app, 'PKP Cargo');
    await refusesBuyer('PKP Cargo');
    await app.db
      .insert(companyPrincipals)
      .values({ companyId: taxiTrans, principalId: pkpCargo, billingModel: 'BACK_TO_THE_STARTING_POINT' });
    expect(await buyerNames()).toContain('PKP Cargo');
    await acceptsBuyer('PKP Cargo');
  });

  it('neither offers nor accepts a buyer whose link is still pending', async () => {
    const orlen = await companyId(app, 'Orlen KolTrans');
    const link = and(eq(companyContractors.companyId, orlen), eq(companyContractors.contractorId, taxiTrans));
    await app.db.update(companyContractors).set({ confirmedAt: null }).where(link);
    try {
      expect(await buyerNames()).not.toContain('Orlen KolTrans');
      await refusesBuyer('Orlen KolTrans');
    } finally {
      await app.db.update(companyContractors).set({ confirmedAt: new Date() }).where(link);
    }
  });

  it('refuses another tenant’s railway company, which the seller does not serve', async () => {
    expect(await buyerNames()).not.toContain('DB Cargo Polska');
    await refusesBuyer('DB Cargo Polska');
  });
});
