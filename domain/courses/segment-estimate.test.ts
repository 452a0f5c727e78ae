import { describe, expect, it } from 'vitest';
import { estimateSegment } from './segment-estimate';

const WARSAW = { latitude: 52.2288, longitude: 21.0033 };
const KRAKOW = { latitude: 50.0676, longitude: 19.9475 };

describe('estimateSegment', () => {
  it('is the straight line × 1.3 at 60 km/h when both ends have coordinates', () => {
    const estimate = estimateSegment(WARSAW, KRAKOW);
    expect(estimate.timeAndDistanceSource).toBe('estimated');
    expect(estimate.distance).toBeGreaterThan(320);
    expect(estimate.distance).toBeLessThan(335);
    expect(estimate.time).toBe(Math.round(((estimate.distance ?? 0) / 60) * 3600));
  });

  it('falls back to nulls without coordinates', () => {
    expect(estimateSegment(WARSAW, null)).toEqual({
      distance: null,
      time: null,
      timeAndDistanceSource: 'fallback',
    });
  });
});
