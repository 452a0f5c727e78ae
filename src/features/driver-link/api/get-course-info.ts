import { useQuery } from '@tanstack/react-query';
import { api } from '@/api/client';
import { courseInfoSchema, type CourseInfo } from './course-info.schema';

export const courseInfoKey = (token: string) => ['course-info', token] as const;

/** `GET /api/course-info/{token}` (public: the token is the credential). */
export async function getCourseInfo(token: string): Promise<CourseInfo> {
  const response = await api.get<unknown>(`/api/course-info/${encodeURIComponent(token)}`);
  return courseInfoSchema.parse(response.data);
}

export function useCourseInfo(token: string) {
  return useQuery({ queryKey: courseInfoKey(token), queryFn: () => getCourseInfo(token), retry: false });
}
