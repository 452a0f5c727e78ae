/**
 * Recurring courses (issue 35 part 2, docs/api.md): `POST api/taxi_course_series` is the taxi course
 * payload with a `repeat` part; the answer names the courses made and the days skipped.
 * `GET api/taxi_courses/{id}/series` lists the courses of the course's series the caller may see.
 */
import { z } from 'zod';
import { taxiCourseFormSchema } from '../courses/course-form.schema';
import { seriesRuleSchema } from '../course-series/series-rule';
import { contextShape, hydraItemSchema } from './hydra.schema';

/** The body: one course as on 'Nowy kurs', repeated by `repeat` from its first ride's day. */
export const taxiCourseSeriesBodySchema = taxiCourseFormSchema.extend({ repeat: seriesRuleSchema });
export type TaxiCourseSeriesBody = z.output<typeof taxiCourseSeriesBodySchema>;

/** One course of a series: its day (Warsaw, 'YYYY-MM-DD'; null without a planned time) and its rides. */
export const seriesCourseSchema = z.object({
  '@id': z.string(),
  id: z.number(),
  date: z.string().nullable(),
  /** In ride order; `status` is a RideStatus as stored (text: a row may hold one this version does not know). */
  rides: z.array(z.object({ id: z.number(), number: z.string(), status: z.string() })),
});
export type SeriesCourse = z.infer<typeof seriesCourseSchema>;

export const skippedDaySchema = z.object({ date: z.string(), reason: z.enum(['driverAbsent']) });

/** `POST api/taxi_course_series` (201). */
export const taxiCourseSeriesCreatedSchema = hydraItemSchema.extend({
  ...contextShape,
  '@type': z.literal('TaxiCourseSeries'),
  id: z.number(),
  courses: z.array(seriesCourseSchema),
  skipped: z.array(skippedDaySchema),
});
export type TaxiCourseSeriesCreated = z.infer<typeof taxiCourseSeriesCreatedSchema>;

/** `GET api/taxi_courses/{id}/series`: `id` null when the course belongs to no series. */
export const courseSeriesSchema = z.object({
  id: z.number().nullable(),
  courses: z.array(seriesCourseSchema),
});
export type CourseSeries = z.infer<typeof courseSeriesSchema>;
