/**
 * Consent for company links (ADR 022, issue 29 items 1, 4, 5): a link made by one company grants
 * nothing until the other side confirms it; stakes bind only when the payer set or confirmed them; a
 * superior contractor manages only the contractors below itself.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as as asDemo, companyId as demoCompanyId, openDemoApp } from '../../test/demo-session.support';
import { linkStakes } from '../settlement/settlement.repository';
import { CONSENT_MESSAGES } from './company-link-consent.service';
import { LINK_MESSAGES } from './company-links.service';

let app: FastifyInstance;
const as = (username: string) => asDemo(app, username);
const id = (name: string) => demoCompanyId(app, name);
const ref = async (name: string) => `/api/companies/${await id(name)}`;

type Body = Record<string, unknown> & { violations?: unknown[]; 'hydra:member'?: Record<string, unknown>[] };
async function call(method: 'GET' | 'POST' | 'DELETE', url: string, username: string, payload?: object) {
  const response = await app.inject({
    method,
    url,
    headers: await as(username),
    ...(payload ? { payload } : {}),
  });
  const body: Body = response.body === '' ? {} : response.json<Body>();
  return { status: response.statusCode, body, text: response.body };
}

let nextNip = 7100000000;
async function company(isTransportCompany: boolean) {
  nextNip += 1;
  const { body } = await call('POST', '/api/companies', 'admin', {
    taxNumber: String(nextNip),
    name: `Firma ${nextNip}`,
    headquartersStreet: 'Prosta 1',
    headquartersZipCode: '00-001',
    headquartersCity: 'Warszawa',
    isTransportCompany,
  });
  return { id: body.id as number, iri: body['@id'] as string };
}

/** The seeded pending link: Trans-Śląsk Katowice asks to serve PKP Intercity. */
async function pendingSeededLink() {
  const { body } = await call(
    'GET',
    `/api/companies/${await id('Trans-Śląsk Katowice')}/principals`,
    'transport.slask',
  );
  const link = body['hydra:member']?.find(
    (row) => (row.principal as { name: string }).name === 'PKP Intercity',
  );
  if (!link) throw new Error('no seeded pending link');
  return link;
}

/** What transport.slask reads of PKP Intercity through the people, places, fleet and company routes. */
async function slaskSeesIntercity() {
  const intercity = await ref('PKP Intercity');
  const lists = ['/api/passengers', '/api/abstract_places', '/api/locomotives'];
  const seen: Record<string, boolean> = {};
  for (const url of lists) {
    const { text } = await call('GET', `${url}?pagination=false`, 'transport.slask');
    seen[url] = text.includes(`"${intercity}"`);
  }
  seen.profile = (await call('GET', intercity, 'transport.slask')).status === 200;
  return seen;
}

beforeAll(async () => {
  app = await openDemoApp();
});

afterAll(() => app.close());

describe('a principal link made by a transport company', () => {
  it('is pending, grants nothing, and grants its scope once the principal head confirms', async () => {
    const link = await pendingSeededLink();
    expect(link).toMatchObject({ confirmed: false, confirmedAt: null, currentStake: null });
    expect(await slaskSeesIntercity()).toEqual({
      '/api/passengers': false,
      '/api/abstract_places': false,
      '/api/locomotives': false,
      profile: false,
    });
    // Both sides see the pending link on their profile lists.
    const incoming = await call('GET', `${await ref('PKP Intercity')}/principals`, 'firma');
    expect(incoming.body['hydra:member']?.map((row) => [row.id, row.confirmed])).toContainEqual([
      link.id,
      false,
    ]);
    // Neither the asking side nor a stranger confirms it; the principal's head does.
    const url = `/api/company_principals/${String(link.id)}/confirm`;
    expect((await call('POST', url, 'transport.slask')).status).toBe(403);
    expect((await call('POST', url, 'firma.dbcargo')).status).toBe(404);
    const confirmed = await call('POST', url, 'firma');
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toMatchObject({ confirmed: true, currentStake: { kilometerRate: 305 } });
    expect(typeof confirmed.body.confirmedAt).toBe('string');
    const again = await call('POST', url, 'firma');
    expect(again.status).toBe(409);
    expect(again.body['hydra:description']).toBe(CONSENT_MESSAGES.linkConfirmed);
    const after = await slaskSeesIntercity();
    expect(after.profile).toBe(true);
    expect(after['/api/passengers'] || after['/api/abstract_places'] || after['/api/locomotives']).toBe(true);
  });

  it('of another tenant is 201 pending, and its principal may decline it with DELETE', async () => {
    const added = await call('POST', '/api/company_principals', 'transport', {
      company: await ref('Taxi Trans Warszawa'),
      principal: await ref('DB Cargo Polska'),
      billingModel: 'BACK_TO_THE_STARTING_POINT',
      kilometerRate: 999,
      waitHourRate: 9999,
    });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({ confirmed: false, currentStake: null });
    const linkId = String(added.body.id);
    // The rate the transport company proposed prices nothing.
    const stakes = await linkStakes(app.db, await id('DB Cargo Polska'), await id('Taxi Trans Warszawa'));
    expect(stakes.map((stake) => stake.kilometerRate)).not.toContain(999);
    expect((await call('DELETE', `/api/company_principals/${linkId}`, 'firma')).status).toBe(404);
    expect((await call('DELETE', `/api/company_principals/${linkId}`, 'firma.dbcargo')).status).toBe(204);
  });

  it('made by a manager is confirmed at once', async () => {
    const transport = await company(true);
    const railway = await company(false);
    const added = await call('POST', '/api/company_principals', 'admin', {
      company: transport.iri,
      principal: railway.iri,
      billingModel: 'BACK_TO_THE_STARTING_POINT',
      kilometerRate: 300,
      waitHourRate: 4000,
    });
    expect(added.body).toMatchObject({ confirmed: true, currentStake: { kilometerRate: 300 } });
  });
});

