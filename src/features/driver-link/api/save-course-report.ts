import { api } from '@/api/client';
import type { DriverReport } from '@domain/courses/driver-report.schema';
import { courseInfoSchema, type CourseInfo } from '@domain/contract/course-info.schema';

/** `PUT /api/course-info/course-report/{token}` */
export async function saveCourseReport(token: string, report: DriverReport): Promise<CourseInfo> {
  const response = await api.put<unknown>(
    `/api/course-info/course-report/${encodeURIComponent(token)}`,
    report,
  );
  return courseInfoSchema.parse(response.data);
}
