import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/api/client';
import { parseCollection, type Collection } from '@/api/hydra';
import { coursesKeys } from '@/api/course-keys';
import { filterQueryParams, type CourseListParams } from './course-filters';
import { courseSchema, type Course } from '@domain/contract/course.schema';

export { coursesKeys };

/** courses.md §9: 15 courses per page on wide screens, 3 under 900 px. */
export const COURSES_PER_PAGE = 15;
export const COURSES_PER_PAGE_PHONE = 3;

/** A page of courses; `totalCards` only for a railway company, whose multi-ride courses are split (§2). */
export type CoursePage = Collection<Course> & { totalCards?: number };

const cardsSchema = z.object({ totalCards: z.number().optional() });

/** `GET /api/abstract_courses?page=N&itemsPerPage=M&column=C&search=term&<filters>` */
export async function getCourses(params: CourseListParams & { page: number }): Promise<CoursePage> {
  const { page, itemsPerPage, search, filters, column } = params;
  const response = await api.get<unknown>('/api/abstract_courses', {
    params: { page, itemsPerPage, ...(column ? { column } : {}), ...filterQueryParams(filters, search) },
  });
  const { totalCards } = cardsSchema.parse(response.data);
  const collection = parseCollection(response.data, courseSchema);
  return totalCards === undefined ? collection : { ...collection, totalCards };
}

/** How often a list that failed to load asks again. */
export const LIST_RECOVERY_INTERVAL_MS = 5000;

export const coursesInfiniteQueryOptions = (params: CourseListParams) =>
  infiniteQueryOptions({
    queryKey: coursesKeys.list(params),
    queryFn: ({ pageParam }) => getCourses({ ...params, page: pageParam }),
    initialPageParam: 1,
    getNextPageParam: (lastPage, pages, lastPageParam) => {
      const loaded = pages.reduce((sum, page) => sum + page.member.length, 0);
      const more = lastPage.next !== undefined || loaded < lastPage.totalItems;
      return more && lastPage.member.length > 0 ? lastPageParam + 1 : undefined;
    },
    // A server that was down is asked again by itself (the network events only tell about the phone's
    // own connection); back online and on focus the list is refetched too (React Query's defaults).
    refetchInterval: (query) => (query.state.status === 'error' ? LIST_RECOVERY_INTERVAL_MS : false),
  });

export function useCourses(params: CourseListParams) {
  return useInfiniteQuery(coursesInfiniteQueryOptions(params));
}
