import { describe, expect, it } from 'vitest';
import { deviationMapKm, distanceDeviation } from './distance-deviation';

describe('distanceDeviation', () => {
  it.each([
    // mapKm, declaredKm, differenceKm, percent, over10
    [100, 112, 12, 12, true],
    [100, 110, 10, 10, false],
    [100, 110.1, 10.1, 10.1, true],
    [100, 89, -11, 11, true],
    [100, 90, -10, 10, false],
    [40.6, 41, 0.4, 1, false],
    [200, 200, 0, 0, false],
    [33.3, 40, 6.7, 20.1, true],
  ])('map %s km, declared %s km -> %s km, %s %%, over 10 %%: %s', (map, declared, km, percent, over) => {
    expect(distanceDeviation(map, declared)).toEqual({ differenceKm: km, percent, over10: over });
  });

  it('is over 10 % just past the threshold, before rounding', () => {
    expect(distanceDeviation(1000, 1100.4)).toEqual({ differenceKm: 100.4, percent: 10, over10: true });
  });

  it('has no percentage against a 0 km map distance, and flags any difference from it', () => {
    expect(distanceDeviation(0, 5)).toEqual({ differenceKm: 5, percent: null, over10: true });
    expect(distanceDeviation(0, 0)).toEqual({ differenceKm: 0, percent: null, over10: false });
  });

  it.each([
    [null, 10],
    [10, null],
    [undefined, 10],
    [Number.NaN, 10],
  ])('is null when a distance is unknown (%s, %s)', (map, declared) => {
    expect(distanceDeviation(map, declared)).toBeNull();
  });
});

describe('deviationMapKm', () => {
  const ride = (distanceSum: number | null) => ({ distanceSum });

  it('takes the stored driver relation when there is one', () => {
    expect(deviationMapKm({ driverDistance: 9, driverDistanceSum: 61.5, rides: [ride(20)] })).toBe(61.5);
  });

  it('else sums the rides', () => {
    expect(
      deviationMapKm({ driverDistance: 9, driverDistanceSum: null, rides: [ride(20), ride(25.5)] }),
    ).toBe(45.5);
  });

  it('is null when a ride has no computed distance or there is no ride', () => {
    expect(
      deviationMapKm({ driverDistance: 9, driverDistanceSum: null, rides: [ride(20), ride(null)] }),
    ).toBeNull();
    expect(deviationMapKm({ driverDistance: 9, driverDistanceSum: null, rides: [] })).toBeNull();
  });
});
