/**
 * 'Oceń przejazd' (courses.md §3 Ride rating, §5, §6, §9): a passenger rates a taxi ride once, with a
 * mark of 1, 3 or 5, a reason only for a negative mark, and exactly one of waitingTime (seconds) and
 * extremeWaiting.
 */
import { z } from 'zod';
import { hasRole, type HasRoles } from '../auth/roles';

export const RIDE_MARKS = [
  { value: 1, label: 'Negatywnie' },
  { value: 3, label: 'Neutralnie' },
  { value: 5, label: 'Pozytywnie' },
] as const;
export type RideMark = (typeof RIDE_MARKS)[number]['value'];
export const NEGATIVE_MARK: RideMark = 1;

export const EXTREME_WAITINGS = ['over_hour', 'driver_not_arrived'] as const;
export type ExtremeWaiting = (typeof EXTREME_WAITINGS)[number];

/** §9 waiting-time chips: the seconds options, then the two extreme ones. `key` names a chip. */
export const WAITING_OPTIONS = [
  { key: '0', label: 'Brak', waitingTime: 0, extremeWaiting: null },
  { key: '300', label: '5 min', waitingTime: 300, extremeWaiting: null },
  { key: '900', label: '15 min', waitingTime: 900, extremeWaiting: null },
  { key: '1800', label: '30 min', waitingTime: 1800, extremeWaiting: null },
  { key: '3600', label: '1 h', waitingTime: 3600, extremeWaiting: null },
  { key: 'over_hour', label: 'Ponad 1 h', waitingTime: null, extremeWaiting: 'over_hour' },
  {
    key: 'driver_not_arrived',
    label: 'Kierowca nie przyjechał',
    waitingTime: null,
    extremeWaiting: 'driver_not_arrived',
  },
] as const;
export type WaitingKey = (typeof WAITING_OPTIONS)[number]['key'];
export const DEFAULT_WAITING_KEY: WaitingKey = '0';
/** §9 "Time control step 300 s": waitingTime is a multiple of it up to an hour. */
export const WAITING_STEP_SECONDS = 300;
export const WAITING_MAX_SECONDS = 3600;
export const RATING_COMMENT_MAX_LENGTH = 1000;

/** Ride statuses in which a ride may be rated (§6). */
export const RATEABLE_RIDE_STATUSES = [
  'accepted_by_transport_company',
  'accepted_by_driver',
  'finished',
  'accepted_by_customer',
  'accepted_by_contractor',
] as const;

export const RATING_MESSAGES = {
  markRequired: 'Należy wybrać ocenę przejazdu',
  commentOnlyNegative: 'Uzasadnienie można podać tylko przy ocenie negatywnej',
  commentTooLong: `Uzasadnienie może mieć najwyżej ${RATING_COMMENT_MAX_LENGTH} znaków`,
  waitingRequired: 'Należy wybrać dokładnie jeden czas oczekiwania',
  waitingInvalid: 'Nieprawidłowy czas oczekiwania',
  forbidden: 'Ten przejazd może ocenić tylko jego pasażer, gdy przejazd jest realizowany lub zakończony.',
  alreadyRated: 'Ten przejazd został już przez Ciebie oceniony.',
  saved: 'Dziękujemy za ocenę przejazdu',
} as const;

/** Whether a ride in `status` may be rated at all (§6), before asking who rates it. */
export const isRateableStatus = (status: string) =>
  (RATEABLE_RIDE_STATUSES as readonly string[]).includes(status);

export interface RateableRide {
  /** 'taxi' or 'kilometer'; only taxi rides are rated (`api/taxi_course_ride_ratings`). */
  type: string;
  status: string;
  /** Ratings already given, with their authors' user ids. */
  rideRatings: readonly { createdBy: { id: number } | null }[];
  /** Passenger ids (not user ids) travelling on any segment of the ride. */
  passengerIds: readonly number[];
}

/** Who rates: the user, with their passenger id (null for a user who is no passenger). */
export interface Rater extends HasRoles {
  id: number;
  passengerId: number | null;
}

/**
 * §6: a passenger of this ride (seeing its course is not enough), a taxi ride in a rateable status,
 * not yet rated by this user.
 *
 * Example: canRateRide({ id: 4, passengerId: 7, roles: ['ROLE_PASSENGER'] }, { type: 'taxi', status: 'finished', rideRatings: [], passengerIds: [7] }) === true
 */
export function canRateRide(user: Rater, ride: RateableRide): boolean {
  return (
    hasRole(user, 'ROLE_PASSENGER') &&
    user.passengerId !== null &&
    ride.passengerIds.includes(user.passengerId) &&
    ride.type === 'taxi' &&
    isRateableStatus(ride.status) &&
    !ride.rideRatings.some((rating) => rating.createdBy?.id === user.id)
  );
}

const emptyToNull = (value: unknown) => (value === '' ? null : value);

/** The body of `POST api/taxi_course_ride_ratings` without `ride` (shared by the dialog and the server). */
export const rideRatingFieldsSchema = z
  .object({
    mark: z.union([z.literal(1), z.literal(3), z.literal(5)], { error: RATING_MESSAGES.markRequired }),
    comment: z.preprocess(
      emptyToNull,
      z.string().max(RATING_COMMENT_MAX_LENGTH, RATING_MESSAGES.commentTooLong).nullish(),
    ),
    waitingTime: z
      .number({ error: RATING_MESSAGES.waitingInvalid })
      .int(RATING_MESSAGES.waitingInvalid)
      .min(0, RATING_MESSAGES.waitingInvalid)
      .max(WAITING_MAX_SECONDS, RATING_MESSAGES.waitingInvalid)
      .multipleOf(WAITING_STEP_SECONDS, RATING_MESSAGES.waitingInvalid)
      .nullish(),
    extremeWaiting: z.preprocess(
      emptyToNull,
      z.enum(EXTREME_WAITINGS, { error: RATING_MESSAGES.waitingInvalid }).nullish(),
    ),
  })
  .superRefine((rating, ctx) => {
    if (rating.mark !== NEGATIVE_MARK && rating.comment != null && rating.comment.trim() !== '')
      ctx.addIssue({ code: 'custom', path: ['comment'], message: RATING_MESSAGES.commentOnlyNegative });
    const waiting = rating.waitingTime != null;
    const extreme = rating.extremeWaiting != null;
    if (waiting === extreme)
      ctx.addIssue({ code: 'custom', path: ['waitingTime'], message: RATING_MESSAGES.waitingRequired });
  });
export type RideRatingFields = z.output<typeof rideRatingFieldsSchema>;

/** The waiting fields of the chip `key`. */
export function waitingFieldsOf(key: WaitingKey): {
  waitingTime: number | null;
  extremeWaiting: ExtremeWaiting | null;
} {
  const option = WAITING_OPTIONS.find((candidate) => candidate.key === key) ?? WAITING_OPTIONS[0];
  return { waitingTime: option.waitingTime, extremeWaiting: option.extremeWaiting };
}
