/**
 * 'Ten i wszystkie następne' on a course of a series (issue 35 part 2, row 858): which courses follow
 * the one acted on, which of their rides the act reaches, and what the result notice says. The server
 * picks the rides with this rule; the ride rule itself (`rideTransition`) still decides each one.
 */
import { COURSE_FORMS, polishPlural } from '../plural';
import type { SeriesCourse } from '../contract/course-series.schema';
import { shownDay } from '../dates';

/** The two answers of the series question, cancel's and edit's alike (src/ui SeriesScopeChoice). */
export const SERIES_SCOPE_LABELS = {
  only: 'Tylko ten kurs',
  following: 'Ten i wszystkie następne',
} as const;
export type SeriesScope = keyof typeof SERIES_SCOPE_LABELS;

/** Why a following course was left as it was (its ride's refusal, in the list's words). */
export const SERIES_LEFT_REASONS = {
  noRide: 'kurs nie ma tego przejazdu',
  status: 'przejazd jest już anulowany, rozpoczęty lub zakończony',
  forbidden: 'brak uprawnień',
} as const;

/** One ride the act reaches: the course, and its ride at the same position (null when it has none). */
export interface FollowingRide {
  course: SeriesCourse;
  ride: SeriesCourse['rides'][number] | null;
}

/**
 * The courses after `courseId` in the series (given by day, then id, as the server lists them), each
 * with its ride at `position`: a series repeats one form, so the n-th ride of each course is the same
 * trip. A course without a day is not "later" than anything and is left out.
 * Example: followingSeriesRides([a(1, '2026-12-07'), b(2, '2026-12-09')], 1, 0)
 *   -> [{ course: b, ride: b.rides[0] }]
 */
export function followingSeriesRides(
  courses: readonly SeriesCourse[],
  courseId: number,
  position: number,
): FollowingRide[] {
  const index = courses.findIndex((course) => course.id === courseId);
  const day = courses[index]?.date;
  if (index < 0 || day === null || day === undefined) return [];
  return courses
    .slice(index + 1)
    .filter((course) => course.date !== null && course.date >= day)
    .map((course) => ({ course, ride: course.rides[position] ?? null }));
}

/** A course as the result lists it: 'PI/0002/12/2026 (09.12.2026)'. */
export const seriesCourseLabel = (entry: { number: string | null; date: string | null }) =>
  [entry.number ?? 'kurs', entry.date === null ? '' : `(${shownDay(entry.date)})`].join(' ').trim();

/** A course the act left as it was, with why. */
export type SeriesLeft = { number: string | null; date: string | null; reason: string };

/**
 * The result notice of a series act: how many courses it reached and which it left, with why.
 * Example: seriesResultNotice(['Anulowano', 'Nie anulowano'], 1, []) === 'Anulowano 1 kurs serii.'
 */
export function seriesResultNotice(
  [done, notDone]: readonly [string, string],
  count: number,
  left: readonly SeriesLeft[],
): string {
  const head = `${done} ${count} ${polishPlural(count, COURSE_FORMS)} serii.`;
  if (left.length === 0) return head;
  return `${head} ${notDone}: ${left.map((entry) => `${seriesCourseLabel(entry)}: ${entry.reason}`).join('; ')}`;
}

/**
 * The cancel's notice: how many were cancelled and which were not, with why.
 * Example: seriesCancelNotice(3, [{ number: 'PI/2', date: '2026-12-09', reason: 'brak uprawnień' }])
 *   === 'Anulowano 3 kursy serii. Nie anulowano: PI/2 (09.12.2026): brak uprawnień'
 */
export const seriesCancelNotice = (cancelled: number, left: readonly SeriesLeft[]): string =>
  seriesResultNotice(['Anulowano', 'Nie anulowano'], cancelled, left);
