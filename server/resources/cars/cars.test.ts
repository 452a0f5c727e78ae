import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BRAND_TAKEN, MODEL_IN_USE } from '../../../domain/fleet/brand.schema';
import { VALIDATION_MESSAGES } from '../../../domain/validation/messages';
import { brandModels, brands, cars } from '../../db/fleet-schema';
import { users } from '../../db/schema';
import { seedDemo } from '../../seed/demo';
import { as as asDemo } from '../../test/demo-session.support';
import { createTestApp } from '../../test/factories.support';
import { GLOBAL_BRAND } from './brands.service';
import { REGISTRATION_TAKEN } from './cars.service';
import type { Violations } from '../../test/hydra-answers.support';

let app: FastifyInstance;
interface Car {
  id: number;
  registrationNumber: string;
  user: { name: string } | null;
  company: { name: string } | null;
  mileage: number;
  version: number;
}

async function call(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  username: string,
  url: string,
  payload?: object,
) {
  return app.inject({ method, url, headers: await asDemo(app, username), ...(payload ? { payload } : {}) });
}

const idOf = async (table: typeof brands | typeof brandModels, name: string) => {
  const [row] = await app.db.select({ id: table.id }).from(table).where(eq(table.name, name));
  if (!row) throw new Error(name);
  return row.id;
};
const userId = async (username: string) => {
  const [row] = await app.db.select({ id: users.id }).from(users).where(eq(users.username, username));
  if (!row) throw new Error(username);
  return row.id;
};
const carId = async (registration: string) => {
  const [row] = await app.db
    .select({ id: cars.id })
    .from(cars)
    .where(eq(cars.registrationNumber, registration));
  if (!row) throw new Error(registration);
  return row.id;
};

async function validCar(overrides: object = {}) {
  return {
    brand: `/api/brands/${await idOf(brands, 'Toyota')}`,
    model: `/api/brand_models/${await idOf(brandModels, 'Proace')}`,
    registrationNumber: 'WZ12345',
    vin: 'JTEBU3FJ70K123456',
    engineCapacity: '1998',
    initialMileage: '5400',
    driver: '',
    ...overrides,
  };
}

beforeAll(async () => {
  app = await createTestApp({});
  await app.ready();
  await seedDemo(app.db);
});
afterAll(async () => {
  await app.close();
});

describe('GET /api/cars', () => {
  it("lists a fleet user's own company's cars only, searchable by registration, VIN, brand and driver", async () => {
    const all = await call('GET', 'flota', '/api/cars?order[id]=desc');
    expect(all.statusCode).toBe(200);
    const members = all.json<{ 'hydra:member': Car[] }>()['hydra:member'];
    expect(members.map((car) => car.registrationNumber).sort()).toEqual([
      'WA4821K',
      'WE9034M',
      'WI5520C',
      'WX73105',
    ]);
    expect(members.every((car) => car.company?.name === 'Taxi Trans Warszawa')).toBe(true);
    for (const [search, expected] of [
      ['wa48', ['WA4821K']],
      ['SB1Z93', ['WX73105']],
      ['transit', ['WE9034M']],
      ['sadowski', ['WI5520C']],
    ] as const) {
      const found = await call('GET', 'flota', `/api/cars?search=${search}`);
      expect(
        found.json<{ 'hydra:member': Car[] }>()['hydra:member'].map((car) => car.registrationNumber),
      ).toEqual(expected);
    }
    const admin = await call('GET', 'admin', '/api/cars');
    expect(admin.json<{ 'hydra:totalItems': number }>()['hydra:totalItems']).toBe(5);
  });

  it('refuses roles without the fleet right and hides another tenant’s car (404)', async () => {
    for (const login of ['kierowca', 'firma', 'dyspozytor', 'pasazer'])
      expect((await call('GET', login, '/api/cars')).statusCode).toBe(403);
    const foreign = await carId('SK2871P');
    expect((await call('GET', 'flota', `/api/cars/${foreign}`)).statusCode).toBe(404);
    expect((await call('PUT', 'flota', `/api/cars/${foreign}`, await validCar())).statusCode).toBe(404);
    expect((await call('DELETE', 'transport', `/api/cars/${foreign}`)).statusCode).toBe(404);
    expect((await call('GET', 'admin', `/api/cars/${foreign}`)).statusCode).toBe(200);
  });
});

