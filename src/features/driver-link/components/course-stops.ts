import { warsawParts } from '@domain/warsaw-time';
import type { CourseInfo, InfoRide, InfoWaypoint } from '@domain/contract/course-info.schema';

export const letter = (index: number) => String.fromCharCode(65 + index);

/** 'HH:mm' in Polish time whatever the phone's zone (a driver abroad still sees the stop's Polish time). */
export function stopClock(value: string | null | undefined): string {
  return warsawParts(value).time ?? '--:--';
}

/** 'HH:mm DD.MM.YYYY' in Polish time. */
export function stopDateTime(value: string): string {
  const { date, time } = warsawParts(value);
  return date && time ? `${time} ${date.split('-').reverse().join('.')}` : '';
}

/** The stops of a ride in order, each with the passengers who get in there. */
export function stopsOf(ride: InfoRide) {
  const segments = [...ride.segments].sort((a, b) => a.position - b.position);
  const last = segments.at(-1);
  return [
    ...segments.map((segment) => ({ waypoint: segment.waypointStart, passengers: segment.employees })),
    ...(last ? [{ waypoint: last.waypointEnd, passengers: [] }] : []),
  ];
}

export interface UnmarkedStop {
  id: number;
  label: string;
}

/** Stops of the rides the driver may still mark that have no reached time: 'A Warszawa Centralna'. */
export function unmarkedStops(info: CourseInfo): UnmarkedStop[] {
  return info.rides
    .filter((ride) => info.actions.reach.includes(ride.id))
    .flatMap((ride) =>
      stopsOf(ride).flatMap(({ waypoint }, index) =>
        waypoint.achievedAtByDriver ? [] : [{ id: waypoint.id, label: stopLabel(waypoint, index) }],
      ),
    );
}

export const stopLabel = (waypoint: InfoWaypoint, index: number) =>
  `${letter(index)} ${waypoint.place?.name ?? 'Przystanek bez nazwy'}`;

export function mapStops(info: CourseInfo) {
  return info.rides.flatMap((ride) =>
    stopsOf(ride).flatMap(({ waypoint }) => {
      const place = waypoint.place;
      if (!place || typeof place.latitude !== 'number' || typeof place.longitude !== 'number') return [];
      return [
        {
          key: String(waypoint.id),
          name: place.name ?? '',
          latitude: place.latitude,
          longitude: place.longitude,
        },
      ];
    }),
  );
}
