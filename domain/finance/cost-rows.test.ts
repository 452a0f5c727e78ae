import { describe, expect, it } from 'vitest';
import { costRows, costTotal } from './cost-rows';

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

  it('counts a waiting price not agreed as 0 and keeps unknown kilometres out', () => {
    const [row] = costRows([ride({ km: null })], () => ({ priceByKilometer: 300, priceByWaiting: null }));
    expect(row).toMatchObject({ priceByKilometers: 0, priceByWaiting: 0, priceByMotorway: 1500 });
  });
});