describe('POST /api/cars: the §5 rules', () => {
  it.each([
    ['registrationNumber', '1WA2345', VALIDATION_MESSAGES.registrationNumber],
    ['registrationNumber', 'W1', VALIDATION_MESSAGES.registrationNumber],
    ['vin', '11111111111111111', VALIDATION_MESSAGES.vin],
    ['vin', 'ABC123', VALIDATION_MESSAGES.vin],
    ['initialMileage', '0', VALIDATION_MESSAGES.initialMileage],
    ['initialMileage', '0120', VALIDATION_MESSAGES.initialMileage],
    ['initialMileage', '-5', VALIDATION_MESSAGES.initialMileage],
    ['engineCapacity', '899', VALIDATION_MESSAGES.engineCapacity],
    ['engineCapacity', '10000', VALIDATION_MESSAGES.engineCapacity],
    ['brand', '', 'Pole wymagane'],
    ['model', '', 'Pole wymagane'],
    ['initialMileage', '', 'Pole wymagane'],
  ])('refuses %s %j with %s and stores nothing', async (field, value, message) => {
    const before = await app.db.select({ id: cars.id }).from(cars);
    const response = await call('POST', 'flota', '/api/cars', await validCar({ [field]: value }));
    expect(response.statusCode).toBe(422);
    expect(response.json<Violations>().violations).toContainEqual({ propertyPath: field, message });
    expect(await app.db.select({ id: cars.id }).from(cars)).toHaveLength(before.length);
  });

  it('adds a car of the own company with a driver of the own company; refuses a foreign driver', async () => {
    const foreignDriver = await call(
      'POST',
      'flota',
      '/api/cars',
      await validCar({ driver: `/api/users/${await userId('krystian.nowicki')}` }),
    );
    expect(foreignDriver.statusCode).toBe(422);
    expect(foreignDriver.json<Violations>().violations[0]?.propertyPath).toBe('driver');
    const mismatched = await call(
      'POST',
      'flota',
      '/api/cars',
      await validCar({ model: `/api/brand_models/${await idOf(brandModels, 'Octavia')}` }),
    );
    expect(mismatched.statusCode).toBe(422);
    const created = await call('POST', 'flota', '/api/cars', await validCar());
    expect(created.statusCode).toBe(201);
    const car = created.json<Car>();
    expect(car.company?.name).toBe('Taxi Trans Warszawa');
    expect(car.mileage).toBe(5400);
    const duplicate = await call(
      'POST',
      'transport',
      '/api/cars',
      await validCar({ vin: 'JTEBU3FJ70K654321' }),
    );
    expect(duplicate.statusCode).toBe(422);
    expect(duplicate.json<Violations>().violations).toEqual([
      { propertyPath: 'registrationNumber', message: REGISTRATION_TAKEN },
    ]);
  });

  it('edits with the version, refuses a stale one (409), and soft-deletes', async () => {
    const created = (
      await call('POST', 'flota', '/api/cars', await validCar({ registrationNumber: 'WZ999AA' }))
    ).json<Car>();
    const edited = await call('PUT', 'flota', `/api/cars/${created.id}`, {
      ...(await validCar({ registrationNumber: 'WZ999AB' })),
      version: created.version,
    });
    expect(edited.statusCode).toBe(200);
    const stale = await call('PUT', 'flota', `/api/cars/${created.id}`, {
      ...(await validCar({ registrationNumber: 'WZ999AC' })),
      version: created.version,
    });
    expect(stale.statusCode).toBe(409);
    expect((await call('DELETE', 'kierowca', `/api/cars/${created.id}`)).statusCode).toBe(404);
    expect((await call('DELETE', 'flota', `/api/cars/${created.id}`)).statusCode).toBe(204);
    const [row] = await app.db.select().from(cars).where(eq(cars.id, created.id));
    expect(row?.main).toBe(false);
    expect((await call('GET', 'flota', `/api/cars/${created.id}`)).statusCode).toBe(404);
    // The registration number is free again once the car is deleted.
    expect(
      (await call('POST', 'flota', '/api/cars', await validCar({ registrationNumber: 'WZ999AB' })))
        .statusCode,
    ).toBe(201);
  });
});

