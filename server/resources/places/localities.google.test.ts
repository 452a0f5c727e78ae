import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, seedDemo } from '../../seed/demo';
import type { PostFetch } from '../../geo/google-place-search';
import { bearer, createTestApp, login } from '../../test/factories.support';

/** GET /api/localities with GOOGLE_MAPS_API_KEY set; Google is a fake fetch (no network in tests). */
let app: FastifyInstance;
let headers: Record<string, string>;
let answer: () => Promise<{ ok: boolean; status: number; json(): Promise<unknown> }>;
const requests: { url: string; key: string | undefined; body: unknown }[] = [];

const fetch: PostFetch = (url, init) => {
  requests.push({ url, key: init.headers['X-Goog-Api-Key'], body: JSON.parse(init.body) });
  return answer();
};

const berlinHbf = {
  id: 'ChIJ-berlin-hbf',
  displayName: { text: 'Berlin Hauptbahnhof' },
  formattedAddress: 'Europaplatz 1, 10557 Berlin, Niemcy',
  location: { latitude: 52.5251, longitude: 13.3694 },
  addressComponents: [{ longText: 'Niemcy', shortText: 'DE', types: ['country', 'political'] }],
};

interface Member {
  '@id': string;
  '@type': string;
  id: string;
  name: string;
  address: string;
  source: string;
  placeId: string | null;
}

async function localities(search: string) {
  const response = await app.inject({
    method: 'GET',
    url: `/api/localities?search=${encodeURIComponent(search)}`,
    headers,
  });
  return {
    status: response.statusCode,
    members: response.json<{ 'hydra:member': Member[] }>()['hydra:member'],
  };
}

beforeAll(async () => {
  app = await createTestApp({ googleMapsApiKey: 'server-key' }, { fetch });
  await app.ready();
  await seedDemo(app.db);
  headers = bearer((await login(app, 'dyspozytor', DEMO_PASSWORD)).token);
});

afterAll(() => app.close());

beforeEach(() => {
  requests.length = 0;
  answer = () =>
    Promise.resolve({ ok: true, status: 200, json: () => Promise.resolve({ places: [berlinHbf] }) });
});

describe('GET /api/localities with Google configured', () => {
  it('answers Google places in the locality shape, asked with the server key', async () => {
    const { status, members } = await localities('berlin hbf');
    expect(status).toBe(200);
    expect(members).toEqual([
      {
        '@id': '/api/localities/google%3AChIJ-berlin-hbf',
        '@type': 'Locality',
        id: 'google:ChIJ-berlin-hbf',
        name: 'Berlin Hauptbahnhof',
        address: 'Europaplatz 1, 10557 Berlin, Niemcy',
        country: 'de',
        lat: 52.5251,
        lng: 13.3694,
        source: 'google',
        placeId: 'ChIJ-berlin-hbf',
      },
    ]);
    expect(requests).toEqual([
      {
        url: expect.stringContaining('places:searchText') as unknown,
        key: 'server-key',
        body: expect.objectContaining({ textQuery: 'berlin hbf', languageCode: 'pl' }) as unknown,
      },
    ]);
  });

  it('answers from the gazetteer when Google fails', async () => {
    answer = () => Promise.reject(new TypeError('fetch failed'));
    const { status, members } = await localities('lodz');
    expect(status).toBe(200);
    expect(members[0]).toMatchObject({ id: 'pl:lodz', name: 'Łódź', source: 'gazetteer', placeId: null });
    expect(requests).toHaveLength(1);
  });

  it('refuses a huge search before asking Google', async () => {
    const response = await app.inject({
      method: 'GET',
      url: `/api/localities?search=${'a'.repeat(150)}`,
      headers,
    });
    expect(response.statusCode).toBe(400);
    expect(requests).toHaveLength(0);
  });

  it('keeps the Google place id when the picked place is saved', async () => {
    const [picked] = (await localities('berlin hbf')).members;
    const saved = await app.inject({
      method: 'POST',
      url: '/api/abstract_places',
      headers,
      payload: {
        type: 'place',
        name: picked?.name,
        address: picked?.address,
        latitude: 52.5251,
        longitude: 13.3694,
        placeId: picked?.placeId,
      },
    });
    expect(saved.statusCode).toBe(201);
    expect(saved.json()).toMatchObject({ name: 'Berlin Hauptbahnhof', placeId: 'ChIJ-berlin-hbf' });
  });
});
