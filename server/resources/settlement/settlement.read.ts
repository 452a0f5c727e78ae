/**
 * `GET api/taxi_courses/{id}/settlement`: the viewer's settlement drawer (courses.md §2 'Settlement
 * drawers (by role)'), with the figures the view may see (`seesBillPart`), amounts priced by the stake
 * of the link concerned on each ride's first stop day (`pricedRides`, `billAmount`) and the history.
 */
import type { TaxiSettlement } from '../../../domain/contract/settlement.schema';
import { pricedRides, waitingHundredthsOf } from '../../../domain/settlement/course-bill';
import { billAmount, stakeValidOn } from '../../../domain/settlement/rate-stake';
import type { StoredBill } from '../../../domain/settlement/settlement-bill.schema';
import { settlementTotals } from '../../../domain/settlement/settlement-totals';
import { settlementViewOf } from '../../../domain/settlement/settlement-view';
import { seesBillPart, seesHistoryField } from '../../../domain/settlement/settlement-visibility';
import { warsawDay } from '../../../domain/warsaw-time';
import type { AuthUser } from '../../auth/authenticate';
import type { Db } from '../../db/client';
import { ApiError, notFound } from '../../http/errors';
import { RIDE_REFUSALS } from '../../../domain/rides/ride-messages';
import { readCourse } from '../course-core/ride-lock.repository';
import {
  companyNames,
  courseBillsOf,
  historyOf,
  linkStakes,
  rideBills,
  userName,
} from './settlement.repository';

const EMPTY: StoredBill = { distance: null, waitingHundredthsOfHour: null, highwayCost: null, comment: null };

/** The settlement of a course the user already may see (checked by the route); 403 without a drawer. */
export async function readSettlement(
  db: Db,
  user: AuthUser,
  courseId: number,
): Promise<{ settlement: TaxiSettlement; version: number }> {
  const loaded = await readCourse(db, courseId);
  if (!loaded) throw notFound();
  const { course } = loaded;
  const permission = { ...course, rides: loaded.rides };
  const view = settlementViewOf(user, permission);
  if (view === null) throw new ApiError(403, RIDE_REFUSALS.forbidden);

  const bills = await rideBills(
    db,
    loaded.rides.map((ride) => ride.id),
  );
  const courseBills = await courseBillsOf(db, courseId);
  const clientStakes =
    course.contractorId === null ? [] : await linkStakes(db, course.companyId, course.contractorId);
  const subStakes =
    course.contractorId === null || course.subcontractorId === null
      ? []
      : await linkStakes(db, course.contractorId, course.subcontractorId);
  const names = await companyNames(db, [course.companyId, course.contractorId, course.subcontractorId]);

  const seesRides = seesBillPart(view, 'rides');
  const rideRows = loaded.rides.map((ride) => ({
    ride,
    figures: bills.get(ride.id) ?? EMPTY,
    day: ride.startsAt === null ? null : warsawDay(ride.startsAt),
  }));
  const priced = pricedRides(rideRows, clientStakes);
  const firstDay = rideRows.find((row) => row.day !== null)?.day ?? null;
  const subBill = courseBills.get('billForSubcontractor') ?? null;
  const subStake = firstDay === null ? null : stakeValidOn(subStakes, firstDay);
  const totals = settlementTotals(rideRows.map((row) => row.figures));

  const history = (await historyOf(db, courseId))
    .filter((row) => seesHistoryField(view, row.field))
    .map((row) => ({
      id: row.id,
      at: row.at.toISOString(),
      userName: row.firstname === null ? null : `${row.firstname} ${row.surname ?? ''}`.trim(),
      rideNumber: row.rideNumber,
      field: row.field,
      fromValue: row.fromValue,
      toValue: row.toValue,
    }));

  const driverReport: StoredBill = {
    distance: course.driverDistance,
    waitingHundredthsOfHour: waitingHundredthsOf(course.driverWaitingHours),
    highwayCost: course.driverHighwayCost,
    comment: course.driverComment,
  };
  const part = <T>(name: Parameters<typeof seesBillPart>[1], value: T): T | null =>
    seesBillPart(view, name) ? value : null;

  const settlement: TaxiSettlement = {
    courseId,
    view,
    companyId: course.companyId,
    contractorId: course.contractorId,
    subcontractorId: course.subcontractorId,
    driverId: course.driverId,
    companyName: names.get(course.companyId) ?? null,
    contractorName: course.contractorId === null ? null : (names.get(course.contractorId) ?? null),
    subcontractorName: course.subcontractorId === null ? null : (names.get(course.subcontractorId) ?? null),
    driverName: await userName(db, course.driverId),
    invoiced: loaded.invoiced,
    rides: rideRows.map((row, index) => ({
      id: row.ride.id,
      number: row.ride.number,
      status: row.ride.status,
      day: row.day,
      distanceSum: row.ride.distanceSum,
      toSettled: seesRides ? row.figures : null,
      amount: seesRides ? (priced.amounts[index] ?? null) : null,
    })),
    totals:
      seesRides && totals
        ? {
            distance: totals.distance,
            waitingHundredthsOfHour: totals.waitingHundredthsOfHour,
            highwayCost: totals.highwayCost,
          }
        : null,
    totalAmount: seesRides ? priced.total : null,
    clientStake: seesRides && firstDay !== null ? stakeValidOn(clientStakes, firstDay) : null,
    billFromDriver: part('billFromDriver', driverReport),
    billForDriver: part('billForDriver', courseBills.get('billForDriver') ?? null),
    billForSubcontractor: part('billForSubcontractor', subBill),
    billForSubcontractorAmount: part('billForSubcontractor', subBill ? billAmount(subBill, subStake) : null),
    subcontractorStake: part('billForSubcontractor', subStake),
    history,
  };
  return { settlement, version: course.version };
}
