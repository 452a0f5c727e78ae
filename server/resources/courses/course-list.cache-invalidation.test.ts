/**
 * The course list's answer cache is never older than a committed write (issue 32, rows 744-746):
 * a course write through the API, a write without any course event (a company renamed by plain SQL,
 * as settlement, invoices, renames and links write), and a write through another process sharing the
 * database are each seen by the very next read; answers revalidate with ETag / If-None-Match.
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { companies } from '../../db/schema';
import { testConfig } from '../../test/factories.support';
import { as, buildWriteApp, demoIris, taxiPayload } from '../../test/course-writes/write-app.support';

interface Page {
  'hydra:member': {
    id: number;
    contractor: { name: string } | null;
    rides: { id: number; status: string }[];
  }[];
}

const QUERY = '/api/abstract_courses?itemsPerPage=100&includeCancelledCourses=true&order%5BcreatedAt%5D=desc';

let app: FastifyInstance;
/** A second API process over the same database (no NOTIFY needed: the data version is the database's). */
let other: FastifyInstance;

beforeAll(async () => {
  app = await buildWriteApp();
  other = await buildApp(testConfig(), app.database);
  await other.ready();
}, 120_000);
afterAll(async () => {
  await other.close();
  await app.close();
});

const read = async (target: FastifyInstance, username = 'dyspozytor', headers: Record<string, string> = {}) =>
  target.inject({ url: QUERY, headers: { ...(await as(target, username)), ...headers } });
const members = async (target: FastifyInstance) => (await read(target)).json<Page>()['hydra:member'];

describe('the course list answer cache', () => {
  it('shows a course write to the next read, in this process and in another', async () => {
    const before = await read(app);
    expect((await read(app)).headers.etag).toBe(before.headers.etag);
    await members(other);
    const created = await app.inject({
      method: 'POST',
      url: '/api/taxi_courses',
      headers: await as(app, 'dyspozytor'),
      payload: taxiPayload(await demoIris(app)),
    });
    expect(created.statusCode, created.body).toBe(201);
    const course = created.json<{ id: number; rides: { id: number }[] }>();
    expect((await members(app)).map((member) => member.id)).toContain(course.id);
    expect((await members(other)).map((member) => member.id)).toContain(course.id);

    const rideId = course.rides[0]?.id ?? 0;
    const cancelled = await other.inject({
      method: 'POST',
      url: `/api/taxi_course_rides/${rideId}/cancel`,
      headers: await as(other, 'dyspozytor'),
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    for (const target of [app, other]) {
      const listed = (await members(target)).find((member) => member.id === course.id);
      expect(listed?.rides[0]?.status).toBe('cancelled');
    }
  });

  it('shows a write that logs no course event (a transport company renamed) to the next read', async () => {
    const [first] = await members(app);
    const name = first?.contractor?.name;
    expect(name).toBeTruthy();
    await app.db
      .update(companies)
      .set({ name: `${name} (nowa nazwa)` })
      .where(eq(companies.name, name ?? ''));
    expect((await members(app))[0]?.contractor?.name).toBe(`${name} (nowa nazwa)`);
    expect((await members(other))[0]?.contractor?.name).toBe(`${name} (nowa nazwa)`);
    await app.db
      .update(companies)
      .set({ name })
      .where(eq(companies.name, `${name} (nowa nazwa)`));
  });
});

describe('conditional GET of the course list', () => {
  it('sends an ETag to revalidate always, and 304 without a body while nothing changed', async () => {
    const first = await read(app);
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
    for (const asked of [etag, `W/${etag}`, `"other", ${etag}`]) {
      const again = await read(app, 'dyspozytor', { 'if-none-match': asked });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      expect(again.headers.etag).toBe(etag);
    }
    // The same tag from a caller whose page is other bytes: the whole page, never a 304.
    const transport = await read(app, 'transport', { 'if-none-match': etag });
    expect(transport.statusCode).toBe(200);
    expect(transport.headers.etag).not.toBe(etag);
  });

  it('answers 200 with a new ETag after a write', async () => {
    const etag = String((await read(app)).headers.etag);
    await app.inject({
      method: 'POST',
      url: '/api/taxi_courses',
      headers: await as(app, 'dyspozytor'),
      payload: taxiPayload(await demoIris(app)),
    });
    const after = await read(app, 'dyspozytor', { 'if-none-match': etag });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(etag);
  });

  it('keeps ETag and 304 with the cache switched off (LIST_CACHE_ENTRIES=0)', async () => {
    const off = await buildApp(testConfig({ listCacheEntries: 0 }), app.database);
    try {
      const first = await read(off);
      expect(first.headers.etag).toBe((await read(app)).headers.etag);
      expect(
        (await read(off, 'dyspozytor', { 'if-none-match': String(first.headers.etag) })).statusCode,
      ).toBe(304);
    } finally {
      await off.close();
    }
  });

  it('refuses a stranger before any stored answer or ETag is looked at', async () => {
    const response = await app.inject({ url: QUERY, headers: { 'if-none-match': '*' } });
    expect(response.statusCode).toBe(401);
    expect(response.headers.etag).toBeUndefined();
  });
});
