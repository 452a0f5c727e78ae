import type { preValidationHookHandler } from 'fastify';
import type { Db } from '../../db/client';
import { visibleFirst } from '../../http/access-first';
import { notFound } from '../../http/errors';
import { visibleCourse } from '../course-core/course-access';
import { contractorLinks } from '../course-core/course-core.repository';
import { findTaxiRideCourseId } from './ride-lock.repository';

/** A taxi ride's course must be visible before a write's body is read (404 otherwise). */
export function rideVisibleFirst(db: Db): preValidationHookHandler {
  return visibleFirst(async (user, rideId) => {
    const courseId = await findTaxiRideCourseId(db, rideId);
    if (courseId === undefined) throw notFound();
    await visibleCourse(db, user, courseId, 'taxi', await contractorLinks(db));
  });
}
