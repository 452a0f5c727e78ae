import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as as asDemo, companyId as demoCompanyId, openDemoApp } from '../../test/demo-session.support';
import { REQUIRED, VALIDATION_MESSAGES } from '../../../domain/validation/messages';
import { warsawDay } from '../../../domain/warsaw-time';
import { courses } from '../../db/course-schema';
import { LINK_MESSAGES } from './company-links.service';
import { SUPERIOR_ONLY_RAILWAY } from '../../../domain/companies/company-links.schema';
import { superiorCompaniesOf } from '../../../domain/courses/course-permissions';
import { companyContractors } from '../../db/schema';
import { superiorCompaniesOf as superiorCompaniesOfLog } from '../../events/event-log';
import { allContractorLinks } from './scope';

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
  return { status: response.statusCode, body };
}

let nextNip = 7000000000;
/** A fresh company made by the admin, so each test owns its rows. */
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

beforeAll(async () => {
  app = await openDemoApp();
});

afterAll(() => app.close());

describe('POST /api/company_contractors', () => {
  it('lets an admin add a railway company contractor with billing model and a stake from today', async () => {
    const railway = await company(false);
    const transport = await company(true);
    const { status, body } = await call('POST', '/api/company_contractors', 'admin', {
      company: railway.iri,
      contractor: transport.iri,
      contractorOf: 'railway_company',
      superior: true,
      billingModel: 'BACK_TO_THE_STARTING_POINT',
      kilometerRate: 250,
      waitHourRate: 3000,
    });
    expect(status).toBe(201);
    const today = warsawDay(new Date());
    expect(body).toMatchObject({
      superior: true,
      billingModel: 'BACK_TO_THE_STARTING_POINT',
      contractorOf: 'railway_company',
      currentStake: { kilometerRate: 250, waitHourRate: 3000, validFrom: today },
    });
    const list = await call('GET', `/api/companies/${railway.id}/contractors`, 'admin');
    expect(list.body['hydra:member']).toHaveLength(1);
  });

  it('sets NOT_AVAILABLE for a transport company subcontractor whatever was chosen', async () => {
    const owner = await company(true);
    const sub = await company(true);
    const { status, body } = await call('POST', '/api/company_contractors', 'admin', {
      company: owner.iri,
      contractor: sub.iri,
      contractorOf: 'transport_company',
      billingModel: 'ARRIVAL_AND_RETURN_TO_THE_STARTING_BASE',
    });
    expect(status).toBe(201);
    expect(body).toMatchObject({ billingModel: 'NOT_AVAILABLE', stakes: [], currentStake: null });
  });

  it('raises only a railway company contractor above others; an old superior subcontractor row grants nothing (row 884)', async () => {
    const owner = await company(true);
    const sub = await company(true);
    const railway = await company(false);
    const superiorSub = await call('POST', '/api/company_contractors', 'admin', {
      company: owner.iri,
      contractor: sub.iri,
      contractorOf: 'transport_company',
      superior: true,
    });
    expect(superiorSub.status).toBe(422);
    expect(superiorSub.body.violations).toEqual([
      { propertyPath: 'superior', message: SUPERIOR_ONLY_RAILWAY },
    ]);
    expect((await allContractorLinks(app.db)).some((link) => link.ownerId === owner.id)).toBe(false);
    // A row written before the rule: the course rules, the list's SQL and the live stream all ignore it.
    await app.db.insert(companyContractors).values({
      companyId: owner.id,
      contractorId: sub.id,
      superior: true,
      billingModel: 'NOT_AVAILABLE',
      contractorOf: 'transport_company',
      confirmedAt: new Date(),
    });
    const raised = await call('POST', '/api/company_contractors', 'admin', {
      company: railway.iri,
      contractor: sub.iri,
      contractorOf: 'railway_company',
      billingModel: 'BACK_TO_THE_STARTING_POINT',
      superior: true,
    });
    expect(raised.status).toBe(201);
    const links = await allContractorLinks(app.db);
    expect(links.find((link) => link.ownerId === owner.id)).toMatchObject({ superior: false });
    expect(superiorCompaniesOf(sub.id, links)).toEqual([railway.id]);
    expect(await superiorCompaniesOfLog(app.db, sub.id)).toEqual([railway.id]);
  });

  it('requires both rates or neither, naming the missing one', async () => {
    const railway = await company(false);
    const transport = await company(true);
    const base = {
      company: railway.iri,
      contractor: transport.iri,
      contractorOf: 'railway_company',
      billingModel: 'BACK_TO_THE_STARTING_POINT',
    };
    const onlyKm = await call('POST', '/api/company_contractors', 'admin', { ...base, kilometerRate: 250 });
    expect(onlyKm.status).toBe(422);
    expect(onlyKm.body.violations).toEqual([{ propertyPath: 'waitHourRate', message: REQUIRED }]);
    const onlyWait = await call('POST', '/api/company_contractors', 'admin', { ...base, waitHourRate: 250 });
    expect(onlyWait.body.violations).toEqual([{ propertyPath: 'kilometerRate', message: REQUIRED }]);
    const negative = await call('POST', '/api/company_contractors', 'admin', {
      ...base,
      kilometerRate: -1,
      waitHourRate: 1,
    });
    expect(negative.body.violations).toContainEqual({
      propertyPath: 'kilometerRate',
      message: VALIDATION_MESSAGES.rate,
    });
    const list = await call('GET', `/api/companies/${railway.id}/contractors`, 'admin');
    expect(list.body['hydra:member']).toHaveLength(0);
  });

  it('requires a billing model for a railway company contractor and refuses duplicates and non-transport contractors', async () => {
    const railway = await company(false);
    const transport = await company(true);
    const base = { company: railway.iri, contractor: transport.iri, contractorOf: 'railway_company' };
    const none = await call('POST', '/api/company_contractors', 'admin', base);
    expect(none.body.violations).toEqual([{ propertyPath: 'billingModel', message: REQUIRED }]);
    const notAvailable = await call('POST', '/api/company_contractors', 'admin', {
      ...base,
      billingModel: 'NOT_AVAILABLE',
    });
    expect(notAvailable.status).toBe(422);
    const ok = { ...base, billingModel: 'BACK_TO_THE_STARTING_POINT' };
    expect((await call('POST', '/api/company_contractors', 'admin', ok)).status).toBe(201);
    const twice = await call('POST', '/api/company_contractors', 'admin', ok);
    expect(twice.body.violations).toEqual([
      { propertyPath: 'contractor', message: LINK_MESSAGES.duplicateContractor },
    ]);
    // Two adds of one pair at the same moment: one link, and the other is told so (never a 500).
    const other = await company(true);
    const pair = { ...ok, contractor: other.iri };
    const raced = await Promise.all(
      [1, 2].map(() => call('POST', '/api/company_contractors', 'admin', pair)),
    );
    expect(raced.map((response) => response.status).sort()).toEqual([201, expect.any(Number)]);
    expect([409, 422]).toContain(raced.map((response) => response.status).sort()[1]);
    const railwayContractor = await call('POST', '/api/company_contractors', 'admin', {
      ...ok,
      contractor: await ref('PKP Cargo'),
    });
    expect(railwayContractor.status).toBe(422);
    const wrongSide = await call('POST', '/api/company_contractors', 'admin', {
      ...ok,
      contractorOf: 'transport_company',
      contractor: await ref('Euro-Bus Poznań'),
    });
    expect(wrongSide.body.violations).toEqual([
      { propertyPath: 'contractorOf', message: 'Nieprawidłowa wartość' },
    ]);
  });

  it('follows §6: a head of company adds to its own railway company only', async () => {
    const transport = await company(true);
    const own = await call('POST', '/api/company_contractors', 'firma', {
      company: await ref('PKP Intercity'),
      contractor: transport.iri,
      contractorOf: 'railway_company',
      billingModel: 'BACK_TO_THE_STARTING_POINT',
    });
    expect(own.status).toBe(201);
    const foreign = await call('POST', '/api/company_contractors', 'firma', {
      company: await ref('DB Cargo Polska'),
      contractor: transport.iri,
      contractorOf: 'railway_company',
      billingModel: 'BACK_TO_THE_STARTING_POINT',
    });
    expect(foreign.status).toBe(403);
    for (const username of ['dyspozytor.zewnetrzny', 'pasazer', 'kierowca', 'ksiegowa', 'hotel'])
      expect((await call('POST', '/api/company_contractors', username, {})).status, username).toBe(403);
  });

  it('follows §6: a transport company adds its own subcontractors, and railway contractors only where superior', async () => {
    const sub = await company(true);
    const mine = await call('POST', '/api/company_contractors', 'transport', {
      company: await ref('Taxi Trans Warszawa'),
      contractor: sub.iri,
      contractorOf: 'transport_company',
    });
    expect(mine.status).toBe(201);
    const notSuperior = await call('POST', '/api/company_contractors', 'transport', {
      company: await ref('PKP Intercity'),
      contractor: sub.iri,
      contractorOf: 'railway_company',
      billingModel: 'BACK_TO_THE_STARTING_POINT',
    });
    expect(notSuperior.status).toBe(403);
    const superior = await call('POST', '/api/company_contractors', 'transport.nadrzedny', {
      company: await ref('PKP Intercity'),
      contractor: sub.iri,
      contractorOf: 'railway_company',
      billingModel: 'ARRIVAL_AND_RETURN_TO_THE_STARTING_BASE',
    });
    expect(superior.status).toBe(201);
    const otherTransport = await call('POST', '/api/company_contractors', 'transport.slask', {
      company: await ref('Taxi Trans Warszawa'),
      contractor: sub.iri,
      contractorOf: 'transport_company',
    });
    expect(otherTransport.status).toBe(403);
  });
});