describe('brands', () => {
  it('lets the fleet user and the head of company add brands with models; not a driver or transport company', async () => {
    expect((await call('POST', 'kierowca', '/api/brands', { name: 'Kia', models: [] })).statusCode).toBe(403);
    expect((await call('POST', 'transport', '/api/brands', { name: 'Kia', models: [] })).statusCode).toBe(
      403,
    );
    const empty = await call('POST', 'flota', '/api/brands', { name: ' ', models: [{ name: '' }] });
    expect(empty.statusCode).toBe(422);
    expect(empty.json<Violations>().violations).toEqual([
      { propertyPath: 'name', message: 'Pole wymagane' },
      { propertyPath: 'models[0].name', message: 'Pole wymagane' },
    ]);
    const kia = await call('POST', 'firma', '/api/brands', {
      name: 'Kia',
      models: [{ name: 'Ceed' }, { name: 'Sportage' }],
    });
    expect(kia.statusCode).toBe(201);
    expect(kia.json<{ models: { name: string }[] }>().models.map((m) => m.name)).toEqual([
      'Ceed',
      'Sportage',
    ]);
    expect((await call('POST', 'firma', '/api/brands', { name: 'KIA', models: [] })).statusCode).toBe(422);
    // Another tenant's brand of that name neither blocks the name nor says it exists.
    expect((await call('POST', 'flota', '/api/brands', { name: 'KIA', models: [] })).statusCode).toBe(201);
    // A global brand's name is everyone's to see, and not taken again.
    const toyota = await call('POST', 'flota', '/api/brands', { name: 'toyota', models: [] });
    expect(toyota.json<Violations>().violations).toEqual([{ propertyPath: 'name', message: BRAND_TAKEN }]);
  });

  it("keeps a company's brands to itself and global brands to the administrator", async () => {
    const own = await call('POST', 'flota', '/api/brands', { name: 'Dacia', models: [{ name: 'Jogger' }] });
    expect(own.statusCode).toBe(201);
    const dacia = own.json<{ id: number; version: number; models: { id: number }[] }>();
    // Another tenant's head and transport company: not listed, read as missing, not changed.
    const listed = await call('GET', 'firma.dbcargo', '/api/brands?pagination=false');
    const names = listed.json<{ 'hydra:member': { name: string }[] }>()['hydra:member'].map((b) => b.name);
    expect(names).toContain('Toyota');
    expect(names).not.toContain('Dacia');
    expect((await call('GET', 'firma.dbcargo', `/api/brands/${dacia.id}`)).statusCode).toBe(404);
    const rename = { name: 'Dacia przejęta', models: [], version: dacia.version };
    expect((await call('PUT', 'firma.dbcargo', `/api/brands/${dacia.id}`, rename)).statusCode).toBe(404);
    const foreignCar = await call(
      'POST',
      'transport.slask',
      '/api/cars',
      await validCar({
        brand: `/api/brands/${dacia.id}`,
        model: `/api/brand_models/${dacia.models[0]?.id}`,
        registrationNumber: 'SK11111',
      }),
    );
    expect(foreignCar.statusCode).toBe(422);
    expect(foreignCar.json<Violations>().violations[0]?.propertyPath).toBe('brand');
    // A global brand: the fleet user may use it, not rename it; the administrator may.
    const ford = (await call('GET', 'flota', `/api/brands/${await idOf(brands, 'Ford')}`)).json<{
      id: number;
      version: number;
      models: { id: number; name: string }[];
    }>();
    const renamed = { name: 'Ford Motor', models: ford.models, version: ford.version };
    const refused = await call('PUT', 'flota', `/api/brands/${ford.id}`, renamed);
    expect(refused.statusCode).toBe(403);
    expect(refused.json<{ 'hydra:description': string }>()['hydra:description']).toBe(GLOBAL_BRAND);
    const [stored] = await app.db.select().from(brands).where(eq(brands.id, ford.id));
    expect(stored?.name).toBe('Ford');
    expect(stored?.version).toBe(ford.version);
  });

  it("does not tell another tenant's registration number: a car's registration is unique per company", async () => {
    const taxiTrans = await call(
      'POST',
      'flota',
      '/api/cars',
      await validCar({ registrationNumber: 'WZ777TT' }),
    );
    expect(taxiTrans.statusCode).toBe(201);
    const other = await call(
      'POST',
      'transport.slask',
      '/api/cars',
      await validCar({ registrationNumber: 'WZ777TT', vin: 'JTEBU3FJ70K777777' }),
    );
    expect(other.statusCode).toBe(201);
  });

  it('removes an unused model, refuses to remove one a car uses, and renames in place', async () => {
    // Ford is a global brand: the administrator writes it.
    const brand = (await call('GET', 'admin', `/api/brands/${await idOf(brands, 'Ford')}`)).json<{
      id: number;
      version: number;
      models: { id: number; name: string; inUse: boolean }[];
    }>();
    const transit = brand.models.find((m) => m.name === 'Transit');
    const mondeo = brand.models.find((m) => m.name === 'Mondeo');
    expect(transit?.inUse).toBe(true);
    expect(mondeo?.inUse).toBe(false);
    const refused = await call('PUT', 'admin', `/api/brands/${brand.id}`, {
      name: 'Ford',
      models: [{ id: mondeo?.id, name: 'Mondeo' }],
      version: brand.version,
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json<Violations>().violations[0]?.message).toBe(`${MODEL_IN_USE}: Transit`);
    const saved = await call('PUT', 'admin', `/api/brands/${brand.id}`, {
      name: 'Ford',
      models: [{ id: transit?.id, name: 'Transit Custom' }, { name: 'Focus' }],
      version: brand.version,
    });
    expect(saved.statusCode).toBe(200);
    const models = saved.json<{ models: { id: number; name: string }[] }>().models;
    expect(models.map((m) => m.name)).toEqual(['Focus', 'Transit Custom']);
    expect(models.find((m) => m.name === 'Transit Custom')?.id).toBe(transit?.id);
  });
});
