import { describe, expect, it, vi } from 'vitest';
import { estimateRoute, haversineRouteEstimator, type RouteEstimator } from './route-estimate';
import { prefetchEstimator } from './route-prefetch';

const warszawa = { latitude: 52.2297, longitude: 21.0122 };
const krakow = { latitude: 50.0647, longitude: 19.945 };
const lodz = { latitude: 51.7592, longitude: 19.456 };

const counting = () => {
  const estimate = vi.fn<RouteEstimator['estimate']>(async (from) =>
    from === lodz
      ? Promise.reject(new Error('Google nie odpowiada'))
      : { distanceKm: 1, timeSeconds: 60, source: 'estimated' },
  );
  return { estimate };
};

describe('prefetchEstimator', () => {
  it('asks each distinct leg once before, then answers without asking again', async () => {
    const google = counting();
    const replay = await prefetchEstimator(google, [
      [warszawa, krakow],
      [warszawa, krakow],
      [krakow, null],
      [lodz, krakow],
    ]);
    expect(google.estimate).toHaveBeenCalledTimes(2);
    expect(await replay?.estimate(warszawa, krakow)).toEqual({
      distanceKm: 1,
      timeSeconds: 60,
      source: 'estimated',
    });
    // A failure is replayed as one, so the caller's fallback runs as before.
    await expect(replay?.estimate(lodz, krakow)).rejects.toThrow('Google nie odpowiada');
    // A leg nobody foresaw: the offline estimate, no call.
    expect(await replay?.estimate(krakow, warszawa)).toEqual(estimateRoute(krakow, warszawa));
    expect(google.estimate).toHaveBeenCalledTimes(2);
  });

  it('leaves the offline estimator and no estimator as they are', async () => {
    expect(await prefetchEstimator(haversineRouteEstimator, [[warszawa, krakow]])).toBe(
      haversineRouteEstimator,
    );
    expect(await prefetchEstimator(undefined, [[warszawa, krakow]])).toBeUndefined();
  });
});
