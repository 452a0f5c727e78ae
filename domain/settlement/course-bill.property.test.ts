import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { oneRideCourseBill, pricedRides, waitingHundredthsOf } from './course-bill';

const stakes = [
  { validFrom: '2026-01-01', kilometerRate: 320, waitHourRate: 4500 },
  { validFrom: '2026-11-01', kilometerRate: 350, waitHourRate: 4600 },
];
const figures = fc.record({
  distance: fc.option(fc.integer({ min: 0, max: 100_000 }), { nil: null }),
  waitingHundredthsOfHour: fc.option(fc.integer({ min: 0, max: 100_000 }), { nil: null }),
  highwayCost: fc.option(fc.integer({ min: 0, max: 10_000_000 }), { nil: null }),
  comment: fc.constant(null),
});
const day = fc.constantFrom('2026-10-31', '2026-11-01', '2026-11-30');

describe('ride amounts and the course total', () => {
  it('the rides priced one by one add up to the course total, to the grosz', () => {
    fc.assert(
      fc.property(fc.array(fc.record({ figures, day }), { maxLength: 30 }), (rides) => {
        const { amounts, total } = pricedRides(rides, stakes);
        const given = amounts.filter((amount): amount is number => amount !== null);
        expect(total).toBe(given.length === 0 ? null : given.reduce((a, b) => a + b, 0));
        for (const amount of given) expect(Number.isSafeInteger(amount)).toBe(true);
      }),
    );
  });
  it('prices each ride with the stake of its own first stop day', () => {
    const ride = (d: string) => ({
      figures: { distance: 10, waitingHundredthsOfHour: null, highwayCost: null, comment: null },
      day: d,
    });
    expect(pricedRides([ride('2026-10-31'), ride('2026-11-01')], stakes)).toEqual({
      amounts: [3200, 3500],
      total: 6700,
    });
  });
  it("gives no total ('brak stawki') when a ride with figures has no stake", () => {
    const early = {
      figures: { distance: 10, waitingHundredthsOfHour: null, highwayCost: null, comment: null },
      day: '2025-12-31',
    };
    expect(pricedRides([early], stakes)).toEqual({ amounts: [null], total: null });
  });
});

describe('the one-ride rule (§5)', () => {
  const reported = fc.option(fc.integer({ min: 0, max: 100_000 }), { nil: null });
  const kind = fc.constantFrom('billForDriver' as const, 'billForSubcontractor' as const);
  it("writes the course bill with the smallest known distance and the ride's other figures", () => {
    fc.assert(
      fc.property(
        figures,
        fc.option(fc.nat({ max: 100_000 }), { nil: null }),
        fc.option(fc.double({ min: 0, max: 100_000, noNaN: true }), { nil: null }),
        reported,
        kind,
        (ride, driverDistance, computedDistance, driverWaitingHundredthsOfHour, billKind) => {
          const bill = oneRideCourseBill(
            ride,
            { driverDistance, computedDistance, driverWaitingHundredthsOfHour },
            billKind,
          );
          const known = [
            ride.distance,
            driverDistance,
            computedDistance === null ? null : Math.round(computedDistance),
          ].filter((value): value is number => value !== null);
          expect(bill.distance).toBe(known.length === 0 ? null : Math.min(...known));
          expect(bill.highwayCost).toBe(ride.highwayCost);
          expect(bill.comment).toBe(ride.comment);
        },
      ),
    );
  });
  it("pays the driver the waiting hours the driver reported, else the ride's", () => {
    fc.assert(
      fc.property(figures, reported, kind, (ride, driverWaitingHundredthsOfHour, billKind) => {
        const bill = oneRideCourseBill(
          ride,
          { driverDistance: null, computedDistance: null, driverWaitingHundredthsOfHour },
          billKind,
        );
        expect(bill.waitingHundredthsOfHour).toBe(
          billKind === 'billForDriver' && driverWaitingHundredthsOfHour !== null
            ? driverWaitingHundredthsOfHour
            : ride.waitingHundredthsOfHour,
        );
      }),
    );
  });
  it('reads the reported hours as hundredths of an hour', () => {
    expect(waitingHundredthsOf(0.5)).toBe(50);
    expect(waitingHundredthsOf(1.25)).toBe(125);
    expect(waitingHundredthsOf(null)).toBeNull();
  });
});
