/**
 * Ride statuses of courses.md §4 with their Polish labels and card colours.
 * Kilometer rides use the longer reading of §4 (created, to_be_settled, inconsistency, settled,
 * kcr_finished, cancelled) plus `finished`, which a ride gets when its report is saved.
 */

import { ACCESSIBLE, DARK_GREEN, GREY, PURPLE } from '../colours/palette';

export const TAXI_RIDE_STATUSES = [
  'new',
  'planning',
  'waiting_for_transport_company_acceptance',
  'not_accepted_by_transport_company',
  'accepted_by_transport_company',
  'declined_by_transport_company',
  'waiting_for_driver_acceptance',
  'not_accepted_by_driver',
  'accepted_by_driver',
  'declined_by_driver',
  'finished',
  'accepted_by_contractor',
  'accepted_by_customer',
  'cancelled',
  'cancelled_during_realization',
  'tcr_inconsistency',
] as const;

export const KILOMETER_RIDE_STATUSES = [
  'created',
  'finished',
  'to_be_settled',
  'inconsistency',
  'settled',
  'kcr_finished',
  'cancelled',
] as const;

export type TaxiRideStatus = (typeof TAXI_RIDE_STATUSES)[number];

/**
 * The railway company's settlement statuses (§4 Customer settlement, §6 company users): they move only
 * through 'zaakceptuj do rozliczenia' and 'zgłoś niezgodność', never through the status set by hand.
 */
export const SETTLEMENT_OWNED_RIDE_STATUSES = ['accepted_by_customer', 'tcr_inconsistency'] as const;

const settlementOwned = (status: string) =>
  (SETTLEMENT_OWNED_RIDE_STATUSES as readonly string[]).includes(status);

/** What a manager or superior contractor may pick in the status set by hand (§4). */
export const MANUAL_RIDE_STATUSES: readonly TaxiRideStatus[] = TAXI_RIDE_STATUSES.filter(
  (status) => !settlementOwned(status),
);
export type KilometerRideStatus = (typeof KILOMETER_RIDE_STATUSES)[number];
export type RideStatus = TaxiRideStatus | KilometerRideStatus;
export type RideType = 'taxi' | 'kilometer';

/** Every status of either ride type, each once (`finished` and `cancelled` are shared). */
export const RIDE_STATUSES: readonly RideStatus[] = [
  ...new Set<RideStatus>([...TAXI_RIDE_STATUSES, ...KILOMETER_RIDE_STATUSES]),
];

/** Example: isRideStatus('settled') === true; isRideStatus('lost') === false */
export function isRideStatus(value: string): value is RideStatus {
  return (RIDE_STATUSES as readonly string[]).includes(value);
}

export const TAXI_RIDE_STATUS_LABELS: Readonly<Record<TaxiRideStatus, string>> = {
  new: 'Nowy',
  planning: 'Planowanie',
  waiting_for_transport_company_acceptance: 'Oczekuje na akceptację firmy transportowej',
  not_accepted_by_transport_company: 'Niezaakceptowany przez firmę transportową',
  accepted_by_transport_company: 'Zaakceptowany przez firmę transportową',
  declined_by_transport_company: 'Odrzucony przez firmę transportową',
  waiting_for_driver_acceptance: 'Oczekuje na akceptację kierowcy',
  not_accepted_by_driver: 'Niezaakceptowany przez kierowcę',
  accepted_by_driver: 'Zaakceptowany przez kierowcę',
  declined_by_driver: 'Odrzucony przez kierowcę',
  finished: 'Zakończony',
  // The spec labels it as the plain acceptance; two states that read alike cannot be told apart on a
  // card, so it says what the transport company did: 'Zapisz i przekaż do rozliczenia' (row 638).
  accepted_by_contractor: 'Przekazany do rozliczenia',
  accepted_by_customer: 'Zaakceptowany przez firmę kolejową',
  cancelled: 'Anulowany',
  cancelled_during_realization: 'Anulowany w trakcie realizacji',
  tcr_inconsistency: 'Niezgodność',
};

export const KILOMETER_RIDE_STATUS_LABELS: Readonly<Record<KilometerRideStatus, string>> = {
  created: 'Utworzono',
  finished: 'Raport przesłany',
  to_be_settled: 'Do rozliczenia',
  inconsistency: 'Niezgodność',
  settled: 'Rozliczono',
  kcr_finished: 'Zakończone',
  cancelled: 'Anulowano',
};

const PRIMARY = ACCESSIBLE.primary;
const ERROR = ACCESSIBLE.error;
const WARNING = ACCESSIBLE.warning;
const SUCCESS = ACCESSIBLE.success;
const INFO = ACCESSIBLE.info;

/**
 * Header bar colour of a ride card: red needs action, orange waits for someone, green is done. The bar
 * carries the ride's number in white, so each is a shade that white text reaches 4.5:1 on (issue 10).
 */
export const RIDE_STATUS_COLORS: Readonly<Record<RideStatus, string>> = {
  new: INFO,
  planning: INFO,
  waiting_for_transport_company_acceptance: WARNING,
  not_accepted_by_transport_company: ERROR,
  accepted_by_transport_company: PRIMARY,
  declined_by_transport_company: ERROR,
  waiting_for_driver_acceptance: WARNING,
  not_accepted_by_driver: ERROR,
  accepted_by_driver: PRIMARY,
  declined_by_driver: ERROR,
  finished: SUCCESS,
  accepted_by_contractor: SUCCESS,
  accepted_by_customer: DARK_GREEN,
  cancelled: GREY,
  cancelled_during_realization: GREY,
  tcr_inconsistency: ERROR,
  created: INFO,
  to_be_settled: PURPLE,
  inconsistency: ERROR,
  settled: DARK_GREEN,
  kcr_finished: DARK_GREEN,
};

/**
 * The label for a status of a ride of the given type; an unknown status is shown as it came.
 * Example: rideStatusLabel('kilometer', 'cancelled') === 'Anulowano'; rideStatusLabel('taxi', 'cancelled') === 'Anulowany'
 */
export function rideStatusLabel(type: RideType, status: string): string {
  const labels: Readonly<Record<string, string>> =
    type === 'kilometer' ? KILOMETER_RIDE_STATUS_LABELS : TAXI_RIDE_STATUS_LABELS;
  return labels[status] ?? status;
}

/** Example: rideStatusColor('tcr_inconsistency') === '#DC1A0C'; unknown statuses are grey. */
export function rideStatusColor(status: string): string {
  return isRideStatus(status) ? RIDE_STATUS_COLORS[status] : GREY;
}
