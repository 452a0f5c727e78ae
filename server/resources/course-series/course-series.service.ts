/**
 * Recurring courses (issue 35 part 2, rows 813-): one 'Nowy kurs' repeated on the series' days. Every
 * course is planned by the single course's own `planTaxiCourse` and inserted by its `insertWriteIn`,
 * all in ONE transaction: a refusal on any day creates none. Days on which the driver is away are
 * skipped and answered (`splitSeriesDays`), never refused.
 */
import type { TaxiCourseSeriesBody } from '../../../domain/contract/course-series.schema';
import {
  rideDayOffsets,
  seriesStart,
  shiftCourseForm,
  splitSeriesDays,
} from '../../../domain/course-series/series-plan';
import { SERIES_MESSAGES, seriesDates } from '../../../domain/course-series/series-rule';
import { shiftIsoDate } from '../../../domain/dates';
import { COURSE_IRI_RESOURCES as R, iriId } from '../../../domain/courses/course-form.fields';
import { canCreateTaxiCourse } from '../../../domain/courses/course-permissions';
import { courseVisibility } from '../../../domain/courses/visibility';
import { ViolationError, forbidden } from '../../http/errors';
import { courseAccess } from '../course-core/course-access';
import type { WriteContext } from '../course-core/write-context';
import { insertWriteIn, writeEstimator } from '../course-writes/course-writes.service';
import { planTaxiCourse } from '../course-writes/taxi-course.plan';
import type { CourseWrite } from '../course-writes/course-rows.repository';
import { absencesOn } from '../drivers/driver-absences.repository';
import { insertSeries, seriesCourses, seriesOfCourse } from './course-series.repository';
import { seriesNumbers } from './series-numbers';

const refuse = (message: string): never => {
  throw new ViolationError([{ propertyPath: 'repeat', message }]);
};

/** `POST api/taxi_course_series`: the same permission as one course (`canCreateTaxiCourse`). */
export async function createTaxiCourseSeries(ctx: WriteContext, body: TaxiCourseSeriesBody) {
  if (!canCreateTaxiCourse(ctx.user)) throw forbidden();
  const { repeat, ...course } = body;
  const start = seriesStart(course);
  const dates = seriesDates(repeat, start);
  if (!dates.ok || start === null) return refuse(dates.ok ? SERIES_MESSAGES.noStart : dates.message);

  const offsets = rideDayOffsets(course, start);
  const driverId = course.driver === null ? null : iriId(course.driver, R.driver);
  const rideDays = dates.dates.flatMap((day) => offsets.map((offset) => shiftIsoDate(day, offset)));
  const absences = driverId === null ? [] : await absencesOn(ctx.db, driverId, rideDays);
  const { create, skipped } = splitSeriesDays(dates.dates, start, offsets, absences);
  if (create.length === 0) return refuse(SERIES_MESSAGES.allSkipped);

  const { links } = await courseAccess(ctx.db, ctx.user);
  const planned: { write: CourseWrite; estimator: Awaited<ReturnType<typeof writeEstimator>> }[] = [];
  // Each day through the single course's plan: references, scope and the driver's absence checked alike.
  for (const day of create) {
    const write = await planTaxiCourse(shiftCourseForm(course, day.offset), {
      ...ctx,
      links,
      existing: null,
    });
    planned.push({ write, estimator: await writeEstimator(ctx, write) });
  }
  const companyId = planned[0]?.write.companyId ?? refuse(SERIES_MESSAGES.noStart);

  const { seriesId, ids } = await ctx.db.transaction(async (tx) => {
    const seriesId = await insertSeries(tx, {
      companyId,
      createdById: ctx.user.id,
      rule: repeat,
      now: ctx.now,
    });
    const ids: number[] = [];
    for (const [index, { write, estimator }] of planned.entries()) {
      // The first course keeps the number the form proposed; the others take their own day's next one.
      const numbered = index === 0 ? write : await seriesNumbers(tx, write);
      ids.push(await insertWriteIn(tx, ctx, { ...numbered, seriesId }, estimator));
    }
    return { seriesId, ids };
  });
  return {
    '@context': '/api/contexts/TaxiCourseSeries',
    '@id': `/api/taxi_course_series/${seriesId}`,
    '@type': 'TaxiCourseSeries' as const,
    id: seriesId,
    courses: await seriesCourses(ctx.db, { ids }),
    skipped,
  };
}

/** `GET api/taxi_courses/{id}/series`: 404 for a course the caller does not see (as every course read). */
export async function readCourseSeries(ctx: WriteContext, courseId: number) {
  await (await courseAccess(ctx.db, ctx.user)).visible(courseId, 'taxi');
  const seriesId = await seriesOfCourse(ctx.db, courseId);
  if (seriesId === null) return { id: null, courses: [] };
  // Only the series' courses the caller sees: another company's course of it is not named.
  return {
    id: seriesId,
    courses: await seriesCourses(ctx.db, { seriesId, visibility: courseVisibility(ctx.user) }),
  };
}
