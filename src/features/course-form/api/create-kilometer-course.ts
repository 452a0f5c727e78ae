import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/api/client';
import type { KilometerCourseFormData } from '@domain/courses/course-form.schema';
import { parseSavedCourse, refreshCourses } from './save-course';

/** `POST /api/kilometer_courses`: the server takes the passenger's company and numbers the ride. */
export async function createKilometerCourse(course: KilometerCourseFormData) {
  const response = await api.post<unknown>('/api/kilometer_courses', course);
  return parseSavedCourse(response.data);
}

export function useCreateKilometerCourse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createKilometerCourse,
    onSuccess: (course) => refreshCourses(queryClient, course),
  });
}
