import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, seedDemo } from '../../seed/demo';
import { GOOGLE_GEOCODE_URL } from '../../geo/google-reverse-geocode';
import type { FetchLike } from '../../geo/route-estimate';
import { bearer, createTestApp, login } from '../../test/factories.support';

/** GET /api/geocode/reverse offline (the gazetteer) and with a key (a fake Google; no network). */
const offline: { app?: FastifyInstance; headers: Record<string, string> } = { headers: {} };
const google: { app?: FastifyInstance; headers: Record<string, string> } = { headers: {} };
let answer: () => Promise<{ ok: boolean; json(): Promise<unknown> }>;
const urls: string[] = [];
const fakeFetch: FetchLike = (url) => {
  urls.push(url);
  return answer();
};
const ok = (body: unknown) => () => Promise.resolve({ ok: true, json: () => Promise.resolve(body) });

const warsawAnswer = {
  status: 'OK',
  results: [
    {
      formatted_address: 'Aleje Jerozolimskie 54, 00-024 Warszawa, Polska',
      place_id: 'ChIJ-warszawa-centralna',
      address_components: [
        { long_name: 'Warszawa', short_name: 'Warszawa', types: ['locality', 'political'] },
        { long_name: 'Polska', short_name: 'PL', types: ['country', 'political'] },
      ],
    },
  ],
};

async function reverse(target: typeof offline, query: string) {
  const app = target.app;
  if (!app) throw new Error('app not started');
  return app.inject({ method: 'GET', url: `/api/geocode/reverse${query}`, headers: target.headers });
}

beforeAll(async () => {
  offline.app = await createTestApp({});
  google.app = await createTestApp({ googleMapsApiKey: 'server-key' }, { geocodeFetch: fakeFetch });
  for (const target of [offline, google]) {
    const app = target.app;
    if (!app) continue;
    await app.ready();
    await seedDemo(app.db);
    target.headers = bearer((await login(app, 'dyspozytor', DEMO_PASSWORD)).token);
  }
});

afterAll(async () => {
  await offline.app?.close();
  await google.app?.close();
});

beforeEach(() => {
  urls.length = 0;
  answer = ok(warsawAnswer);
});

describe('GET /api/geocode/reverse without a Google key', () => {
  it('names the nearest gazetteer locality', async () => {
    const response = await reverse(offline, '?lat=51.77&lng=19.46');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      name: 'Łódź',
      address: 'Łódź, łódzkie, Polska',
      country: 'pl',
      source: 'gazetteer',
      placeId: null,
      lat: 51.77,
      lng: 19.46,
    });
  });

  it('answers 404 with the spec message far from any locality (the Baltic)', async () => {
    const response = await reverse(offline, '?lat=55.9&lng=18.0');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({
      'hydra:description': 'Nie znaleziono adresu dla zaznaczonego miejsca',
    });
  });

  it('refuses missing and bad coordinates with 400 and needs a login', async () => {
    expect((await reverse(offline, '?lat=52')).statusCode).toBe(400);
    expect((await reverse(offline, '?lat=91&lng=19')).statusCode).toBe(400);
    expect((await reverse(offline, '?lat=abc&lng=19')).statusCode).toBe(400);
    const app = offline.app;
    if (!app) throw new Error('app not started');
    const anonymous = await app.inject({ method: 'GET', url: '/api/geocode/reverse?lat=52&lng=19' });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('GET /api/geocode/reverse with a Google key (a fake Geocoding API)', () => {
  it('answers Google’s first address in Polish and sends the key', async () => {
    const response = await reverse(google, '?lat=52.2289&lng=21.0032');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      address: 'Aleje Jerozolimskie 54, 00-024 Warszawa, Polska',
      name: 'Warszawa',
      country: 'pl',
      source: 'google',
      placeId: 'ChIJ-warszawa-centralna',
    });
    expect(urls).toHaveLength(1);
    const url = new URL(urls[0] ?? '');
    expect(`${url.origin}${url.pathname}`).toBe(GOOGLE_GEOCODE_URL);
    expect(url.searchParams.get('latlng')).toBe('52.2289,21.0032');
    expect(url.searchParams.get('language')).toBe('pl');
    expect(url.searchParams.get('key')).toBe('server-key');
  });

  it('answers 404 on ZERO_RESULTS', async () => {
    answer = ok({ status: 'ZERO_RESULTS', results: [] });
    const response = await reverse(google, '?lat=51.77&lng=19.46');
    expect(response.statusCode).toBe(404);
  });

  it('falls back to the gazetteer when Google refuses, errs or cannot be reached', async () => {
    for (const failing of [
      ok({ status: 'REQUEST_DENIED', error_message: 'The provided API key is invalid.' }),
      () => Promise.resolve({ ok: false, json: () => Promise.resolve({}) }),
      () => Promise.reject(new Error('ECONNREFUSED')),
      ok('not json'),
    ]) {
      answer = failing;
      const response = await reverse(google, '?lat=51.77&lng=19.46');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ name: 'Łódź', source: 'gazetteer' });
    }
  });
});
