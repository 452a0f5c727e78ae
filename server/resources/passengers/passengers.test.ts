import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHONE_LIST_MESSAGES } from '../../../domain/people/user-block.schema';
import { brandModels, cars } from '../../db/fleet-schema';
import { employeeGroups, passengers, users } from '../../db/schema';
import {
  as,
  buildWriteApp,
  companyId,
  createdByDispatcher,
  demoIris,
  taxiPayload,
} from '../../test/course-writes/write-app.support';

let app: FastifyInstance;

interface Passenger {
  '@id': string;
  id: number;
  userId: number;
  name: string;
  email: string | null;
  phone: string | null;
  phones: { id: number; phone: string; main: boolean }[];
  company: { id: number; name: string } | null;
  employeeGroup: { id: number; name: string } | null;
  home: { id: number; address: string | null } | null;
  cars: { '@id': string; id: number; registrationNumber: string; brand: string; model: string }[];
  version: number;
}
interface Problem {
  'hydra:description': string;
  violations?: { propertyPath: string; message: string }[];
}
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

async function call<T = Passenger>(username: string, method: Method, url: string, payload?: object) {
  const response = await app.inject({
    method,
    url,
    headers: await as(app, username),
    ...(payload === undefined ? {} : { payload }),
  });
  return { status: response.statusCode, body: response.body === '' ? null : response.json<T & Problem>() };
}
const violations = (body: Problem | null) =>
  (body?.violations ?? []).map((v) => `${v.propertyPath}: ${v.message}`);

let counter = 0;
const person = (extra: object = {}) => {
  counter += 1;
  return {
    firstname: 'Jan',
    surname: `Testowy${counter}`,
    email: '',
    phones: [
      { phone: '600100200', main: false },
      { phone: '501234567', main: true },
    ],
    ...extra,
  };
};
const company = async (name: string) => `/api/companies/${await companyId(app, name)}`;

async function created(username: string, payload: object) {
  const { status, body } = await call(username, 'POST', '/api/passengers', payload);
  expect(status, JSON.stringify(body)).toBe(201);
  if (!body) throw new Error('no body');
  return body;
}

beforeAll(async () => {
  app = await buildWriteApp();
}, 60_000);
afterAll(() => app.close());

