/**
 * What a course PUT changes, part by part (domain/courses/course-field-rights.ts), against what is
 * stored. Everyone sends the whole course, as the form does; the server then refuses a change to any
 * part the user may not edit (§6), so a hand-made request can do no more than the form shows.
 */
import type { CourseField } from '../../../domain/courses/course-field-rights';
import type { Course, Ride } from '../../../domain/contract/course.schema';
import type { LoadedCourse } from '../course-core/course-core.repository';
import type { CourseWrite, RidePlan } from './course-rows.repository';

export interface CourseChanges {
  /** The parts changed; a ride status is not among them: the plan keeps it unless the user may set it. */
  fields: Set<Exclude<CourseField, 'status'>>;
  /** Stored rides whose starting bases the write changes. */
  startingBases: { rideId: number; status: string }[];
}

const sameTime = (a: Date | null | undefined, b: string | Date | null | undefined) =>
  (a ? a.getTime() : null) === (b ? new Date(b).getTime() : null);
const baseId = (base: { '@id': string } | null) =>
  base === null ? null : Number(base['@id'].split('/').pop());
const sameIds = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length &&
  [...a].sort((x, y) => x - y).every((id, i) => id === [...b].sort((x, y) => x - y)[i]);

/** The stored stops of a ride in order (each segment's start, then the last segment's end). */
function storedStops(ride: Ride) {
  const stops = ride.segments.map((segment) => segment.waypointStart);
  const last = ride.segments.at(-1);
  if (last) stops.push(last.waypointEnd);
  return stops;
}

/** Compares one ride kept by the write with its stored self, adding what differs to `changes`. */
function compareRide(
  ride: RidePlan,
  current: Ride,
  loaded: LoadedCourse['rides'][number],
  changes: CourseChanges,
) {
  const stops = storedStops(current);
  if (
    ride.number !== current.number ||
    !sameTime(ride.driverHasToAcceptAt, loaded.driverHasToAcceptAt) ||
    ride.stops.length !== stops.length ||
    ride.stops.some(
      (stop, position) =>
        stop.placeId !== (stops[position]?.place?.id ?? null) || !sameTime(stop.time, stops[position]?.time),
    )
  )
    changes.fields.add('course');
  if (
    ride.fromStartingBaseId !== baseId(current.fromStartingBase) ||
    ride.toStartingBaseId !== baseId(current.toStartingBase)
  )
    changes.startingBases.push({ rideId: current.id, status: current.status });
  // A stop's passengers and locomotives travel on the segment it starts (ride-stops.repository.ts).
  current.segments.forEach((segment, position) => {
    const stop = ride.stops[position];
    if (!stop) return;
    if (
      !sameIds(
        stop.passengerIds,
        segment.employees.map((person) => person.id),
      )
    )
      changes.fields.add('passengers');
    if (
      !sameIds(
        stop.locomotiveIds,
        segment.locomotives.map((engine) => engine.id),
      )
    )
      changes.fields.add('locomotives');
  });
}

export function courseChanges(write: CourseWrite, stored: Course, existing: LoadedCourse): CourseChanges {
  const changes: CourseChanges = { fields: new Set(), startingBases: [] };
  if (write.companyId !== existing.companyId) changes.fields.add('course');
  if (write.contractorId !== existing.contractorId || write.subcontractorId !== existing.subcontractorId)
    changes.fields.add('transportCompany');
  if (write.driverId !== existing.driverId || write.driverPhoneNumber !== existing.driverPhoneNumber)
    changes.fields.add('driver');
  if (write.rides.length !== stored.rides.length) changes.fields.add('course');
  write.rides.forEach((ride, index) => {
    const current = stored.rides[index];
    const loaded = existing.rides.find((row) => row.id === ride.id);
    if (!current || !loaded || current.id !== ride.id) {
      changes.fields.add('course');
      return;
    }
    compareRide(ride, current, loaded, changes);
  });
  return changes;
}

/** The ride statuses a request asks for by hand: each kept ride's stored and wanted status, where they differ. */
export function requestedStatusChanges(
  requested: readonly { id: number | null; status: string | null }[],
  existing: LoadedCourse,
): { from: string; to: string }[] {
  return requested.flatMap((ride) => {
    const stored = existing.rides.find((row) => row.id === ride.id);
    return stored && ride.status !== null && ride.status !== stored.status
      ? [{ from: stored.status, to: ride.status }]
      : [];
  });
}
