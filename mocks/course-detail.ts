import { http, HttpResponse } from 'msw';
import type { CourseFixture, PlaceFixture } from './courses';
import { hydraError } from './handlers';

export interface PointFixture {
  latitude: number;
  longitude: number;
}

const located = (place: PlaceFixture | null, points: Record<number, PointFixture>) =>
  place && {
    ...place,
    latitude: points[place.id]?.latitude ?? null,
    longitude: points[place.id]?.longitude ?? null,
  };

/** One course as `GET /api/{taxi|kilometer}_courses/{id}` returns it: the list shape with coordinates. */
export function courseDetailBody(course: CourseFixture, points: Record<number, PointFixture> = {}) {
  return {
    '@context': `/api/contexts/${course['@type']}`,
    ...course,
    rides: course.rides.map((ride) => ({
      ...ride,
      segments: ride.segments.map((segment) => ({
        ...segment,
        waypointStart: { ...segment.waypointStart, place: located(segment.waypointStart.place, points) },
        waypointEnd: { ...segment.waypointEnd, place: located(segment.waypointEnd.place, points) },
      })),
    })),
  };
}

/**
 * `GET /api/taxi_courses/{id}`, `GET /api/kilometer_courses/{id}` and `GET /api/abstract_courses/{id}`
 * (either type) over `courses`; 404 when absent.
 */
export function courseDetailHandlers(
  courses: readonly CourseFixture[],
  points: Record<number, PointFixture> = {},
) {
  const find = (type: CourseFixture['@type'] | null, id: unknown) =>
    courses.find((course) => (type === null || course['@type'] === type) && String(course.id) === String(id));
  const answer = (course: CourseFixture | undefined) =>
    course
      ? HttpResponse.json(courseDetailBody(course, points), { headers: { ETag: `"course-${course.id}"` } })
      : hydraError(404, 'Not Found');
  return [
    http.get('*/api/taxi_courses/:id', ({ params }) => answer(find('TaxiCourse', params.id))),
    http.get('*/api/kilometer_courses/:id', ({ params }) => answer(find('KilometerCourse', params.id))),
    http.get('*/api/abstract_courses/:id', ({ params }) => answer(find(null, params.id))),
  ];
}
