/**
 * §6 gives the railway company (and passengers' editors in general) the passenger and locomotive
 * fields of a course it may otherwise only read. Such a user sends the whole course like anyone else;
 * this check lets the write through only when nothing but the stops' passengers and locomotives
 * differ from what is stored, so a read-only party can never change the route, times or executors.
 */
import type { CourseJson } from '../courses/course-list.serializer';
import type { LoadedCourse } from './course-writes.repository';
import type { CourseWrite } from './course-writes.store';

const sameTime = (a: Date | null | undefined, b: string | Date | null | undefined) =>
  (a ? a.getTime() : null) === (b ? new Date(b).getTime() : null);
const baseId = (base: { '@id': string } | null) =>
  base === null ? null : Number(base['@id'].split('/').pop());

/** True when `write` keeps everything of the stored course but passengers and locomotives. */
export function changesOnlyCrew(write: CourseWrite, stored: CourseJson, existing: LoadedCourse): boolean {
  if (
    write.companyId !== existing.companyId ||
    write.contractorId !== existing.contractorId ||
    write.subcontractorId !== existing.subcontractorId ||
    write.driverId !== existing.driverId ||
    write.driverPhoneNumber !== existing.driverPhoneNumber ||
    write.rides.length !== stored.rides.length
  )
    return false;
  return write.rides.every((ride, index) => {
    const current = stored.rides[index];
    const loaded = existing.rides.find((row) => row.id === ride.id);
    if (!current || !loaded || current.id !== ride.id) return false;
    const stops = current.segments.map((segment) => segment.waypointStart);
    const last = current.segments.at(-1);
    if (last) stops.push(last.waypointEnd);
    return (
      ride.number === current.number &&
      ride.status === current.status &&
      sameTime(ride.driverHasToAcceptAt, loaded.driverHasToAcceptAt) &&
      ride.fromStartingBaseId === baseId(current.fromStartingBase) &&
      ride.toStartingBaseId === baseId(current.toStartingBase) &&
      ride.stops.length === stops.length &&
      ride.stops.every(
        (stop, position) =>
          stop.placeId === (stops[position]?.place?.id ?? null) && sameTime(stop.time, stops[position]?.time),
      )
    );
  });
}
