import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { iriId } from '../../../domain/contract/iri';
import { segments } from '../../db/course-schema';
import { definedKilometers } from '../../db/finance-schema';
import {
  as,
  buildWriteApp,
  demoIris,
  taxiPayload,
  type DemoIris,
} from '../../test/course-writes/write-app.support';
import { companyId } from '../../test/demo-session.support';
import { DUPLICATE_PAIR, FOREIGN_PAIR } from './defined-kilometers.service';

let app: FastifyInstance;
let iris: DemoIris;

beforeAll(async () => {
  app = await buildWriteApp();
  iris = await demoIris(app);
});
afterAll(() => app.close());

const call = async (username: string, method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown) =>
  app.inject({
    method,
    url,
    headers: await as(app, username),
    ...(body === undefined ? {} : { payload: body as object }),
  });
const count = async () => (await app.db.select().from(definedKilometers)).length;
const violations = (response: { json: () => unknown }) =>
  (response.json() as { violations: { propertyPath: string; message: string }[] }).violations;

describe('defined kilometres', () => {
  it('refuses bad input with the Polish messages and changes nothing', async () => {
    const before = await count();
    const [start, end] = iris.places;
    const missing = await call('transport', 'POST', '/api/defined_kilometers', {
      placeStart: start,
      placeEnd: end,
    });
    expect(missing.statusCode).toBe(422);
    expect(violations(missing)).toEqual([
      { propertyPath: 'kilometers', message: 'Podaj kilometry' },
      { propertyPath: 'time', message: 'Podaj czas (HH:MM)' },
    ]);
    const bad = await call('transport', 'POST', '/api/defined_kilometers', {
      placeStart: start,
      placeEnd: end,
      kilometers: 1.5,
      time: 90_000,
    });
    expect(violations(bad)).toEqual([
      { propertyPath: 'kilometers', message: 'Wartość musi być liczbą całkowitą' },
      { propertyPath: 'time', message: 'Niepoprawny format czasu (HH:MM)!' },
    ]);
    const unknownPlace = await call('transport', 'POST', '/api/defined_kilometers', {
      placeStart: start,
      placeEnd: '/api/abstract_places/999999',
      kilometers: 5,
      time: 600,
    });
    expect(unknownPlace.statusCode).toBe(422);
    expect(violations(unknownPlace)).toEqual([
      { propertyPath: 'placeEnd', message: 'Nieprawidłowa wartość' },
    ]);
    expect(await count()).toBe(before);
  });

  it('refuses roles without the right before reading the body', async () => {
    for (const username of ['kierowca', 'pasazer', 'ksiegowa', 'firma.dbcargo']) {
      expect((await call(username, 'POST', '/api/defined_kilometers', {})).statusCode).toBe(403);
      expect((await call(username, 'GET', '/api/defined_kilometers')).statusCode).toBe(403);
    }
    // The railway company adds missing ones from its dashboard but does not change them.
    expect((await call('firma', 'PUT', '/api/defined_kilometers/1', {})).statusCode).toBe(403);
  });

  it('creates (201), refuses the same pair again, lists, reads and changes with the version', async () => {
    const [start, end] = iris.places;
    const created = await call('transport', 'POST', '/api/defined_kilometers', {
      placeStart: start,
      placeEnd: end,
      kilometers: 42,
      time: 2700,
    });
    expect(created.statusCode).toBe(201);
    const body = created.json<{ '@id': string; id: number; version: number }>();
    expect(body).toMatchObject({ kilometers: 42, time: 2700, placeStart: { '@id': start }, version: 1 });

    const again = await call('transport', 'POST', '/api/defined_kilometers', {
      placeStart: start,
      placeEnd: end,
      kilometers: 1,
      time: 60,
    });
    expect(violations(again)).toEqual([{ propertyPath: 'placeEnd', message: DUPLICATE_PAIR }]);
    // The pair is Taxi Trans's own, not a global one.
    const [stored] = await app.db.select().from(definedKilometers).where(eq(definedKilometers.id, body.id));
    expect(stored?.companyId).toBe(await companyId(app, 'Taxi Trans Warszawa'));

    const list = await call('transport', 'GET', '/api/defined_kilometers');
    expect(list.json<{ 'hydra:member': { id: number }[] }>()['hydra:member'].map((row) => row.id)).toContain(
      body.id,
    );
    // An administration list (§2.7): newest first, one per page, the whole count, the folded search.
    const newest = await call('transport', 'GET', '/api/defined_kilometers?order[id]=desc&itemsPerPage=1');
    const page = newest.json<{ 'hydra:member': { id: number }[]; 'hydra:totalItems': number }>();
    expect(page['hydra:member'].map((row) => row.id)).toEqual([body.id]);
    expect(page['hydra:totalItems']).toBe(list.json<{ 'hydra:totalItems': number }>()['hydra:totalItems']);
    const startName = created.json<{ placeStart: { name: string } }>().placeStart.name;
    const found = await call(
      'transport',
      'GET',
      `/api/defined_kilometers?search=${encodeURIComponent(startName)}`,
    );
    expect(found.json<{ 'hydra:member': { id: number }[] }>()['hydra:member'].map((row) => row.id)).toContain(
      body.id,
    );
    const none = await call('transport', 'GET', '/api/defined_kilometers?search=nie-ma-takiego-miejsca');
    expect(none.json<{ 'hydra:totalItems': number }>()['hydra:totalItems']).toBe(0);

    const stale = await call('transport', 'PUT', `/api/defined_kilometers/${body.id}`, {
      placeStart: start,
      placeEnd: end,
      kilometers: 40,
      time: 2400,
      version: 7,
    });
    expect(stale.statusCode).toBe(409);
    const changed = await call('admin', 'PUT', `/api/defined_kilometers/${body.id}`, {
      placeStart: start,
      placeEnd: end,
      kilometers: 40,
      time: 2400,
      version: 1,
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ kilometers: 40, time: 2400, version: 2 });
    expect((await call('transport', 'GET', '/api/defined_kilometers/999999')).statusCode).toBe(404);
  });

  it("gives a course write's segment between a defined pair the source 'defined' with its km and time", async () => {
    // PKP Intercity's own pair measures its course; Taxi Trans's (40 km, above) is not the payer's.
    const [start, end] = iris.places;
    const own = await call('firma', 'POST', '/api/defined_kilometers', {
      placeStart: start,
      placeEnd: end,
      kilometers: 33,
      time: 2100,
    });
    expect(own.statusCode).toBe(201);
    const response = await call('dyspozytor', 'POST', '/api/taxi_courses', taxiPayload(iris));
    expect(response.statusCode).toBe(201);
    const course = response.json<{
      rides: { id: number; segments: { distance: number; time: number; timeAndDistanceSource: string }[] }[];
    }>();
    expect(course.rides[0]?.segments[0]).toMatchObject({
      distance: 33,
      time: 2100,
      timeAndDistanceSource: 'defined',
    });
    const rideId = course.rides[0]?.id ?? 0;
    const [stored] = await app.db.select().from(segments).where(eq(segments.rideId, rideId));
    expect(stored).toMatchObject({ distance: 33, time: 2100, timeAndDistanceSource: 'defined' });
  });

  it('prefills the route between two places: defined when there is a pair, else estimated', async () => {
    const [start, end] = iris.places;
    const defined = await call(
      'transport',
      'GET',
      `/api/segment_route_details?placeStart=${end}&placeEnd=${start}`,
    );
    expect(defined.json()).toEqual({ distance: 40, time: 2400, timeAndDistanceSource: 'defined' });
    const missing = await call('transport', 'GET', `/api/segment_route_details?placeStart=${start}`);
    expect(missing.statusCode).toBe(422);
    expect(iriId(start, 'abstract_places')).not.toBeNull();
  });

  it("lists the railway company's missing pairs; a saved one leaves the list", async () => {
    type Missing = { placeStart: { '@id': string }; placeEnd: { '@id': string }; distance: number | null }[];
    const first = await call('firma', 'GET', '/api/missing_defined_kilometers');
    expect(first.statusCode).toBe(200);
    const [pair] = first.json<Missing>();
    if (!pair) throw new Error('no missing pair in the demo');
    const saved = await call('firma', 'POST', '/api/defined_kilometers', {
      placeStart: pair.placeStart['@id'],
      placeEnd: pair.placeEnd['@id'],
      kilometers: Math.round(pair.distance ?? 10),
      time: 1200,
    });
    expect(saved.statusCode).toBe(201);
    const after = (await call('firma', 'GET', '/api/missing_defined_kilometers')).json<Missing>();
    expect(
      after.some(
        (row) =>
          row.placeStart['@id'] === pair.placeStart['@id'] && row.placeEnd['@id'] === pair.placeEnd['@id'],
      ),
    ).toBe(false);
    expect((await call('transport', 'GET', '/api/missing_defined_kilometers')).statusCode).toBe(403);
  });

  it("keeps a tenant's pairs to itself: another tenant neither lists, reads, changes nor is measured by them", async () => {
    const taxiTrans = await companyId(app, 'Taxi Trans Warszawa');
    const [own] = await app.db
      .select()
      .from(definedKilometers)
      .where(eq(definedKilometers.companyId, taxiTrans));
    if (!own) throw new Error('no pair of Taxi Trans (the tests above make one)');
    type Listed = { 'hydra:member': { id: number }[] };
    const listed = await call('transport.slask', 'GET', '/api/defined_kilometers');
    expect(listed.statusCode).toBe(200);
    const ids = listed.json<Listed>()['hydra:member'].map((row) => row.id);
    expect(ids).not.toContain(own.id);
    expect((await call('transport.slask', 'GET', `/api/defined_kilometers/${own.id}`)).statusCode).toBe(404);
    const [start, end] = iris.places;
    const body = { placeStart: start, placeEnd: end, kilometers: 1, time: 60, version: own.version };
    expect((await call('transport.slask', 'PUT', `/api/defined_kilometers/${own.id}`, body)).statusCode).toBe(
      404,
    );

    // A manager's (global) pair is listed to every tenant but changed by a manager only.
    const made = await call('admin', 'POST', '/api/defined_kilometers', {
      placeStart: end,
      placeEnd: start,
      kilometers: 77,
      time: 3600,
    });
    expect(made.statusCode).toBe(201);
    const global = made.json<{ id: number; version: number }>();
    const [globalRow] = await app.db
      .select()
      .from(definedKilometers)
      .where(eq(definedKilometers.id, global.id));
    expect(globalRow?.companyId).toBeNull();
    const before = await app.db.select().from(definedKilometers).orderBy(definedKilometers.id);
    const seen = (await call('transport.slask', 'GET', '/api/defined_kilometers')).json<Listed>();
    expect(seen['hydra:member'].map((row) => row.id)).toContain(global.id);
    for (const username of ['transport', 'transport.slask']) {
      const refused = await call(username, 'PUT', `/api/defined_kilometers/${global.id}`, {
        ...body,
        version: global.version,
      });
      expect(refused.statusCode).toBe(403);
      expect(refused.json<{ 'hydra:description': string }>()['hydra:description']).toBe(FOREIGN_PAIR);
    }
    expect(await app.db.select().from(definedKilometers).orderBy(definedKilometers.id)).toEqual(before);

    // Taxi Trans's pair measures its own prefill, nobody else's.
    const route = `/api/segment_route_details?placeStart=${start}&placeEnd=${end}`;
    expect((await call('transport', 'GET', route)).json()).toMatchObject({ distance: 40 });
    expect((await call('admin', 'GET', route)).json()).not.toMatchObject({
      timeAndDistanceSource: 'defined',
      distance: 40,
    });
  });
});
