import type { preValidationHookHandler } from 'fastify';
import type {
  PermissionCourse,
  PermissionUser,
  SuperiorOf,
} from '../../../domain/courses/course-permissions';
import { rideRelations } from '../../../domain/rides/ride-relations';
import { isRideActionParty, type RideAction } from '../../../domain/rides/ride-transitions';
import type { Db } from '../../db/client';
import { visibleFirst } from '../../http/access-first';
import { RIDE_REFUSALS } from '../../../domain/rides/ride-messages';
import { ApiError, notFound } from '../../http/errors';
import { courseAccess } from './course-access';
import { findTaxiRideCourseId } from './ride-lock.repository';

/** A domain rule of who may ever make a change to the course's rides, whatever their state. */
export type RideParty = (user: PermissionUser, course: PermissionCourse, superiorOf: SuperiorOf) => boolean;

/** The party rule of a ride transition (its own first rule, `isRideActionParty`). */
export const transitionParty =
  (action: RideAction): RideParty =>
  (user, course, superiorOf) =>
    isRideActionParty(rideRelations(user, course, superiorOf), action);

/**
 * A taxi ride's course must be visible before a write's body is read (404 otherwise); with `isParty`,
 * the user must also be among who may ever make the change (403 with the write's own `refusal`), by the
 * domain rule the write applies again once it reads the body and locks the course.
 */
export function rideVisibleFirst(
  db: Db,
  isParty?: RideParty,
  refusal: string = RIDE_REFUSALS.forbidden,
): preValidationHookHandler {
  return visibleFirst(async (user, rideId) => {
    const courseId = await findTaxiRideCourseId(db, rideId);
    if (courseId === undefined) throw notFound();
    const access = await courseAccess(db, user);
    const course = await access.visible(courseId, 'taxi');
    if (isParty && !isParty(user, course, access.superiorOf)) throw new ApiError(403, refusal);
  });
}
