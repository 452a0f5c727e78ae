/**
 * Automatic ride statuses of courses.md §4: restoring a cancelled ride, changing the contractor and
 * assigning a driver. Pure functions over plain data; the server applies them in the write.
 */
import { TAXI_RIDE_STATUSES, type TaxiRideStatus } from '../courses/ride-status';

export const CANCELLED_RIDE_STATUSES: readonly TaxiRideStatus[] = [
  'cancelled',
  'cancelled_during_realization',
];

/**
 * Rides still to be driven. A contractor change or a driver assignment moves only these (§4 names
 * finished and accepted_by_contractor as exceptions; cancelled rides and rides in settlement are kept
 * too, docs/spec-decisions.md row 33), and only these can be cancelled during realization.
 */
export const OPEN_RIDE_STATUSES: readonly TaxiRideStatus[] = TAXI_RIDE_STATUSES.slice(
  0,
  // §4 lists the statuses in the order a ride lives them: everything before 'finished' is open.
  TAXI_RIDE_STATUSES.indexOf('finished'),
);

/**
 * A driven ride on its way through the month's settlement (§4): forwarded by the transport company,
 * accepted by the railway company, or disputed. Cancelling one takes it out of the month (row 644).
 */
export const SETTLEMENT_RIDE_STATUSES: readonly TaxiRideStatus[] = [
  'accepted_by_contractor',
  'accepted_by_customer',
  'tcr_inconsistency',
];

/** Example: isOpenRideStatus('accepted_by_driver') === true; isOpenRideStatus('finished') === false */
export const isOpenRideStatus = (status: string): boolean =>
  (OPEN_RIDE_STATUSES as readonly string[]).includes(status);

export interface RestoreCourse {
  contractorId: number | null;
  subcontractorId: number | null;
  /** User id of the driver. */
  driverId: number | null;
  /** Kilometres the driver reported; present means the ride was driven. */
  driverDistance: number | null;
  /** The contractor's courseEmployeeSmsNotification flag. */
  contractorSmsNotification: boolean;
}

/**
 * The status a restored ride gets (§4): finished when the driver reported a distance; else waiting for
 * the driver when there is one and the contractor sends SMS to employees; else waiting for the
 * transport company when there is a contractor or subcontractor; else planning. A ride cancelled while
 * in the month's settlement gets that state back (`statusBeforeCancel`, row 644).
 * Example: restoredRideStatus({ contractorId: 5, subcontractorId: null, driverId: null, driverDistance: null,
 *   contractorSmsNotification: false }) === 'waiting_for_transport_company_acceptance'
 */
export function restoredRideStatus(
  course: RestoreCourse,
  statusBeforeCancel: string | null = null,
): TaxiRideStatus {
  // Issue 31 (row 644): a ride cancelled in settlement gets its settlement state back, not 'finished'.
  const settled = SETTLEMENT_RIDE_STATUSES.find((status) => status === statusBeforeCancel);
  if (settled) return settled;
  if (course.driverDistance !== null) return 'finished';
  if (course.driverId !== null && course.contractorSmsNotification) return 'waiting_for_driver_acceptance';
  if (course.contractorId !== null || course.subcontractorId !== null)
    return 'waiting_for_transport_company_acceptance';
  return 'planning';
}

/**
 * A ride's status after the course's contractor changed (§4): open rides wait for the new contractor;
 * with the contractor removed they go back to planning (nobody could accept them).
 * Example: statusAfterContractorChange('accepted_by_driver', 7) === 'waiting_for_transport_company_acceptance'
 */
export function statusAfterContractorChange(status: string, contractorId: number | null): string {
  if (!isOpenRideStatus(status)) return status;
  return contractorId === null ? 'planning' : 'waiting_for_transport_company_acceptance';
}

/**
 * A ride's status after a driver was assigned (§4): open rides wait for the driver, but only when the
 * contractor sends SMS to its employees (else nobody would tell the driver).
 * Example: statusAfterDriverAssignment('accepted_by_transport_company', true) === 'waiting_for_driver_acceptance'
 */
export function statusAfterDriverAssignment(status: string, contractorSmsNotification: boolean): string {
  return contractorSmsNotification && isOpenRideStatus(status) ? 'waiting_for_driver_acceptance' : status;
}
