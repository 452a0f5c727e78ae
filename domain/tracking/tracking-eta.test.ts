import { describe, expect, it } from 'vitest';
import { etaText, routeEta, straightLineEta, TRACKING_AVERAGE_SPEED_KMH } from './tracking-eta';

const warsaw = { latitude: 52.2297, longitude: 21.0122 };

describe('straightLineEta', () => {
  it('drives the straight line at the stated average speed', () => {
    const eta = straightLineEta(warsaw, { latitude: 52.2297, longitude: 21.2122 });
    expect(TRACKING_AVERAGE_SPEED_KMH).toBe(40);
    expect(eta).toEqual({ minutes: 21, distanceKm: 13.6, source: 'straight_line' });
  });

  it('answers 0 minutes at the stop and rounds a few metres up to a minute', () => {
    expect(straightLineEta(warsaw, warsaw)).toEqual({ minutes: 0, distanceKm: 0, source: 'straight_line' });
    expect(straightLineEta(warsaw, { latitude: 52.2307, longitude: 21.0122 }).minutes).toBe(1);
  });
});

describe('routeEta', () => {
  it('rounds the route time up to the minute', () => {
    expect(routeEta(12.345, 601)).toEqual({ minutes: 11, distanceKm: 12.3, source: 'route' });
  });
});

describe('etaText', () => {
  it('labels the straight line as an estimate with a decimal comma', () => {
    expect(etaText({ minutes: 21, distanceKm: 13.6, source: 'straight_line' })).toBe(
      'ok. 21 min (13,6 km), szacunkowo',
    );
  });

  it('gives the route time without the label, and under a minute in words', () => {
    expect(etaText({ minutes: 11, distanceKm: 12.3, source: 'route' })).toBe('ok. 11 min (12,3 km)');
    expect(etaText({ minutes: 0, distanceKm: 0, source: 'route' })).toBe('mniej niż minuta (0,0 km)');
  });
});