describe('POST /api/passengers', () => {
  it("gives a head of company's passenger the company and one of its groups, two phones one default", async () => {
    const intercity = await companyId(app, 'PKP Intercity');
    const [group] = await app.db.select().from(employeeGroups).where(eq(employeeGroups.companyId, intercity));
    const body = await created(
      'firma',
      person({ email: 'jan.testowy@example.pl', employeeGroup: `/api/employee_groups/${group?.id}` }),
    );
    expect(body.company?.id).toBe(intercity);
    expect(body.employeeGroup?.id).toBe(group?.id);
    expect(body.phones.map((p) => [p.phone, p.main])).toEqual([
      ['600100200', false],
      ['501234567', true],
    ]);
    expect(body.phone).toBe('501234567');
    const [user] = await app.db.select().from(users).where(eq(users.id, body.userId));
    expect(user?.companyId).toBe(intercity);
    const list = await call<{ 'hydra:member': Passenger[] }>(
      'firma',
      'GET',
      '/api/passengers?order[id]=desc&page=1&itemsPerPage=25',
    );
    expect(list.body?.['hydra:member'][0]).toMatchObject({
      id: body.id,
      email: 'jan.testowy@example.pl',
      employeeGroup: { id: group?.id },
    });
    const search = await call<{ 'hydra:member': Passenger[] }>(
      'firma',
      'GET',
      '/api/passengers?search=jan.testowy',
    );
    expect(search.body?.['hydra:member'].map((p) => p.id)).toEqual([body.id]);
  });

  it('refuses bad input with the §5 messages and stores nothing', async () => {
    const before = (await app.db.select().from(passengers)).length;
    const cases: [string, object, string][] = [
      ['firma', person({ firstname: ' ', surname: '' }), 'firstname: Pole wymagane'],
      ['firma', person({ surname: '' }), 'surname: Pole wymagane'],
      [
        'firma',
        person({ phones: [{ phone: '12345', main: true }] }),
        'phones[0].phone: Numer telefonu powinien składać się z 9 cyfr',
      ],
      [
        'firma',
        person({ phones: [{ phone: '600100200', main: false }] }),
        `phones[0].main: ${PHONE_LIST_MESSAGES.oneDefault}`,
      ],
      [
        'firma',
        person({
          phones: [
            { phone: '600100200', main: true },
            { phone: '600100201', main: true },
          ],
        }),
        `phones[0].main: ${PHONE_LIST_MESSAGES.oneDefault}`,
      ],
      ['firma', person({ email: 'jan@' }), 'email: Niepoprawny format adresu email'],
      ['admin', person(), 'employer: Pole wymagane'],
      ['transport', person({ employer: '' }), 'employer: Pole wymagane'],
    ];
    for (const [username, payload, message] of cases) {
      const { status, body } = await call(username, 'POST', '/api/passengers', payload);
      expect([username, status]).toEqual([username, 422]);
      expect(violations(body).map((v) => v.replace(/^phones\.(\d)/, 'phones[$1]'))).toContain(message);
    }
    expect(await app.db.select().from(passengers)).toHaveLength(before);
  });

  it('offers each user the employers of §6 and refuses the others', async () => {
    const intercity = await company('PKP Intercity');
    const dbCargo = await company('DB Cargo Polska');
    const taxiTrans = await company('Taxi Trans Warszawa');
    expect((await created('admin', person({ employer: dbCargo }))).company?.name).toBe('DB Cargo Polska');
    expect((await created('transport', person({ employer: intercity }))).company?.name).toBe('PKP Intercity');
    expect((await created('dyspozytor.zewnetrzny', person({ employer: intercity }))).company?.name).toBe(
      'PKP Intercity',
    );
    const refused: [string, string][] = [
      ['admin', taxiTrans],
      ['transport', dbCargo],
      ['transport', taxiTrans],
      ['dyspozytor.zewnetrzny', dbCargo],
      ['admin', '/api/companies/999999'],
      ['admin', 'PKP'],
    ];
    for (const [username, employer] of refused) {
      const { status, body } = await call(username, 'POST', '/api/passengers', person({ employer }));
      expect([username, employer, status]).toEqual([username, employer, 422]);
      expect(violations(body)).toContain('employer: Nieprawidłowa wartość');
    }
    // A head of company's passenger is always its own company's, whatever employer is sent.
    expect((await created('firma', person({ employer: dbCargo }))).company?.name).toBe('PKP Intercity');
    const [foreignGroup] = await app.db
      .select()
      .from(employeeGroups)
      .where(eq(employeeGroups.companyId, await companyId(app, 'DB Cargo Polska')));
    const { status } = await call(
      'firma',
      'POST',
      '/api/passengers',
      person({ employeeGroup: `/api/employee_groups/${foreignGroup?.id}` }),
    );
    expect(status).toBe(422);
  });

  // Row 707: the admin's group must be one of the employer chosen; a dispatcher's is ignored.
  it("gives an admin's passenger a group of the chosen employer only", async () => {
    const groupOf = async (name: string) => {
      const [group] = await app.db
        .select()
        .from(employeeGroups)
        .where(eq(employeeGroups.companyId, await companyId(app, name)));
      return `/api/employee_groups/${group?.id}`;
    };
    const intercity = await company('PKP Intercity');
    const own = await groupOf('PKP Intercity');
    const foreign = await groupOf('DB Cargo Polska');
    const body = await created('admin', person({ employer: intercity, employeeGroup: own }));
    expect(body.employeeGroup?.id).toBe(Number(own.split('/').pop()));
    const before = (await app.db.select().from(passengers)).length;
    for (const employeeGroup of [foreign, '/api/employee_groups/999999', 'grupa']) {
      const refused = await call(
        'admin',
        'POST',
        '/api/passengers',
        person({ employer: intercity, employeeGroup }),
      );
      expect([employeeGroup, refused.status]).toEqual([employeeGroup, 422]);
      expect(violations(refused.body)).toEqual(['employeeGroup: Nieprawidłowa wartość']);
    }
    expect(await app.db.select().from(passengers)).toHaveLength(before);
    // Moving the passenger to another employer with the old group is refused; the new one's is taken.
    const url = `/api/passengers/${body.id}`;
    const dbCargo = await company('DB Cargo Polska');
    const moved = { ...person(), employer: dbCargo, version: body.version };
    const stale = await call('admin', 'PUT', url, { ...moved, employeeGroup: own });
    expect(violations(stale.body)).toEqual(['employeeGroup: Nieprawidłowa wartość']);
    const edited = await call('admin', 'PUT', url, { ...moved, employeeGroup: foreign });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body?.employeeGroup?.id).toBe(Number(foreign.split('/').pop()));
    // A dispatcher picks no group (it reads none): what it sends is ignored, as before.
    const dispatcher = await created('dyspozytor', person({ employer: intercity, employeeGroup: foreign }));
    expect(dispatcher.employeeGroup).toBeNull();
  });

  it('refuses the roles without the Pasażerowie page before reading the body', async () => {
    for (const username of ['pasazer', 'kierowca', 'ksiegowa', 'hotel', 'flota'])
      expect([username, (await call(username, 'POST', '/api/passengers', {})).status]).toEqual([
        username,
        403,
      ]);
  });
});

