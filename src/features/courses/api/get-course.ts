import { queryOptions, useQuery, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import { api } from '@/api/client';
import { parseItem, type Collection } from '@/api/hydra';
import { courseKeys } from '@/api/course-keys';
import { courseSchema, type Course } from './course.schema';
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

/** The course as a loaded list page holds it, with when that page was fetched. */
function fromListCache(queryClient: QueryClient, iri: string) {
  const lists = queryClient.getQueriesData<InfiniteData<Collection<Course>>>({
    queryKey: coursesKeys.lists(),
  });
  for (const [queryKey, data] of lists) {
    const course = data?.pages.flatMap((page) => page.member).find((member) => member['@id'] === iri);
    if (course) return { course, updatedAt: queryClient.getQueryState(queryKey)?.dataUpdatedAt };
  }
  return undefined;
}

export const courseQueryOptions = (course: Pick<Course, 'id' | '@id'>, queryClient: QueryClient) =>
  queryOptions({
    queryKey: courseKeys.detail(course.id),
    queryFn: () => getCourse(course['@id']),
    initialData: (): CourseDetail | undefined => {
      const cached = fromListCache(queryClient, course['@id']);
      return cached ? { ...cached.course, placePoints: placePointsOf(cached.course) } : undefined;
    },
    initialDataUpdatedAt: () => fromListCache(queryClient, course['@id'])?.updatedAt,
  });

export function useCourse(course: Pick<Course, 'id' | '@id'>, queryClient: QueryClient) {
  return useQuery(courseQueryOptions(course, queryClient));
}
