import { queryOptions, useQuery, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import { ApiError } from '@/api/api-error';
import { api } from '@/api/client';
import { parseItem, type Collection } from '@/api/hydra';
import { courseKeys } from '@/api/course-keys';
import { courseSchema, type Course } from '@domain/contract/course.schema';
import { coursesKeys } from './get-courses';

export { courseKeys };

export interface PlacePoint {
  latitude: number;
  longitude: number;
}

/** One course as the drawers need it: the list shape plus the coordinates of its places. */
export type CourseDetail = Course & { placePoints: Record<number, PlacePoint> };

/** Coordinates of the course's places by place id (places without them are left out). */
export function placePointsOf(course: Course): Record<number, PlacePoint> {
  const points: Record<number, PlacePoint> = {};
  for (const ride of course.rides)
    for (const segment of ride.segments)
      for (const place of [segment.waypointStart.place, segment.waypointEnd.place]) {
        if (place && typeof place.latitude === 'number' && typeof place.longitude === 'number')
          points[place.id] = { latitude: place.latitude, longitude: place.longitude };
      }
  return points;
}

/** `GET /api/taxi_courses/{id}` or `GET /api/kilometer_courses/{id}`: fetched by the course's `@id`. */
export async function getCourse(iri: string): Promise<CourseDetail> {
  const response = await api.get<unknown>(iri);
  const course = parseItem(response.data, courseSchema);
  return { ...course, placePoints: placePointsOf(course) };
}

/** `GET /api/abstract_courses/{id}`: a course of either type by its id alone (a `?course=ID` link). */
export async function getCourseById(id: number): Promise<CourseDetail> {
  return getCourse(`/api/abstract_courses/${id}`);
}

/** The course as a loaded list page holds it, with when that page was fetched. */
function fromListCache(queryClient: QueryClient, id: number) {
  const lists = queryClient.getQueriesData<InfiniteData<Collection<Course>>>({
    queryKey: coursesKeys.lists(),
  });
  for (const [queryKey, data] of lists) {
    const course = data?.pages.flatMap((page) => page.member).find((member) => member.id === id);
    if (course) return { course, updatedAt: queryClient.getQueryState(queryKey)?.dataUpdatedAt };
  }
  return undefined;
}

/**
 * One course by id, shown at once from a loaded list page and refreshed from the server; a course no
 * page holds (another page, another filter, a shared link) is loaded by its id.
 */
export const courseQueryOptions = (id: number, queryClient: QueryClient) =>
  queryOptions({
    queryKey: courseKeys.detail(id),
    queryFn: () => getCourseById(id),
    initialData: (): CourseDetail | undefined => {
      const cached = fromListCache(queryClient, id);
      return cached ? { ...cached.course, placePoints: placePointsOf(cached.course) } : undefined;
    },
    initialDataUpdatedAt: () => fromListCache(queryClient, id)?.updatedAt,
    // A missing course stays missing: the drawer says so at once instead of after three retries.
    retry: (failures, error) => !(error instanceof ApiError && error.status === 404) && failures < 3,
  });

export function useCourse(id: number, queryClient: QueryClient) {
  return useQuery(courseQueryOptions(id, queryClient));
}
