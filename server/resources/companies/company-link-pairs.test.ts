/**
 * One link per pair (row 696): a railway company and a transport company hold either the railway
 * company's contractor link or the transport company's principal link, pending or confirmed, never
 * both, so the pair has one set of stakes. Tried on the demo's pairs by each side.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../seed/demo';
import { as, companyId } from '../../test/demo-session.support';
import { createTestApp } from '../../test/factories.support';
import { LINK_MESSAGES } from './company-links.service';

let app: FastifyInstance;

beforeAll(async () => {
  app = await createTestApp({});
  await app.ready();
  await seedDemo(app.db);
});
afterAll(() => app.close());

const ref = async (name: string) => `/api/companies/${await companyId(app, name)}`;

async function post(username: string, url: string, payload: object) {
  const response = await app.inject({ method: 'POST', url, headers: await as(app, username), payload });
  return { status: response.statusCode, body: response.json<{ violations?: unknown[] }>() };
}

const principal = async (username: string, company: string, railway: string) =>
  post(username, '/api/company_principals', {
    company: await ref(company),
    principal: await ref(railway),
    billingModel: 'BACK_TO_THE_STARTING_POINT',
  });

const contractor = async (username: string, railway: string, company: string) =>
  post(username, '/api/company_contractors', {
    company: await ref(railway),
    contractor: await ref(company),
    contractorOf: 'railway_company',
    billingModel: 'BACK_TO_THE_STARTING_POINT',
  });

describe('one link per pair', () => {
  it('refuses a principal the railway company already made its contractor, to each side and the admin', async () => {
    // Orlen KolTrans hired Taxi Trans Warszawa (contractor link only); DB Cargo hired Trans-Śląsk.
    for (const [username, company, railway] of [
      ['transport', 'Taxi Trans Warszawa', 'Orlen KolTrans'],
      ['transport.slask', 'Trans-Śląsk Katowice', 'DB Cargo Polska'],
      ['admin', 'Taxi Trans Warszawa', 'Orlen KolTrans'],
    ] as const) {
      const refused = await principal(username, company, railway);
      expect(refused.status).toBe(422);
      expect(refused.body.violations).toEqual([
        { propertyPath: 'principal', message: LINK_MESSAGES.duplicatePrincipal },
      ]);
    }
  });

  it('refuses a contractor that already asked to serve the railway company, even while pending', async () => {
    // Trans-Śląsk's principal link to PKP Intercity waits for `firma` (ADR 022).
    for (const username of ['firma', 'admin']) {
      const refused = await contractor(username, 'PKP Intercity', 'Trans-Śląsk Katowice');
      expect(refused.status).toBe(422);
      expect(refused.body.violations).toEqual([
        { propertyPath: 'contractor', message: LINK_MESSAGES.duplicateContractor },
      ]);
    }
  });

  it('still lets another tenant’s head add its own contractor where no link of the pair exists', async () => {
    expect((await contractor('firma.dbcargo', 'DB Cargo Polska', 'Taxi Trans Warszawa')).status).toBe(201);
    // The other side of that new pair cannot add the second link.
    expect((await principal('transport', 'Taxi Trans Warszawa', 'DB Cargo Polska')).status).toBe(422);
  });
});
