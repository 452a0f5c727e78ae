/**
 * 'Ten i wszystkie następne' on saving an edited course of a series (issue 35 part 2, row 860): the
 * course asked for first, exactly as `PUT api/taxi_courses/{id}` (its refusal, stale version 409 or
 * If-Match 412 answer the request and nothing is changed); then every later course of the series the
 * caller sees, each with the form `followingEditForm` makes of it, through the same service
 * (`updateTaxiCourse`: rights per field, references, driver absence, its own transaction and event) at
 * its current version. A later course refused is left as it was and answered with why.
 */
import { SERIES_EDIT_LEFT_REASONS, followingEditForm } from '../../../domain/course-series/series-edit';
import { SERIES_LEFT_REASONS, followingSeriesRides } from '../../../domain/course-series/series-following';
import type { SeriesCourse } from '../../../domain/contract/course-series.schema';
import type { SeriesEditResult } from '../../../domain/contract/series-following.schema';
import { RESOURCES, iri } from '../../../domain/contract/iri';
import type { TaxiCourseFormData } from '../../../domain/courses/course-form.schema';
import { courseVisibility } from '../../../domain/courses/visibility';
import { ApiError } from '../../http/errors';
import { HTTP_MESSAGES } from '../../http/messages';
import { courseAccess } from '../course-core/course-access';
import { findCourse } from '../course-core/course-core.repository';
import type { WriteContext } from '../course-core/write-context';
import { updateTaxiCourse } from '../course-writes/course-writes.service';
import { rideStopIds, seriesCourses, seriesOfCourse } from './course-series.repository';

type Input = TaxiCourseFormData & { version?: number | null | undefined };

/** A course as the result lists it: its day and its rides' numbers. */
const acted = (course: SeriesCourse) => ({
  course: course['@id'],
  id: course.id,
  date: course.date,
  number: course.rides.map((ride) => ride.number).join(', ') || null,
});

/** A refusal of the single PUT in the list's words (its own message otherwise, e.g. the field's). */
const leftReason = (error: ApiError) =>
  error.description === HTTP_MESSAGES.forbidden ? SERIES_LEFT_REASONS.forbidden : error.description;

export async function editFollowing(
  ctx: WriteContext,
  courseId: number,
  input: Input,
  ifMatch: string | undefined,
): Promise<SeriesEditResult> {
  await (await courseAccess(ctx.db, ctx.user)).visible(courseId, 'taxi');
  const seriesId = await seriesOfCourse(ctx.db, courseId);
  // Read before the edit: the days of the series as they were decide which courses follow.
  const courses =
    seriesId === null
      ? await seriesCourses(ctx.db, { ids: [courseId] })
      : await seriesCourses(ctx.db, { seriesId, visibility: courseVisibility(ctx.user) });
  const following = followingSeriesRides(courses, courseId, 0).map(({ course }) => course);
  const stops = await rideStopIds(
    ctx.db,
    following.flatMap((course) => course.rides.map((ride) => ride.id)),
  );

  await updateTaxiCourse(ctx, courseId, input, ifMatch);
  const current = courses.find((course) => course.id === courseId);
  const result: SeriesEditResult = {
    changed: [
      current
        ? acted(current)
        : { course: iri(RESOURCES.taxiCourse, courseId), id: courseId, date: null, number: null },
    ],
    left: [],
  };
  for (const course of following) {
    const row = await findCourse(ctx.db, course.id);
    if (!row || course.date === null) continue;
    const form = followingEditForm(input, {
      company: iri(RESOURCES.company, row.companyId),
      day: course.date,
      rides: course.rides.map((ride) => ({
        id: iri(RESOURCES.taxiRide, ride.id),
        number: ride.number,
        status: ride.status,
        waypoints: (stops.get(ride.id) ?? []).map((id) => iri(RESOURCES.waypoint, id)),
      })),
    });
    if (typeof form === 'string') {
      result.left.push({ ...acted(course), reason: SERIES_EDIT_LEFT_REASONS[form] });
      continue;
    }
    try {
      await updateTaxiCourse(ctx, course.id, { ...form, version: row.version }, undefined);
      result.changed.push(acted(course));
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      result.left.push({ ...acted(course), reason: leftReason(error) });
    }
  }
  return result;
}
