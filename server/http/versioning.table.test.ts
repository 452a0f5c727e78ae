/**
 * No lost updates over every write on an existing object (issue 14): each PUT/PATCH/DELETE of the route
 * registry has a row in `test/http/versioning.table.support.ts`; a stale If-Match is 412 and a stale body version 409,
 * with the Polish message, and neither changes a row of any table (checksums); the current version
 * succeeds and bumps it. One demo-seeded app, one pass per row: no random input, no seeds.
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courses, rides } from '../db/course-schema';
import { companyTransportCosts } from '../db/finance-schema';
import { tableChecksums } from '../test/db/table-checksums.support';
import { matrixTargets } from '../test/authorization/matrix.support';
import {
  as,
  buildWriteApp,
  demoIris,
  taxiPayload,
  type DemoIris,
} from '../test/course-writes/write-app.support';
import { createdStops, stopRows, stopsBody } from '../test/ride-relation/ride-relation.support';
import { parties, settlementCourse } from '../test/settlement/settlement.support';
import { HTTP_MESSAGES } from './messages';
import { VERSION_TABLE, type VersionedRow } from '../test/http/versioning.table.support';

const OUTBOX = 'public.outbox_messages';

let app: FastifyInstance;
let targets: Awaited<ReturnType<typeof matrixTargets>>;
let iris: DemoIris;

beforeAll(async () => {
  app = await buildWriteApp();
  targets = await matrixTargets(app);
  iris = await demoIris(app);
}, 120_000);
afterAll(() => app.close());

const writeRoutes = () =>
  app.apiRoutes
    .filter((route) => ['PUT', 'PATCH', 'DELETE'].includes(route.method))
    .map((route) => `${route.method} ${route.url}`);

const fill = (pattern: string, params: Record<string, string>) =>
  pattern.replace(/:(\w+)/g, (_, name: string) => params[name] ?? `:${name}`);

interface Versions {
  etag: number;
  body: number;
}

/** A kilometer course of the demo passenger (only its creator or driver changes the relation). */
async function ownKilometerCourse(): Promise<Record<string, string>> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/kilometer_courses',
    headers: await as(app, 'pasazer'),
    payload: {
      fromStartingPlace: null,
      toStartingPlace: null,
      rides: [
        {
          number: null,
          waypoints: [
            { place: iris.places[0], date: '2030-05-06', time: '06:00', passengers: [] },
            { place: iris.places[1], date: '2030-05-06', time: '08:00' },
            { place: iris.places[0], date: '', time: '' },
          ],
        },
      ],
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return { id: String(response.json<{ id: number }>().id) };
}

/** The object each row writes: the matrix's own object, unless the write needs one of its own. */
async function paramsOf(key: string, row: VersionedRow): Promise<Record<string, string>> {
  if (key === 'PUT /api/kilometer_courses/:id') return ownKilometerCourse();
  if (key === 'PUT /api/kilometer_course_rides/:id/report') {
    const course = await ownKilometerCourse();
    const [ride] = await app.db
      .select()
      .from(rides)
      .where(eq(rides.courseId, Number(course.id)));
    await app.db
      .update(rides)
      .set({ status: 'finished' })
      .where(eq(rides.id, ride?.id ?? 0));
    return { id: String(ride?.id) };
  }
  if (key === 'PUT /api/taxi_courses/:id/settlement') {
    const { courseId } = await settlementCourse(app, await parties(app), ['finished']);
    return { id: String(courseId) };
  }
  return targets[row.target].own(row.login);
}

