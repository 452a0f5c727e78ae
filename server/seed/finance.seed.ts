/**
 * Demo data of 'Finanse' (courses.md §2): priced transport companies of PKP Intercity, defined
 * kilometres for several pairs of its places (others stay missing for the dashboard's drawer), and
 * finished and accepted taxi rides of Taxi Trans Warszawa and Kolej-Trans Logistyka in the current
 * and the two previous months with waiting hours and motorway fees, so `transport` sees sums and
 * `firma` sees charts. Call after the demo courses (seedDemoCourses does).
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { RideStatus } from '../../domain/courses/ride-status';
import type { Db } from '../db/client';
import { companyTransportCosts, definedKilometers } from '../db/finance-schema';
import { companies, companyContractors, places, stakes } from '../db/schema';
import { KOLEJ_TRANS, PKP_INTERCITY, TAXI_TRANS } from './companies.data';
import { insertCoursePlans, loadCourseSeedContext, type CoursePlan, type RidePlan } from './courses';
import { companyShortCode, formatRideNumber } from '../../domain/courses/ride-number';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** A finance course: [contractor, days before now, ride statuses, waiting hours, motorway fee in hundredths]. */
type FinancePlan = readonly [string, number, readonly RideStatus[], number | null, number | null];
export const FINANCE_PLANS: readonly FinancePlan[] = [
  [TAXI_TRANS, 1, ['accepted_by_customer'], 1.5, 2450],
  [TAXI_TRANS, 2, ['finished', 'finished'], 0.75, null],
  [TAXI_TRANS, 33, ['accepted_by_customer', 'accepted_by_customer'], 2, 3900],
  [TAXI_TRANS, 40, ['accepted_by_contractor'], null, 1200],
  [TAXI_TRANS, 64, ['accepted_by_customer'], 0.5, 980],
  [KOLEJ_TRANS, 3, ['accepted_by_customer'], 1, 1500],
  [KOLEJ_TRANS, 35, ['accepted_by_customer'], 3.25, null],
  [KOLEJ_TRANS, 62, ['accepted_by_customer'], null, 2200],
];

const byName = async (db: Db, names: readonly string[]) => {
  const rows = await db
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .where(inArray(companies.name, [...names]));
  return new Map(rows.map((row) => [row.name, row.id]));
};

function financeRide(
  number: string,
  status: RideStatus,
  startsAt: Date,
  stops: readonly { id: number; km: number }[],
): RidePlan {
  const segments = stops.slice(1).map((stop) => ({
    distance: stop.km,
    time: Math.round((stop.km / 60) * 3600),
    passengerIds: [],
    locomotiveIds: [],
  }));
  let at = startsAt.getTime();
  const waypoints = stops.map((stop, i) => {
    at += i === 0 ? 0 : Math.round((stop.km / 60) * HOUR);
    return { placeId: stop.id, time: new Date(at), achievedAtByDriver: new Date(at) };
  });
  return {
    number,
    status,
    startsAt,
    driverHasToAcceptAt: null,
    fromStartingBaseId: null,
    distanceSum: Math.round(segments.reduce((sum, segment) => sum + segment.distance, 0) * 10) / 10,
    waypoints,
    segments,
  };
}

