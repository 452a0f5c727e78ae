import { describe, expect, it } from 'vitest';
import { haversineKm } from './geo';

const warszawa = { latitude: 52.2288, longitude: 21.0033 };
const krakow = { latitude: 50.0676, longitude: 19.9475 };

describe('haversineKm', () => {
  it('measures Warszawa Centralna to Kraków Główny as about 252 km', () => {
    expect(haversineKm(warszawa, krakow)).toBeCloseTo(252, -1);
  });

  it('is zero for the same point and symmetric', () => {
    expect(haversineKm(warszawa, warszawa)).toBe(0);
    expect(haversineKm(krakow, warszawa)).toBeCloseTo(haversineKm(warszawa, krakow), 9);
  });
});
