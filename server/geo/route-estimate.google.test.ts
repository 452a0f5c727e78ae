import { describe, expect, it, vi } from 'vitest';
import {
  estimateRoute,
  type FetchLike,
  googleDirectionsEstimator,
  parseDirections,
  type RouteEstimator,
} from './route-estimate';

// Google is unreachable from tests: the adapter is driven by an injected fetch.
const WARSZAWA = { latitude: 52.2288, longitude: 21.0033 };
const KRAKOW = { latitude: 50.0676, longitude: 19.9475 };

/** Shape of a real Directions API answer (trimmed): two legs via a waypoint. */
const directionsBody = {
  geocoded_waypoints: [{ geocoder_status: 'OK', place_id: 'ChIJ-a', types: ['locality', 'political'] }],
  routes: [
    {
      bounds: { northeast: { lat: 52.23, lng: 21.01 }, southwest: { lat: 50.06, lng: 19.94 } },
      copyrights: 'Map data ©2024',
      legs: [
        {
          distance: { text: '180 km', value: 180_250 },
          duration: { text: '1 hour 55 mins', value: 6_930 },
          end_address: 'Kielce, Polska',
          start_address: 'Warszawa, Polska',
          steps: [],
        },
        {
          distance: { text: '115 km', value: 114_800 },
          duration: { text: '1 hour 31 mins', value: 5_460 },
          end_address: 'Kraków, Polska',
          start_address: 'Kielce, Polska',
          steps: [],
        },
      ],
      overview_polyline: { points: 'abc' },
      summary: 'S7',
      warnings: [],
      waypoint_order: [],
    },
    { legs: [{ distance: { value: 1 }, duration: { value: 1 } }] },
  ],
  status: 'OK',
};

const respond = (body: unknown, ok = true): FetchLike => vi.fn(async () => ({ ok, json: async () => body }));

describe('googleDirectionsEstimator', () => {
  it('calls the Directions API for driving and sums the first route’s legs', async () => {
    const fetchImpl = respond(directionsBody);
    const estimate = await googleDirectionsEstimator('KEY 1', fetchImpl).estimate(WARSZAWA, KRAKOW);
    expect(estimate).toEqual({ distanceKm: 295.05, timeSeconds: 12_390, source: 'estimated' });

    expect(fetchImpl).toHaveBeenCalledTimes(1);
    const [url, init] = vi.mocked(fetchImpl).mock.calls[0] ?? [];
    const parsed = new URL(url ?? '');
    expect(`${parsed.origin}${parsed.pathname}`).toBe('https://maps.googleapis.com/maps/api/directions/json');
    expect(parsed.searchParams.get('origin')).toBe('52.2288,21.0033');
    expect(parsed.searchParams.get('destination')).toBe('50.0676,19.9475');
    expect(parsed.searchParams.get('key')).toBe('KEY 1');
    expect(parsed.searchParams.get('mode')).toBe('driving');
    expect(init?.signal).toBeInstanceOf(AbortSignal);
  });

  const offline = estimateRoute(WARSZAWA, KRAKOW);

  it.each([
    ['status ZERO_RESULTS', respond({ status: 'ZERO_RESULTS', routes: [] })],
    ['status REQUEST_DENIED', respond({ status: 'REQUEST_DENIED', error_message: 'bad key', routes: [] })],
    ['HTTP error', respond(directionsBody, false)],
    ['no legs', respond({ status: 'OK', routes: [{ legs: [] }] })],
    ['leg without duration', respond({ status: 'OK', routes: [{ legs: [{ distance: { value: 5 } }] }] })],
    ['body that is not an object', respond('<html>')],
    ['network failure', vi.fn(async () => Promise.reject(new TypeError('fetch failed')))],
    [
      'invalid JSON',
      vi.fn(async () => ({ ok: true, json: async () => Promise.reject(new SyntaxError('x')) })),
    ],
  ] satisfies [string, FetchLike][])('falls back to the offline estimate on %s', async (_case, fetchImpl) => {
    await expect(googleDirectionsEstimator('KEY', fetchImpl).estimate(WARSZAWA, KRAKOW)).resolves.toEqual(
      offline,
    );
  });

  it('uses a given fallback estimator', async () => {
    const fallback: RouteEstimator = {
      estimate: async () => ({ distanceKm: 1, timeSeconds: 60, source: 'estimated' }),
    };
    const failing: FetchLike = async () => Promise.reject(new Error('offline'));
    await expect(
      googleDirectionsEstimator('KEY', failing, fallback).estimate(WARSZAWA, KRAKOW),
    ).resolves.toEqual({
      distanceKm: 1,
      timeSeconds: 60,
      source: 'estimated',
    });
  });

  it('parses only sound bodies', () => {
    expect(parseDirections(directionsBody)).toEqual({ distanceKm: 295.05, timeSeconds: 12_390 });
    expect(parseDirections(null)).toBeNull();
    expect(parseDirections({ status: 'OK' })).toBeNull();
    expect(parseDirections({ status: 'OK', routes: [] })).toBeNull();
    expect(parseDirections({ status: 'OK', routes: [{ legs: [null] }] })).toBeNull();
    expect(
      parseDirections({
        status: 'OK',
        routes: [{ legs: [{ distance: { value: -1 }, duration: { value: 1 } }] }],
      }),
    ).toBeNull();
  });
});