describe('POST /api/company_principals', () => {
  it('lets a transport company add a principal with billing model, and refuses others', async () => {
    const railway = await company(false);
    const added = await call('POST', '/api/company_principals', 'transport', {
      company: await ref('Taxi Trans Warszawa'),
      principal: railway.iri,
      superior: true,
      billingModel: 'ARRIVAL_AND_RETURN_TO_THE_STARTING_BASE',
      kilometerRate: 300,
      waitHourRate: 4000,
    });
    expect(added.status).toBe(201);
    // Made by the transport company alone: pending, and its rate waits for the principal (ADR 022).
    expect(added.body).toMatchObject({
      superior: true,
      confirmed: false,
      currentStake: null,
      stakes: [{ kilometerRate: 300, confirmed: false }],
    });
    const noModel = await call('POST', '/api/company_principals', 'transport', {
      company: await ref('Taxi Trans Warszawa'),
      principal: (await company(false)).iri,
    });
    expect(noModel.body.violations).toEqual([{ propertyPath: 'billingModel', message: REQUIRED }]);
    const transportPrincipal = await call('POST', '/api/company_principals', 'transport', {
      company: await ref('Taxi Trans Warszawa'),
      principal: (await company(true)).iri,
      billingModel: 'BACK_TO_THE_STARTING_POINT',
    });
    expect(transportPrincipal.status).toBe(422);
    expect((await call('POST', '/api/company_principals', 'firma', {})).status).toBe(403);
    const foreign = await call('POST', '/api/company_principals', 'transport.slask', {
      company: await ref('Taxi Trans Warszawa'),
      principal: railway.iri,
      billingModel: 'BACK_TO_THE_STARTING_POINT',
    });
    expect(foreign.status).toBe(403);
  });
});

