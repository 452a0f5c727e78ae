import { describe, expect, it } from 'vitest';
import { server } from '@mocks/server';
import { buildCourse, buildPlace, hydraCollection } from '@mocks/courses';
import { courseDetailHandlers } from '@mocks/course-detail';
import { parseCollection } from '@/api/hydra';
import { createTestQueryClient } from '@/test/render';
import { courseSchema } from '@domain/contract/course.schema';
import { courseKeys, courseQueryOptions, getCourse } from './get-course';
import { coursesKeys } from './get-courses';

const course = buildCourse({ id: 42 });
const [ride] = course.rides;
const [segment] = ride?.segments ?? [];
const located = buildCourse({
  id: 43,
  rides:
    ride && segment
      ? [
          {
            ...ride,
            segments: [
              {
                ...segment,
                waypointStart: {
                  ...segment.waypointStart,
                  place: buildPlace({
                    id: 1,
                    ...segment.waypointStart.place,
                    latitude: 52.23,
                    longitude: 21.0,
                  }),
                },
              },
            ],
          },
        ]
      : [],
});

describe('getCourse', () => {
  it('fetches the course by its @id with the coordinates of its places', async () => {
    server.use(...courseDetailHandlers([course], { 1: { latitude: 52.2, longitude: 21 } }));
    const detail = await getCourse('/api/taxi_courses/42');
    expect(detail.id).toBe(42);
    expect(detail.placePoints).toEqual({ 1: { latitude: 52.2, longitude: 21 } });
  });

  it('keys the detail as courses/detail/id', () => {
    expect(courseKeys.detail(42)).toEqual(['courses', 'detail', '42']);
  });

  it('is seeded from a loaded list page without a request', async () => {
    const queryClient = createTestQueryClient();
    const page = parseCollection(hydraCollection([course]), courseSchema);
    queryClient.setQueryData(coursesKeys.list({ itemsPerPage: 15 }), { pages: [page], pageParams: [1] });
    const seeded = await queryClient.ensureQueryData(courseQueryOptions(course.id, queryClient));
    expect(seeded['@id']).toBe('/api/taxi_courses/42');
    expect(seeded.placePoints).toEqual({});
  });

  it('takes the coordinates a list page already holds', async () => {
    const queryClient = createTestQueryClient();
    const page = parseCollection(hydraCollection([located]), courseSchema);
    queryClient.setQueryData(coursesKeys.list({ itemsPerPage: 15 }), { pages: [page], pageParams: [1] });
    const seeded = await queryClient.ensureQueryData(courseQueryOptions(located.id, queryClient));
    expect(seeded.placePoints).toEqual({ 1: { latitude: 52.23, longitude: 21 } });
  });
});
