import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/api/client';
import { parseCollection, type Collection } from '@/api/hydra';
import { coursesKeys } from '@/api/course-keys';
import { filterQueryParams, type CourseListParams } from '../utils/course-filters';
import { courseSchema, type Course } from '@domain/contract/course.schema';

export { coursesKeys };

/** courses.md §9: 15 courses per page on wide screens, 3 under 900 px. */
export const COURSES_PER_PAGE = 15;
export const COURSES_PER_PAGE_PHONE = 3;

/**
 * A page of courses; `totalCards` only for a railway company, whose multi-ride courses are split (§2);
 * `totalItemsLimited`: the server stopped counting at COURSE_COUNT_LIMIT, the counter says 'ponad N'.
 */
export type CoursePage = Collection<Course> & { totalCards?: number; totalItemsLimited?: true };

const countsSchema = z.object({
  totalCards: z.number().optional(),
  totalItemsLimited: z.literal(true).optional(),
});

/**
 * Which page to ask for: after a cursor (the server's `hydra:next`, ADR 011) or by number (a server
 * that links no cursor; the first page).
 */
export type CoursePageParam = { after: string } | { page: number };

/** `GET /api/abstract_courses?after=C|page=N&itemsPerPage=M&column=C&search=term&<filters>` */
export async function getCourses(params: CourseListParams & CoursePageParam): Promise<CoursePage> {
  const { itemsPerPage, search, filters, column } = params;
  const paging = 'after' in params ? { after: params.after } : { page: params.page };
  const response = await api.get<unknown>('/api/abstract_courses', {
    params: { ...paging, itemsPerPage, ...(column ? { column } : {}), ...filterQueryParams(filters, search) },
  });
  const { totalCards, totalItemsLimited } = countsSchema.parse(response.data);
  const collection = parseCollection(response.data, courseSchema);
  return {
    ...collection,
    ...(totalCards === undefined ? {} : { totalCards }),
    ...(totalItemsLimited ? { totalItemsLimited } : {}),
  };
}

/** The cursor of a `hydra:next` link (`/api/abstract_courses?...&after=C`), undefined without one. */
const cursorOf = (next: string | undefined) =>
  next === undefined ? undefined : (new URL(next, 'http://x').searchParams.get('after') ?? undefined);

/** How often a list that failed to load asks again. */
export const LIST_RECOVERY_INTERVAL_MS = 5000;

export const coursesInfiniteQueryOptions = (params: CourseListParams) =>
  infiniteQueryOptions({
    queryKey: coursesKeys.list(params),
    queryFn: ({ pageParam }) => getCourses({ ...params, ...pageParam }),
    initialPageParam: { page: 1 } as CoursePageParam,
    // The scroll follows the server's cursor; by number only when the server links none.
    getNextPageParam: (lastPage, pages): CoursePageParam | undefined => {
      if (lastPage.member.length === 0) return undefined;
      const after = cursorOf(lastPage.next);
      if (after !== undefined) return { after };
      const loaded = pages.reduce((sum, page) => sum + page.member.length, 0);
      const more = lastPage.next !== undefined || loaded < lastPage.totalItems;
      return more ? { page: pages.length + 1 } : undefined;
    },
    // A server that was down is asked again by itself (the network events only tell about the phone's
    // own connection); back online and on focus the list is refetched too (React Query's defaults).
    refetchInterval: (query) => (query.state.status === 'error' ? LIST_RECOVERY_INTERVAL_MS : false),
  });

export function useCourses(params: CourseListParams) {
  return useInfiniteQuery(coursesInfiniteQueryOptions(params));
}
