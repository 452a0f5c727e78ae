import { api } from '@/api/client';
import { parseItem } from '@/api/hydra';
import {
  taxiCourseSeriesCreatedSchema,
  type TaxiCourseSeriesCreated,
} from '@domain/contract/course-series.schema';
import type { TaxiCourseFormData } from '@domain/courses/course-form.schema';
import type { SeriesRule } from '@domain/course-series/series-rule';

/** `POST /api/taxi_course_series`: the parsed form with its rule; all courses or none (row 814). */
export async function createCourseSeries(
  course: TaxiCourseFormData,
  repeat: SeriesRule,
): Promise<TaxiCourseSeriesCreated> {
  const response = await api.post<unknown>('/api/taxi_course_series', { ...course, repeat });
  return parseItem(response.data, taxiCourseSeriesCreatedSchema);
}
