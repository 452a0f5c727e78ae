import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as as asDemo, companyId as demoCompanyId, openDemoApp } from '../../test/demo-session.support';

let app: FastifyInstance;
const as = (username: string) => asDemo(app, username);

const companyId = (name: string) => demoCompanyId(app, name);

interface Company {
  '@id': string;
  id: number;
  name: string;
  isTransportCompany: boolean;
  courseEmployeeSmsNotification: boolean;
}
interface Collection {
  'hydra:member': Company[];
  'hydra:totalItems': number;
  'hydra:view'?: Record<string, string>;
}

async function get(username: string, url: string) {
  const response = await app.inject({ method: 'GET', url, headers: await as(username) });
  return { status: response.statusCode, body: response.json<Collection & Record<string, unknown>>() };
}

const names = (body: Collection) => body['hydra:member'].map((c) => c.name).sort();

beforeAll(async () => {
  app = await openDemoApp();
});

afterAll(() => app.close());

describe('GET /api/companies', () => {
  it('lists every company for a manager, paged, with the transport flag filter', async () => {
    const { status, body } = await get('admin', '/api/companies?itemsPerPage=4');
    expect(status).toBe(200);
    expect(body['hydra:member']).toHaveLength(4);
    expect(body['hydra:totalItems']).toBe(10);
    expect(body['hydra:view']?.['hydra:last']).toContain('page=3');
    const transport = await get('admin', '/api/companies?isTransportCompany=true&pagination=false');
    expect(transport.body['hydra:member']).toHaveLength(5);
    expect(transport.body['hydra:member'].every((c) => c.isTransportCompany)).toBe(true);
    const railway = await get('admin', '/api/companies?isTransportCompany=false&pagination=false');
    expect(railway.body['hydra:member'].every((c) => !c.isTransportCompany)).toBe(true);
    const taxi = transport.body['hydra:member'].find((c) => c.name === 'Taxi Trans Warszawa');
    expect(taxi?.courseEmployeeSmsNotification).toBe(true);
  });

  it('shows a company user its own and linked companies only', async () => {
    const { body } = await get('firma', '/api/companies?pagination=false');
    expect(names(body)).toEqual([
      'Euro-Bus Poznań',
      'Kolej-Trans Logistyka',
      'PKP Intercity',
      'Taxi Trans Warszawa',
    ]);
  });

  it('refuses a bad flag', async () => {
    const { status, body } = await get('admin', '/api/companies?isTransportCompany=yes');
    expect(status).toBe(400);
    expect(body['hydra:description']).toBe('Nieprawidłowa wartość parametru isTransportCompany');
  });
});

describe('GET /api/companies/{id}', () => {
  it('gives the profile fields', async () => {
    const id = await companyId('PKP Intercity');
    const response = await app.inject({
      method: 'GET',
      url: `/api/companies/${id}`,
      headers: await as('firma'),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      '@id': `/api/companies/${id}`,
      '@type': 'Company',
      name: 'PKP Intercity',
      taxNumber: '5262546116',
      headquartersStreet: 'Aleje Jerozolimskie 142A',
      headquartersZipCode: '02-305',
      headquartersCity: 'Warszawa',
      bankAccountNumber: '52102010260000041284573100',
    });
  });

  it('answers 404 for another tenant, an unknown id and a bad id', async () => {
    const cargo = await companyId('PKP Cargo');
    for (const url of [
      `/api/companies/${cargo}`,
      '/api/companies/999999',
      '/api/companies/abc',
      '/api/companies/0',
    ]) {
      const response = await app.inject({ method: 'GET', url, headers: await as('firma') });
      expect(response.statusCode, url).toBe(404);
      expect(response.json<Record<string, string>>()['hydra:description']).toBe('Nie znaleziono zasobu');
    }
  });
});

describe('GET /api/companies/{id}/contractor_choices', () => {
  it('gives a railway company its contractors', async () => {
    const id = await companyId('PKP Intercity');
    const { status, body } = await get('firma', `/api/companies/${id}/contractor_choices`);
    expect(status).toBe(200);
    expect(names(body)).toEqual(['Euro-Bus Poznań', 'Kolej-Trans Logistyka', 'Taxi Trans Warszawa']);
  });

  it('gives a base transport company itself and its contractors', async () => {
    const id = await companyId('PKP Intercity');
    const { body } = await get('transport', `/api/companies/${id}/contractor_choices`);
    expect(names(body)).toEqual(['Auto-Przewozy Kraków', 'Taxi Trans Warszawa']);
  });

  it('gives a superior contractor also the railway company’s contractors', async () => {
    const id = await companyId('PKP Intercity');
    const { body } = await get('transport.nadrzedny', `/api/companies/${id}/contractor_choices`);
    expect(names(body)).toEqual(['Euro-Bus Poznań', 'Kolej-Trans Logistyka', 'Taxi Trans Warszawa']);
  });

  it('gives a manager the company’s contractors and a driver none', async () => {
    const id = await companyId('PKP Cargo');
    const admin = await get('admin', `/api/companies/${id}/contractor_choices`);
    expect(names(admin.body)).toEqual([
      'Auto-Przewozy Kraków',
      'Kolej-Trans Logistyka',
      'Trans-Śląsk Katowice',
    ]);
    const taxi = await companyId('Taxi Trans Warszawa');
    const driver = await get('kierowca', `/api/companies/${taxi}/contractor_choices`);
    expect(driver.body['hydra:totalItems']).toBe(0);
  });

  it('hides another tenant’s company', async () => {
    const id = await companyId('PKP Cargo');
    const { status } = await get('firma', `/api/companies/${id}/contractor_choices`);
    expect(status).toBe(404);
  });
});

describe('GET /api/companies/{id}/subcontractor_choices', () => {
  it('gives the contractor’s own contractors, never the contractor itself', async () => {
    const id = await companyId('Taxi Trans Warszawa');
    const { status, body } = await get('dyspozytor', `/api/companies/${id}/subcontractor_choices`);
    expect(status).toBe(200);
    expect(names(body)).not.toContain('Taxi Trans Warszawa');
    expect(names(body)).toEqual(['Auto-Przewozy Kraków']);
  });

  it('tells a transport company nothing of the other contractors of a railway company it serves', async () => {
    // PKP Cargo is served by Trans-Śląsk (second tenant) and by the first tenant's transport companies.
    const id = await companyId('PKP Cargo');
    const { status, body } = await get('transport.slask', `/api/companies/${id}/subcontractor_choices`);
    expect(status).toBe(200);
    expect(names(body)).toEqual([]);
    const own = await get(
      'transport.slask',
      `/api/companies/${await companyId('Trans-Śląsk Katowice')}/subcontractor_choices`,
    );
    expect(own.status).toBe(200);
  });
});
