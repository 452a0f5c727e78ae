/**
 * The answers of 'Ten i wszystkie następne', the cancel's (row 858) and the edit's (row 860), apart
 * from the series' other schemas: the course list's cancel dialog loads it without the course form's.
 */
import { z } from 'zod';

/** One course reached by 'Ten i wszystkie następne': its day and the number of its ride acted on. */
export const seriesActedSchema = z.object({
  course: z.string(),
  id: z.number(),
  date: z.string().nullable(),
  number: z.string().nullable(),
});

/**
 * `POST api/taxi_course_rides/{id}/cancel_following` (200): the rides cancelled (the one asked first)
 * and the following courses left as they were, each with why (row 858).
 */
export const seriesCancelResultSchema = z.object({
  cancelled: z.array(seriesActedSchema),
  left: z.array(seriesActedSchema.extend({ reason: z.string() })),
});
export type SeriesCancelResult = z.infer<typeof seriesCancelResultSchema>;

/**
 * `PUT api/taxi_courses/{id}/following` (200): the courses changed (the one edited first) and the
 * later ones left as they were, each with why (row 860).
 */
export const seriesEditResultSchema = z.object({
  changed: z.array(seriesActedSchema),
  left: z.array(seriesActedSchema.extend({ reason: z.string() })),
});
export type SeriesEditResult = z.infer<typeof seriesEditResultSchema>;
