import { queryOptions } from '@tanstack/react-query';
import { nextRideNumberSchema } from '@domain/contract/course.schema';
import { api } from '@/api/client';
import { createQueryKeys } from '@/api/query-keys';

export const nextRideNumberKeys = createQueryKeys('taxi_course_rides');

/** `GET /api/taxi_course_rides/{companyId}/{firstPlaceDate}`: the next free ride number. */
export async function getNextRideNumber(companyId: number, firstPlaceDate: string): Promise<string> {
  const response = await api.get<unknown>(`/api/taxi_course_rides/${companyId}/${firstPlaceDate}`);
  return nextRideNumberSchema.parse(response.data).number;
}

/** Never cached for long: another dispatcher may take the number meanwhile. */
export const nextRideNumberOptions = (companyId: number | null, firstPlaceDate: string, enabled: boolean) =>
  queryOptions({
    queryKey: nextRideNumberKeys.list({ companyId, firstPlaceDate }),
    queryFn: () => getNextRideNumber(companyId ?? 0, firstPlaceDate),
    enabled: enabled && companyId !== null,
    staleTime: 0,
  });
