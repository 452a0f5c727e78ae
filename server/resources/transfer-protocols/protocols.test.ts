import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toTransferDateWarsaw } from '../../../domain/fleet/transfer-protocol.schema';
import { PROTOCOL_REFUSALS } from '../../../domain/fleet/transfer-protocol-transitions';
import { VALIDATION_MESSAGES } from '../../../domain/validation/messages';
import { cars } from '../../db/fleet-schema';
import { users } from '../../db/schema';
import { mileageReadings } from '../../db/transfer-protocols-schema';
import { seedDemo } from '../../seed/demo';
import { as as asDemo } from '../../test/demo-session.support';
import { createTestApp } from '../../test/factories.support';
import type { Violations } from '../../test/hydra-answers.support';

let app: FastifyInstance;
interface Protocol {
  id: number;
  status: string;
  version: number;
  equipment: string[];
}

const HOUR = 3_600_000;
async function call(method: 'GET' | 'POST' | 'PUT', username: string, url: string, payload?: object) {
  return app.inject({ method, url, headers: await asDemo(app, username), ...(payload ? { payload } : {}) });
}
const userId = async (username: string) => {
  const [row] = await app.db.select({ id: users.id }).from(users).where(eq(users.username, username));
  if (!row) throw new Error(username);
  return row.id;
};
const carOf = async (registration: string) => {
  const [row] = await app.db.select().from(cars).where(eq(cars.registrationNumber, registration));
  if (!row) throw new Error(registration);
  return row;
};

