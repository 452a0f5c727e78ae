/**
 * A hand-priced October 2026 for the fleet report tests, on the demo companies only (no demo courses):
 * every figure is chosen so the expected sums can be written out by hand in the test.
 */
import type { FastifyInstance } from 'fastify';
import { courses, rides, waypoints } from '../../db/course-schema';
import { places } from '../../db/schema';
import { courseBills, rideSettlements } from '../../db/settlement-schema';
import type { StoredBill } from '../../../domain/settlement/settlement-bill.schema';
import { companyId, userId } from '../demo-session.support';

export const bill = (
  distance: number,
  waitingHundredthsOfHour: number | null,
  highwayCost: number | null,
): StoredBill => ({ distance, waitingHundredthsOfHour, highwayCost, comment: null });

interface CourseInput {
  company: string;
  contractor: string;
  subcontractor?: string;
  driver: string;
  rides: { status: string; startsAt: string; bill: StoredBill }[];
  subcontractorBill?: StoredBill;
}

let serial = 0;

/** Inserts one taxi course with its rides, their bills and a two-stop route (the first two places). */
export async function insertCourse(app: FastifyInstance, input: CourseInput) {
  const [course] = await app.db
    .insert(courses)
    .values({
      type: 'taxi',
      companyId: await companyId(app, input.company),
      contractorId: await companyId(app, input.contractor),
      subcontractorId: input.subcontractor ? await companyId(app, input.subcontractor) : null,
      driverId: await userId(app, input.driver),
    })
    .returning({ id: courses.id });
  if (!course) throw new Error('course');
  const stops = await app.db.select({ id: places.id }).from(places).orderBy(places.id).limit(2);
  const rideIds: number[] = [];
  for (const [position, ride] of input.rides.entries()) {
    serial += 1;
    const [row] = await app.db
      .insert(rides)
      .values({
        courseId: course.id,
        type: 'taxi',
        number: `RAP/${serial}`,
        status: ride.status,
        position,
        startsAt: new Date(ride.startsAt),
        distanceSum: ride.bill.distance,
      })
      .returning({ id: rides.id });
    if (!row) throw new Error('ride');
    rideIds.push(row.id);
    await app.db.insert(rideSettlements).values({ rideId: row.id, ...ride.bill });
    await app.db
      .insert(waypoints)
      .values(stops.map((stop, index) => ({ rideId: row.id, position: index, placeId: stop.id })));
  }
  if (input.subcontractorBill)
    await app.db
      .insert(courseBills)
      .values({ courseId: course.id, kind: 'billForSubcontractor', ...input.subcontractorBill });
  return { courseId: course.id, rideIds };
}