describe('stakes and removal', () => {
  it('adds a new stake without rewriting the older one; both rates and validFrom required', async () => {
    const railway = await company(false);
    const transport = await company(true);
    const { body: link } = await call('POST', '/api/company_contractors', 'admin', {
      company: railway.iri,
      contractor: transport.iri,
      contractorOf: 'railway_company',
      billingModel: 'BACK_TO_THE_STARTING_POINT',
      kilometerRate: 250,
      waitHourRate: 3000,
    });
    const url = `/api/company_contractors/${link.id as number}/stakes`;
    const missing = await call('POST', url, 'admin', { kilometerRate: 100 });
    expect(missing.body.violations).toEqual(
      expect.arrayContaining([
        { propertyPath: 'waitHourRate', message: REQUIRED },
        { propertyPath: 'validFrom', message: REQUIRED },
      ]),
    );
    const added = await call('POST', url, 'admin', {
      kilometerRate: 260,
      waitHourRate: 3100,
      validFrom: '2099-01-01',
    });
    expect(added.status).toBe(201);
    expect(added.body.stakes).toEqual([
      expect.objectContaining({ kilometerRate: 260, validFrom: '2099-01-01' }),
      expect.objectContaining({ kilometerRate: 250, waitHourRate: 3000 }),
    ]);
    expect(added.body.currentStake).toMatchObject({ kilometerRate: 250 });
    const same = await call('POST', url, 'admin', {
      kilometerRate: 1,
      waitHourRate: 1,
      validFrom: '2099-01-01',
    });
    expect(same.body.violations).toEqual([
      { propertyPath: 'validFrom', message: LINK_MESSAGES.duplicateStake },
    ]);
    expect(
      (await call('POST', url, 'firma', { kilometerRate: 1, waitHourRate: 1, validFrom: '2099-02-01' }))
        .status,
    ).toBe(404);
  });

  it('answers 403 to a reader who may not re-price, 404 to a stranger and for a missing link', async () => {
    const pkp = await call('GET', `/api/companies/${await id('PKP Intercity')}/contractors`, 'firma');
    const taxiLink = pkp.body['hydra:member']?.find(
      (l) => (l.contractor as { name: string }).name === 'Taxi Trans Warszawa',
    );
    const url = `/api/company_contractors/${taxiLink?.id as number}/stakes`;
    const stake = { kilometerRate: 1, waitHourRate: 1, validFrom: '2099-03-01' };
    expect((await call('POST', url, 'transport', stake)).status).toBe(403);
    expect((await call('POST', url, 'transport.slask', stake)).status).toBe(404);
    expect((await call('POST', '/api/company_contractors/999999/stakes', 'admin', stake)).status).toBe(404);
  });

  it('removes an unused link with its stakes, and refuses one that has courses', async () => {
    const railway = await company(false);
    const transport = await company(true);
    const { body: link } = await call('POST', '/api/company_contractors', 'admin', {
      company: railway.iri,
      contractor: transport.iri,
      contractorOf: 'railway_company',
      billingModel: 'BACK_TO_THE_STARTING_POINT',
      kilometerRate: 1,
      waitHourRate: 1,
    });
    expect((await call('DELETE', `/api/company_contractors/${link.id as number}`, 'firma')).status).toBe(404);
    expect((await call('DELETE', `/api/company_contractors/${link.id as number}`, 'admin')).status).toBe(204);
    expect(
      (await call('GET', `/api/companies/${railway.id}/contractors`, 'admin')).body['hydra:member'],
    ).toEqual([]);
    const { body: used } = await call('POST', '/api/company_contractors', 'admin', {
      company: railway.iri,
      contractor: transport.iri,
      contractorOf: 'railway_company',
      billingModel: 'BACK_TO_THE_STARTING_POINT',
    });
    await app.db.insert(courses).values({ type: 'taxi', companyId: railway.id, contractorId: transport.id });
    const refused = await call('DELETE', `/api/company_contractors/${used.id as number}`, 'admin');
    expect(refused.status).toBe(409);
    expect(refused.body['hydra:description']).toBe(LINK_MESSAGES.linkInUse);
  });
});

