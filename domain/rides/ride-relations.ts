/**
 * How a user stands to a taxi ride (courses.md §6): the relations the transition rules are written in.
 * A user can hold several at once (a contractor that is also a superior contractor of the railway company).
 */
import { hasRole, isManager, isTransportCompanyUser } from '../auth/roles';
import {
  isCourseCompany,
  isExecutingTransportCompany,
  isSuperiorContractor,
} from '../courses/course-permissions';
import type { PermissionCourse, PermissionUser, SuperiorOf } from '../courses/course-permissions';

export const RIDE_RELATIONS = [
  /** Admin or dispatcher. */
  'manager',
  /** Head of the course's railway company or its external dispatcher. */
  'company',
  /** Transport company that is a superior contractor of the course's railway company. */
  'superior_contractor',
  /** Contractor or subcontractor of the course. */
  'executor',
  /** The one transport company that accepts or declines: the subcontractor, else the contractor. */
  'acceptor',
  /** The course's driver. */
  'driver',
] as const;

export type RideRelation = (typeof RIDE_RELATIONS)[number];

/**
 * The transport company that answers for the ride: the subcontractor when there is one, else the
 * contractor (§6 "subcontractor, or contractor with no subcontractor").
 * Example: acceptingCompanyId({ contractorId: 5, subcontractorId: null }) === 5
 */
export function acceptingCompanyId(course: Pick<PermissionCourse, 'contractorId' | 'subcontractorId'>) {
  return course.subcontractorId ?? course.contractorId;
}

/**
 * Every relation the user has to the course of the ride.
 * Example: rideRelations({ id: 1, roles: ['ROLE_USER'], companyId: null }, course, []) -> Set { 'manager' }
 */
export function rideRelations(
  user: PermissionUser,
  course: PermissionCourse,
  superiorOf: SuperiorOf,
): ReadonlySet<RideRelation> {
  const relations = new Set<RideRelation>();
  if (isManager(user)) relations.add('manager');
  if (isCourseCompany(user, course)) relations.add('company');
  if (isSuperiorContractor(user, course, superiorOf)) relations.add('superior_contractor');
  if (isExecutingTransportCompany(user, course)) relations.add('executor');
  const acceptor = acceptingCompanyId(course);
  if (isTransportCompanyUser(user) && acceptor !== null && user.companyId === acceptor)
    relations.add('acceptor');
  if (hasRole(user, 'ROLE_DRIVER') && course.driverId !== null && course.driverId === user.id)
    relations.add('driver');
  return relations;
}
