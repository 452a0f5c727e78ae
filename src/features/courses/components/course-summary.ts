import { shownDay } from '@domain/dates';
import { warsawDay, warsawParts } from '@domain/warsaw-time';
import type { Course } from '@domain/contract/course.schema';

/** The earliest planned stop time of the course, or undefined without one. */
export function firstStopTime(course: Pick<Course, 'rides'>): Date | undefined {
  return course.rides
    .flatMap((ride) =>
      ride.segments.flatMap((segment) => (segment.waypointStart.time ? [segment.waypointStart.time] : [])),
    )
    .map((time) => new Date(time))
    .filter((time) => !Number.isNaN(time.getTime()))
    .sort((a, b) => a.getTime() - b.getTime())[0];
}

/** The course's day in Poland as DD.MM.YYYY, or null when it is today (or has no time): cards say it otherwise. */
export function dayUnlessToday(course: Pick<Course, 'rides'>, now: Date = new Date()): string | null {
  const first = firstStopTime(course);
  if (!first) return null;
  const day = warsawDay(first);
  return day === warsawDay(now) ? null : shownDay(day);
}

/**
 * When and where a course runs, for choosing it among others ('Przenieś przejazd').
 * Example: '13.11.2026 07:00 · Warszawa Centralna → Kraków Główny'
 */
export function courseSummary(course: Pick<Course, 'rides'>): string {
  const { date, time } = warsawParts(firstStopTime(course));
  const segments = course.rides.flatMap((ride) => ride.segments);
  const from = segments[0]?.waypointStart.place?.name;
  const to = segments.at(-1)?.waypointEnd.place?.name;
  const when = date ? `${shownDay(date)} ${time ?? ''}`.trim() : 'Brak daty';
  const route = from || to ? `${from ?? '?'} → ${to ?? '?'}` : null;
  return route ? `${when} · ${route}` : when;
}
