import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DRIVER_ABSENCE_MESSAGES } from '../../../domain/people/driver-absence';
import { driverAbsences } from '../../db/drivers-admin-schema';
import { drivers, users } from '../../db/schema';
import { as as asDemo, openDemoApp } from '../../test/demo-session.support';
import type { Collection, Violations } from '../../test/hydra-answers.support';

let app: FastifyInstance;
const as = (username: string) => asDemo(app, username);

interface Absence {
  '@id': string;
  id: number;
  driver: { '@id': string; id: number; name: string };
  transportCompany: { name: string } | null;
  dateFrom: string;
  dateTo: string;
}

async function call(method: 'GET' | 'POST' | 'DELETE', username: string, url: string, payload?: object) {
  return app.inject({ method, url, headers: await as(username), ...(payload ? { payload } : {}) });
}

async function driverIdOf(username: string): Promise<number> {
  const [row] = await app.db
    .select({ id: drivers.id })
    .from(drivers)
    .innerJoin(users, eq(users.id, drivers.userId))
    .where(eq(users.username, username));
  if (!row) throw new Error(username);
  return row.id;
}

const body = (driverId: number, dateFrom: string, dateTo: string) => ({
  driver: `/api/drivers/${driverId}`,
  dateFrom,
  dateTo,
});

beforeAll(async () => {
  app = await openDemoApp();
});

afterAll(() => app.close());

describe('POST /api/driver_absences', () => {
  it('a transport company adds an absence of its own driver (one day: from = to)', async () => {
    const own = await driverIdOf('sylwester.borkowski');
    const response = await call(
      'POST',
      'transport',
      '/api/driver_absences',
      body(own, '2026-12-01', '2026-12-01'),
    );
    expect(response.statusCode).toBe(201);
    const created = response.json<Absence>();
    expect(created).toMatchObject({
      driver: { id: own, name: 'Sylwester Borkowski' },
      transportCompany: { name: 'Taxi Trans Warszawa' },
      dateFrom: '2026-12-01',
      dateTo: '2026-12-01',
    });
    expect(created['@id']).toBe(`/api/driver_absences/${created.id}`);
  });

  it("refuses another company's driver as an unknown one (422 on driver), even its subcontractor's", async () => {
    const before = await app.db.select().from(driverAbsences);
    for (const username of ['bogdan.wilk', 'krystian.nowicki']) {
      const response = await call(
        'POST',
        'transport',
        '/api/driver_absences',
        body(await driverIdOf(username), '2026-12-01', '2026-12-02'),
      );
      expect(response.statusCode).toBe(422);
      expect(response.json<Violations>().violations).toEqual([
        { propertyPath: 'driver', message: 'Nieprawidłowa wartość' },
      ]);
    }
    expect(await app.db.select().from(driverAbsences)).toHaveLength(before.length);
  });

  it('managers add an absence of any driver', async () => {
    for (const username of ['admin', 'dyspozytor']) {
      const response = await call(
        'POST',
        username,
        '/api/driver_absences',
        body(await driverIdOf('krystian.nowicki'), '2026-12-10', '2026-12-12'),
      );
      expect(response.statusCode).toBe(201);
    }
  });

  it('refuses an end before the start with the Polish message, writing nothing', async () => {
    const before = await app.db.select().from(driverAbsences);
    const response = await call(
      'POST',
      'transport',
      '/api/driver_absences',
      body(await driverIdOf('kierowca'), '2026-12-05', '2026-12-04'),
    );
    expect(response.statusCode).toBe(422);
    expect(response.json<Violations>().violations).toEqual([
      { propertyPath: 'dateTo', message: DRIVER_ABSENCE_MESSAGES.endBeforeStart },
    ]);
    expect(await app.db.select().from(driverAbsences)).toHaveLength(before.length);
  });

  it('refuses everyone without Urlopy before reading the body (403)', async () => {
    for (const username of ['firma', 'dyspozytor.zewnetrzny', 'kierowca', 'pasazer', 'ksiegowa', 'flota']) {
      const response = await call('POST', username, '/api/driver_absences', {});
      expect(response.statusCode, username).toBe(403);
    }
  });
});

describe('GET /api/driver_absences', () => {
  it('a transport company sees only its own drivers’ absences, newest first', async () => {
    const response = await call('GET', 'transport', '/api/driver_absences?order[id]=desc&pagination=false');
    expect(response.statusCode).toBe(200);
    const members = response.json<Collection<Absence>>()['hydra:member'];
    expect(members.length).toBeGreaterThan(0);
    expect(new Set(members.map((m) => m.transportCompany?.name))).toEqual(new Set(['Taxi Trans Warszawa']));
    const ids = members.map((m) => m.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
  });

  it('managers see every company’s; search folds diacritics', async () => {
    const all = await call('GET', 'admin', '/api/driver_absences?pagination=false');
    const names = all.json<Collection<Absence>>()['hydra:member'].map((m) => m.transportCompany?.name);
    expect(names).toContain('Trans-Śląsk Katowice');
    const found = await call('GET', 'admin', '/api/driver_absences?search=nowicki&pagination=false');
    const members = found.json<Collection<Absence>>()['hydra:member'];
    expect(members.length).toBeGreaterThan(0);
    expect(members.every((m) => m.driver.name === 'Krystian Nowicki')).toBe(true);
  });

  it('refuses anyone else (403)', async () => {
    for (const username of ['firma', 'kierowca', 'pasazer', 'ksiegowa']) {
      const response = await call('GET', username, '/api/driver_absences');
      expect(response.statusCode, username).toBe(403);
    }
  });
});

describe('DELETE /api/driver_absences/{id}', () => {
  it('404 for another company’s absence, 403 for anyone without Urlopy, then the owner deletes it', async () => {
    const foreign = await call(
      'POST',
      'admin',
      '/api/driver_absences',
      body(await driverIdOf('krystian.nowicki'), '2027-01-01', '2027-01-02'),
    );
    const foreignId = foreign.json<Absence>().id;
    expect((await call('DELETE', 'transport', `/api/driver_absences/${foreignId}`)).statusCode).toBe(404);

    const own = await call(
      'POST',
      'transport',
      '/api/driver_absences',
      body(await driverIdOf('ryszard.sadowski'), '2027-01-01', '2027-01-02'),
    );
    const ownId = own.json<Absence>().id;
    expect((await call('DELETE', 'firma', `/api/driver_absences/${ownId}`)).statusCode).toBe(403);
    expect((await call('DELETE', 'transport.nadrzedny', `/api/driver_absences/${ownId}`)).statusCode).toBe(
      404,
    );
    expect((await call('DELETE', 'transport', `/api/driver_absences/${ownId}`)).statusCode).toBe(204);
    expect(await app.db.select().from(driverAbsences).where(eq(driverAbsences.id, ownId))).toEqual([]);
    expect((await call('DELETE', 'transport', `/api/driver_absences/${ownId}`)).statusCode).toBe(404);
  });
});
