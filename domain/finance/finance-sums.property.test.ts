import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { financeSums, isEmptyStatistics, type FinanceRide } from './finance-sums';

const course = fc.record({
  courseId: fc.integer({ min: 1, max: 1000 }),
  waitingHours: fc.option(fc.integer({ min: 0, max: 400 }).map((quarters) => quarters / 4)),
  highwayCost: fc.option(fc.integer({ min: 0, max: 1_000_000 })),
  kms: fc.array(fc.option(fc.integer({ min: 0, max: 5000 }).map((tenths) => tenths / 10)), {
    minLength: 1,
    maxLength: 4,
  }),
});

describe('financeSums', () => {
  it('sums motorway fees in whole hundredths once per course, however many rides count', () => {
    fc.assert(
      fc.property(fc.uniqueArray(course, { selector: (c) => c.courseId, maxLength: 12 }), (courses) => {
        const rides: FinanceRide[] = courses.flatMap((c, i) =>
          c.kms.map((km, j) => ({
            rideId: i * 10 + j,
            courseId: c.courseId,
            km,
            waitingHours: c.waitingHours,
            highwayCost: c.highwayCost,
          })),
        );
        const sums = financeSums(rides);
        const fees = courses.flatMap((c) => (c.highwayCost === null ? [] : [c.highwayCost]));
        expect(sums.sumDriverCosts).toBe(fees.length === 0 ? null : fees.reduce((a, b) => a + b, 0));
        expect(Number.isSafeInteger(sums.sumDriverCosts ?? 0)).toBe(true);
        const tenths = rides.flatMap((r) => (r.km === null ? [] : [Math.round(r.km * 10)]));
        expect(sums.sumDistanceWithDefinedKilometers).toBe(
          tenths.length === 0 ? null : tenths.reduce((a, b) => a + b, 0) / 10,
        );
      }),
    );
  });

  it('is empty only when nothing was summed', () => {
    expect(isEmptyStatistics(financeSums([]))).toBe(true);
    const one = { rideId: 1, courseId: 1, km: null, waitingHours: null, highwayCost: 0 };
    expect(isEmptyStatistics(financeSums([one]))).toBe(false);
  });

  it('counts a course’s waiting hours once for two of its rides', () => {
    const ride = { courseId: 7, km: 10.5, waitingHours: 1.25, highwayCost: 900 };
    expect(
      financeSums([
        { rideId: 1, ...ride },
        { rideId: 2, ...ride, km: 4 },
      ]),
    ).toEqual({
      sumDistanceWithDefinedKilometers: 14.5,
      sumDriverWaiting: 1.25,
      sumDriverCosts: 900,
    });
  });
});
