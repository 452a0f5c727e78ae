import type { CourseInfo } from '@domain/contract/course-info.schema';
import type { QueuedMark } from './driver-marks-api';

const DRIVABLE = ['accepted_by_driver', 'accepted_by_transport_company'];

/** The course as it will be once the queued (offline) marks reach the server, for the screen. */
export function applyQueuedMarks(info: CourseInfo, queue: readonly QueuedMark[]): CourseInfo {
  let next = info;
  for (const { mark } of queue) {
    switch (mark.kind) {
      case 'reply':
        next = {
          ...next,
          rides: next.rides.map((ride) =>
            ride.id === mark.rideId
              ? { ...ride, status: mark.accept ? 'accepted_by_driver' : 'declined_by_driver' }
              : ride,
          ),
          actions: {
            ...next.actions,
            reply: next.actions.reply.filter((id) => id !== mark.rideId),
            // An accepted ride can be driven before the answer reaches the server (the server's rules).
            start: next.actions.start || (mark.accept && !next.driverStartAt),
            reach:
              mark.accept && next.driverStartAt && !next.driverEndAt
                ? [...new Set([...next.actions.reach, mark.rideId])]
                : next.actions.reach,
          },
        };
        break;
      case 'start':
        next = {
          ...next,
          driverStartAt: next.driverStartAt ?? mark.at,
          actions: {
            ...next.actions,
            start: false,
            end: true,
            reach: next.rides.filter((ride) => DRIVABLE.includes(ride.status)).map((ride) => ride.id),
          },
        };
        break;
      case 'reach':
        next = {
          ...next,
          rides: next.rides.map((ride) => ({
            ...ride,
            segments: ride.segments.map((segment) => ({
              ...segment,
              waypointStart: reached(segment.waypointStart, mark.waypointId, mark.at),
              waypointEnd: reached(segment.waypointEnd, mark.waypointId, mark.at),
            })),
          })),
        };
        break;
      case 'end':
        next = {
          ...next,
          driverEndAt: next.driverEndAt ?? mark.at,
          actions: { ...next.actions, end: false, reach: [], start: false },
        };
        break;
    }
  }
  return next;
}

function reached<W extends { id: number; achievedAtByDriver?: string | null | undefined }>(
  waypoint: W,
  id: number,
  at: string,
): W {
  return waypoint.id === id && !waypoint.achievedAtByDriver
    ? { ...waypoint, achievedAtByDriver: at }
    : waypoint;
}