describe('GET and PUT /api/passengers/{id}', () => {
  it('edits names, phones (ids kept, one removed) and the group; versioned', async () => {
    const passenger = await created('firma', person());
    const url = `/api/passengers/${passenger.id}`;
    const kept = passenger.phones[1];
    const { status, body } = await call('firma', 'PUT', url, {
      firstname: 'Janina',
      surname: 'Zmieniona',
      email: 'janina@example.pl',
      phones: [{ id: kept?.id, phone: '501234568', main: true }],
      employeeGroup: null,
      version: passenger.version,
    });
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body?.name).toBe('Janina Zmieniona');
    expect(body?.phones).toEqual([
      { '@id': `/api/user_phones/${kept?.id}`, id: kept?.id, phone: '501234568', main: true },
    ]);
    expect(body?.version).toBe(passenger.version + 1);
    const stale = await call('firma', 'PUT', url, { ...person(), version: passenger.version });
    expect(stale.status).toBe(409);
    expect((await call('firma', 'PUT', url, person())).status).toBe(428);
    const invalid = await call('firma', 'PUT', url, { ...person({ surname: '' }), version: body?.version });
    expect(invalid.status).toBe(422);
    expect((await call('firma', 'GET', url)).body?.name).toBe('Janina Zmieniona');
  });

  it('sets and clears the home place, only a home place of this passenger', async () => {
    const passenger = await created('firma', person());
    const url = `/api/passengers/${passenger.id}`;
    const home = await call<{ '@id': string }>('firma', 'POST', '/api/abstract_places', {
      type: 'home',
      address: 'ul. Długa 1, Warszawa',
      latitude: 52.2,
      longitude: 21,
      user: `/api/users/${passenger.userId}`,
    });
    expect(home.status).toBe(201);
    const other = await call<{ '@id': string }>('firma', 'POST', '/api/abstract_places', {
      type: 'place',
      name: 'Biuro',
      address: 'ul. Krótka 2, Warszawa',
    });
    const wrong = await call('firma', 'PUT', url, {
      ...person(),
      home: other.body?.['@id'],
      version: passenger.version,
    });
    expect(wrong.status).toBe(422);
    expect(violations(wrong.body)).toContain('home: Nieprawidłowa wartość');
    const set = await call('firma', 'PUT', url, {
      ...person(),
      home: home.body?.['@id'],
      version: passenger.version,
    });
    expect(set.body?.home?.address).toBe('ul. Długa 1, Warszawa');
    const cleared = await call('firma', 'PUT', url, { ...person(), home: null, version: set.body?.version });
    expect(cleared.body?.home).toBeNull();
  });

  it("lists the fleet's active cars of the passenger, of the passenger's company only", async () => {
    const passenger = await created('firma', person());
    expect(passenger.cars).toEqual([]);
    const [model] = await app.db.select().from(brandModels).limit(1);
    if (!model) throw new Error('no brand model seeded');
    const car = (registrationNumber: string, companyName: string, main = true) =>
      companyId(app, companyName).then((owner) => ({
        brandId: model.brandId,
        modelId: model.id,
        registrationNumber,
        vin: 'WVWZZZ1JZXW000001',
        engineCapacity: 1400,
        initialMileage: 1000,
        userId: passenger.userId,
        companyId: owner,
        main,
      }));
    const [own] = await app.db
      .insert(cars)
      .values([
        await car(`WPAS${passenger.id}`, 'PKP Intercity'),
        await car(`WDEL${passenger.id}`, 'PKP Intercity', false),
        await car(`WOBC${passenger.id}`, 'DB Cargo Polska'),
      ])
      .returning({ id: cars.id });
    const { body } = await call('firma', 'GET', `/api/passengers/${passenger.id}`);
    expect(body?.cars).toEqual([
      expect.objectContaining({ '@id': `/api/cars/${own?.id}`, registrationNumber: `WPAS${passenger.id}` }),
    ]);
    expect(body?.cars[0]?.brand).toBeTruthy();
    // Whoever may not see the passenger sees none of its cars either.
    expect((await call('firma.dbcargo', 'GET', `/api/passengers/${passenger.id}`)).status).toBe(404);
  });

  it("hides another tenant's passenger (404) and refuses roles without the page (403)", async () => {
    const foreign = await created('admin', person({ employer: await company('DB Cargo Polska') }));
    const url = `/api/passengers/${foreign.id}`;
    for (const username of ['firma', 'transport', 'dyspozytor.zewnetrzny']) {
      expect([username, (await call(username, 'GET', url)).status]).toEqual([username, 404]);
      expect([username, (await call(username, 'PUT', url, {})).status]).toEqual([username, 404]);
    }
    expect((await call('firma.dbcargo', 'GET', url)).status).toBe(200);
    expect((await call('pasazer', 'GET', url)).status).toBe(403);
    expect((await call('admin', 'GET', '/api/passengers/999999')).status).toBe(404);
  });
});

