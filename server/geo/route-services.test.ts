import { describe, expect, it, vi } from 'vitest';
import {
  googleMapsRouteUrl,
  MAX_LINK_WAYPOINTS,
  offlineRouteServices,
  routeServicesFor,
} from './route-services';

const point = (latitude: number) => ({ latitude, longitude: 21 });

describe('googleMapsRouteUrl', () => {
  it('links the stops in order: origin, waypoints between, destination', () => {
    const url = new URL(googleMapsRouteUrl([point(52), point(51), point(50.5), point(50)]) ?? '');
    expect(url.origin + url.pathname).toBe('https://www.google.com/maps/dir/');
    expect(url.searchParams.get('api')).toBe('1');
    expect(url.searchParams.get('origin')).toBe('52,21');
    expect(url.searchParams.get('waypoints')).toBe('51,21|50.5,21');
    expect(url.searchParams.get('destination')).toBe('50,21');
    expect(url.searchParams.get('travelmode')).toBe('driving');
  });

  it('gives no link for one point or for more stops than a link carries', () => {
    expect(googleMapsRouteUrl([point(52)])).toBeNull();
    const many = Array.from({ length: MAX_LINK_WAYPOINTS + 3 }, (_, index) => point(50 + index / 10));
    expect(googleMapsRouteUrl(many)).toBeNull();
    expect(googleMapsRouteUrl(many.slice(1))).not.toBeNull();
  });
});

describe('routeServicesFor', () => {
  it('is offline without a key: haversine estimate and no link', async () => {
    const services = routeServicesFor(undefined);
    expect(services).toBe(offlineRouteServices);
    expect(services.routeUrl([point(52), point(50)])).toBeNull();
    expect((await services.estimator.estimate(point(52), point(50))).source).toBe('estimated');
  });

  it('asks Google Directions with a key and links to Google Maps', async () => {
    const fetchImpl = vi.fn(async () => ({
      ok: true,
      json: async () => ({
        status: 'OK',
        routes: [{ legs: [{ distance: { value: 12_300 }, duration: { value: 900 } }] }],
      }),
    }));
    const services = routeServicesFor('key', fetchImpl);
    expect(await services.estimator.estimate(point(52), point(50))).toEqual({
      distanceKm: 12.3,
      timeSeconds: 900,
      source: 'estimated',
    });
    expect(fetchImpl).toHaveBeenCalledOnce();
    expect(services.routeUrl([point(52), point(50)])).toContain('https://www.google.com/maps/dir/');
  });
});
