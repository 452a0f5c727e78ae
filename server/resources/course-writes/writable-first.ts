/**
 * What every write of an existing course checks before its body is read, shared by the course PUTs and
 * a series' 'Ten i wszystkie następne' (row 860): the course must be visible (404 for another tenant's
 * or a missing one) and the user must have some right over it (403), by the rule the service applies
 * again. And the taxi PUT's body: the course form with the version it was read at.
 */
import { taxiCourseFormSchema } from '../../../domain/courses/course-form.schema';
import type { Db } from '../../db/client';
import { visibleFirst } from '../../http/access-first';
import { versionField } from '../../http/versioning';
import { courseAccess } from '../course-core/course-access';
import { assertAnyCourseRight } from './course-writes.service';
import { assertMayEditKilometerRelation } from './kilometer-course.service';

export const taxiUpdateSchema = taxiCourseFormSchema.extend({ version: versionField });

export const writableFirst = (db: Db, type: 'taxi' | 'kilometer') =>
  visibleFirst(async (user, id) => {
    const access = await courseAccess(db, user);
    const course = await access.visible(id, type);
    if (type === 'taxi') assertAnyCourseRight(user, course, access.links);
    else assertMayEditKilometerRelation(user, course);
  });