describe('a contractor link made by a company', () => {
  it('waits for the contractor; a stranger cannot confirm; the contractor confirms', async () => {
    const added = await call('POST', '/api/company_contractors', 'firma', {
      company: await ref('PKP Intercity'),
      // Not Trans-Śląsk: its pending principal link already links that pair (one link per pair, row 696).
      contractor: await ref('Auto-Przewozy Kraków'),
      contractorOf: 'railway_company',
      billingModel: 'BACK_TO_THE_STARTING_POINT',
      kilometerRate: 310,
      waitHourRate: 4100,
    });
    expect(added.status).toBe(201);
    // The payer set the rate, so it binds once the link does.
    expect(added.body).toMatchObject({ confirmed: false, stakes: [{ kilometerRate: 310, confirmed: true }] });
    const url = `/api/company_contractors/${String(added.body.id)}/confirm`;
    expect((await call('POST', url, 'firma')).status).toBe(403);
    expect((await call('POST', url, 'firma.dbcargo')).status).toBe(404);
    const done = await call('POST', url, 'podwykonawca');
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ confirmed: true, currentStake: { kilometerRate: 310 } });
  });
});

describe('a superior contractor', () => {
  it('may not mark a link superior, nor touch its own or a superior link', async () => {
    // Kolej-Trans Logistyka is a superior contractor of PKP Intercity in the demo.
    const intercity = await ref('PKP Intercity');
    const kolej = await id('Kolej-Trans Logistyka');
    const superior = await call('POST', '/api/company_contractors', 'transport.nadrzedny', {
      company: intercity,
      contractor: (await company(true)).iri,
      contractorOf: 'railway_company',
      superior: true,
      billingModel: 'BACK_TO_THE_STARTING_POINT',
    });
    expect(superior.status).toBe(422);
    expect(superior.body.violations).toEqual([
      { propertyPath: 'superior', message: LINK_MESSAGES.superiorNotYours },
    ]);
    const links = await call('GET', `${intercity}/contractors`, 'firma');
    const own = links.body['hydra:member']?.find((row) => (row.contractor as { id: number }).id === kolej);
    if (!own) throw new Error('no superior link');
    const stake = { kilometerRate: 999, waitHourRate: 9999, validFrom: '2030-01-01' };
    expect(
      (await call('POST', `/api/company_contractors/${String(own.id)}/stakes`, 'transport.nadrzedny', stake))
        .status,
    ).toBe(403);
    expect(
      (await call('DELETE', `/api/company_contractors/${String(own.id)}`, 'transport.nadrzedny')).status,
    ).toBe(403);
  });

  it('adds a plain contractor pending, and its stakes wait for the railway company', async () => {
    const added = await call('POST', '/api/company_contractors', 'transport.nadrzedny', {
      company: await ref('PKP Intercity'),
      contractor: (await company(true)).iri,
      contractorOf: 'railway_company',
      billingModel: 'BACK_TO_THE_STARTING_POINT',
      kilometerRate: 500,
      waitHourRate: 5000,
    });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({
      confirmed: false,
      stakes: [{ kilometerRate: 500, confirmed: false }],
    });
    const stakeId = String((added.body.stakes as { id: number }[])[0]?.id);
    // Not a party of the link (it acted for PKP Intercity): the stake is not its to confirm.
    expect((await call('POST', `/api/stakes/${stakeId}/confirm`, 'transport.nadrzedny')).status).toBe(404);
    expect((await call('POST', `/api/stakes/${stakeId}/confirm`, 'transport.slask')).status).toBe(404);
    const confirmed = await call('POST', `/api/stakes/${stakeId}/confirm`, 'firma');
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toMatchObject({ kilometerRate: 500, confirmed: true });
    expect((await call('POST', `/api/stakes/${stakeId}/confirm`, 'firma')).status).toBe(409);
  });
});

describe('GET /api/companies/{id}/link_candidates', () => {
  it('is no directory: a company finds an unlinked one only by exact NIP or name, without its data', async () => {
    const taxi = await id('Taxi Trans Warszawa');
    const url = `/api/companies/${taxi}/link_candidates?kind=contractor`;
    const names = (body: Body) => body['hydra:member']?.map((row) => row.name) ?? [];
    const listed = await call('GET', url, 'transport');
    expect(names(listed.body)).not.toContain('Trans-Śląsk Katowice');
    const linked = listed.body['hydra:member']?.find((row) => row.name === 'Auto-Przewozy Kraków');
    expect(linked?.taxNumber).toEqual(expect.any(String));
    const byNip = await call('GET', `${url}&q=6342871600`, 'transport');
    const slask = byNip.body['hydra:member']?.find((row) => row.name === 'Trans-Śląsk Katowice');
    expect(slask).toMatchObject({ taxNumber: null, headquartersCity: null });
    expect(names((await call('GET', `${url}&q=634287`, 'transport')).body)).not.toContain(
      'Trans-Śląsk Katowice',
    );
    expect(names((await call('GET', url, 'admin')).body)).toContain('Trans-Śląsk Katowice');
  });
});