/** Seeds the finance demo rows (after seedDemoCourses). */
export async function seedFinanceDemo(db: Db, now: Date = new Date()): Promise<void> {
  const ctx = await loadCourseSeedContext(db);
  const ids = await byName(db, [PKP_INTERCITY, TAXI_TRANS, KOLEJ_TRANS]);
  const pkp = ids.get(PKP_INTERCITY);
  const transportIdOf = (name: string) => {
    const id = ids.get(name);
    if (id === undefined) throw new Error(`Finance demo needs ${name}`);
    return id;
  };
  if (pkp === undefined) throw new Error('Finance demo needs PKP Intercity');

  // Price rows of PKP Intercity's contractors with stakes, without own prices: the table answers the
  // stakes (spec-decisions row 650) until PKP Intercity sets its own.
  const links = await db
    .select({ contractorId: companyContractors.contractorId })
    .from(companyContractors)
    .innerJoin(stakes, eq(stakes.companyContractorId, companyContractors.id))
    .where(
      and(eq(companyContractors.companyId, pkp), eq(companyContractors.contractorOf, 'railway_company')),
    );
  const priced = [...new Map(links.map((link) => [link.contractorId, link])).values()];
  if (priced.length > 0)
    await db
      .insert(companyTransportCosts)
      .values(priced.map((link) => ({ companyId: pkp, transportCompanyId: link.contractorId })))
      .onConflictDoNothing();

  // Places of PKP Intercity's courses: pairs between the first six are defined, the rest stay missing.
  const pool = ctx.places.filter((place) => place.companyId === null || place.companyId === pkp).slice(0, 10);
  if (pool.length < 6) return;
  const named = await db
    .select({ id: places.id })
    .from(places)
    .where(
      inArray(
        places.id,
        pool.map((place) => place.id),
      ),
    );
  if (named.length < 6) return;
  const [a, b, c, d, e, f, ...rest] = pool.map((place) => place.id) as [
    number,
    number,
    number,
    number,
    number,
    number,
    ...number[],
  ];
  await db
    .insert(definedKilometers)
    .values([
      { placeStartId: a, placeEndId: b, kilometers: 18, time: 1800 },
      { placeStartId: b, placeEndId: c, kilometers: 27, time: 2400 },
      { placeStartId: c, placeEndId: d, kilometers: 12, time: 1200 },
      { placeStartId: d, placeEndId: e, kilometers: 35, time: 2700 },
      { placeStartId: e, placeEndId: f, kilometers: 9, time: 900 },
    ])
    .onConflictDoNothing();
  const missing = rest[0] ?? f;

  const month = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Warsaw',
    year: 'numeric',
    month: '2-digit',
  });
  // PKP Intercity's series, high sequences the planned demo courses never reach.
  const numberOf = (at: Date, n: number) => {
    const [year, mm] = month.format(at).split('-').map(Number);
    return formatRideNumber({
      code: companyShortCode(PKP_INTERCITY),
      sequence: 900 + n,
      month: mm ?? 1,
      year: year ?? 2026,
    });
  };
  const creator = ctx.userIds.get('dyspozytor');
  if (creator === undefined) throw new Error('Finance demo needs dyspozytor');
  const plans: CoursePlan[] = FINANCE_PLANS.map(([contractor, daysAgo, statuses, waiting, motorway], i) => {
    const startsAt = new Date(now.getTime() - daysAgo * DAY - 6 * HOUR);
    // Not the demo login `kierowca`: its own journeys and list stay as they were.
    const driver = ctx.driversOf.get(transportIdOf(contractor))?.at(-1) ?? null;
    const rides = statuses.map((status, j) =>
      financeRide(numberOf(startsAt, i * 10 + j), status, new Date(startsAt.getTime() + j * 4 * HOUR), [
        { id: a, km: 0 },
        { id: b, km: 18 },
        { id: j === 0 ? c : missing, km: 21.5 + i },
      ]),
    );
    return {
      type: 'taxi',
      companyId: pkp,
      contractorId: transportIdOf(contractor),
      subcontractorId: null,
      driverId: driver?.userId ?? null,
      driverPhoneNumber: driver?.phone ?? null,
      driverStartAt: startsAt,
      driverEndAt: new Date(startsAt.getTime() + 3 * HOUR),
      driverDistance: Math.round(rides.reduce((sum, ride) => sum + ride.distanceSum, 0)),
      driverWaitingHours: waiting,
      driverHighwayCost: motorway,
      createdById: creator,
      createdAt: new Date(startsAt.getTime() - 2 * DAY),
      rides,
    };
  });
  await insertCoursePlans(db, plans);
}
