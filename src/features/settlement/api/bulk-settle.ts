import { bulkSettleResultSchema, type BulkSettleResult } from '@domain/contract/settlement.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/api/client';
import { coursesKeys } from '@/api/course-keys';

/** `GET /api/abstract_course/settle`: accepts every ready ride of the user's company (§2, §4). */
export async function bulkSettle(): Promise<BulkSettleResult> {
  const response = await api.get<unknown>('/api/abstract_course/settle');
  return bulkSettleResultSchema.parse(response.data);
}

export function useBulkSettle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bulkSettle,
    // Statuses moved in bulk: refetching the lists is cheaper than one live patch per course.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: coursesKeys.all }),
  });
}
