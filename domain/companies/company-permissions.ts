/**
 * Who may do what with companies and their links (administration.md §6), as pure functions: the SPA
 * shows a button when one holds, the server calls the same one first and answers 403 when it fails.
 *
 * Readings (docs/spec-decisions.md rows 190-199):
 * - managers (admin, dispatcher) create and edit companies and every link of every company;
 * - a head of company (ROLE_COMPANY) adds, removes and re-prices the contractors of its own railway company;
 * - a transport company adds contractors of itself (its subcontractors, billing NOT_AVAILABLE) or,
 *   where it is a superior contractor of a railway company, direct contractors of that railway
 *   company; and it adds its principals (the companies it serves);
 * - links and their stakes are read by managers, accountants, the company's own users and a superior
 *   contractor of it; nobody else sees another company's rates.
 */
import {
  hasAnyRole,
  hasRole,
  isManager,
  isTransportCompanyUser,
  type HasRoles,
  type Role,
} from '../auth/roles';

export interface CompanyUser extends HasRoles {
  companyId: number | null;
}

/** The company a link belongs to (the one paying the contractor, or the one serving the principal). */
export interface LinkOwner {
  id: number;
  isTransportCompany: boolean;
}

export type ContractorOf = 'railway_company' | 'transport_company';

/** '/companies', create and edit. Example: canManageCompanies({ roles: ['ROLE_USER'], companyId: null }) === true */
export function canManageCompanies(user: HasRoles): boolean {
  return isManager(user);
}

/** Who speaks for a company: its head, its external dispatcher, a transport company's account. */
const COMPANY_ACCOUNTS: readonly Role[] = ['ROLE_COMPANY', 'ROLE_USER_COMPANY', 'ROLE_TRANSPORT_COMPANY'];

/**
 * The profile with its links and rates ('Moja firma'): managers, accountants, and the company's own
 * company accounts (not its drivers or passengers).
 * Example: canOpenCompanyProfile({ roles: ['ROLE_COMPANY'], companyId: 3 }, 3) === true
 */
export function canOpenCompanyProfile(user: CompanyUser, companyId: number): boolean {
  if (isManager(user) || hasRole(user, 'ROLE_ACCOUNTANT')) return true;
  return user.companyId === companyId && hasAnyRole(user, COMPANY_ACCOUNTS);
}

/** The company of the 'Moja firma' link, or null when the user has no profile of its own to open. */
export function ownCompanyProfileId(user: CompanyUser): number | null {
  return user.companyId !== null && canOpenCompanyProfile(user, user.companyId) ? user.companyId : null;
}

/** Reading a company's contractor and principal links with their stakes. */
export function canReadCompanyLinks(
  user: CompanyUser,
  companyId: number,
  superiorOf: readonly number[],
): boolean {
  return canOpenCompanyProfile(user, companyId) || superiorOf.includes(companyId);
}

/**
 * Which kinds of contractor link the user may add to `owner` (empty: none, hide the button). The
 * contractorOf value names the owner's side: a railway company's contractors are `railway_company`
 * links, a transport company's subcontractors `transport_company` links.
 * Example: contractorKindsFor(transportUser, { id: transportUser.companyId, isTransportCompany: true }, [])
 *   -> ['transport_company']
 */
export function contractorKindsFor(
  user: CompanyUser,
  owner: LinkOwner,
  superiorOf: readonly number[],
): ContractorOf[] {
  const kind: ContractorOf = owner.isTransportCompany ? 'transport_company' : 'railway_company';
  if (isManager(user)) return [kind];
  const own = user.companyId === owner.id;
  if (!owner.isTransportCompany) {
    if (own && hasRole(user, 'ROLE_COMPANY')) return [kind];
    if (isTransportCompanyUser(user) && superiorOf.includes(owner.id)) return [kind];
    return [];
  }
  return own && isTransportCompanyUser(user) ? [kind] : [];
}

/** Whether the user may add a contractor to any company at all (the route's first check). */
export function canAddSomeContractor(user: HasRoles): boolean {
  return isManager(user) || hasRole(user, 'ROLE_COMPANY') || isTransportCompanyUser(user);
}

/** Whether the user may add a principal to any company at all (the route's first check). */
export function canAddSomePrincipal(user: HasRoles): boolean {
  return isManager(user) || isTransportCompanyUser(user);
}

