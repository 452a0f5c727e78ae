import { describe, expect, it, vi } from 'vitest';
import {
  GOOGLE_FIELD_MASK,
  GOOGLE_TEXT_SEARCH_URL,
  PL_DE_BOUNDS,
  createLocalitySearch,
  googlePlaceSearch,
  parseTextSearch,
  type PostFetch,
} from './google-place-search';
import { gazetteerLocalitySearch } from './locality-search';

// Google is unreachable from tests: the adapter is driven by an injected fetch.
const component = (longText: string, shortText: string, types: string[]) => ({
  longText,
  shortText,
  types,
  languageCode: 'pl',
});

/** Shape of a real Places API (New) Text Search answer, trimmed to the field mask. */
const textSearchBody = {
  places: [
    {
      id: 'ChIJ-warszawa-centralna',
      displayName: { text: 'Warszawa Centralna', languageCode: 'pl' },
      formattedAddress: 'Aleje Jerozolimskie 54, 00-024 Warszawa, Polska',
      location: { latitude: 52.2287, longitude: 21.0034 },
      addressComponents: [
        component('Warszawa', 'Warszawa', ['locality', 'political']),
        component('Polska', 'PL', ['country', 'political']),
      ],
    },
    {
      id: 'ChIJ-berlin-hbf',
      displayName: { text: 'Berlin Hauptbahnhof', languageCode: 'de' },
      formattedAddress: 'Europaplatz 1, 10557 Berlin, Niemcy',
      location: { latitude: 52.5251, longitude: 13.3694 },
      addressComponents: [component('Niemcy', 'DE', ['country', 'political'])],
    },
    {
      // Inside the box around PL/DE, but in Czechia: left out.
      id: 'ChIJ-praha',
      displayName: { text: 'Praha hlavní nádraží', languageCode: 'cs' },
      formattedAddress: 'Wilsonova 300/8, 120 00 Praga, Czechy',
      location: { latitude: 50.0831, longitude: 14.4353 },
      addressComponents: [component('Czechy', 'CZ', ['country', 'political'])],
    },
    {
      // No location (a service-area business): cannot be a stop.
      id: 'ChIJ-no-location',
      displayName: { text: 'Taxi Warszawa' },
      addressComponents: [component('Polska', 'PL', ['country', 'political'])],
    },
  ],
};

interface Call {
  url: string;
  init: Parameters<PostFetch>[1];
}

function fakeFetch(answer: () => Promise<{ ok: boolean; status: number; json(): Promise<unknown> }>) {
  const calls: Call[] = [];
  const fetch: PostFetch = (url, init) => {
    calls.push({ url, init });
    return answer();
  };
  return { fetch, calls };
}
const json =
  (body: unknown, status = 200) =>
  () =>
    Promise.resolve({ ok: status < 400, status, json: () => Promise.resolve(body) });

