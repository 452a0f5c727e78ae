/** Access checks of the course core: visibility, company scope, superior contractors. */
import { hasAnyRole, isManager, isTransportCompanyUser } from '../../../domain/auth/roles';
import { superiorCompaniesOf } from '../../../domain/courses/course-permissions';
import type { ContractorLink } from '../../../domain/courses/course-permissions';
import { courseVisibility, isCourseVisible } from '../../../domain/courses/visibility';
import type { AuthUser } from '../../auth/authenticate';
import type { Db } from '../../db/client';
import { forbidden, notFound } from '../../http/errors';
import { courseParties, findCourse } from './course-core.repository';
import type { LoadedCourse } from './course-core.repository';

/** Railway companies for which the user's transport company is a superior contractor. */
export const superiorOfUser = (user: AuthUser, links: readonly ContractorLink[]) =>
  user.companyId === null ? [] : superiorCompaniesOf(user.companyId, links);

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
