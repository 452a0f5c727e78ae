/**
 * The cross-field rules of courses.md §5 for stops, as pure functions over loosely typed input.
 * They run even when some field of the same ride is malformed (see `when` in course-form.schema.ts),
 * so the form shows every problem at once; a malformed but non-empty value counts as filled here,
 * its own field reports the format.
 *
 * Readings (docs/spec-decisions.md):
 * - Passengers: stop i's passengers ride the segment from stop i to stop i+1, so every stop but the
 *   last needs one. The last stop is a drop-off point whose passengers are those of the previous
 *   segment; it needs none, and whatever it lists is not used for a segment.
 * - Time on all stops: a stop's time is valid only with both its date and its time; a missing half
 *   is reported on that field (`.date` or `.time`) with the same message.
 * - "Kurs z jednym przystankiem": a ride of exactly one segment, i.e. two stops. It needs a starting
 *   base, from (`fromStartingBase`) or to (`toStartingBase`); the message goes on `fromStartingBase`.
 *   Checked per ride, as starting bases are ride fields.
 */
import { VALIDATION_MESSAGES } from '../validation/messages';
import { warsawDateTime } from '../warsaw-time';
import { COURSE_MESSAGES } from './course-messages';

export interface RuleIssue {
  /** Relative to the checked object, e.g. ['waypoints', 1, 'passengers']. */
  path: (string | number)[];
  message: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** null, undefined, '' and whitespace are empty; anything else (even malformed) is filled. */
export function isFilled(value: unknown): boolean {
  if (value === null || value === undefined) return false;
  return typeof value !== 'string' || value.trim() !== '';
}

const listOf = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const stopsOf = (ride: unknown): Record<string, unknown>[] =>
  isRecord(ride) ? listOf(ride['waypoints']).map((stop) => (isRecord(stop) ? stop : {})) : [];

/**
 * Issues of one taxi ride: passengers on every stop but the last, date and time on every stop,
 * two consecutive stops with a place, a starting base for a two-stop ride.
 * Example: taxiRideIssues({ waypoints: [{ date: '2024-03-07', time: '08:00', passengers: [] }, ...] })
 *   -> [{ path: ['waypoints', 0, 'passengers'], message: 'Dodaj przynajmniej jednego pasażera' }, ...]
 */
export function taxiRideIssues(ride: unknown): RuleIssue[] {
  const stops = stopsOf(ride);
  const issues: RuleIssue[] = [];
  stops.forEach((stop, index) => {
    const isLast = index === stops.length - 1;
    if (!isLast && listOf(stop['passengers']).length === 0)
      issues.push({ path: ['waypoints', index, 'passengers'], message: COURSE_MESSAGES.passengerRequired });
    for (const field of ['date', 'time'] as const) {
      if (!isFilled(stop[field]))
        issues.push({ path: ['waypoints', index, field], message: COURSE_MESSAGES.timeOnStops });
    }
  });
  issues.push(...stopOrderIssues(stops));
  issues.push(...routePlaceIssues(stops));
  if (stops.length === 2 && isRecord(ride)) {
    if (!isFilled(ride['fromStartingBase']) && !isFilled(ride['toStartingBase']))
      issues.push({ path: ['fromStartingBase'], message: COURSE_MESSAGES.startingBaseRequired });
  }
  return issues;
}

/**
 * A route is calculated only between two consecutive stops with a place (courses.md §5); a ride
 * without such a pair reached the transport company as 'Brak miejsca' (issue 31). The message goes on
 * the first stop without a place. Fewer than two stops is `tooFewWaypoints`' business.
 * Example: routePlaceIssues([{ place: '/api/places/1' }, { place: null }, { place: '/api/places/2' }])
 *   -> [{ path: ['waypoints', 1, 'place'], message: 'Wybierz miejsce na co najmniej dwóch kolejnych przystankach' }]
 */
export function routePlaceIssues(stops: readonly Record<string, unknown>[]): RuleIssue[] {
  if (stops.length < 2) return [];
  const placed = stops.map((stop) => isFilled(stop['place']));
  if (placed.some((has, index) => has && placed[index + 1] === true)) return [];
  const first = Math.max(0, placed.indexOf(false));
  return [{ path: ['waypoints', first, 'place'], message: COURSE_MESSAGES.consecutivePlaces }];
}

const textOf = (value: unknown) => (typeof value === 'string' ? value : null);

/**
 * A stop earlier than the stop before it (both with a date and a time) is an error on its time
 * (row 138): a ride cannot go back in time. Equal times are allowed (a change at the same station).
 * Example: stopOrderIssues([{ date: '2030-03-07', time: '10:00' }, { date: '2030-03-07', time: '08:00' }])
 *   -> [{ path: ['waypoints', 1, 'time'], message: 'Przystanek nie może być wcześniej niż poprzedni' }]
 */
export function stopOrderIssues(stops: readonly Record<string, unknown>[]): RuleIssue[] {
  const issues: RuleIssue[] = [];
  let previous: Date | null = null;
  stops.forEach((stop, index) => {
    const date = textOf(stop['date']);
    const time = textOf(stop['time']);
    const at = date && time ? stopInstant({ date, time }) : null;
    if (at === null || Number.isNaN(at.getTime())) return;
    if (previous !== null && at.getTime() < previous.getTime())
      issues.push({ path: ['waypoints', index, 'time'], message: COURSE_MESSAGES.stopBeforePrevious });
    else previous = at;
  });
  return issues;
}

/**
 * Issues of a kilometer course: two consecutive stops with a place in every ride (`routePlaceIssues`);
 * at least one stop of the course needs a date and a time; a stop with
 * only one half of them is reported on the missing half ('Podaj czas (HH:MM)' or 'Podaj datę'), and
 * then the at-least-one rule waits, as completing that stop satisfies it. With no stop timed at all the
 * message goes on the first stop's time (`rides.0.waypoints.0.time`).
 * Example: kilometerCourseIssues({ rides: [{ waypoints: [{}, {}] }] })
 *   -> [{ path: ['rides', 0, 'waypoints', 0, 'time'], message: 'Należy uzupełnić czas na wszystkich przystankach' }]
 */
export function kilometerCourseIssues(course: unknown): RuleIssue[] {
  const rides = isRecord(course) ? listOf(course['rides']) : [];
  const issues: RuleIssue[] = [];
  const placeIssues: RuleIssue[] = [];
  let timed = 0;
  rides.forEach((ride, rideIndex) => {
    for (const issue of routePlaceIssues(stopsOf(ride)))
      placeIssues.push({ path: ['rides', rideIndex, ...issue.path], message: issue.message });
    stopsOf(ride).forEach((stop, index) => {
      const date = isFilled(stop['date']);
      const time = isFilled(stop['time']);
      const path = ['rides', rideIndex, 'waypoints', index];
      if (date && time) timed += 1;
      else if (date) issues.push({ path: [...path, 'time'], message: VALIDATION_MESSAGES.timeRequired });
      else if (time) issues.push({ path: [...path, 'date'], message: COURSE_MESSAGES.dateRequired });
    });
  });
  if (timed === 0 && issues.length === 0 && stopsOf(rides[0]).length > 0)
    issues.push({ path: ['rides', 0, 'waypoints', 0, 'time'], message: COURSE_MESSAGES.timeOnStops });
  return [...issues, ...placeIssues];
}

/**
 * The planned time of a stop as a local date-time 'YYYY-MM-DDTHH:mm', or null unless both halves
 * are there (§5: a stop's time is valid only with a date and a time).
 * Example: stopDateTime({ date: '2024-03-07', time: '08:05' }) === '2024-03-07T08:05'
 */
export function stopDateTime(stop: { date: string | null; time: string | null }): string | null {
  return stop.date !== null && stop.time !== null ? `${stop.date}T${stop.time}` : null;
}

/**
 * The planned instant of a stop: its date and time read as Polish wall-clock time (Europe/Warsaw),
 * whatever the zone of the browser or server; null unless both halves are there.
 * Example: stopInstant({ date: '2024-03-07', time: '08:05' })?.toISOString() === '2024-03-07T07:05:00.000Z'
 */
export function stopInstant(stop: { date: string | null; time: string | null }): Date | null {
  const local = stopDateTime(stop);
  return local === null ? null : warsawDateTime(local);
}

/**
 * Whether a ride of the course has a stop already past at `now`: saving such a course is asked first
 * (row 138), as it is most often a typo in the date. Example: hasPastStop({ rides: [{ waypoints:
 *   [{ date: '2020-01-01', time: '08:00' }] }] }, new Date()) === true
 */
export function hasPastStop(
  course: { rides: readonly { waypoints: readonly { date: string | null; time: string | null }[] }[] },
  now: Date,
): boolean {
  return course.rides.some((ride) =>
    ride.waypoints.some((stop) => {
      const at = stopInstant(stop);
      return at !== null && at.getTime() < now.getTime();
    }),
  );
}
