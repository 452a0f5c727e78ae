import { useQuery } from '@tanstack/react-query';
import { api } from '@/api/client';
import { courseSeriesKeys } from '@/api/course-keys';
import { courseSeriesSchema, type CourseSeries } from '@domain/contract/course-series.schema';

/** `GET /api/taxi_courses/{id}/series` (docs/api.md): the series' courses the user sees. */
export async function getCourseSeries(courseId: number): Promise<CourseSeries> {
  const response = await api.get<unknown>(`/api/taxi_courses/${courseId}/series`);
  return courseSeriesSchema.parse(response.data);
}

/** Keyed by the series, so every course of it shares one answer while the drawer moves along it. */
export function useCourseSeries(courseId: number, seriesId: number) {
  return useQuery({
    queryKey: courseSeriesKeys.detail(seriesId),
    queryFn: () => getCourseSeries(courseId),
  });
}
