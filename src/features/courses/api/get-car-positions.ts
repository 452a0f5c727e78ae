import { useQuery } from '@tanstack/react-query';
import { api } from '@/api/client';
import { createQueryKeys } from '@/api/query-keys';
import { carPositionsSchema, type CarPosition } from '@domain/contract/tracking.schema';
import { COURSE_MAP_REFRESH_MS } from '@domain/tracking/course-map-rules';

export const carPositionsKey = createQueryKeys('course_positions').scope('latest');

/** `GET /api/course_positions/latest` (docs/api.md): the cars of the courses in progress the user sees. */
export async function getCarPositions(): Promise<CarPosition[]> {
  const response = await api.get<unknown>('/api/course_positions/latest');
  return carPositionsSchema.parse(response.data)['hydra:member'];
}

/** Read again every 10 s while the map is shown; a failed read keeps the last cars on screen. */
export function useCarPositions() {
  return useQuery({
    queryKey: carPositionsKey,
    queryFn: getCarPositions,
    refetchInterval: COURSE_MAP_REFRESH_MS,
  });
}
