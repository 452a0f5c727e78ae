/**
 * A hand-computed finance fixture in January 2030 (no demo ride starts then): Taxi Trans Warszawa's
 * rides for PKP Intercity, with the rides that must not count beside them. The expected sums are
 * written out by hand in finance.test.ts.
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { RideStatus } from '../../../domain/courses/ride-status';
import { rides } from '../../db/course-schema';
import { places } from '../../db/schema';
import { insertCoursePlans, type CoursePlan } from '../../seed/courses';
import { companyId, userId } from '../course-writes/write-app.support';

export const INJECTED_NUMBER = '=HYPERLINK("http://evil.example","klik")';
export const INJECTED_PLACE = '=1+2 Dworzec';

const at = (iso: string) => new Date(iso);

export async function insertFinanceFixture(app: FastifyInstance) {
  const pkp = await companyId(app, 'PKP Intercity');
  const cargo = await companyId(app, 'PKP Cargo');
  const taxi = await companyId(app, 'Taxi Trans Warszawa');
  const kolej = await companyId(app, 'Kolej-Trans Logistyka');
  const creator = await userId(app, 'dyspozytor');
  const [a, b] = await app.db
    .insert(places)
    .values([
      { type: 'place', name: INJECTED_PLACE, latitude: 52.1, longitude: 21.0 },
      { type: 'place', name: 'Fixture Końcowa', latitude: 52.2, longitude: 21.1 },
    ])
    .returning({ id: places.id });
  if (!a || !b) throw new Error('places');

  const ride = (number: string, status: RideStatus, startsAt: string, kms: readonly number[]) => ({
    number,
    status,
    startsAt: at(startsAt),
    driverHasToAcceptAt: null,
    fromStartingBaseId: null,
    distanceSum: Math.round(kms.reduce((sum, km) => sum + km, 0) * 10) / 10,
    waypoints: [a.id, ...kms.map((_, i) => (i % 2 === 0 ? b.id : a.id))].map((placeId) => ({
      placeId,
      time: at(startsAt),
      achievedAtByDriver: null,
    })),
    segments: kms.map((km) => ({ distance: km, time: 600, passengerIds: [], locomotiveIds: [] })),
  });
  const course = (
    companyIdOf: number,
    contractorId: number,
    waiting: number | null,
    highway: number | null,
    courseRides: CoursePlan['rides'],
  ): CoursePlan => ({
    type: 'taxi',
    companyId: companyIdOf,
    contractorId,
    subcontractorId: null,
    driverId: null,
    driverPhoneNumber: null,
    driverStartAt: null,
    driverEndAt: null,
    driverDistance: null,
    driverWaitingHours: waiting,
    driverHighwayCost: highway,
    createdById: creator,
    createdAt: at('2029-12-20T10:00:00Z'),
    rides: courseRides,
  });

  await insertCoursePlans(app.db, [
    // Counted: R1 accepted 10.5 km (4 + 6.5), R2 finished 20 km; the course waits 1.5 h, pays 24.50 zł.
    course(pkp, taxi, 1.5, 2450, [
      ride(INJECTED_NUMBER, 'accepted_by_customer', '2030-01-10T08:00:00Z', [4, 6.5]),
      ride('FX/2', 'finished', '2030-01-10T14:00:00Z', [20]),
    ]),
    // Counted: R3 accepted, km from its segments (distance_sum cleared below) 7.3; pays 10.00 zł.
    course(pkp, taxi, null, 1000, [ride('FX/3', 'accepted_by_customer', '2030-01-31T22:00:00Z', [7.3])]),
    // Not counted for Taxi Trans: another contractor.
    course(pkp, kolej, 5, 9999, [ride('FX/4', 'accepted_by_customer', '2030-01-12T08:00:00Z', [100])]),
    // Not counted: cancelled; started after 'Data do' (2030-02-01 00:30 Warsaw); another railway company.
    course(pkp, taxi, 9, 7777, [ride('FX/5', 'cancelled', '2030-01-15T08:00:00Z', [50])]),
    course(pkp, taxi, 9, 7777, [ride('FX/6', 'accepted_by_customer', '2030-01-31T23:30:00Z', [60])]),
    course(cargo, taxi, 9, 7777, [ride('FX/7', 'accepted_by_customer', '2030-01-15T08:00:00Z', [70])]),
  ]);
  await app.db.update(rides).set({ distanceSum: null }).where(eq(rides.number, 'FX/3'));
  return { pkp, cargo, taxi, kolej };
}

/** The January 2030 body of the finance page (Warsaw day bounds, as the SPA sends them). */
export const januaryBody = (company: number, companyApproved: boolean | null = null) => ({
  base_transport_company_ids: [] as number[],
  course_statuses: [5],
  company_approved: companyApproved,
  started_at_from: '2030-01-01 00:00:00',
  started_at_to: '2030-01-31 23:59:59',
  company_ids: [company],
});
