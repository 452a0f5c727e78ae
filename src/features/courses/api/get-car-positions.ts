import { useQuery } from '@tanstack/react-query';
import { api } from '@/api/client';
import { createQueryKeys } from '@/api/query-keys';
import { carPositionsSchema, type CarPosition } from '@domain/contract/tracking.schema';
import { COURSE_MAP_REFRESH_MS } from '@domain/tracking/course-map-rules';
import type { CourseQueryParams } from '../utils/course-filters';

const keys = createQueryKeys('course_positions');
/** One cache entry per search and filters of the list. */
export const carPositionsKey = (params: CourseQueryParams) => keys.scope('latest', params);

/**
 * `GET /api/course_positions/latest?<the list's search and filters>` (docs/api.md, row 867): the cars
 * of the courses in progress the list, as filtered, shows.
 */
export async function getCarPositions(params: CourseQueryParams): Promise<CarPosition[]> {
  const response = await api.get<unknown>('/api/course_positions/latest', { params });
  return carPositionsSchema.parse(response.data)['hydra:member'];
}

/** Read again every 10 s while the map is shown; a failed read keeps the last cars on screen. */
export function useCarPositions(params: CourseQueryParams) {
  return useQuery({
    queryKey: carPositionsKey(params),
    queryFn: () => getCarPositions(params),
    refetchInterval: COURSE_MAP_REFRESH_MS,
  });
}
