/**
 * The settlement figures of the seeded settled rides (`settledTaxiCourse` in ./courses): the fleet
 * reports' and the invoices' demo months read their rides back by number and give each its figures
 * ('Edytuj rozliczenie', `ride_settlements`) by their own rule.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { SettlementFigures } from '../../domain/settlement/settlement-totals';
import type { Db } from '../db/client';
import { courses, rides } from '../db/course-schema';
import { rideSettlements } from '../db/settlement-schema';

export interface SeededRide {
  id: number;
  courseId: number;
  distanceSum: number | null;
  companyId: number;
  contractorId: number | null;
  subcontractorId: number | null;
}

/** A ride's figures as the settlement stores them. */
export type SeededFigures = SettlementFigures & { comment: string | null };

/**
 * Writes the figures `figuresOf` gives each seeded taxi ride numbered one of `numbers` (in start order)
 * and answers the rides with their figures, in that order; none when the rides were not seeded.
 */
export async function settleSeededRides(
  db: Db,
  numbers: readonly string[],
  figuresOf: (ride: SeededRide, index: number) => SeededFigures,
): Promise<{ ride: SeededRide; figures: SeededFigures }[]> {
  if (numbers.length === 0) return [];
  const found = await db
    .select({
      id: rides.id,
      courseId: rides.courseId,
      distanceSum: rides.distanceSum,
      companyId: courses.companyId,
      contractorId: courses.contractorId,
      subcontractorId: courses.subcontractorId,
    })
    .from(rides)
    .innerJoin(courses, eq(courses.id, rides.courseId))
    .where(and(eq(rides.type, 'taxi'), inArray(rides.number, [...numbers])))
    .orderBy(asc(rides.startsAt), asc(rides.id));
  const settled = found.map((ride, index) => ({ ride, figures: figuresOf(ride, index) }));
  if (settled.length > 0)
    await db
      .insert(rideSettlements)
      .values(settled.map(({ ride, figures }) => ({ rideId: ride.id, ...figures })));
  return settled;
}
