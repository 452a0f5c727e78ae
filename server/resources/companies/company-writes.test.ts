import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as as asDemo, companyId as demoCompanyId, openDemoApp } from '../../test/demo-session.support';
import { VALIDATION_MESSAGES, REQUIRED } from '../../../domain/validation/messages';
import { BANK_ACCOUNT_MESSAGE, type CompanyBody } from '../../../domain/companies/company-body.schema';
import { DUPLICATE_NIP } from './company-writes.service';

let app: FastifyInstance;
const as = (username: string) => asDemo(app, username);

const valid: CompanyBody = {
  taxNumber: '1234563218',
  name: 'Nowy Przewoźnik',
  headquartersStreet: 'Prosta 1',
  headquartersZipCode: '00-001',
  headquartersCity: 'Warszawa',
  email: '',
  phone: '',
  bankAccountNumber: '61 1090 1014 0000 0712 1981 2874',
  isTransportCompany: true,
  courseEmployeeSmsNotification: true,
};

async function call(
  method: 'POST' | 'PUT' | 'DELETE',
  url: string,
  username: string,
  body?: object,
  headers = {},
) {
  const response = await app.inject({
    method,
    url,
    headers: { ...(await as(username)), ...headers },
    ...(body ? { payload: body } : {}),
  });
  const answer = response.body === '' ? {} : response.json<Record<string, unknown>>();
  return { status: response.statusCode, body: answer, headers: response.headers };
}
const post = (username: string, body: object) => call('POST', '/api/companies', username, body);

beforeAll(async () => {
  app = await openDemoApp();
});

afterAll(() => app.close());

describe('POST /api/companies', () => {
  it('lets a manager create a transport company with its bank account and sms flag', async () => {
    const { status, body, headers } = await post('admin', valid);
    expect(status).toBe(201);
    expect(headers.etag).toBe('W/"1"');
    expect(body).toMatchObject({
      name: 'Nowy Przewoźnik',
      taxNumber: '1234563218',
      isTransportCompany: true,
      courseEmployeeSmsNotification: true,
      bankAccountNumber: '61109010140000071219812874',
      email: null,
      phone: null,
    });
    const dispatcher = await post('dyspozytor', {
      ...valid,
      taxNumber: '1234563219',
      isTransportCompany: false,
    });
    expect(dispatcher.status).toBe(201);
    expect(dispatcher.body.isTransportCompany).toBe(false);
  });

  it('refuses everybody who is not a manager, whatever the body', async () => {
    for (const username of ['firma', 'transport', 'kierowca', 'pasazer', 'ksiegowa']) {
      expect((await post(username, valid)).status, username).toBe(403);
      expect((await post(username, {})).status, username).toBe(403);
    }
  });

  const cases: [string, Partial<CompanyBody> & Record<string, unknown>, string, string][] = [
    ['missing NIP', { taxNumber: '' }, 'taxNumber', REQUIRED],
    ['NIP with dashes', { taxNumber: '123-456-32' }, 'taxNumber', VALIDATION_MESSAGES.nipDigitsOnly],
    ['NIP of 9 digits', { taxNumber: '123456321' }, 'taxNumber', VALIDATION_MESSAGES.nipLength],
    ['NIP of 11 digits', { taxNumber: '12345632181' }, 'taxNumber', VALIDATION_MESSAGES.nipLength],
    ['missing name', { name: ' ' }, 'name', REQUIRED],
    ['missing street', { headquartersStreet: '' }, 'headquartersStreet', REQUIRED],
    ['missing city', { headquartersCity: '' }, 'headquartersCity', REQUIRED],
    ['missing zip', { headquartersZipCode: '' }, 'headquartersZipCode', REQUIRED],
    ['bad zip', { headquartersZipCode: '00001' }, 'headquartersZipCode', VALIDATION_MESSAGES.zipCode],
    ['bad e-mail', { email: 'biuro@' }, 'email', VALIDATION_MESSAGES.companyEmail],
    ['bad phone', { phone: '12345' }, 'phone', VALIDATION_MESSAGES.phone],
    ['bad bank account', { bankAccountNumber: '1234' }, 'bankAccountNumber', BANK_ACCOUNT_MESSAGE],
  ];
  it.each(cases)(
    'answers 422 for %s with the §5 message and creates nothing',
    async (_, change, path, message) => {
      const { status, body } = await post('admin', { ...valid, taxNumber: '9999999999', ...change });
      expect(status).toBe(422);
      expect(body.violations).toContainEqual({ propertyPath: path, message });
      const list = await app.inject({
        method: 'GET',
        url: '/api/companies?pagination=false&isTransportCompany=true',
        headers: await as('admin'),
      });
      expect(JSON.stringify(list.json())).not.toContain('9999999999');
    },
  );

  it('refuses a second active company with the same NIP', async () => {
    const { status, body } = await post('admin', { ...valid, name: 'Kopia' });
    expect(status).toBe(422);
    expect(body.violations).toContainEqual({ propertyPath: 'taxNumber', message: DUPLICATE_NIP });
  });
});

