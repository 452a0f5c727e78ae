/**
 * The 'Status przejazdu' filter of the course list (courses.md §3): the statuses of the chosen course
 * type, each label once. Statuses sharing a label ('Niezgodność' of both types) are one option that
 * selects them all.
 */
import {
  KILOMETER_RIDE_STATUS_LABELS,
  KILOMETER_RIDE_STATUSES,
  TAXI_RIDE_STATUS_LABELS,
  TAXI_RIDE_STATUSES,
  type RideStatus,
  type RideType,
} from './ride-status';

export interface RideStatusOption {
  label: string;
  statuses: readonly RideStatus[];
}

function optionsOf(entries: readonly (readonly [RideStatus, string])[]): RideStatusOption[] {
  const options: { label: string; statuses: RideStatus[] }[] = [];
  for (const [status, label] of entries) {
    const same = options.find((option) => option.label === label);
    if (same) {
      if (!same.statuses.includes(status)) same.statuses.push(status);
    } else if (!options.some((option) => option.statuses.includes(status)))
      options.push({ label, statuses: [status] });
  }
  return options;
}

const taxiEntries = TAXI_RIDE_STATUSES.map((status) => [status, TAXI_RIDE_STATUS_LABELS[status]] as const);
const kilometerEntries = KILOMETER_RIDE_STATUSES.map(
  (status) => [status, KILOMETER_RIDE_STATUS_LABELS[status]] as const,
);

/**
 * The options for a course type; null (every type) lists the taxi ones, then the kilometer ones not
 * already there ('finished' and 'cancelled' are shared and keep their taxi label).
 * Example: rideStatusFilterOptions('kilometer')[0] -> { label: 'Utworzono', statuses: ['created'] }
 */
export function rideStatusFilterOptions(type: RideType | null): RideStatusOption[] {
  if (type === 'taxi') return optionsOf(taxiEntries);
  if (type === 'kilometer') return optionsOf(kilometerEntries);
  return optionsOf([...taxiEntries, ...kilometerEntries]);
}

/** The options of `type` whose every status is selected: what the select and the chips show. */
export function selectedRideStatusOptions(type: RideType | null, selected: readonly string[]) {
  return rideStatusFilterOptions(type).filter((option) =>
    option.statuses.every((status) => selected.includes(status)),
  );
}

/** The selected statuses `type` offers; the others are dropped when the course type changes. */
export function offeredRideStatuses(type: RideType | null, selected: readonly string[]): RideStatus[] {
  return selectedRideStatusOptions(type, selected).flatMap((option) => option.statuses);
}