describe('googlePlaceSearch', () => {
  it('asks Text Search in Polish, restricted to the PL/DE box, for only the fields it maps', async () => {
    const { fetch, calls } = fakeFetch(json(textSearchBody));
    await googlePlaceSearch({ apiKey: 'test-key', fetch }).search('  warszawa centralna ', { limit: 50 });
    expect(calls).toHaveLength(1);
    const [call] = calls;
    expect(call?.url).toBe(GOOGLE_TEXT_SEARCH_URL);
    expect(call?.init.method).toBe('POST');
    expect(call?.init.headers).toEqual({
      'Content-Type': 'application/json',
      'X-Goog-Api-Key': 'test-key',
      'X-Goog-FieldMask': GOOGLE_FIELD_MASK,
    });
    expect(JSON.parse(call?.init.body ?? '')).toEqual({
      textQuery: 'warszawa centralna',
      languageCode: 'pl',
      regionCode: 'PL',
      pageSize: 20,
      locationRestriction: { rectangle: PL_DE_BOUNDS },
    });
    expect(call?.init.signal).toBeInstanceOf(AbortSignal);
    expect(GOOGLE_FIELD_MASK.split(',')).toEqual([
      'places.id',
      'places.displayName',
      'places.formattedAddress',
      'places.location',
      'places.addressComponents',
    ]);
  });

  it('maps the places of Poland and Germany to the locality shape, in Google’s order', async () => {
    const { fetch } = fakeFetch(json(textSearchBody));
    const results = await googlePlaceSearch({ apiKey: 'k', fetch }).search('dworzec');
    expect(results).toEqual([
      {
        id: 'google:ChIJ-warszawa-centralna',
        name: 'Warszawa Centralna',
        address: 'Aleje Jerozolimskie 54, 00-024 Warszawa, Polska',
        country: 'pl',
        lat: 52.2287,
        lng: 21.0034,
        source: 'google',
        placeId: 'ChIJ-warszawa-centralna',
      },
      {
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
  });

  it('keeps to the asked countries and limit', async () => {
    const { fetch, calls } = fakeFetch(json(textSearchBody));
    const search = googlePlaceSearch({ apiKey: 'k', fetch });
    expect((await search.search('dworzec', { countries: ['de'] })).map((r) => r.name)).toEqual([
      'Berlin Hauptbahnhof',
    ]);
    expect(await search.search('dworzec', { limit: 1 })).toHaveLength(1);
    expect(JSON.parse(calls[1]?.init.body ?? '')).toMatchObject({ pageSize: 1 });
  });

  it('does not call Google for a query too short to search', async () => {
    const { fetch, calls } = fakeFetch(json(textSearchBody));
    expect(await googlePlaceSearch({ apiKey: 'k', fetch }).search(' w ')).toEqual([]);
    expect(calls).toHaveLength(0);
  });

  it.each([
    [
      'a refused key',
      json({ error: { code: 403, message: 'API key not valid.', status: 'PERMISSION_DENIED' } }, 403),
      'HTTP 403 PERMISSION_DENIED API key not valid.',
    ],
    ['a server error without a body', json(null, 503), 'HTTP 503'],
    ['an answer that is not Text Search', json({ places: 'none' }), 'unreadable answer'],
    ['a network failure', () => Promise.reject(new TypeError('fetch failed')), 'TypeError: fetch failed'],
    [
      'a body that is not JSON',
      () => Promise.resolve({ ok: true, status: 200, json: () => Promise.reject(new SyntaxError('x')) }),
      'SyntaxError: x',
    ],
  ])('falls back to the gazetteer on %s and says why', async (_, answer, reason) => {
    const { fetch } = fakeFetch(answer);
    const onFallback = vi.fn();
    const results = await googlePlaceSearch({ apiKey: 'k', fetch, onFallback }).search('lodz');
    expect(results[0]).toMatchObject({ id: 'pl:lodz', name: 'Łódź', source: 'gazetteer', placeId: null });
    expect(onFallback).toHaveBeenCalledWith(reason);
  });

  it('falls back when Google does not answer in time', async () => {
    const fetch: PostFetch = (_url, init) =>
      new Promise((_resolve, reject) => {
        init.signal?.addEventListener('abort', () => reject(init.signal?.reason));
      });
    const onFallback = vi.fn();
    const results = await googlePlaceSearch({ apiKey: 'k', fetch, onFallback, timeoutMs: 20 }).search(
      'munchen',
    );
    expect(results[0]).toMatchObject({ name: 'München', source: 'gazetteer' });
    expect(onFallback).toHaveBeenCalledWith(expect.stringMatching(/^TimeoutError/));
  });

  it('asks the gazetteer, without a warning, when Google finds nothing in PL/DE', async () => {
    const onFallback = vi.fn();
    for (const body of [{}, { places: [textSearchBody.places[2]] }]) {
      const { fetch } = fakeFetch(json(body));
      const results = await googlePlaceSearch({ apiKey: 'k', fetch, onFallback }).search('kutno');
      expect(results[0]).toMatchObject({ name: 'Kutno', source: 'gazetteer' });
    }
    expect(onFallback).not.toHaveBeenCalled();
  });
});

describe('parseTextSearch', () => {
  it('reads {} as no places and refuses what is not an answer', () => {
    expect(parseTextSearch({})).toEqual([]);
    expect(parseTextSearch(null)).toBeNull();
    expect(parseTextSearch([])).toBeNull();
    expect(parseTextSearch({ places: {} })).toBeNull();
    expect(parseTextSearch({ places: [null, 'x', { id: 'a' }] })).toEqual([]);
  });
});

describe('createLocalitySearch', () => {
  it('uses the gazetteer without a key and Google with one', async () => {
    const { fetch, calls } = fakeFetch(json(textSearchBody));
    expect(createLocalitySearch(undefined, { fetch })).toBe(gazetteerLocalitySearch);
    expect(createLocalitySearch('', { fetch })).toBe(gazetteerLocalitySearch);
    const google = createLocalitySearch('key', { fetch });
    expect((await google.search('dworzec'))[0]?.source).toBe('google');
    expect(calls).toHaveLength(1);
  });
});
