/**
 * What every course write shares: the answer names the saved course, and the course list and that
 * course's detail are refreshed (the live stream would too, but not before the user lands on /course).
 */
import type { QueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { courseKeys, coursesKeys } from '@/api/course-keys';
import { hydraItemSchema, parseItem } from '@/api/hydra';

export const savedCourseSchema = hydraItemSchema.extend({ id: z.number() });
export type SavedCourse = z.output<typeof savedCourseSchema>;

export const parseSavedCourse = (body: unknown): SavedCourse => parseItem(body, savedCourseSchema);

export async function refreshCourses(
  queryClient: QueryClient,
  course: Pick<SavedCourse, 'id'>,
): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: coursesKeys.all }),
    queryClient.invalidateQueries({ queryKey: courseKeys.detail(course.id) }),
  ]);
}
