/**
 * Issue 29 items 3 and 7 through the real routes: a home place is its person's contact
 * (domain/people/contact-visibility.ts), read only by who may see that person's contacts and
 * rewritten only by the person, managers and the account's user administrators (mayEditHomeOf).
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { places, users } from '../../db/schema';
import { as, buildWriteApp } from '../../test/course-writes/write-app.support';

let app: FastifyInstance;

interface Answer {
  id: number;
  userId: number;
  version: number;
  address: string | null;
  'hydra:member': { id: number }[];
}

async function call(username: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) {
  const response = await app.inject({
    method,
    url,
    headers: await as(app, username),
    ...(payload === undefined ? {} : { payload }),
  });
  return { status: response.statusCode, body: response.json<Answer>() };
}

/** A passenger of PKP Intercity (added by its head) with a home place. */
let home: { id: number; version: number };

beforeAll(async () => {
  app = await buildWriteApp();
  const passenger = await call('firma', 'POST', '/api/passengers', {
    firstname: 'Helena',
    surname: 'Domowa',
    email: '',
    phones: [],
  });
  const created = await call('firma', 'POST', '/api/abstract_places', {
    type: 'home',
    address: 'ul. Prywatna 7, Warszawa',
    latitude: 52.1,
    longitude: 21.1,
    user: `/api/users/${passenger.body.userId}`,
  });
  expect(created.status).toBe(201);
  home = { id: created.body.id, version: created.body.version };
}, 60_000);
afterAll(() => app.close());

const listedHomes = async (username: string) => {
  const { status, body } = await call(username, 'GET', '/api/abstract_places?type=home&pagination=false');
  expect(status).toBe(200);
  return body['hydra:member'].map((member) => member.id);
};

describe('home places (item 3)', () => {
  it.each(['admin', 'dyspozytor', 'firma', 'dyspozytor.zewnetrzny'])(
    '%s lists and reads the home',
    async (who) => {
      expect(await listedHomes(who)).toContain(home.id);
      expect((await call(who, 'GET', `/api/abstract_places/${home.id}`)).status).toBe(200);
    },
  );

  it.each(['pasazer', 'kierowca', 'flota', 'hotel', 'ksiegowa', 'firma.dbcargo', 'transport.slask'])(
    '%s neither lists nor reads it (404)',
    async (who) => {
      expect(await listedHomes(who)).not.toContain(home.id);
      expect((await call(who, 'GET', `/api/abstract_places/${home.id}`)).status).toBe(404);
    },
  );

  it('a passenger still reads their own home', async () => {
    const [pasazer] = await app.db.select().from(users).where(eq(users.username, 'pasazer'));
    const own = pasazer?.homePlaceId;
    expect(own).toBeTruthy();
    expect(await listedHomes('pasazer')).toContain(own);
    expect((await call('pasazer', 'GET', `/api/abstract_places/${own}`)).status).toBe(200);
  });

  it('nobody creates a home for a person whose contacts they may not see', async () => {
    const [firma] = await app.db.select().from(users).where(eq(users.username, 'firma'));
    const { status } = await call('pasazer', 'POST', '/api/abstract_places', {
      type: 'home',
      address: 'ul. Obca 1, Warszawa',
      user: `/api/users/${firma?.id}`,
    });
    expect(status).toBe(422);
  });
});

describe("rewriting a colleague's home (item 7)", () => {
  it('the external dispatcher and a passenger are refused, changing nothing', async () => {
    const url = `/api/abstract_places/${home.id}`;
    const body = { address: 'ul. Napastnika 1, Kraków', version: home.version };
    expect((await call('dyspozytor.zewnetrzny', 'PUT', url, body)).status).toBe(403);
    expect((await call('pasazer', 'PUT', url, body)).status).toBe(404);
    const [row] = await app.db.select().from(places).where(eq(places.id, home.id));
    expect(row?.address).toBe('ul. Prywatna 7, Warszawa');
  });

  it('who may see the person but not rewrite the home sets no new home either (403)', async () => {
    const [pasazer] = await app.db.select().from(users).where(eq(users.username, 'pasazer'));
    for (const who of ['dyspozytor.zewnetrzny', 'transport']) {
      const { status } = await call(who, 'POST', '/api/abstract_places', {
        type: 'home',
        address: 'ul. Podstawiona 3, Warszawa',
        user: `/api/users/${pasazer?.id}`,
      });
      expect(status, who).toBe(403);
    }
    const [after] = await app.db
      .select()
      .from(users)
      .where(eq(users.id, pasazer?.id ?? 0));
    expect(after?.homePlaceId).toBe(pasazer?.homePlaceId);
  });

  it('the head of company (the account administrator) rewrites it', async () => {
    const { status, body } = await call('firma', 'PUT', `/api/abstract_places/${home.id}`, {
      address: 'ul. Nowa 2, Warszawa',
      version: home.version,
    });
    expect(status).toBe(200);
    expect(body.address).toBe('ul. Nowa 2, Warszawa');
  });
});