/** Adding, removing or re-pricing a contractor link of `owner` (the same rule as adding one). */
export function canManageContractors(
  user: CompanyUser,
  owner: LinkOwner,
  superiorOf: readonly number[],
): boolean {
  return contractorKindsFor(user, owner, superiorOf).length > 0;
}

/**
 * Principals (served companies) belong to transport companies: a manager or the transport company
 * itself adds, removes and re-prices them.
 * Example: canManagePrincipals({ roles: ['ROLE_COMPANY'], companyId: 1 }, { id: 1, isTransportCompany: false }) === false
 */
export function canManagePrincipals(user: CompanyUser, owner: LinkOwner): boolean {
  if (!owner.isTransportCompany) return false;
  return isManager(user) || (isTransportCompanyUser(user) && user.companyId === owner.id);
}

/**
 * Railway companies a transport company user may add contractors to besides its own company: the
 * ones it is a superior contractor of (the transport company modal's 'firma kolejowa' choice).
 */
export function railwayOwnersFor(user: CompanyUser, superiorOf: readonly number[]): number[] {
  return isTransportCompanyUser(user) ? [...superiorOf] : [];
}

/**
 * A company link as the consent rule sees it (ADR 022): the owner (the paying railway company or the
 * transport company with subcontractors, or the transport company serving a principal), the other
 * side (the contractor, or the principal) and whether that side has confirmed it.
 */
export interface ConsentLink {
  kind: 'contractor' | 'principal';
  ownerId: number;
  otherId: number;
  superior: boolean;
  confirmed: boolean;
}

/** A link or stake made by a manager binds at once; one made by a company waits for the other side. */
export function confirmedAtCreation(user: HasRoles): boolean {
  return isManager(user);
}

/**
 * Who confirms (or declines) a pending link: the other side. A contractor link waits for the
 * contractor's transport company accounts, a principal link for the principal's head of company;
 * a manager may confirm either. Example:
 * canConfirmLink({ roles: ['ROLE_COMPANY'], companyId: 1 }, { kind: 'principal', ownerId: 7, otherId: 1, superior: false, confirmed: false }) === true
 */
export function canConfirmLink(user: CompanyUser, link: ConsentLink): boolean {
  if (isManager(user)) return true;
  if (user.companyId !== link.otherId) return false;
  return link.kind === 'contractor' ? isTransportCompanyUser(user) : hasRole(user, 'ROLE_COMPANY');
}

/** Showing 'Potwierdź' / 'Odrzuć': the link is pending and the user speaks for its other side. */
export function mayAnswerLink(user: CompanyUser, link: ConsentLink): boolean {
  return !link.confirmed && canConfirmLink(user, link);
}

/** The company a link's prices bind: the owner of a contractor link, the principal of a principal link. */
export function payerOf(link: Pick<ConsentLink, 'kind' | 'ownerId' | 'otherId'>): number {
  return link.kind === 'contractor' ? link.ownerId : link.otherId;
}

/**
 * Whether the user speaks for the payer of a link's prices: a stake they add binds at once, and they
 * confirm a stake the other side added. The payer's head (a railway company) or transport company
 * accounts (a transport company paying its subcontractor), or a manager.
 */
export function speaksForPayer(user: CompanyUser, payer: LinkOwner): boolean {
  if (isManager(user)) return true;
  if (user.companyId !== payer.id) return false;
  return payer.isTransportCompany ? isTransportCompanyUser(user) : hasRole(user, 'ROLE_COMPANY');
}

/**
 * Changing one contractor link of `owner` (removing it, adding its stakes): the owner-wide rule, but a
 * superior contractor acting for a railway company never touches a superior link nor its own link
 * (its rates are the railway company's to set). Example: a superior contractor 5 of railway company 1
 * may not re-price { ownerId: 1, otherId: 5, superior: true }.
 */
export function canManageContractorLink(
  user: CompanyUser,
  owner: LinkOwner,
  link: Pick<ConsentLink, 'otherId' | 'superior'>,
  superiorOf: readonly number[],
): boolean {
  if (!canManageContractors(user, owner, superiorOf)) return false;
  if (isManager(user) || user.companyId === owner.id) return true;
  return !link.superior && link.otherId !== user.companyId;
}

/** Whether the user may mark a new contractor link superior: never a superior contractor for its railway company. */
export function canSetSuperior(user: CompanyUser, owner: LinkOwner): boolean {
  return isManager(user) || user.companyId === owner.id;
}
