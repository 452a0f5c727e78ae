import { shownDay } from '@domain/dates';
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
  return date && time ? `${time} ${shownDay(date)}` : '';
}

/** 'DD.MM' of a stop in Polish time, shown under its clock: the driver sees which day it is. */
export function stopDay(value: string | null | undefined): string {
  const { date } = warsawParts(value);
  return date ? shownDay(date).slice(0, 5) : '';
}

/** The earliest planned stop of the course, as an ISO instant, or null when no stop has a time. */
export function firstStopAt(info: CourseInfo): string | null {
  const times = info.rides.flatMap((ride) =>
    stopsOf(ride).flatMap(({ waypoint }) => (waypoint.time ? [waypoint.time] : [])),
  );
  return times.reduce<string | null>(
    (first, time) => (first === null || Date.parse(time) < Date.parse(first) ? time : first),
    null,
  );
}

/** 'Kurs na 07.03.2030': the Polish day of the first stop, or null. */
export function courseDayText(info: CourseInfo): string | null {
  const { date } = warsawParts(firstStopAt(info));
  return date ? `Kurs na ${shownDay(date)}` : null;
}

/**
 * Asked before 'Rozpocznij kurs' on a day other than the first stop's (Polish days; issue 31: a course
 * was started a day early without a word), else null.
 */
export function startWarning(info: CourseInfo, now: Date): string | null {
  const planned = warsawParts(firstStopAt(info)).date;
  const today = warsawParts(now).date;
  if (!planned || !today || planned === today) return null;
  return `Kurs jest zaplanowany na ${shownDay(planned)}, a dziś jest ${shownDay(today)}.`;
}

/** Said before 'Zakończ kurs' earlier than the first planned stop (issue 31), else null. */
export function endWarning(info: CourseInfo, now: Date): string | null {
  const first = firstStopAt(info);
  if (!first || Date.parse(first) <= now.getTime()) return null;
  return `Pierwszy przystanek jest zaplanowany na ${stopDateTime(first)}.`;
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