describe('reading links', () => {
  it('shows the rates to the company, managers and accountants; refuses other tenants', async () => {
    const pkp = await id('PKP Intercity');
    for (const username of ['admin', 'dyspozytor', 'ksiegowa', 'firma', 'transport.nadrzedny'])
      expect((await call('GET', `/api/companies/${pkp}/contractors`, username)).status, username).toBe(200);
    for (const username of ['transport', 'firma.dbcargo', 'kierowca'])
      expect((await call('GET', `/api/companies/${pkp}/contractors`, username)).status, username).toBe(403);
    expect((await call('GET', '/api/companies/999999/principals', 'admin')).status).toBe(404);
    // The demo's pairs hold the railway company's contractor link alone (row 696): Taxi Trans reads it
    // among the links of its own company.
    const taxi = await call(
      'GET',
      `/api/companies/${await id('Taxi Trans Warszawa')}/contractors`,
      'transport',
    );
    expect(taxi.body['hydra:member']?.map((l) => (l.company as { name: string }).name)).toContain(
      'PKP Intercity',
    );
  });

  it('offers transport companies as contractor candidates and railway ones as principal candidates', async () => {
    const taxi = await id('Taxi Trans Warszawa');
    const contractors = await call(
      'GET',
      `/api/companies/${taxi}/link_candidates?kind=contractor`,
      'transport',
    );
    expect(contractors.body['hydra:member']?.every((c) => c.isTransportCompany === true)).toBe(true);
    expect(contractors.body['hydra:member']?.some((c) => c.id === taxi)).toBe(false);
    const principals = await call(
      'GET',
      `/api/companies/${taxi}/link_candidates?kind=principal`,
      'transport',
    );
    expect(principals.body['hydra:member']?.every((c) => c.isTransportCompany === false)).toBe(true);
  });
});
