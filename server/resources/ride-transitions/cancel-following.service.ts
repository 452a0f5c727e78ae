/**
 * 'Ten i wszystkie następne' on cancelling a ride of a series (issue 35 part 2, row 858): the ride
 * asked for first, exactly as `POST api/taxi_course_rides/{id}/cancel` (its refusal, stale version
 * 409 or If-Match 412 answer the request and nothing is cancelled); then the ride at the same
 * position of every later course of the series the caller sees, each through the same kernel
 * (`transitionRide`: its own lock, rule, event and messages). A later ride the rule refuses is left
 * as it was and answered with why; one cancelled stays cancelled when a later one is refused.
 */
import { SERIES_LEFT_REASONS, followingSeriesRides } from '../../../domain/course-series/series-following';
import type { SeriesCancelResult } from '../../../domain/contract/series-following.schema';
import { courseVisibility } from '../../../domain/courses/visibility';
import { RIDE_REFUSALS } from '../../../domain/rides/ride-messages';
import { ApiError, notFound } from '../../http/errors';
import { courseAccess } from '../course-core/course-access';
import { findTaxiRideCourseId } from '../course-core/ride-lock.repository';
import type { WriteContext } from '../course-core/write-context';
import { seriesCourses, seriesOfCourse } from '../course-series/course-series.repository';
import { transitionRide, type TransitionRequest } from './ride-transition.service';

/** A kernel refusal in the list's words (the single cancel's own message otherwise). */
function leftReason(error: ApiError): string {
  if (error.status === 403) return SERIES_LEFT_REASONS.forbidden;
  if (error.description === RIDE_REFUSALS.status) return SERIES_LEFT_REASONS.status;
  return error.description;
}

export async function cancelFollowing(
  ctx: WriteContext,
  rideId: number,
  request: TransitionRequest,
): Promise<SeriesCancelResult> {
  const courseId = await findTaxiRideCourseId(ctx.db, rideId);
  if (courseId === undefined) throw notFound();
  const access = await courseAccess(ctx.db, ctx.user);
  await access.visible(courseId, 'taxi');
  const seriesId = await seriesOfCourse(ctx.db, courseId);
  // A course of no series is its own series of one: the request cancels that ride only.
  const courses =
    seriesId === null
      ? await seriesCourses(ctx.db, { ids: [courseId] })
      : await seriesCourses(ctx.db, { seriesId, visibility: courseVisibility(ctx.user) });
  const current = courses.find((course) => course.id === courseId);
  const position = current?.rides.findIndex((ride) => ride.id === rideId) ?? -1;
  if (!current || position < 0) throw notFound();

  await transitionRide(ctx, access, { courseId, rideId }, 'cancel', request);
  const acted = (course: typeof current, number: string | null) => ({
    course: course['@id'],
    id: course.id,
    date: course.date,
    number,
  });
  const result: SeriesCancelResult = {
    cancelled: [acted(current, current.rides[position]?.number ?? null)],
    left: [],
  };
  for (const { course, ride } of followingSeriesRides(courses, courseId, position)) {
    if (ride === null) {
      result.left.push({ ...acted(course, null), reason: SERIES_LEFT_REASONS.noRide });
      continue;
    }
    try {
      await transitionRide(ctx, access, { courseId: course.id, rideId: ride.id }, 'cancel');
      result.cancelled.push(acted(course, ride.number));
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      result.left.push({ ...acted(course, ride.number), reason: leftReason(error) });
    }
  }
  return result;
}
