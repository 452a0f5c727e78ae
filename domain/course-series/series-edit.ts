/**
 * 'Ten i wszystkie następne' on saving an edited course of a series (issue 35 part 2, row 860): what of
 * the edited form reaches each later course, and the result notice. The server builds each later
 * course's form with `followingEditForm` and saves it through the single course PUT's own service, so
 * every rule of a single edit (rights per field, driver absence, references) decides each course.
 */
import { isOpenRideStatus } from '../rides/ride-effects';
import type { TaxiCourseFormData } from '../courses/course-form.schema';
import { seriesResultNotice, type SeriesLeft } from './series-following';
import { seriesStart, shiftCourseForm } from './series-plan';
import { daysBetween } from './series-rule';

/** Why a later course was left as it was before its PUT was even tried (row 860). */
export const SERIES_EDIT_LEFT_REASONS = {
  rides: 'kurs ma inną liczbę przejazdów niż edytowany',
  status: 'przejazd jest już anulowany, zakończony lub rozliczany',
} as const;

/** What a later course keeps of its own: its company, day, and per ride its id, number, status and stops' ids. */
export interface FollowingCourse {
  /** The railway company's IRI. */
  company: string;
  /** Its own day (the day of its first stop, Warsaw), 'YYYY-MM-DD'. */
  day: string;
  rides: readonly {
    id: string;
    number: string;
    status: string;
    /** The ride's stops' IRIs in route order: the n-th stop of the edit keeps the n-th stop. */
    waypoints: readonly string[];
  }[];
}

/**
 * The later course's form: the edited form's course parties (transport company, subcontractor, driver,
 * driver's phone) and, ride by ride at the same position, its starting bases and stops (places, times of
 * day, passengers, locomotives), moved to the later course's own day. Never the company served, the
 * day, the ride numbers, statuses or acceptance deadlines: those stay the later course's (status and
 * deadline are sent as null, which the PUT reads as "keep"). A string answer is why the course is left.
 * Example: an edit of the 07.12 course moving 07:00 to 07:30 gives the 09.12 course 09.12 07:30.
 */
export function followingEditForm(
  edited: TaxiCourseFormData,
  later: FollowingCourse,
): TaxiCourseFormData | keyof typeof SERIES_EDIT_LEFT_REASONS {
  if (later.rides.some((ride) => !isOpenRideStatus(ride.status))) return 'status';
  const start = seriesStart(edited);
  if (start === null || later.rides.length !== edited.rides.length) return 'rides';
  const moved = shiftCourseForm(edited, daysBetween(start, later.day));
  return {
    ...moved,
    company: later.company,
    rides: moved.rides.map((ride, index) => {
      const own = later.rides[index];
      return {
        ...ride,
        id: own?.id ?? null,
        number: own?.number ?? ride.number,
        status: null,
        driverHasToAcceptAt: null,
        waypoints: ride.waypoints.map((stop, at) => ({ ...stop, id: own?.waypoints[at] ?? null })),
      };
    }),
  };
}

/**
 * The edit's notice: 'Zmieniono 3 kursy serii.' and, when some were left, ' Nie zmieniono: …' with why.
 * Example: seriesEditNotice(1, []) === 'Zmieniono 1 kurs serii.'
 */
export const seriesEditNotice = (changed: number, left: readonly SeriesLeft[]): string =>
  seriesResultNotice(['Zmieniono', 'Nie zmieniono'], changed, left);
