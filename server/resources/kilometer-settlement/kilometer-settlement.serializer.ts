/** Kilometer rides as the settlement answers show them (domain/contract/kilometer-settlement.schema.ts). */
import { iri, RESOURCES } from '../../../domain/contract/iri';
import type { KilometerSettlement } from '../../../domain/contract/kilometer-settlement.schema';
import { kilometerAmount } from '../../../domain/settlement/kilometer-month';
import { groupRateOn, type RateStake } from '../../../domain/settlement/rate-stake';
import { warsawDay } from '../../../domain/warsaw-time';
import type { KilometerRideRow } from './kilometer-settlement.repository';

const personName = (person: { username: string; firstname: string; surname: string }) =>
  `${person.firstname} ${person.surname}`.trim() || person.username;

/**
 * One ride's settlement. The stake is the group's rate on the ride's Polish day (`groupRateOn`, the same
 * rule the group dialog shows; rows 162, 200): its first stop, else when it was created.
 */
export function serializeKilometerRide(
  row: KilometerRideRow,
  stakesOf: ReadonlyMap<number, readonly RateStake[]>,
): KilometerSettlement {
  const { ride, report } = row;
  const day = warsawDay(ride.startsAt ?? ride.createdAt);
  const stake =
    row.employeeGroupId === null ? null : groupRateOn(stakesOf.get(row.employeeGroupId) ?? [], day);
  const figures = { distance: report?.distance ?? null, highwayCost: report?.highwayCost ?? null };
  const computed = row.computedDistance === null ? null : Math.round(Number(row.computedDistance) * 10) / 10;
  return {
    '@id': `${iri(RESOURCES.kilometerRide, ride.id)}/settlement`,
    '@type': 'KilometerSettlement',
    ride: iri(RESOURCES.kilometerRide, ride.id),
    rideId: ride.id,
    courseId: ride.courseId,
    number: ride.number,
    status: ride.status,
    startsAt: ride.startsAt?.toISOString() ?? null,
    company: row.company,
    employee: row.employee?.id == null ? null : { id: row.employee.id, name: personName(row.employee) },
    computedDistance: computed,
    ...figures,
    comment: report?.comment ?? null,
    inconsistencyComment: report?.inconsistencyComment ?? null,
    kilometerRate: stake?.kilometerRate ?? null,
    amount: kilometerAmount(figures, stake),
    version: ride.version,
  };
}
