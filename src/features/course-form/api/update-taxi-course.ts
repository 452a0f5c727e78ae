import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/api/client';
import type { TaxiCourseFormData } from '@domain/courses/course-form.schema';
import { parseSavedCourse, refreshCourses } from './save-course';

export interface TaxiCourseUpdate {
  id: number;
  /** The ETag the course was loaded with; a change by someone else since answers 412. */
  etag: string | null;
  course: TaxiCourseFormData;
}

/** `PUT /api/taxi_courses/{id}` with `If-Match`, so a stale form never overwrites newer data. */
export async function updateTaxiCourse({ id, etag, course }: TaxiCourseUpdate) {
  const headers = etag ? { 'If-Match': etag } : {};
  const response = await api.put<unknown>(`/api/taxi_courses/${id}`, course, { headers });
  return parseSavedCourse(response.data);
}

export function useUpdateTaxiCourse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTaxiCourse,
    onSuccess: (course) => refreshCourses(queryClient, course),
  });
}
