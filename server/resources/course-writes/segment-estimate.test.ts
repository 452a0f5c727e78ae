import { describe, expect, it } from 'vitest';
import { estimateSegment } from './segment-estimate';
import { parseDateTime, warsawDateTime, warsawDay } from './warsaw-time';

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

describe('warsaw time', () => {
  it('reads wall-clock stop times in winter and summer', () => {
    expect(warsawDateTime('2024-03-07T08:05')?.toISOString()).toBe('2024-03-07T07:05:00.000Z');
    expect(warsawDateTime('2024-07-07T08:05')?.toISOString()).toBe('2024-07-07T06:05:00.000Z');
    expect(warsawDateTime('nie data')).toBeNull();
  });

  it('keeps an explicit offset and names the Warsaw day of an instant', () => {
    expect(parseDateTime('2024-03-07T08:05:00+01:00')?.toISOString()).toBe('2024-03-07T07:05:00.000Z');
    expect(parseDateTime('2024-03-07T08:05:00Z')?.toISOString()).toBe('2024-03-07T08:05:00.000Z');
    expect(warsawDay(new Date('2024-03-06T23:30:00Z'))).toBe('2024-03-07');
  });
});
