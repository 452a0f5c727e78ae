import { describe, expect, it } from 'vitest';
import { costRows, costTotal, isUnpriced } from './cost-rows';

const ride = (over: Partial<Parameters<typeof costRows>[0][number]> = {}) => ({
  courseId: 1,
  month: '2026-10',
  transportCompanyId: 5,
  transportCompanyName: 'Taxi Trans',
  km: 100,
  waitingHours: 2,
  highwayCost: 1500,
  ...over,
});

describe('costRows', () => {
  it('prices kilometres and waiting, counting a course’s figures once', () => {
    const rows = costRows(
      [ride(), ride({ km: 50.5 }), ride({ courseId: 2, month: '2026-11', km: 10 })],
      () => ({
        priceByKilometer: 320,
        priceByWaiting: 4500,
      }),
    );
    expect(rows).toEqual([
      {
        month: '2026-10',
        transportCompanyId: 5,
        transportCompanyName: 'Taxi Trans',
        priceByKilometers: 48160,
        priceByWaiting: 9000,
        priceByMotorway: 1500,
      },
      {
        month: '2026-11',
        transportCompanyId: 5,
        transportCompanyName: 'Taxi Trans',
        priceByKilometers: 3200,
        priceByWaiting: 9000,
        priceByMotorway: 1500,
      },
    ]);
    expect(costTotal(rows[0]!)).toBe(58660);
  });

  it('leaves waiting without a price null (never 0) and keeps unknown kilometres out', () => {
    const [row] = costRows([ride({ km: null })], () => ({ priceByKilometer: 300, priceByWaiting: null }));
    expect(row).toMatchObject({ priceByKilometers: 0, priceByWaiting: null, priceByMotorway: 1500 });
    if (!row) throw new Error('row');
    expect(isUnpriced(row)).toBe(true);
    // The total sums what is priced; the row says it is short.
    expect(costTotal(row)).toBe(1500);
  });

  it('prices nothing to price as 0 even without a price, and a company without prices as null', () => {
    const [free] = costRows([ride({ waitingHours: null })], () => ({
      priceByKilometer: 300,
      priceByWaiting: null,
    }));
    expect(free).toMatchObject({ priceByKilometers: 30000, priceByWaiting: 0 });
    const [unknown] = costRows([ride()], () => undefined);
    expect(unknown).toMatchObject({ priceByKilometers: null, priceByWaiting: null, priceByMotorway: 1500 });
  });
});
