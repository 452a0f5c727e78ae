/**
 * Who may read a contractor's subcontractor choices (`GET api/companies/{id}/subcontractor_choices`):
 * they list that contractor's own contractors, with their NIP and city, so they are another company's
 * business partners. A user reads them only for a contractor they may choose for a course themself
 * (`contractorChoices` over the railway companies they order for, their own or those they are a superior
 * contractor of), as the course form does; a railway company is never a contractor and has none.
 * Without this, a transport company serving a railway company shared by two tenants learnt, through
 * that company's id, the other tenant's transport companies (spec-decisions row 895).
 */
import { isManager } from '../auth/roles';
import { contractorChoices, superiorCompaniesOf } from './course-permissions';
import type { ContractorLink, PermissionUser } from './course-permissions';

/**
 * Example: maySeeSubcontractorsOf({ id: 9, roles: ['ROLE_TRANSPORT_COMPANY'], companyId: 10 }, 2, links)
 * === false when 2 is a railway company that company 10 serves.
 */
export function maySeeSubcontractorsOf(
  user: PermissionUser,
  contractorId: number,
  links: readonly ContractorLink[],
): boolean {
  if (isManager(user)) return true;
  if (user.companyId === null) return false;
  const orderedFor = [user.companyId, ...superiorCompaniesOf(user.companyId, links)];
  return contractorChoices(user, orderedFor, links).includes(contractorId);
}
