/**
 * `GET api/driver_reports` and `GET api/subcontractor_reports` (docs/api.md 'Fleet reports'): the own
 * company's settled rides of a month grouped per driver or per subcontractor. Figures and amounts come
 * from the settlement tables through the drawer's own rules (`pricedRides` per ride, `billAmount` with
 * the subcontractor link's stake per course), so each row equals what `GET api/taxi_courses/{id}/settlement`
 * shows for it (docs/spec-decisions.md rows 440-447).
 */
import type {
  FleetReport,
  FleetReportGroup,
  FleetReportRowWire,
} from '../../domain/contract/fleet-report.schema';
import { fleetReportTotals, type FleetReportKind } from '../../domain/reports/fleet-report';
import { pricedRides } from '../../domain/settlement/course-bill';
import { billAmount, stakeValidOn, type RateStake } from '../../domain/settlement/rate-stake';
import type { StoredBill } from '../../domain/settlement/settlement-bill.schema';
import { monthRange, MONTH_QUERY_MESSAGE } from '../../domain/settlement/kilometer-month';
import { warsawDay } from '../../domain/warsaw-time';
import type { Db } from '../db/client';
import { ApiError } from '../http/errors';
import {
  companyNames,
  courseBillsOf,
  linkStakes,
  rideBills,
} from '../resources/settlement/settlement.repository';
import {
  rideRoutes,
  ridesOfCourses,
  settledDriverRides,
  settledSubcontractedRides,
  type SettledRideRow,
} from './fleet-report.repository';

const EMPTY: StoredBill = { distance: null, waitingHundredthsOfHour: null, highwayCost: null, comment: null };
const byName = (a: FleetReportGroup, b: FleetReportGroup) => a.name.localeCompare(b.name, 'pl');
const figures = (bill: StoredBill) => ({
  distance: bill.distance,
  waitingHundredthsOfHour: bill.waitingHundredthsOfHour,
  highwayCost: bill.highwayCost,
});

/** The stakes of each payer → payee link, read once per report. */
function stakeCache(db: Db) {
  const cache = new Map<string, Promise<RateStake[]>>();
  return (payer: number, payee: number) => {
    const key = `${payer}:${payee}`;
    const found = cache.get(key) ?? linkStakes(db, payer, payee);
    cache.set(key, found);
    return found;
  };
}

function grouped(
  entries: readonly { id: number; name: string; row: FleetReportRowWire }[],
): FleetReportGroup[] {
  const groups = new Map<number, FleetReportGroup>();
  for (const { id, name, row } of entries) {
    const group = groups.get(id) ?? { id, name, rows: [], totals: fleetReportTotals([]) };
    group.rows.push(row);
    groups.set(id, group);
  }
  return [...groups.values()]
    .map((group) => ({ ...group, totals: fleetReportTotals(group.rows) }))
    .sort(byName);
}

/** Driver report: one row per settled ride, priced as the drawer prices the ride for its payer. */
async function driverGroups(db: Db, companyId: number, range: { from: Date; until: Date }) {
  const rows = await settledDriverRides(db, companyId, range);
  const bills = await rideBills(
    db,
    rows.map((row) => row.id),
  );
  const routes = await rideRoutes(
    db,
    rows.map((row) => row.id),
  );
  const stakesOf = stakeCache(db);
  const entries = [];
  for (const ride of rows) {
    // The company is paid by the contractor when it subcontracts, else by the railway company.
    const payer = ride.subcontractorId === companyId ? ride.contractorId : ride.companyId;
    const stakes = payer === null ? [] : await stakesOf(payer, companyId);
    const bill = bills.get(ride.id) ?? EMPTY;
    const day = ride.startsAt === null ? null : warsawDay(ride.startsAt);
    const amount = pricedRides([{ figures: bill, day }], stakes).amounts[0] ?? null;
    entries.push({
      id: ride.driverId ?? 0,
      name: `${ride.firstname ?? ''} ${ride.surname ?? ''}`.trim(),
      row: rowOf(ride, day, ride.number, routes.get(ride.id) ?? null, bill, amount),
    });
  }
  return grouped(entries);
}

const rowOf = (
  ride: Pick<SettledRideRow, 'courseId'>,
  day: string | null,
  rideNumber: string,
  route: string | null,
  bill: StoredBill,
  amount: number | null,
): FleetReportRowWire => ({ day, courseId: ride.courseId, rideNumber, route, ...figures(bill), amount });

/**
 * Subcontractor report: one row per course passed to a subcontractor with a settled ride in the month,
 * with the course's subcontractor bill priced by the contractor → subcontractor stake on the course's
 * first day (the drawer's `billForSubcontractorAmount`).
 */
async function subcontractorGroups(db: Db, companyId: number, range: { from: Date; until: Date }) {
  const settled = await settledSubcontractedRides(db, companyId, range);
  const courseIds = [...new Set(settled.map((ride) => ride.courseId))];
  const allRides = await ridesOfCourses(db, courseIds);
  const routes = await rideRoutes(
    db,
    allRides.map((ride) => ride.id),
  );
  const names = await companyNames(
    db,
    settled.map((ride) => ride.subcontractorId),
  );
  const stakesOf = stakeCache(db);
  const entries = [];
  for (const courseId of courseIds) {
    const course = settled.find((ride) => ride.courseId === courseId);
    const subcontractorId = course?.subcontractorId ?? null;
    if (!course || subcontractorId === null) continue;
    const own = allRides.filter((ride) => ride.courseId === courseId);
    const first = own.find((ride) => ride.startsAt !== null);
    const firstDay = first?.startsAt ? warsawDay(first.startsAt) : null;
    const bill = (await courseBillsOf(db, courseId)).get('billForSubcontractor') ?? EMPTY;
    const stake =
      firstDay === null ? null : stakeValidOn(await stakesOf(companyId, subcontractorId), firstDay);
    const numbers = own.map((ride) => ride.number).join(', ');
    entries.push({
      id: subcontractorId,
      name: names.get(subcontractorId) ?? '',
      row: rowOf(
        course,
        firstDay,
        numbers,
        first ? (routes.get(first.id) ?? null) : null,
        bill,
        billAmount(bill, stake),
      ),
    });
  }
  return grouped(entries);
}

/** The report of `month` for the company; 400 with the house's month message for text that is no month. */
export async function loadFleetReport(
  db: Db,
  kind: FleetReportKind,
  companyId: number,
  month: string,
): Promise<FleetReport> {
  const range = monthRange(month);
  if (!range) throw new ApiError(400, MONTH_QUERY_MESSAGE);
  const groups =
    kind === 'drivers'
      ? await driverGroups(db, companyId, range)
      : await subcontractorGroups(db, companyId, range);
  const names = await companyNames(db, [companyId]);
  return {
    kind,
    month,
    companyName: names.get(companyId) ?? null,
    groups,
    totals: fleetReportTotals(groups.flatMap((group) => group.rows)),
  };
}
