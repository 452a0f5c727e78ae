/**
 * One course in the list-member shape of GET /api/abstract_courses (what a live event carries), built
 * with the list's own repository details and serializer.
 */
import type { Db } from '../db/client';
import { findCourseDetails, findCourseRow } from '../resources/courses/course-list.repository';
import { serializeCourses } from '../resources/courses/course-list.serializer';
import type { Course } from '../../domain/contract/course.schema';

/** The list member of a course, or null when it no longer exists. */
export async function loadCourseMember(db: Db, courseId: number, now: Date): Promise<Course | null> {
  const row = await findCourseRow(db, courseId);
  if (!row) return null;
  const details = await findCourseDetails(db, [courseId]);
  return serializeCourses([row], details, now)[0] ?? null;
}
