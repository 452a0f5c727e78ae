import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/api/client';
import type { KilometerCourseFormData } from '@domain/courses/course-form.schema';
import { parseSavedCourse, refreshCourses } from './save-course';

export interface KilometerCourseUpdate {
  id: number;
  /** The ETag the course was loaded with; a change by someone else since answers 412. */
  etag: string | null;
  course: KilometerCourseFormData;
}

/** `PUT /api/kilometer_courses/{id}` ('Edycja relacji') with `If-Match`. */
export async function updateKilometerCourse({ id, etag, course }: KilometerCourseUpdate) {
  const headers = etag ? { 'If-Match': etag } : {};
  const response = await api.put<unknown>(`/api/kilometer_courses/${id}`, course, { headers });
  return parseSavedCourse(response.data);
}

export function useUpdateKilometerCourse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateKilometerCourse,
    onSuccess: (course) => refreshCourses(queryClient, course),
  });
}
