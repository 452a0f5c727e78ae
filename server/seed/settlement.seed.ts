/**
 * A settlement month on the demo data (issue 11): the bills of every demo taxi ride already in
 * settlement (finished, forwarded, accepted, inconsistent), so that `transport`, `firma`,
 * `podwykonawca` and `transport.nadrzedny` open filled settlement drawers; and three courses of
 * PKP Intercity driven by Taxi Trans Warszawa for the journey
 * e2e/transport-company-and-railway-company-settle-a-month.spec.ts only (ride numbers `PI/090x/01/2026`).
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { courses, rides } from '../db/course-schema';
import { courseBills, rideSettlements } from '../db/settlement-schema';
import {
  type CoursePlan,
  type CourseSeedContext,
  insertCoursePlans,
  loadCourseSeedContext,
  planRide,
  roundTo5Minutes,
  route,
  seededRandom,
  taxiCourse,
} from './courses';

const HOUR = 3_600_000;

/** The journey's rides: one to fill and forward, one to dispute, one for the bulk acceptance. */
// In PKP Intercity's series (row 139) but of a month long past, so that the next number proposed for a
// new course of this month is the one it would be without them.
export const SETTLEMENT_JOURNEY_RIDES = {
  toForward: 'PI/0901/01/2026',
  toDispute: 'PI/0902/01/2026',
  toBulkAccept: 'PI/0903/01/2026',
} as const;
const JOURNEY_NUMBERS: readonly string[] = Object.values(SETTLEMENT_JOURNEY_RIDES);

const IN_SETTLEMENT = ['finished', 'accepted_by_contractor', 'accepted_by_customer', 'tcr_inconsistency'];

function journeyCourses(ctx: CourseSeedContext, now: Date): CoursePlan[] {
  const random = seededRandom(20_261_125);
  const idOf = (name: string) => [...ctx.companyNames].find(([, named]) => named === name)?.[0];
  const intercity = idOf('PKP Intercity');
  const taxiTrans = idOf('Taxi Trans Warszawa');
  const dispatcher = ctx.userIds.get('dyspozytor');
  if (intercity === undefined || taxiTrans === undefined || dispatcher === undefined) return [];
  const places = ctx.places.filter((place) => place.companyId === null || place.companyId === intercity);
  const crew = (ctx.passengersOf.get(intercity) ?? []).slice(2, 4).map((person) => person.passengerId);
  const driver = (ctx.driversOf.get(taxiTrans) ?? []).find(
    (person) => person.userId === ctx.userIds.get('kierowca'),
  );
  const plan = (number: string, hoursAgo: number, status: 'finished' | 'accepted_by_contractor') => {
    const start = roundTo5Minutes(now.getTime() - hoursAgo * HOUR);
    const ride = planRide({
      random,
      number,
      status,
      start,
      stops: route(random, places, 2),
      crew,
      locomotiveIds: [],
      baseId: ctx.basesOf.get(taxiTrans)?.[0] ?? null,
      now: now.getTime(),
      driverStarted: true,
    });
    return taxiCourse({
      ctx,
      random,
      now: now.getTime(),
      companyId: intercity,
      contractorId: taxiTrans,
      subcontractorId: null,
      driver: driver ?? null,
      createdById: dispatcher,
      rides: [ride],
    });
  };
  return [
    plan(SETTLEMENT_JOURNEY_RIDES.toForward, 30, 'finished'),
    plan(SETTLEMENT_JOURNEY_RIDES.toDispute, 31, 'accepted_by_contractor'),
    plan(SETTLEMENT_JOURNEY_RIDES.toBulkAccept, 32, 'accepted_by_contractor'),
  ];
}

/** Call after the demo courses. */
export async function seedDemoSettlement(db: Db, now: Date): Promise<void> {
  await insertCoursePlans(db, journeyCourses(await loadCourseSeedContext(db), now));
  const random = seededRandom(20_261_126);
  const rows = await db
    .select({
      id: rides.id,
      number: rides.number,
      courseId: rides.courseId,
      distanceSum: rides.distanceSum,
      subcontractorId: courses.subcontractorId,
      driverDistance: courses.driverDistance,
    })
    .from(rides)
    .innerJoin(courses, eq(courses.id, rides.courseId))
    .where(and(eq(rides.type, 'taxi'), inArray(rides.status, IN_SETTLEMENT)))
    .orderBy(rides.id);
  // The driver's report of the journey's courses, for 'Edytuj rozliczenie' to copy.
  for (const row of rows.filter((ride) => JOURNEY_NUMBERS.includes(ride.number)))
    await db
      .update(courses)
      .set({
        driverDistance: Math.round((row.distanceSum ?? 0) * 1.1) + 3,
        driverWaitingHours: 0.5,
        driverHighwayCost: 1850,
        driverComment: 'Objazd przez remont drogi',
      })
      .where(eq(courses.id, row.courseId));
  const billed = rows.filter((ride) => ride.number !== SETTLEMENT_JOURNEY_RIDES.toForward);
  if (billed.length === 0) return;
  const figures = billed.map((ride) => ({
    rideId: ride.id,
    distance: Math.round(ride.distanceSum ?? 0),
    waitingHundredthsOfHour: random() < 0.5 ? null : 25 * Math.ceil(random() * 6),
    highwayCost: random() < 0.6 ? null : 100 * Math.ceil(random() * 40),
    comment: null,
  }));
  await db.insert(rideSettlements).values(figures);
  // The course's other table: the subcontractor's bill, else the driver's (a little below the client's).
  const seen = new Set<number>();
  const courseRows = billed.flatMap((ride, index) => {
    if (seen.has(ride.courseId)) return [];
    seen.add(ride.courseId);
    const bill = figures[index];
    if (!bill) return [];
    return [
      {
        courseId: ride.courseId,
        kind: ride.subcontractorId === null ? 'billForDriver' : 'billForSubcontractor',
        distance: Math.max(0, bill.distance - 2),
        waitingHundredthsOfHour: bill.waitingHundredthsOfHour,
        highwayCost: bill.highwayCost,
        comment: null,
      },
    ];
  });
  await db.insert(courseBills).values(courseRows);
}
