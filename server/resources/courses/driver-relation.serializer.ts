/**
 * Ride `driverSegments` and the course's relation fields (courses.md §3, row 75) from the stored
 * legs. Each leg's stops are waypoints of the course's rides, drawn as the rides' own are.
 */
import type { DriverSegmentRow } from './driver-segments.sql';
import type { Segment, Waypoint } from '../../../domain/contract/course.schema';

type SegmentParts = Pick<Segment, 'employees' | 'locomotives'>;

/**
 * The legs of each ride of one course; an empty map when a leg points at a waypoint the course does
 * not have (a relation the course has outgrown is worse than the computed one the SPA falls back to).
 */
export function driverSegmentsByRide(
  rideRows: readonly { ride: { id: number }; driverSegments: readonly DriverSegmentRow[] }[],
  waypointAt: ReadonlyMap<number, Waypoint>,
  partsOf: (segmentId: number | null) => SegmentParts,
): Map<number, Segment[]> {
  const byRide = new Map<number, Segment[]>();
  for (const { ride, driverSegments } of rideRows) {
    const legs: Segment[] = [];
    for (const leg of driverSegments) {
      const waypointStart = waypointAt.get(leg.waypointStartId);
      const waypointEnd = waypointAt.get(leg.waypointEndId);
      if (!waypointStart || !waypointEnd) return new Map();
      legs.push({
        id: leg.id,
        position: leg.position,
        distance: leg.distance,
        time: leg.time,
        timeAndDistanceSource: leg.timeAndDistanceSource,
        ...partsOf(leg.segmentId),
        waypointStart,
        waypointEnd,
      });
    }
    byRide.set(ride.id, legs);
  }
  return byRide;
}
