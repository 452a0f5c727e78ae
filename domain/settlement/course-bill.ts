/**
 * What a course's bills add up to and the one-ride rule of §5, over stored bills (hundredths).
 */
import { billAmount, stakeValidOn, type RateStake } from './rate-stake';
import type { StoredBill } from './settlement-bill.schema';
import { courseBillDistance } from './settlement-totals';

/**
 * §5: a course with one ride — saving the ride's bill also writes the course's bill (the
 * subcontractor's or the driver's) with the smallest known of the settled, driver's and computed
 * distances; the computed sum is rounded to whole km, as every bill's distance is (row 149).
 * The driver's bill pays the driver's own time: its waiting hours are the ones the driver reported
 * when there are any, not those billed to the client (issue 31, spec-decisions row 636).
 * Example: oneRideCourseBill({ distance: 50, waitingHundredthsOfHour: 100, highwayCost: 900, comment: null },
 *   { driverDistance: 48, computedDistance: 44.6, driverWaitingHundredthsOfHour: 50 }, 'billForDriver')
 *   -> { distance: 45, waitingHundredthsOfHour: 50, highwayCost: 900, comment: null }
 */
export function oneRideCourseBill(
  ride: StoredBill,
  known: {
    driverDistance: number | null;
    computedDistance: number | null;
    driverWaitingHundredthsOfHour: number | null;
  },
  kind: 'billForDriver' | 'billForSubcontractor',
): StoredBill {
  const distance = courseBillDistance({
    settled: ride.distance,
    driver: known.driverDistance,
    computed: known.computedDistance === null ? null : Math.round(known.computedDistance),
  });
  const waitingHundredthsOfHour =
    kind === 'billForDriver' && known.driverWaitingHundredthsOfHour !== null
      ? known.driverWaitingHundredthsOfHour
      : ride.waitingHundredthsOfHour;
  return { ...ride, distance, waitingHundredthsOfHour };
}

/** The driver's reported waiting hours (stored as hours) in hundredths of an hour, as bills keep them. */
export const waitingHundredthsOf = (hours: number | null): number | null =>
  hours === null ? null : Math.round(hours * 100);

export interface PricedRide {
  figures: StoredBill;
  /** The ride's first stop day, Polish calendar (YYYY-MM-DD); null without a stop time. */
  day: string | null;
}

/**
 * Each ride's amount with the stake in force on its first stop day, and the course total: null
 * ('brak stawki') when any ride with figures has no stake, so a total never leaves a ride out.
 * Example: pricedRides([{ figures: { distance: 10, … }, day: '2026-11-03' }], [stake]) -> { amounts: [3200], total: 3200 }
 */
export function pricedRides(
  rides: readonly PricedRide[],
  stakes: readonly RateStake[],
): { amounts: (number | null)[]; total: number | null } {
  const amounts = rides.map((ride) =>
    ride.day === null ? null : billAmount(ride.figures, stakeValidOn(stakes, ride.day)),
  );
  const priced = rides.filter((ride) => ride.figures.distance !== null);
  if (priced.length === 0) return { amounts, total: null };
  let total = 0;
  for (const [index, ride] of rides.entries()) {
    if (ride.figures.distance === null) continue;
    const amount = amounts[index];
    if (amount === null || amount === undefined) return { amounts, total: null };
    total += amount;
  }
  if (!Number.isSafeInteger(total)) throw new RangeError('Settlement total beyond exact integers');
  return { amounts, total };
}