async function versionsOf(row: VersionedRow, params: Record<string, string>): Promise<Versions> {
  const id = Number(params.id);
  const { source } = row;
  if (source.from === 'get') {
    const response = await app.inject({
      method: 'GET',
      url: fill(source.url, params),
      headers: await as(app, row.login),
    });
    expect(response.statusCode, response.body).toBe(200);
    const version = Number(/(\d+)/.exec(String(response.headers.etag))?.[1]);
    return { etag: version, body: version };
  }
  if (source.from === 'course') {
    const [course] = await app.db.select().from(courses).where(eq(courses.id, id));
    return { etag: course?.version ?? 0, body: course?.version ?? 0 };
  }
  if (source.from === 'ride') {
    const [ride] = await app.db
      .select({ ride: rides.version, course: courses.version })
      .from(rides)
      .innerJoin(courses, eq(courses.id, rides.courseId))
      .where(eq(rides.id, id));
    return { etag: ride?.course ?? 0, body: ride?.ride ?? 0 };
  }
  const [stored] = await app.db
    .select({ version: companyTransportCosts.version })
    .from(companyTransportCosts)
    .where(eq(companyTransportCosts.id, id));
  return { etag: stored?.version ?? 0, body: stored?.version ?? 0 };
}

/** Bodies too long for the table: the whole course, its relation, its starting bases. */
async function courseBody(key: string, params: Record<string, string>) {
  const rideId = Number(params.id);
  if (key === 'PUT /api/taxi_courses/:id' || key === 'PUT /api/taxi_courses/:id/following') {
    const [ride] = await app.db
      .select()
      .from(rides)
      .where(eq(rides.courseId, Number(params.id)));
    const payload = taxiPayload(iris);
    return {
      ...payload,
      rides: payload.rides.map((one) => ({
        ...one,
        id: `/api/taxi_course_rides/${ride?.id}`,
        status: ride?.status,
      })),
    };
  }
  if (key === 'PUT /api/taxi_courses/:id/settlement') {
    const [ride] = await app.db
      .select()
      .from(rides)
      .where(eq(rides.courseId, Number(params.id)));
    return { rides: [{ id: ride?.id, distance: 40 + calls, waitingHours: 1, highwayCost: 0, comment: '' }] };
  }
  if (key === 'PUT /api/taxi_course_rides/:id/starting_base')
    return { fromStartingBase: iris.base, toStartingBase: null };
  if (key === 'PUT /api/taxi_course_rides/:id') {
    const [a, b] = await stopRows(app, rideId);
    return { waypoints: stopsBody(iris, createdStops(iris, a?.id ?? 0, b?.id ?? 0)) };
  }
  // PUT /api/kilometer_courses/:id: its one ride's stops, the middle one an hour later each time.
  const [ride] = await app.db
    .select()
    .from(rides)
    .where(eq(rides.courseId, Number(params.id)));
  const stops = await stopRows(app, ride?.id ?? 0);
  return {
    fromStartingPlace: null,
    toStartingPlace: null,
    rides: [
      {
        id: `/api/kilometer_course_rides/${ride?.id}`,
        number: null,
        waypoints: stops.map((stop, index) => ({
          id: `/api/waypoints/${stop.id}`,
          place: stop.placeId === null ? null : `/api/abstract_places/${stop.placeId}`,
          date: index === stops.length - 1 ? '' : '2030-05-06',
          time: ['06:00', `${10 + (calls % 10)}:00`, ''][index] ?? '',
        })),
      },
    ],
  };
}

/** What the row's body is built from: its GET, or the ride's row. */
async function currentOf(
  row: VersionedRow,
  params: Record<string, string>,
): Promise<Record<string, unknown>> {
  if (row.source.from === 'ride') {
    const [ride] = await app.db
      .select()
      .from(rides)
      .where(eq(rides.id, Number(params.id)));
    return { ...ride };
  }
  if (row.source.from !== 'get') return {};
  const current = await app.inject({
    method: 'GET',
    url: fill(row.source.url, params),
    headers: await as(app, row.login),
  });
  return current.json<Record<string, unknown>>();
}

let calls = 0;
async function bodyOf(key: string, row: VersionedRow, params: Record<string, string>) {
  calls += 1;
  if (key.startsWith('DELETE')) return undefined;
  if (row.body) return row.body(calls, await currentOf(row, params));
  return courseBody(key, params);
}

