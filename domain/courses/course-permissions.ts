/**
 * Course-level permissions of courses.md §6 as pure functions; the SPA hides or disables controls
 * with them and the server calls the same function first in each service method.
 *
 * Readings (docs/spec-decisions.md):
 * - "Company" means the railway company side: ROLE_COMPANY or ROLE_USER_COMPANY of the course's company.
 * - A transport company is "involved" when it is the contractor or subcontractor of the course, or a
 *   superior contractor of the course's railway company (`superiorOf`, as in visibility.ts).
 * - The rules are about saved courses; on /course/create whoever `canCreateTaxiCourse` fills the form.
 * - `contractorChoices` (end of file) lists whom a user may pick as contractor, from the contractor links.
 */
import {
  hasAllRoles,
  hasAnyRole,
  hasRole,
  isManager,
  isTransportCompanyUser,
  type HasRoles,
} from '../auth/roles';
import { isRideClosed } from './status-columns';
import type { VisibilityUser } from './visibility';

export type PermissionUser = VisibilityUser;

export interface PermissionCourse {
  /** The railway company (customer). */
  companyId: number;
  contractorId: number | null;
  subcontractorId: number | null;
  /** User id of the driver. */
  driverId: number | null;
  rides: readonly { status: string }[];
}

/** Railway company ids for which the user's transport company is a superior contractor. */
export type SuperiorOf = readonly number[];

/** Roles that may order a taxi course; a driver or passenger role alone never does (§2, §6). */
export const TAXI_COURSE_CREATOR_ROLES = [
  'ROLE_ADMIN',
  'ROLE_USER',
  'ROLE_COMPANY',
  'ROLE_USER_COMPANY',
  'ROLE_TRANSPORT_COMPANY',
] as const;

/** Shown in the course drawer instead of 'Relacja kierowcy' until the course is finished. */
export const DRIVER_RELATION_PENDING = 'Relacja będzie dostępna po zakończeniu kursu';

/** Head of the course's railway company or its external dispatcher. */
export function isCourseCompany(user: PermissionUser, course: PermissionCourse): boolean {
  return hasAnyRole(user, ['ROLE_COMPANY', 'ROLE_USER_COMPANY']) && user.companyId === course.companyId;
}

/** A transport company user whose company is a superior contractor of the course's railway company. */
export function isSuperiorContractor(
  user: PermissionUser,
  course: PermissionCourse,
  superiorOf: SuperiorOf,
): boolean {
  return isTransportCompanyUser(user) && user.companyId !== null && superiorOf.includes(course.companyId);
}

/** The transport company executing the course (contractor or subcontractor). */
export function isExecutingTransportCompany(user: PermissionUser, course: PermissionCourse): boolean {
  if (!isTransportCompanyUser(user) || user.companyId === null) return false;
  return user.companyId === course.contractorId || user.companyId === course.subcontractorId;
}

const isInvolvedTransportCompany = (user: PermissionUser, course: PermissionCourse, superiorOf: SuperiorOf) =>
  isExecutingTransportCompany(user, course) || isSuperiorContractor(user, course, superiorOf);

const isCourseDriver = (user: PermissionUser, course: PermissionCourse) =>
  hasRole(user, 'ROLE_DRIVER') && course.driverId !== null && course.driverId === user.id;

/** 'Utwórz' / 'utwórz taksówkę'. Example: canCreateTaxiCourse({ id: 1, roles: ['ROLE_DRIVER'], companyId: 2 }) === false */
export function canCreateTaxiCourse(user: PermissionUser): boolean {
  return hasAnyRole(user, TAXI_COURSE_CREATOR_ROLES);
}

/**
 * The taxi course form (`/course/:id/edit`, `PUT api/taxi_courses/{id}`): drivers and passengers
 * cannot open it (§6); a driver changes the relation from the ride drawer ('Edycja relacji'). A person
 * who also holds another role keeps that role's form.
 * Example: canOpenTaxiCourseForm({ id: 1, roles: ['ROLE_DRIVER'], companyId: 2 }) === false
 */
export function canOpenTaxiCourseForm(user: HasRoles): boolean {
  return !hasAnyRole(user, ['ROLE_DRIVER', 'ROLE_PASSENGER']) || hasAnyRole(user, TAXI_COURSE_CREATOR_ROLES);
}

/** 'utwórz kilometrówkę': a passenger holding ROLE_KILOMETER_COURSE. */
export function canCreateKilometerCourse(user: PermissionUser): boolean {
  return hasAllRoles(user, ['ROLE_PASSENGER', 'ROLE_KILOMETER_COURSE']);
}

/**
 * Editing a taxi course (its relation, ride number, deadline): managers, involved transport companies
 * and the course's own driver; everyone else, the railway company included, reads only (§6).
 * Example: canEditCourse(driver, { ...course, driverId: driver.id }, []) === true
 */
export function canEditCourse(
  user: PermissionUser,
  course: PermissionCourse,
  superiorOf: SuperiorOf,
): boolean {
  return (
    isManager(user) || isInvolvedTransportCompany(user, course, superiorOf) || isCourseDriver(user, course)
  );
}

/**
 * Passenger and locomotive fields: manager, the course's company and transport companies; a transport
 * company edits passengers only as a superior contractor (§6), locomotives whenever involved.
 * Example: canEditPassengersAndLocomotives(contractorUser, course, []) -> { passengers: false, locomotives: true }
 */
export function canEditPassengersAndLocomotives(
  user: PermissionUser,
  course: PermissionCourse,
  superiorOf: SuperiorOf,
): { passengers: boolean; locomotives: boolean } {
  const base = isManager(user) || isCourseCompany(user, course);
  return {
    passengers: base || isSuperiorContractor(user, course, superiorOf),
    locomotives: base || isInvolvedTransportCompany(user, course, superiorOf),
  };
}

