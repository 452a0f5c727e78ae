/**
 * The sums of the finance cards (courses.md §2, §3 Statistics; spec-decisions row 171): kilometres per
 * ride (the ride's distanceSum, defined-kilometre segments included), waiting hours and motorway fees
 * per course (the driver's report is per course: counted once however many of its rides count).
 */
import type { FinancialStatistics } from '../contract/finance.schema';

export interface FinanceRide {
  rideId: number;
  courseId: number;
  /** Kilometres of the ride, null when unknown. */
  km: number | null;
  /** The course's driverWaitingHours. */
  waitingHours: number | null;
  /** The course's driverHighwayCost in hundredths. */
  highwayCost: number | null;
}

const round = (value: number, places: number) => {
  const factor = 10 ** places;
  return Math.round(value * factor) / factor;
};

function sumOrNull(values: readonly (number | null)[]): number | null {
  const present = values.filter((value): value is number => value !== null);
  return present.length === 0 ? null : present.reduce((sum, value) => sum + value, 0);
}

/**
 * Example: financeSums([{ rideId: 1, courseId: 1, km: 10.5, waitingHours: 1.5, highwayCost: 900 },
 *   { rideId: 2, courseId: 1, km: 4, waitingHours: 1.5, highwayCost: 900 }])
 *   -> { sumDistanceWithDefinedKilometers: 14.5, sumDriverWaiting: 1.5, sumDriverCosts: 900 }
 */
export function financeSums(rides: readonly FinanceRide[]): FinancialStatistics {
  const courses = new Map<number, FinanceRide>();
  for (const ride of rides) if (!courses.has(ride.courseId)) courses.set(ride.courseId, ride);
  const km = sumOrNull(rides.map((ride) => ride.km));
  const waiting = sumOrNull([...courses.values()].map((course) => course.waitingHours));
  return {
    sumDistanceWithDefinedKilometers: km === null ? null : round(km, 1),
    sumDriverWaiting: waiting === null ? null : round(waiting, 2),
    sumDriverCosts: sumOrNull([...courses.values()].map((course) => course.highwayCost)),
  };
}

/** A card is disabled when all three sums are empty (§2). */
export function isEmptyStatistics(statistics: FinancialStatistics): boolean {
  return (
    statistics.sumDistanceWithDefinedKilometers === null &&
    statistics.sumDriverWaiting === null &&
    statistics.sumDriverCosts === null
  );
}