async function protocol(registration: string, newDriver: string, overrides: object = {}) {
  const car = await carOf(registration);
  return {
    car: `/api/cars/${car.id}`,
    newDriver: `/api/users/${await userId(newDriver)}`,
    mileageReading: String(car.initialMileage + 100),
    transferDate: toTransferDateWarsaw(new Date()),
    equipment: ['spare_wheel', 'jack'],
    remarks: 'Rysa na zderzaku',
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

describe('POST /api/transfer_protocols: the rules', () => {
  it.each([
    ['13 h ahead', 422, 13 * HOUR],
    ['13 h back', 422, -13 * HOUR],
    ['11 h ahead', 201, 11 * HOUR],
  ])('a transfer date %s answers %i', async (_label, status, shift) => {
    const body = await protocol('WI5520C', 'sylwester.borkowski', {
      transferDate: toTransferDateWarsaw(new Date(Date.now() + shift)),
    });
    const response = await call('POST', 'flota', '/api/transfer_protocols', body);
    expect(response.statusCode).toBe(status);
    if (status === 422)
      expect(response.json<Violations>().violations).toEqual([
        { propertyPath: 'transferDate', message: VALIDATION_MESSAGES.transferWindow },
      ]);
    else {
      // The pending rule: no second protocol while this one waits (the modal's button is hidden too).
      const again = await call('POST', 'flota', '/api/transfer_protocols', body);
      expect(again.statusCode).toBe(409);
      expect(again.json<{ 'hydra:description': string }>()['hydra:description']).toBe(
        PROTOCOL_REFUSALS.pending,
      );
      const driverAgain = await call('POST', 'ryszard.sadowski', '/api/transfer_protocols', body);
      expect(driverAgain.statusCode).toBe(409);
    }
  });

  it('refuses a mileage below the last reading, missing fields, a foreign driver and a foreign car', async () => {
    const low = await call(
      'POST',
      'flota',
      '/api/transfer_protocols',
      await protocol('WA4821K', 'sylwester.borkowski', { mileageReading: '100' }),
    );
    expect(low.statusCode).toBe(422);
    expect(low.json<Violations>().violations).toEqual([
      {
        propertyPath: 'mileageReading',
        message: 'Stan licznika nie może być niższy niż ostatni odczyt (182340 km)',
      },
    ]);
    const empty = await call('POST', 'flota', '/api/transfer_protocols', {
      car: '',
      newDriver: '',
      mileageReading: '',
      transferDate: { date: '', time: '' },
    });
    expect(empty.statusCode).toBe(422);
    expect(
      empty
        .json<Violations>()
        .violations.map((v) => v.propertyPath)
        .sort(),
    ).toEqual(['car', 'mileageReading', 'newDriver', 'transferDate.date', 'transferDate.time']);
    const foreignDriver = await call(
      'POST',
      'flota',
      '/api/transfer_protocols',
      await protocol('WA4821K', 'krystian.nowicki'),
    );
    expect(foreignDriver.statusCode).toBe(422);
    const foreignCar = await call(
      'POST',
      'flota',
      '/api/transfer_protocols',
      await protocol('SK2871P', 'waldemar.adamczyk'),
    );
    expect(foreignCar.statusCode).toBe(404);
    const notTheirs = await call(
      'POST',
      'kierowca',
      '/api/transfer_protocols',
      await protocol('WE9034M', 'sylwester.borkowski'),
    );
    expect(notTheirs.statusCode).toBe(404);
  });
});

describe('accept and validate', () => {
  it('walks waiting_for_acceptance -> waiting_for_validation -> accepted; the car passes with its reading', async () => {
    const car = await carOf('WE9034M');
    const created = await call(
      'POST',
      'flota',
      '/api/transfer_protocols',
      await protocol('WE9034M', 'ryszard.sadowski', { mileageReading: '12600' }),
    );
    expect(created.statusCode).toBe(201);
    const { id, status } = created.json<Protocol>();
    expect(status).toBe('waiting_for_acceptance');
    // Not the new driver's move for someone else, not the validator's yet.
    expect(
      (await call('PUT', 'kierowca', `/api/transfer_protocols/${id}/accept`, { status: 'accepted' }))
        .statusCode,
    ).toBe(404);
    expect(
      (await call('PUT', 'flota', `/api/transfer_protocols/${id}/accept`, { status: 'accepted' })).statusCode,
    ).toBe(403);
    expect(
      (await call('PUT', 'flota', `/api/transfer_protocols/${id}/validate`, { status: 'accepted' }))
        .statusCode,
    ).toBe(409);
    const mine = await call('GET', 'ryszard.sadowski', '/api/cars/mine');
    expect(mine.json<{ awaiting: Protocol[] }>().awaiting.map((p) => p.id)).toEqual([id]);
    const accepted = await call('PUT', 'ryszard.sadowski', `/api/transfer_protocols/${id}/accept`, {
      status: 'accepted',
    });
    expect(accepted.json<Protocol>().status).toBe('waiting_for_validation');
    expect(
      (
        await call('PUT', 'ryszard.sadowski', `/api/transfer_protocols/${id}/validate`, {
          status: 'accepted',
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (await call('PUT', 'transport', `/api/transfer_protocols/${id}/validate`, { status: 'accepted' }))
        .statusCode,
    ).toBe(403);
    const validated = await call('PUT', 'flota', `/api/transfer_protocols/${id}/validate`, {
      status: 'accepted',
    });
    expect(validated.json<Protocol>().status).toBe('accepted');
    expect((await carOf('WE9034M')).userId).toBe(await userId('ryszard.sadowski'));
    const readings = await app.db.select().from(mileageReadings).where(eq(mileageReadings.carId, car.id));
    expect(readings.map((r) => r.reading)).toEqual([12600]);
    const listed = await call('GET', 'flota', '/api/transfer_protocols?status[]=accepted');
    expect(listed.json<{ 'hydra:member': Protocol[] }>()['hydra:member'].map((p) => p.id)).toContain(id);
    expect((await call('GET', 'flota', '/api/transfer_protocols?status[]=nope')).statusCode).toBe(400);
    // The next protocol of this car starts from the stored reading.
    const below = await call(
      'POST',
      'flota',
      '/api/transfer_protocols',
      await protocol('WE9034M', 'sylwester.borkowski', { mileageReading: '12500' }),
    );
    expect(below.statusCode).toBe(422);
  });

  it('lets two parallel accepts race: one wins, the other gets 409', async () => {
    const created = await call(
      'POST',
      'flota',
      '/api/transfer_protocols',
      await protocol('WX73105', 'kierowca'),
    );
    const { id } = created.json<Protocol>();
    const [first, second] = await Promise.all([
      call('PUT', 'kierowca', `/api/transfer_protocols/${id}/accept`, { status: 'accepted' }),
      call('PUT', 'kierowca', `/api/transfer_protocols/${id}/accept`, { status: 'declined' }),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
  });

  it('a declined protocol frees the car for a new one; others never see a tenant’s protocol', async () => {
    const created = await call(
      'POST',
      'flota',
      '/api/transfer_protocols',
      await protocol('WA4821K', 'sylwester.borkowski'),
    );
    const { id } = created.json<Protocol>();
    expect((await call('GET', 'krystian.nowicki', `/api/transfer_protocols/${id}`)).statusCode).toBe(404);
    expect(
      (await call('GET', 'firma', '/api/transfer_protocols')).json<{ 'hydra:totalItems': number }>()[
        'hydra:totalItems'
      ],
    ).toBe(0);
    const refused = await call('PUT', 'sylwester.borkowski', `/api/transfer_protocols/${id}/accept`, {
      status: 'declined',
    });
    expect(refused.json<Protocol>().status).toBe('declined');
    expect(
      (await call('PUT', 'flota', `/api/transfer_protocols/${id}/validate`, { status: 'accepted' }))
        .statusCode,
    ).toBe(409);
    expect((await carOf('WA4821K')).userId).toBe(await userId('kierowca'));
    const again = await call(
      'POST',
      'kierowca',
      '/api/transfer_protocols',
      await protocol('WA4821K', 'sylwester.borkowski'),
    );
    expect(again.statusCode).toBe(201);
    const edit = await call('PUT', 'kierowca', `/api/transfer_protocols/${again.json<Protocol>().id}`, {
      ...(await protocol('WA4821K', 'sylwester.borkowski', { equipment: ['first_aid_kit'] })),
      version: again.json<Protocol>().version,
    });
    expect(edit.json<Protocol>().equipment).toEqual(['first_aid_kit']);
  });
});
