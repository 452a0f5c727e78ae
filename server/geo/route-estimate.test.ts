import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { haversineKm } from '../../domain/courses/geo';
import {
  AVERAGE_SPEED_KMH,
  estimateRoute,
  haversineRouteEstimator,
  ROAD_FACTOR,
  type RouteEstimator,
  segmentDistance,
} from './route-estimate';

const WARSZAWA = { latitude: 52.2288, longitude: 21.0033 };
const KRAKOW = { latitude: 50.0676, longitude: 19.9475 };

describe('haversineRouteEstimator', () => {
  it('estimates Warszawa–Kraków as ~252 km straight × 1.3 at 60 km/h', async () => {
    const estimate = await haversineRouteEstimator.estimate(WARSZAWA, KRAKOW);
    expect(ROAD_FACTOR).toBe(1.3);
    expect(AVERAGE_SPEED_KMH).toBe(60);
    expect(estimate.source).toBe('estimated');
    expect(estimate.distanceKm).toBeGreaterThan(320);
    expect(estimate.distanceKm).toBeLessThan(335);
    expect(estimate.distanceKm).toBeCloseTo(haversineKm(WARSZAWA, KRAKOW) * 1.3, 1);
    // Rounded to 0.1 km.
    expect(Math.round(estimate.distanceKm * 10)).toBeCloseTo(estimate.distanceKm * 10, 9);
    // 60 km/h is one minute per kilometre; the time is rounded to the minute.
    expect(estimate.timeSeconds % 60).toBe(0);
    expect(estimate.timeSeconds).toBe(Math.round(estimate.distanceKm) * 60);
    expect(estimate.timeSeconds / 3600).toBeGreaterThan(5.3);
    expect(estimate.timeSeconds / 3600).toBeLessThan(5.6);
  });

  it('gives zero for the same point and rejects invalid coordinates', async () => {
    expect(estimateRoute(WARSZAWA, WARSZAWA)).toEqual({ distanceKm: 0, timeSeconds: 0, source: 'estimated' });
    await expect(
      haversineRouteEstimator.estimate({ latitude: Number.NaN, longitude: 21 }, KRAKOW),
    ).rejects.toThrow(RangeError);
    expect(() => estimateRoute(WARSZAWA, { latitude: 91, longitude: 0 })).toThrow(RangeError);
  });

  it('is symmetric and zero for identical points (property)', async () => {
    const point = fc.record({
      latitude: fc.double({ min: -90, max: 90, noNaN: true }),
      longitude: fc.double({ min: -180, max: 180, noNaN: true }),
    });
    await fc.assert(
      fc.asyncProperty(point, point, async (a, b) => {
        const there = await haversineRouteEstimator.estimate(a, b);
        const back = await haversineRouteEstimator.estimate(b, a);
        expect(back).toEqual(there);
        expect(there.distanceKm).toBeGreaterThanOrEqual(0);
        expect(there.timeSeconds % 60).toBe(0);
        expect(await haversineRouteEstimator.estimate(a, a)).toEqual({
          distanceKm: 0,
          timeSeconds: 0,
          source: 'estimated',
        });
      }),
      { numRuns: 300 },
    );
  });
});

describe('segmentDistance', () => {
  const throwing: RouteEstimator = { estimate: async () => Promise.reject(new Error('boom')) };
  const empty = { distanceKm: null, timeSeconds: null, source: 'fallback' };

  it('prefers defined kilometres, even without coordinates', async () => {
    await expect(
      segmentDistance({ kilometers: 300, timeSeconds: 12_600 }, WARSZAWA, KRAKOW),
    ).resolves.toEqual({
      distanceKm: 300,
      timeSeconds: 12_600,
      source: 'defined',
    });
    await expect(
      segmentDistance({ kilometers: 12, timeSeconds: null }, null, null, throwing),
    ).resolves.toEqual({
      distanceKm: 12,
      timeSeconds: null,
      source: 'defined',
    });
  });

  it('estimates when nothing is defined', async () => {
    const expected = estimateRoute(WARSZAWA, KRAKOW);
    await expect(segmentDistance(null, WARSZAWA, KRAKOW)).resolves.toEqual(expected);
    await expect(segmentDistance({ kilometers: null, timeSeconds: 600 }, WARSZAWA, KRAKOW)).resolves.toEqual(
      expected,
    );
    const custom: RouteEstimator = {
      estimate: async () => ({ distanceKm: 7, timeSeconds: 420, source: 'estimated' }),
    };
    await expect(segmentDistance(null, WARSZAWA, KRAKOW, custom)).resolves.toEqual({
      distanceKm: 7,
      timeSeconds: 420,
      source: 'estimated',
    });
  });

  it('falls back to empty distance and time when a coordinate is missing', async () => {
    const estimate = vi.fn(haversineRouteEstimator.estimate);
    const spy: RouteEstimator = { estimate };
    await expect(segmentDistance(null, null, KRAKOW, spy)).resolves.toEqual(empty);
    await expect(segmentDistance(null, WARSZAWA, undefined, spy)).resolves.toEqual(empty);
    await expect(segmentDistance(null, { latitude: null, longitude: 19.9 }, KRAKOW, spy)).resolves.toEqual(
      empty,
    );
    await expect(segmentDistance(null, WARSZAWA, { latitude: 50.1 }, spy)).resolves.toEqual(empty);
    expect(estimate).not.toHaveBeenCalled();
  });

  it('falls back to empty distance and time when the estimator fails', async () => {
    await expect(segmentDistance(null, WARSZAWA, KRAKOW, throwing)).resolves.toEqual(empty);
    await expect(
      segmentDistance(null, { latitude: Number.NaN, longitude: 1 }, KRAKOW, haversineRouteEstimator),
    ).resolves.toEqual(empty);
  });
});