describe('PUT /api/companies/{id}', () => {
  async function fresh(taxNumber: string) {
    const { body } = await post('admin', { ...valid, taxNumber });
    return body.id as number;
  }

  it('changes the fields with the body version and bumps it', async () => {
    const id = await fresh('1111111111');
    const { status, body, headers } = await call('PUT', `/api/companies/${id}`, 'dyspozytor', {
      ...valid,
      taxNumber: '1111111111',
      name: 'Zmieniona',
      courseEmployeeSmsNotification: false,
      version: 1,
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({ name: 'Zmieniona', courseEmployeeSmsNotification: false, version: 2 });
    expect(headers.etag).toBe('W/"2"');
  });

  it('answers 409 for a stale body version, 412 for a stale If-Match, 428 without either', async () => {
    const id = await fresh('2222222222');
    const body = { ...valid, taxNumber: '2222222222' };
    expect((await call('PUT', `/api/companies/${id}`, 'admin', { ...body, version: 1 })).status).toBe(200);
    expect((await call('PUT', `/api/companies/${id}`, 'admin', { ...body, version: 1 })).status).toBe(409);
    expect((await call('PUT', `/api/companies/${id}`, 'admin', body, { 'if-match': 'W/"1"' })).status).toBe(
      412,
    );
    expect((await call('PUT', `/api/companies/${id}`, 'admin', body)).status).toBe(428);
    expect((await call('PUT', `/api/companies/${id}`, 'admin', body, { 'if-match': 'W/"2"' })).status).toBe(
      200,
    );
  });

  it('refuses non-managers (403) and answers 404 for a missing company', async () => {
    const pkp = await demoCompanyId(app, 'PKP Intercity');
    expect((await call('PUT', `/api/companies/${pkp}`, 'firma', { ...valid, version: 1 })).status).toBe(403);
    expect((await call('PUT', `/api/companies/${pkp}`, 'transport', {})).status).toBe(403);
    expect((await call('PUT', '/api/companies/999999', 'admin', { ...valid, version: 1 })).status).toBe(404);
  });

  it('answers 422 with the §5 message and keeps the row', async () => {
    const id = await fresh('3333333333');
    const { status, body } = await call('PUT', `/api/companies/${id}`, 'admin', {
      ...valid,
      taxNumber: '3333333333',
      headquartersZipCode: '3-333',
      version: 1,
    });
    expect(status).toBe(422);
    expect(body.violations).toContainEqual({
      propertyPath: 'headquartersZipCode',
      message: VALIDATION_MESSAGES.zipCode,
    });
    const read = await app.inject({ method: 'GET', url: `/api/companies/${id}`, headers: await as('admin') });
    expect(read.json<Record<string, unknown>>().headquartersZipCode).toBe('00-001');
  });
});

describe('DELETE /api/companies/{id}', () => {
  it('soft-deletes for a manager only; the profile stays readable by id', async () => {
    const { body } = await post('admin', { ...valid, taxNumber: '4444444444' });
    const id = body.id as number;
    expect((await call('DELETE', `/api/companies/${id}`, 'firma')).status).toBe(403);
    expect((await call('DELETE', `/api/companies/${id}`, 'admin')).status).toBe(204);
    const read = await app.inject({ method: 'GET', url: `/api/companies/${id}`, headers: await as('admin') });
    expect(read.json<Record<string, unknown>>().isActive).toBe(false);
    expect((await call('DELETE', `/api/companies/${id}`, 'admin')).status).toBe(404);
  });
});

describe('GET /api/companies as the administration list', () => {
  it('sorts newest first, searches name, NIP and city, and gives the list columns', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/companies?order[id]=desc&itemsPerPage=25&page=1&search=przewo',
      headers: await as('admin'),
    });
    expect(response.statusCode).toBe(200);
    const members = response.json<{ 'hydra:member': { id: number; name: string; taxNumber: string }[] }>()[
      'hydra:member'
    ];
    const ids = members.map((m) => m.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(members.map((m) => m.name)).toContain('Nowy Przewoźnik');
    expect(members.map((m) => m.name)).toContain('Auto-Przewozy Kraków');
    const byNip = await app.inject({
      method: 'GET',
      url: '/api/companies?order[id]=desc&search=1234563218',
      headers: await as('admin'),
    });
    expect(byNip.json<{ 'hydra:member': { taxNumber: string }[] }>()['hydra:member']).toEqual([
      expect.objectContaining({ taxNumber: '1234563218', headquartersCity: 'Warszawa' }),
    ]);
  });
});
