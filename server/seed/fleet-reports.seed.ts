/**
 * Settled rides for the fleet reports (issue 16, docs/spec-decisions.md row 448): Orlen KolTrans's courses
 * driven by three Taxi Trans Warszawa drivers, and two passed to Auto-Przewozy Kraków, accepted for
 * settlement (`accepted_by_customer`) with their bills, in the previous and the current Polish month,
 * so that `flota` opens both reports filled. Orlen KolTrans is a railway company no journey counts on;
 * the ride numbers are of a long-past month so no number series of today moves (row 139).
 */
import type { Db } from '../db/client';
import { courseBills } from '../db/settlement-schema';
import { currentMonth, monthRange, previousMonth } from '../../domain/settlement/kilometer-month';
import {
  type CoursePlan,
  type CourseSeedContext,
  insertCoursePlans,
  loadCourseSeedContext,
  roundTo5Minutes,
  seededRandom,
  settledTaxiCourse,
} from './courses';
import { settleSeededRides } from './settled-rides.seed';

const HOUR = 3_600_000;
/** Orlen KolTrans's ride numbers of January 2026: `OK/09xx/01/2026`. */
const numberOf = (index: number) => `OK/${String(960 + index).padStart(4, '0')}/01/2026`;

/** Instants of the month's rides: spread over the previous month, and over the current one up to now. */
function rideTimes(now: Date): number[] {
  const previous = monthRange(previousMonth(currentMonth(now)));
  const current = monthRange(currentMonth(now));
  if (!previous || !current) return [];
  const span = (from: Date, until: number, parts: readonly number[]) =>
    parts.map((part) =>
      roundTo5Minutes(from.getTime() + 6 * HOUR + (until - from.getTime() - 8 * HOUR) * part),
    );
  return [
    ...span(previous.from, previous.until.getTime(), [0.1, 0.25, 0.4, 0.55, 0.7, 0.85]),
    // Only past instants: a settled ride has been driven (none on the month's first 8 hours).
    ...(now.getTime() - current.from.getTime() > 8 * HOUR
      ? span(current.from, now.getTime(), [0.2, 0.5, 0.9])
      : []),
  ];
}

function plans(ctx: CourseSeedContext, now: Date): CoursePlan[] {
  const random = seededRandom(20_261_216);
  const idOf = (name: string) => [...ctx.companyNames].find(([, named]) => named === name)?.[0];
  const orlen = idOf('Orlen KolTrans');
  const taxiTrans = idOf('Taxi Trans Warszawa');
  const auto = idOf('Auto-Przewozy Kraków');
  const dispatcher = ctx.userIds.get('dyspozytor');
  if (orlen === undefined || taxiTrans === undefined || auto === undefined || dispatcher === undefined)
    return [];
  const places = ctx.places.filter((place) => place.companyId === null || place.companyId === orlen);
  const crew = (ctx.passengersOf.get(orlen) ?? []).slice(0, 2).map((person) => person.passengerId);
  const drivers = (ctx.driversOf.get(taxiTrans) ?? []).slice(0, 3);
  const subDriver = (ctx.driversOf.get(auto) ?? [])[0] ?? null;
  return rideTimes(now).map((start, index) => {
    // Every fourth course goes to the subcontractor; the rest rotate over three own drivers.
    const subcontracted = index % 4 === 3;
    return settledTaxiCourse({
      ctx,
      random,
      now: now.getTime(),
      companyId: orlen,
      contractorId: taxiTrans,
      subcontractorId: subcontracted ? auto : null,
      driver: subcontracted ? subDriver : (drivers[index % Math.max(drivers.length, 1)] ?? null),
      createdById: dispatcher,
      number: numberOf(index),
      start,
      places,
      crew,
    });
  });
}

/** Call after the demo courses (the courses' planners and the companies' stakes). */
export async function seedFleetReports(db: Db, now: Date = new Date()): Promise<void> {
  await insertCoursePlans(db, plans(await loadCourseSeedContext(db), now));
  const count = rideTimes(now).length;
  const numbers = Array.from({ length: count }, (_, index) => numberOf(index));
  const settled = await settleSeededRides(db, numbers, (ride, index) => ({
    distance: Math.round(ride.distanceSum ?? 0) + 5,
    waitingHundredthsOfHour: index % 3 === 0 ? null : 25 * (index % 5) + 50,
    highwayCost: index % 2 === 0 ? 1250 + 10 * index : null,
    comment: null,
  }));
  if (settled.length === 0) return;
  await db.insert(courseBills).values(
    settled.map(({ ride, figures }) => ({
      courseId: ride.courseId,
      kind: ride.subcontractorId === null ? 'billForDriver' : 'billForSubcontractor',
      ...figures,
      distance: Math.max(0, (figures.distance ?? 0) - 2),
    })),
  );
}
