/** Access checks of the course core: visibility, company scope, superior contractors. */
import { hasAnyRole, isManager, isTransportCompanyUser } from '../../../domain/auth/roles';
import { superiorOfUser } from '../../../domain/courses/course-permissions';
import type { ContractorLink } from '../../../domain/courses/course-permissions';
import { courseVisibility, isCourseVisible } from '../../../domain/courses/visibility';
import type { AuthUser } from '../../auth/authenticate';
import type { Db } from '../../db/client';
import { forbidden, notFound } from '../../http/errors';
import { contractorLinks, courseParties, findCourse } from './course-core.repository';
import type { LoadedCourse } from './course-core.repository';

/**
 * The course of type `type` (null: of either type) the user may see, else 404: a course hidden from the
 * user answers as if it did not exist, so ids of other tenants' courses leak nothing.
 */
export async function visibleCourse(
  db: Db,
  user: AuthUser,
  id: number,
  type: 'taxi' | 'kilometer' | null,
  links: readonly ContractorLink[],
): Promise<LoadedCourse> {
  const course = await findCourse(db, id);
  if (!course || (type !== null && course.type !== type)) throw notFound();
  const parties = await courseParties(db, course);
  if (!isCourseVisible(courseVisibility(user), parties, superiorOfUser(user, links))) throw notFound();
  return course;
}

/**
 * Whether the user may order a course for railway company `companyId`: managers for any, a railway
 * company user for their own, a transport company for a company it is a contractor of; else 403.
 */
export function assertCompanyScope(
  user: AuthUser,
  companyId: number,
  links: readonly ContractorLink[],
): void {
  if (isManager(user)) return;
  if (hasAnyRole(user, ['ROLE_COMPANY', 'ROLE_USER_COMPANY']) && user.companyId === companyId) return;
  if (
    isTransportCompanyUser(user) &&
    links.some((link) => link.ownerId === companyId && link.contractorId === user.companyId)
  )
    return;
  throw forbidden();
}

/**
 * The caller's course access for one request: the confirmed contractor links read once, what they
 * make the user a superior contractor of, and the visibility check with them. Every course family
 * asks through this instead of reading the links itself, so a request reads them once per check.
 */
export interface CourseAccess {
  links: readonly ContractorLink[];
  superiorOf: number[];
  /** The course of `type` the user may see, else 404 (`visibleCourse`). */
  visible(id: number, type: 'taxi' | 'kilometer' | null): Promise<LoadedCourse>;
}

export async function courseAccess(db: Db, user: AuthUser): Promise<CourseAccess> {
  const links = await contractorLinks(db);
  return {
    links,
    superiorOf: superiorOfUser(user, links),
    visible: (id, type) => visibleCourse(db, user, id, type, links),
  };
}