describe('DELETE /api/passengers/{id}', () => {
  it('lets managers, transport companies and heads of company delete; not external dispatchers', async () => {
    const intercity = await company('PKP Intercity');
    for (const username of ['admin', 'dyspozytor', 'transport', 'firma']) {
      const passenger = await created('admin', person({ employer: intercity }));
      expect([username, (await call(username, 'DELETE', `/api/passengers/${passenger.id}`)).status]).toEqual([
        username,
        204,
      ]);
    }
    const kept = await created('admin', person({ employer: intercity }));
    for (const username of ['dyspozytor.zewnetrzny', 'pasazer', 'kierowca'])
      expect([username, (await call(username, 'DELETE', `/api/passengers/${kept.id}`)).status]).toEqual([
        username,
        403,
      ]);
    expect((await call('firma.dbcargo', 'DELETE', `/api/passengers/${kept.id}`)).status).toBe(404);
  });

  it('is a soft delete: gone from the lists, still named on the course it rode', async () => {
    const passenger = await created('firma', person({ firstname: 'Historyczny' }));
    const iris = await demoIris(app);
    const payload = taxiPayload({
      ...iris,
      passengers: [`/api/passengers/${passenger.id}`, iris.passengers[1]] as const,
    });
    const courseIri = (await createdByDispatcher(app, payload))['@id'];
    expect((await call('firma', 'DELETE', `/api/passengers/${passenger.id}`)).status).toBe(204);
    expect((await call('firma', 'GET', `/api/passengers/${passenger.id}`)).status).toBe(404);
    const list = await call<{ 'hydra:member': Passenger[] }>(
      'firma',
      'GET',
      '/api/passengers?search=Historyczny',
    );
    expect(list.body?.['hydra:member']).toEqual([]);
    const [user] = await app.db.select().from(users).where(eq(users.id, passenger.userId));
    expect(user?.isActive).toBe(false);
    const read = await app.inject({ method: 'GET', url: courseIri, headers: await as(app, 'dyspozytor') });
    expect(read.statusCode).toBe(200);
    expect(read.body).toContain(passenger.name);
  });
});
