/**
 * The taxi settlement calls (docs/api.md 'Taxi settlement'): the viewer's drawer, the bills under
 * If-Match, and the four settlement transitions. Every answer is the drawer again, parsed with the
 * contract the server serializes through.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/api/client';
import { courseKeys } from '@/api/course-keys';
import { createQueryKeys } from '@/api/query-keys';
import { taxiSettlementSchema, type TaxiSettlement } from '@domain/contract/settlement.schema';
import type { SettlementWrite } from '@domain/settlement/settlement-bill.schema';
import type { SettlementAction } from '@domain/settlement/settlement-transitions';

export const settlementKeys = createQueryKeys('taxi-settlements');

export interface LoadedSettlement {
  settlement: TaxiSettlement;
  /** The course's ETag, sent back as If-Match. */
  etag: string | null;
}

const loaded = (response: { data: unknown; headers: Record<string, unknown> }): LoadedSettlement => ({
  settlement: taxiSettlementSchema.parse(response.data),
  etag: typeof response.headers.etag === 'string' ? response.headers.etag : null,
});

export async function getSettlement(courseId: number): Promise<LoadedSettlement> {
  return loaded(await api.get<unknown>(`/api/taxi_courses/${courseId}/settlement`));
}

export function useSettlement(courseId: number) {
  return useQuery({ queryKey: settlementKeys.detail(courseId), queryFn: () => getSettlement(courseId) });
}

/** After a write: the drawer from the answer, the course (statuses, version) fetched again. */
function useSettlementWrite<Input>(courseId: number, write: (input: Input) => Promise<LoadedSettlement>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: async (answer) => {
      queryClient.setQueryData(settlementKeys.detail(courseId), answer);
      await queryClient.invalidateQueries({ queryKey: courseKeys.detail(courseId) });
    },
  });
}

export function useSaveSettlement(courseId: number) {
  return useSettlementWrite(
    courseId,
    async ({ body, etag }: { body: SettlementWrite; etag: string | null }) =>
      loaded(
        await api.put<unknown>(`/api/taxi_courses/${courseId}/settlement`, body, {
          headers: etag ? { 'If-Match': etag } : {},
        }),
      ),
  );
}

export function useSettlementTransition(courseId: number) {
  return useSettlementWrite(
    courseId,
    async ({ rideId, action, comment }: { rideId: number; action: SettlementAction; comment?: string }) =>
      loaded(
        await api.post<unknown>(
          `/api/taxi_course_rides/${rideId}/${action}`,
          comment === undefined ? {} : { comment },
        ),
      ),
  );
}
