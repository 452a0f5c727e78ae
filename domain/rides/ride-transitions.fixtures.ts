/** Actors and a course for the ride state machine tests. */
import type { PermissionUser } from '../courses/course-permissions';
import type { TransitionCourse } from './ride-transitions';

/**
 * Railway company 1 ordered the course; transport company 10 contracts it, 11 subcontracts (so 11
 * accepts), 12 is a superior contractor of company 1; user 50 drives it.
 */
export const ACTORS = {
  manager: { id: 1, roles: ['ROLE_USER'], companyId: null },
  admin: { id: 2, roles: ['ROLE_ADMIN'], companyId: null },
  company: { id: 3, roles: ['ROLE_COMPANY'], companyId: 1 },
  companyDispatcher: { id: 4, roles: ['ROLE_USER_COMPANY'], companyId: 1 },
  otherCompany: { id: 5, roles: ['ROLE_COMPANY'], companyId: 2 },
  contractor: { id: 6, roles: ['ROLE_TRANSPORT_COMPANY'], companyId: 10 },
  subcontractor: { id: 7, roles: ['ROLE_TRANSPORT_COMPANY'], companyId: 11 },
  superior: { id: 8, roles: ['ROLE_TRANSPORT_COMPANY'], companyId: 12 },
  otherTransport: { id: 9, roles: ['ROLE_TRANSPORT_COMPANY'], companyId: 13 },
  driver: { id: 50, roles: ['ROLE_DRIVER'], companyId: 11 },
  otherDriver: { id: 51, roles: ['ROLE_DRIVER'], companyId: 11 },
  passenger: { id: 60, roles: ['ROLE_PASSENGER'], companyId: 1 },
  accountant: { id: 70, roles: ['ROLE_ACCOUNTANT'], companyId: null },
} satisfies Record<string, PermissionUser>;
export type Actor = keyof typeof ACTORS;
export const superiorOfActor = (actor: Actor) => (actor === 'superior' ? [1] : []);

export const baseCourse: TransitionCourse = {
  companyId: 1,
  contractorId: 10,
  subcontractorId: 11,
  driverId: 50,
  rides: [],
  driverStartAt: null,
  driverEndAt: null,
  driverDistance: null,
  contractorSmsNotification: false,
  invoiced: false,
};
