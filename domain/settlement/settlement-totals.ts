/**
 * The settlement figures of rides and their totals row (courses.md §2: a totals row for 2 or more rides;
 * §5: money in hundredths). Every sum is over integers, so the totals add up to the grosz.
 */

/** One ride's (or one bill's) settlement figures; null where nothing was entered. */
export interface SettlementFigures {
  /** Whole kilometres. */
  distance: number | null;
  /** Hours, to two decimals, kept as hundredths of an hour. */
  waitingHundredthsOfHour: number | null;
  /** Hundredths of a złoty. */
  highwayCost: number | null;
}

/**
 * The sum of what was entered, exactly; null when nothing was (the totals row's and the fleet reports'
 * one adder). Example: sumFigure([250, null, 50]) === 300; sumFigure([null]) === null
 */
export const sumFigure = (values: readonly (number | null)[]): number | null => {
  const given = values.filter((value): value is number => value !== null);
  if (given.length === 0) return null;
  const total = given.reduce((sum, value) => sum + value, 0);
  if (!Number.isSafeInteger(total)) throw new RangeError('Settlement total beyond exact integers');
  return total;
};

/**
 * The totals row: each column the sum of what was entered, null when no ride has it; no row for fewer
 * than 2 rides (§2).
 * Example: settlementTotals([{ distance: 10, waitingHundredthsOfHour: null, highwayCost: 250 },
 *   { distance: 5, waitingHundredthsOfHour: 50, highwayCost: null }])
 *   -> { distance: 15, waitingHundredthsOfHour: 50, highwayCost: 250 }
 */
export function settlementTotals(rows: readonly SettlementFigures[]): SettlementFigures | null {
  if (rows.length < 2) return null;
  return {
    distance: sumFigure(rows.map((row) => row.distance)),
    waitingHundredthsOfHour: sumFigure(rows.map((row) => row.waitingHundredthsOfHour)),
    highwayCost: sumFigure(rows.map((row) => row.highwayCost)),
  };
}

/**
 * §5, a course with one ride: the course's bill (subcontractor's or driver's) takes the smallest
 * distance known among the ride's settled distance, the driver's and the computed sum.
 * Example: courseBillDistance({ settled: null, driver: 42, computed: 40.6 }) === 40.6
 */
export function courseBillDistance(distances: {
  settled: number | null;
  driver: number | null;
  computed: number | null;
}): number | null {
  const known = [distances.settled, distances.driver, distances.computed].filter(
    (value): value is number => value !== null && Number.isFinite(value),
  );
  return known.length === 0 ? null : Math.min(...known);
}
