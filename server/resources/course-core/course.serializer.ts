/** A course as every course answer shows it: the list member with its JSON-LD context and version. */
import type { Db } from '../../db/client';
import { notFound } from '../../http/errors';
import { findCourseDetails } from '../courses/course-list.repository';
import { serializeCourses } from '../courses/course-list.serializer';
import type { CourseItem } from '../../../domain/contract/course.schema';
import { findCourseRow } from './course-core.repository';

export type CourseView = CourseItem;

/** One course in the list-member shape, with its version for the ETag. */
export async function courseView(
  db: Db,
  id: number,
  now: Date,
): Promise<{ view: CourseView; version: number }> {
  const row = await findCourseRow(db, id);
  if (!row) throw notFound();
  const [member] = serializeCourses([row], await findCourseDetails(db, [id]), now);
  if (!member) throw notFound();
  return { view: { '@context': `/api/contexts/${member['@type']}`, ...member }, version: row.course.version };
}
