import type { preValidationHookHandler } from 'fastify';
import { rideRelations } from '../../../domain/rides/ride-relations';
import { isRideActionParty, type RideAction } from '../../../domain/rides/ride-transitions';
import type { Db } from '../../db/client';
import { visibleFirst } from '../../http/access-first';
import { forbidden, notFound } from '../../http/errors';
import { superiorOfUser, visibleCourse } from '../course-core/course-access';
import { contractorLinks } from '../course-core/course-core.repository';
import { findTaxiRideCourseId } from './ride-lock.repository';

/**
 * A taxi ride's course must be visible before a write's body is read (404 otherwise); with `action`,
 * the user must also be one of who may ever do it (403), by the domain rule the transition applies.
 */
export function rideVisibleFirst(db: Db, action?: RideAction): preValidationHookHandler {
  return visibleFirst(async (user, rideId) => {
    const courseId = await findTaxiRideCourseId(db, rideId);
    if (courseId === undefined) throw notFound();
    const links = await contractorLinks(db);
    const course = await visibleCourse(db, user, courseId, 'taxi', links);
    if (action && !isRideActionParty(rideRelations(user, course, superiorOfUser(user, links)), action))
      throw forbidden();
  });
}
