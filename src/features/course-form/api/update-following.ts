import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/api/client';
import { courseKeys, courseSeriesKeys, coursesKeys } from '@/api/course-keys';
import { seriesEditResultSchema } from '@domain/contract/series-following.schema';
import type { TaxiCourseUpdate } from './update-taxi-course';

/**
 * `PUT /api/taxi_courses/{id}/following` with `If-Match` (docs/api.md, row 860): the course as the
 * single PUT, then every later course of its series; answers which were changed and which were left.
 */
export async function updateTaxiCourseFollowing({ id, etag, course }: TaxiCourseUpdate) {
  const headers = etag ? { 'If-Match': etag } : {};
  const response = await api.put<unknown>(`/api/taxi_courses/${id}/following`, course, { headers });
  return seriesEditResultSchema.parse(response.data);
}

/** Many courses change at once: the lists, the open drawers and the series are read again. */
export function useUpdateTaxiCourseFollowing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTaxiCourseFollowing,
    onSuccess: async () => {
      await Promise.all(
        [coursesKeys.all, courseKeys.all, courseSeriesKeys.all].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      );
    },
  });
}
