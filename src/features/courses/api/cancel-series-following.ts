import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/api/client';
import { courseKeys, courseSeriesKeys, coursesKeys } from '@/api/course-keys';
import { seriesCancelResultSchema, type SeriesCancelResult } from '@domain/contract/series-following.schema';

/**
 * `POST {ride @id}/cancel_following` (docs/api.md, row 858): the ride and the same ride of every later
 * course of its series; answers which were cancelled and which were left, with why.
 */
export async function cancelSeriesFollowing(rideIri: string): Promise<SeriesCancelResult> {
  const response = await api.post<unknown>(`${rideIri}/cancel_following`, {});
  return seriesCancelResultSchema.parse(response.data);
}

/** Many courses change at once: the lists, the open drawers and the series are read again. */
export function useCancelSeriesFollowing(onDone: (result: SeriesCancelResult) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelSeriesFollowing,
    onSuccess: async (result) => {
      await Promise.all(
        [coursesKeys.all, courseKeys.all, courseSeriesKeys.all].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      );
      onDone(result);
    },
  });
}