/**
 * The contractor/subcontractor fields: manager, the contractor and a superior contractor; read-only for
 * the subcontractor and the railway company (§6).
 */
export function canEditTransportCompany(
  user: PermissionUser,
  course: PermissionCourse,
  superiorOf: SuperiorOf,
): boolean {
  if (isManager(user) || isSuperiorContractor(user, course, superiorOf)) return true;
  return isTransportCompanyUser(user) && user.companyId !== null && user.companyId === course.contractorId;
}

/**
 * The driver field: manager, contractor (with or without a subcontractor) and subcontractor; read-only
 * for the railway company. A superior contractor that does not execute the course is not listed by §6.
 */
export function canEditDriver(user: PermissionUser, course: PermissionCourse): boolean {
  return isManager(user) || isExecutingTransportCompany(user, course);
}

/** Setting a ride status by hand: manager or superior contractor (§4, §6). */
export function canEditRideStatusManually(
  user: PermissionUser,
  course: PermissionCourse,
  superiorOf: SuperiorOf,
): boolean {
  return isManager(user) || isSuperiorContractor(user, course, superiorOf);
}

/** 'Pobierz .xlsx' and reports; without the role the premium modal opens. */
export function canDownloadReport(user: PermissionUser): boolean {
  return hasRole(user, 'ROLE_COURSE_GENERATE_REPORT');
}

/** 'Relacja kierowcy' section of the course drawer: managers and involved transport companies. */
export function canSeeDriverRelation(
  user: PermissionUser,
  course: PermissionCourse,
  superiorOf: SuperiorOf,
): boolean {
  return isManager(user) || isInvolvedTransportCompany(user, course, superiorOf);
}

/**
 * The driver relation is shown once the course is finished: it has rides and every one is closed
 * (finished, accepted for settlement or cancelled); before that the drawer shows DRIVER_RELATION_PENDING.
 */
export function isDriverRelationReady(course: Pick<PermissionCourse, 'rides'>): boolean {
  return course.rides.length > 0 && course.rides.every(isRideClosed);
}

/*
 * Contractor choice. Which transport companies a user may pick as the contractor of a course (courses.md §6,
 * administration.md §6), over plain data: the contractor links (company_contractors rows) are passed in.
 *
 * - a railway company user picks among its company's contractors;
 * - a base transport company picks itself or its own contractors;
 * - a superior contractor of a railway company of the course may also pick that company's contractors;
 * - a manager sees the contractors common to every railway company of the course (each ride has a company);
 * - anyone else gets none.
 */

/** One company_contractors row: `ownerId` has `contractorId` as a contractor. */
export interface ContractorLink {
  ownerId: number;
  contractorId: number;
  superior: boolean;
}

const sorted = (ids: Iterable<number>) => [...new Set(ids)].sort((a, b) => a - b);

/** Example: contractorsOf(1, [{ ownerId: 1, contractorId: 5, superior: false }]) -> [5] */
export function contractorsOf(ownerId: number, links: readonly ContractorLink[]): number[] {
  return sorted(links.filter((link) => link.ownerId === ownerId).map((link) => link.contractorId));
}

/**
 * Railway companies for which `transportCompanyId` is a superior contractor: the `superiorOf` list
 * the other functions take. Example: superiorCompaniesOf(7, [{ ownerId: 1, contractorId: 7, superior: true }]) -> [1]
 */
export function superiorCompaniesOf(transportCompanyId: number, links: readonly ContractorLink[]): number[] {
  return sorted(
    links.filter((l) => l.superior && l.contractorId === transportCompanyId).map((l) => l.ownerId),
  );
}

/**
 * The `superiorOf` list of a user: none without a company (an admin, a passenger).
 * Example: superiorOfUser({ companyId: null }, links) -> []
 */
export const superiorOfUser = (user: { companyId: number | null }, links: readonly ContractorLink[]) =>
  user.companyId === null ? [] : superiorCompaniesOf(user.companyId, links);

/**
 * Contractor ids the user may choose, ascending. `companyIds` are the railway companies of the course
 * (of each ride; one for a new course).
 * Example: contractorChoices({ id: 1, roles: ['ROLE_TRANSPORT_COMPANY'], companyId: 7 }, [1], links) -> [7, ...own contractors]
 */
export function contractorChoices(
  user: PermissionUser,
  companyIds: readonly number[],
  links: readonly ContractorLink[],
): number[] {
  if (isManager(user)) {
    const [first, ...rest] = companyIds.map((id) => contractorsOf(id, links));
    if (!first) return [];
    return first.filter((id) => rest.every((list) => list.includes(id)));
  }
  if (user.companyId === null) return [];
  if (hasAnyRole(user, ['ROLE_COMPANY', 'ROLE_USER_COMPANY'])) return contractorsOf(user.companyId, links);
  if (isTransportCompanyUser(user)) {
    const own = user.companyId;
    const superiorFor = superiorCompaniesOf(own, links).filter((id) => companyIds.includes(id));
    return sorted([
      own,
      ...contractorsOf(own, links),
      ...superiorFor.flatMap((id) => contractorsOf(id, links)),
    ]);
  }
  return [];
}

/**
 * Subcontractor ids for a chosen contractor: that contractor's own contractors (not itself).
 * Not worded by the spec; the subcontractor executes for the contractor, so it comes from its links.
 */
export function subcontractorChoices(
  contractorId: number | null,
  links: readonly ContractorLink[],
): number[] {
  if (contractorId === null) return [];
  return contractorsOf(contractorId, links).filter((id) => id !== contractorId);
}
