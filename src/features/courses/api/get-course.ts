import { queryOptions, useQuery, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import { z } from 'zod';
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

const placePointsSchema = z.object({
  rides: z.array(
    z.object({
      segments: z.array(
        z.object({
          waypointStart: z.object({ place: z.unknown() }),
          waypointEnd: z.object({ place: z.unknown() }),
        }),
      ),
    }),
  ),
});
const pointSchema = z.object({ id: z.number(), latitude: z.number(), longitude: z.number() });

function placePointsOf(body: unknown): Record<number, PlacePoint> {
  const points: Record<number, PlacePoint> = {};
  for (const ride of placePointsSchema.parse(body).rides)
    for (const segment of ride.segments)
      for (const place of [segment.waypointStart.place, segment.waypointEnd.place]) {
        const point = pointSchema.safeParse(place);
        if (point.success) points[point.data.id] = point.data;
      }
  return points;
}

/** `GET /api/taxi_courses/{id}` or `GET /api/kilometer_courses/{id}`: fetched by the course's `@id`. */
export async function getCourse(iri: string): Promise<CourseDetail> {
  const response = await api.get<unknown>(iri);
  const course = parseItem(response.data, courseSchema);
  return { ...course, placePoints: placePointsOf(response.data) };
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
      return cached ? { ...cached.course, placePoints: {} } : undefined;
    },
    initialDataUpdatedAt: () => fromListCache(queryClient, course['@id'])?.updatedAt,
  });

export function useCourse(course: Pick<Course, 'id' | '@id'>, queryClient: QueryClient) {
  return useQuery(courseQueryOptions(course, queryClient));
}