async function send(
  key: string,
  row: VersionedRow,
  params: Record<string, string>,
  version: { ifMatch?: number; body?: number },
) {
  const [method = 'PUT', pattern = ''] = key.split(' ');
  const body = await bodyOf(key, row, params);
  const payload = version.body === undefined ? body : { ...body, version: version.body };
  return app.inject({
    method: method as 'PUT',
    url: fill(pattern, params),
    headers: {
      ...(await as(app, row.login)),
      ...(version.ifMatch === undefined ? {} : { 'if-match': `W/"${version.ifMatch}"` }),
    },
    ...(payload === undefined ? {} : { payload }),
  });
}

const description = (response: { json: () => unknown }) =>
  (response.json() as { 'hydra:description'?: string })['hydra:description'];

describe('the versioning table', () => {
  it('has a row for every PUT, PATCH and DELETE the server registers, and none for a route that is gone', () => {
    const routes = writeRoutes();
    expect(routes.length).toBeGreaterThan(20);
    for (const key of routes) expect(VERSION_TABLE, `no versioning row for ${key}`).toHaveProperty([key]);
    for (const key of Object.keys(VERSION_TABLE)) expect(routes, key).toContain(key);
  });

  const versioned = Object.entries(VERSION_TABLE).filter(
    (entry): entry is [string, VersionedRow] => entry[1].kind !== 'none',
  );
  it.each(versioned)('%s: stale 412/409 change nothing, the current version succeeds', async (key, row) => {
    const isDelete = key.startsWith('DELETE');
    // A DELETE has no body: its version comes as If-Match.
    const carries = row.carries ?? { body: !isDelete, ifMatch: true };
    const params = await paramsOf(key, row);
    let at = await versionsOf(row, params);
    if (!isDelete) {
      // A write at the current version succeeds and bumps it; the version read before is now stale.
      const first = await send(key, row, params, carries.ifMatch ? { ifMatch: at.etag } : { body: at.body });
      expect(first.statusCode, first.body).toBeLessThan(300);
      const after = await versionsOf(row, params);
      expect(after.etag, 'version bumped').toBeGreaterThan(at.etag);
      expect(after.body, 'version bumped').toBeGreaterThan(at.body);
    } else at = { etag: at.etag + 1, body: at.body + 1 };
    const stale = at;
    await as(app, row.login);
    const before = await tableChecksums(app.db);
    if (carries.ifMatch) {
      const response = await send(key, row, params, { ifMatch: stale.etag });
      expect(response.statusCode, response.body).toBe(412);
      expect(description(response)).toBe(HTTP_MESSAGES.stale);
    }
    if (carries.body) {
      const response = await send(key, row, params, { body: stale.body });
      expect(response.statusCode, response.body).toBe(409);
      expect(description(response)).toBe(HTTP_MESSAGES.stale);
    }
    if (row.kind === 'replace') {
      const response = await send(key, row, params, {});
      expect(response.statusCode, response.body).toBe(428);
      expect(description(response)).toBe(HTTP_MESSAGES.versionRequired);
    }
    const after = await tableChecksums(app.db);
    // The outbox delivers the messages of the earlier (successful) write in the background, which
    // changes their status: a refused write must add none, so the outbox is compared by its rows.
    const changed = Object.keys(after).filter((table) =>
      table === OUTBOX
        ? after[table]?.rows !== before[table]?.rows
        : after[table]?.md5 !== before[table]?.md5,
    );
    expect(changed, 'a refused write changed nothing').toEqual([]);
    const current = await versionsOf(row, params);
    const last = await send(
      key,
      row,
      params,
      carries.ifMatch ? { ifMatch: current.etag } : { body: current.body },
    );
    expect(last.statusCode, last.body).toBeLessThan(300);
  });
});
