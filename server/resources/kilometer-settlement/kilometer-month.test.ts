import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currentMonth, previousMonth } from '../../../domain/settlement/kilometer-month';
import type { KilometerSettlementCollection } from '../../../domain/contract/kilometer-settlement.schema';
import { KILOMETER_RIDE_STATUSES } from '../../../domain/courses/ride-status';
import { seedKilometerSettlement } from '../../seed/kilometer-settlement.seed';
import { as, buildWriteApp } from '../../test/course-writes/write-app.support';
import { rideStatus } from '../../test/kilometer-settlement/kilometer-ride.support';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildWriteApp();
  await seedKilometerSettlement(app.db, new Date());
});
afterAll(() => app.close());

const month = async (username: string, query = '') => {
  const response = await app.inject({
    method: 'GET',
    url: `/api/kilometer_settlements${query}`,
    headers: await as(app, username),
  });
  return {
    status: response.statusCode,
    body: response.json<KilometerSettlementCollection>(),
    raw: response.body,
  };
};
const settle = async (username: string, rides: string[]) =>
  app.inject({
    method: 'POST',
    url: '/api/kilometer_settlements/settle',
    headers: await as(app, username),
    payload: { rides },
  });

describe('GET /api/kilometer_settlements', () => {
  it('gives the employee their own rides of this month in every status, with integer totals', async () => {
    const { status, body } = await month('pasazer');
    expect(status).toBe(200);
    expect(body.month).toBe(currentMonth(new Date()));
    const statuses = new Set(body['hydra:member'].map((ride) => ride.status));
    for (const kilometerStatus of KILOMETER_RIDE_STATUSES.filter((s) => s !== 'kcr_finished'))
      expect(statuses, kilometerStatus).toContain(kilometerStatus);
    expect(new Set(body['hydra:member'].map((ride) => ride.employee?.name))).toEqual(
      new Set(['Andrzej Nowak']),
    );
    const counted = body['hydra:member'].filter((ride) => ride.status !== 'cancelled');
    expect(body.totals.amount).toBe(counted.reduce((sum, ride) => sum + (ride.amount ?? 0), 0));
    expect(body.totals.unpriced).toBe(0);
    expect(counted.filter((ride) => ride.distance !== null).every((ride) => ride.amount !== null)).toBe(true);
  });

  it('reads another month, and refuses a malformed one with a Polish 400', async () => {
    const before = await month('pasazer', `?month=${previousMonth(currentMonth(new Date()))}`);
    // The demo's own series (…/KM…): the other demo kilometer rides move with the clock.
    const seeded = before.body['hydra:member'].filter((ride) => ride.number.includes('/KM'));
    expect(seeded.map((ride) => ride.status)).toEqual(['settled', 'settled']);
    const bad = await month('pasazer', '?month=2026-13');
    expect(bad.status).toBe(400);
    expect(bad.raw).toContain('Nieprawidłowa wartość parametru month');
  });

  it("gives the accountant every company's rides waiting for them, filterable by employee", async () => {
    const { body } = await month('ksiegowa');
    expect(body['hydra:member'].every((ride) => ride.status === 'to_be_settled')).toBe(true);
    expect(body.employees.map((employee) => employee.name)).toEqual(['Andrzej Nowak', 'Michał Kaczmarek']);
    const michal = body.employees[1]?.id ?? 0;
    const filtered = await month('ksiegowa', `?employee=/api/users/${michal}`);
    expect(filtered.body['hydra:member'].map((ride) => ride.employee?.id)).toEqual([michal, michal]);
    const company = body.companies[0]?.id ?? 0;
    expect((await month('ksiegowa', `?company=${company}`)).body['hydra:totalItems']).toBe(
      body['hydra:totalItems'],
    );
    expect(
      (await month('ksiegowa', '?status=settled')).body['hydra:member'].every((r) => r.status === 'settled'),
    ).toBe(true);
    expect((await month('ksiegowa', '?status=created')).status).toBe(400);
  });

  it('is for the employee with kilometer courses and the accountant only', async () => {
    for (const username of ['admin', 'firma', 'transport', 'kierowca'])
      expect((await month(username)).status, username).toBe(403);
  });
});

describe('POST /api/kilometer_settlements/settle', () => {
  it('settles nothing when one chosen ride may not be settled (all or nothing)', async () => {
    const { body } = await month('ksiegowa');
    const waiting = body['hydra:member'].map((ride) => ride.ride);
    const employeeRides = (await month('pasazer'))['body']['hydra:member'];
    const created = employeeRides.find((ride) => ride.status === 'created');
    const response = await settle('ksiegowa', [...waiting, created?.ride ?? '']);
    expect(response.statusCode).toBe(409);
    expect(response.body).toContain('Przejazd ma już inny status');
    for (const ride of body['hydra:member']) expect(await rideStatus(app, ride.rideId)).toBe('to_be_settled');
    expect((await settle('ksiegowa', ['/api/kilometer_course_rides/999999'])).statusCode).toBe(404);
    expect((await settle('ksiegowa', [])).statusCode).toBe(422);
    expect((await settle('firma', waiting)).statusCode).toBe(403);
  });

  it('settles every chosen ride at once and says how many with the Polish plural', async () => {
    const { body } = await month('ksiegowa');
    const chosen = body['hydra:member'].slice(0, 3);
    expect(chosen).toHaveLength(3);
    const response = await settle(
      'ksiegowa',
      chosen.map((ride) => ride.ride),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ settled: 3, message: 'Rozliczono 3 przejazdy' });
    for (const ride of chosen) expect(await rideStatus(app, ride.rideId)).toBe('settled');
  });
});
