/**
 * Bounded requests (issue 14, OWASP API4, docs/security.md): over EVERY GET route the server registers
 * (the list comes from the server itself, as for the authorization matrix, so a later route is covered
 * when it lands), a client asking for 100 000 items, for no pagination or with a 10 000-character
 * search term gets an answer below 500, and a collection never answers more than its cap
 * (MAX_ITEMS_PER_PAGE per page, UNPAGED_MAX_ITEMS without pages). 1 100 companies make the caps bite.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies } from '../db/schema';
import { seedDemoCourses } from '../seed/courses';
import { seedDemo } from '../seed/demo';
import { as } from '../test/demo-session.support';
import { createTestApp } from '../test/factories.support';
import { MAX_ITEMS_PER_PAGE, UNPAGED_MAX_ITEMS } from './pagination';

/** The live stream never ends by design; its own tests bound it (heartbeat, reconnection). */
const STREAMS = new Set(['GET /api/events']);
const MANY = UNPAGED_MAX_ITEMS + 100;
const LONG = 'ż'.repeat(10_000);

const QUERIES = {
  'itemsPerPage=100000': { itemsPerPage: '100000', page: '1' },
  'pagination=false': { pagination: 'false' },
  'search of 10 000 characters': { search: LONG, name: LONG, q: LONG },
} as const;

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp({});
  await app.ready();
  await seedDemo(app.db);
  await seedDemoCourses(app.db);
  await app.db
    .insert(companies)
    .values(Array.from({ length: MANY }, (_, index) => ({ name: `Firma hurtowa ${index + 1}` })));
});
afterAll(() => app.close());

const getRoutes = () =>
  app.apiRoutes
    .filter((route) => route.method === 'GET' && !STREAMS.has(`GET ${route.url}`))
    // Path parameters get row 1: a collection under an item answers, a missing one answers 404.
    .map((route) => route.url.replace(/:[A-Za-z]+/g, '1'));

/** The members of a collection answer (hydra or a plain array), or null for anything else. */
function membersOf(body: string): unknown[] | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return null;
  }
  if (Array.isArray(parsed)) return parsed;
  const members = (parsed as Record<string, unknown> | null)?.['hydra:member'];
  return Array.isArray(members) ? members : null;
}

describe('every GET route answers a greedy client within bounds', () => {
  it('finds the routes', () => {
    expect(getRoutes().length).toBeGreaterThan(50);
  });

  for (const [label, query] of Object.entries(QUERIES)) {
    it(`${label}: every answer < 500, no collection above its cap`, async () => {
      const failures: string[] = [];
      let collections = 0;
      for (const user of ['admin', 'dyspozytor']) {
        const headers = await as(app, user);
        for (const url of getRoutes()) {
          const response = await app.inject({ method: 'GET', url, query: { ...query }, headers });
          const cap = label === 'pagination=false' ? UNPAGED_MAX_ITEMS : MAX_ITEMS_PER_PAGE;
          const members = response.statusCode === 200 ? membersOf(response.body) : null;
          if (members) collections += 1;
          if (response.statusCode >= 500) failures.push(`${user} ${url}: ${response.statusCode}`);
          else if (members && members.length > cap)
            failures.push(`${user} ${url}: ${members.length} items > ${cap}`);
        }
      }
      expect(failures).toEqual([]);
      // The long search is refused (400) by most lists: the greedy page requests must reach many.
      if (label !== 'search of 10 000 characters') expect(collections).toBeGreaterThan(40);
    }, 240_000);
  }

  it('the caps bite: 1 100 companies answer 100 per page and 1 000 without pages', async () => {
    const headers = await as(app, 'admin');
    const page = await app.inject({ method: 'GET', url: '/api/companies?itemsPerPage=100000', headers });
    expect(membersOf(page.body)).toHaveLength(MAX_ITEMS_PER_PAGE);
    const all = await app.inject({ method: 'GET', url: '/api/companies?pagination=false', headers });
    expect(all.statusCode).toBe(200);
    expect(membersOf(all.body)).toHaveLength(UNPAGED_MAX_ITEMS);
    expect(all.json<{ 'hydra:totalItems': number }>()['hydra:totalItems']).toBeGreaterThan(MANY);
  });
});
