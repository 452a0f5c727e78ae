/**
 * The deviation indicator of the premium modal (courses.md §2): the map service's distance beside the one
 * the carrier declared, flagged when they differ by more than 10 % of the map distance.
 */

/** Above this share of the map distance a declared distance is highlighted. */
export const DEVIATION_THRESHOLD_PERCENT = 10;

export interface DistanceDeviation {
  /** declared - map, in km, rounded to one decimal (positive: the carrier declared more). */
  differenceKm: number;
  /** The difference as a percentage of the map distance, rounded to one decimal; null when the map says 0. */
  percent: number | null;
  /** True when the difference is more than 10 % of the map distance (or any difference from a 0 km map). */
  over10: boolean;
}

const oneDecimal = (value: number) => Math.round(value * 10) / 10;

/**
 * Null when either distance is unknown.
 * Example: distanceDeviation(100, 112) -> { differenceKm: 12, percent: 12, over10: true }
 *          distanceDeviation(100, 110) -> { differenceKm: 10, percent: 10, over10: false }
 */
export function distanceDeviation(
  mapKm: number | null | undefined,
  declaredKm: number | null | undefined,
): DistanceDeviation | null {
  if (mapKm == null || declaredKm == null || !Number.isFinite(mapKm) || !Number.isFinite(declaredKm))
    return null;
  const difference = declaredKm - mapKm;
  if (mapKm === 0) return { differenceKm: oneDecimal(difference), percent: null, over10: difference !== 0 };
  const percent = (Math.abs(difference) / mapKm) * 100;
  return {
    differenceKm: oneDecimal(difference),
    percent: oneDecimal(percent),
    // Compared before rounding, so 10.04 % is over and exactly 10 % is not.
    over10: percent > DEVIATION_THRESHOLD_PERCENT,
  };
}

/** What the ride drawer compares for a course (docs/spec-decisions.md row 182). */
export interface DeviationCourse {
  /** Declared by the driver in the report of the course (whole km). */
  driverDistance: number | null;
  /** Map distance of the stored driver relation, when one is stored. */
  driverDistanceSum: number | null;
  rides: readonly { distanceSum: number | null }[];
}

/**
 * The map distance to set against the declared one: the stored driver relation's (the route actually
 * driven, bases included), else the sum of the rides' computed distances (null when a ride has none).
 * Example: deviationMapKm({ driverDistance: 50, driverDistanceSum: null, rides: [{ distanceSum: 20 },
 *   { distanceSum: 25 }] }) === 45
 */
export function deviationMapKm(course: DeviationCourse): number | null {
  if (course.driverDistanceSum !== null) return course.driverDistanceSum;
  if (course.rides.length === 0) return null;
  let sum = 0;
  for (const ride of course.rides) {
    if (ride.distanceSum === null) return null;
    sum += ride.distanceSum;
  }
  return sum;
}
