/**
 * Saving 'Nowy kurs' with 'Powtarzaj' on: the rule checked as the server checks it, then the series.
 * Imported on demand by the create page, with the request and its answer's schema.
 */
import type { QueryClient } from '@tanstack/react-query';
import { coursesKeys } from '@/api/course-keys';
import type { TaxiCourseFormData } from '@domain/courses/course-form.schema';
import { skippedDaysText } from '@domain/course-series/series-plan';
import { polishPlural } from '@domain/plural';
import { SERIES_FORMS, type SeriesRuleInput, seriesRuleSchema } from '@domain/course-series/series-rule';
import { createCourseSeries } from '../api/create-course-series';

export type SeriesSaved = { ok: true; notice: string } | { ok: false; message: string };

/** 'Utworzono 6 kursów serii.' and, when days were left out, 'Pominięte dni: ...' (row 819). */
export async function saveSeries(
  queryClient: QueryClient,
  course: TaxiCourseFormData,
  rule: SeriesRuleInput,
): Promise<SeriesSaved> {
  const parsed = seriesRuleSchema.safeParse(rule);
  if (!parsed.success) return { ok: false, message: parsed.error.issues[0]?.message ?? '' };
  const created = await createCourseSeries(course, parsed.data);
  await queryClient.invalidateQueries({ queryKey: coursesKeys.all });
  const count = created.courses.length;
  const made = `Utworzono ${count} ${polishPlural(count, SERIES_FORMS)} serii.`;
  return {
    ok: true,
    notice: created.skipped.length > 0 ? `${made} ${skippedDaysText(created.skipped)}` : made,
  };
}
