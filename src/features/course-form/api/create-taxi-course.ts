import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/api/client';
import type { TaxiCourseFormData } from '@domain/courses/course-form.schema';
import { parseSavedCourse, refreshCourses } from './save-course';

/** `POST /api/taxi_courses` with the parsed form (relations as IRIs, '' already null). */
export async function createTaxiCourse(course: TaxiCourseFormData) {
  const response = await api.post<unknown>('/api/taxi_courses', course);
  return parseSavedCourse(response.data);
}

export function useCreateTaxiCourse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTaxiCourse,
    onSuccess: (course) => refreshCourses(queryClient, course),
  });
}
