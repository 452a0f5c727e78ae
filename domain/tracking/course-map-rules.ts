/**
 * The map of cars in progress on the course list (issue 35 part 1, rows 823-825): who sees it, how
 * often it asks, and its texts. The cars shown are the courses the list shows the caller
 * (`courseVisibility`), never another rule.
 */
import { isManager } from '../auth/roles';
import { courseVisibility, type VisibilityUser } from '../courses/visibility';

/** The map asks for the latest positions this often while it is shown. */
export const COURSE_MAP_REFRESH_MS = 10_000;

export const COURSE_MAP_TEXTS = {
  list: 'Lista',
  map: 'Mapa',
  toggle: 'Widok kursów',
  mapLabel: 'Mapa samochodów w trasie',
  empty: 'Żaden samochód nie jest teraz w trasie.',
  noPosition: 'brak położenia',
  positionAt: 'położenie z',
} as const;

/**
 * The dispatcher (and the administrator) and a transport company see the map; a railway company,
 * driver, passenger, accountant do not (the issue names the first two; positions go to no one else).
 * `GET api/course_positions/latest` answers 403 to the others.
 * Example: canSeeCourseMap({ id: 1, roles: ['ROLE_TRANSPORT_COMPANY'], companyId: 4 }) === true
 */
export function canSeeCourseMap(user: VisibilityUser): boolean {
  return isManager(user) || courseVisibility(user).kind === 'transport';
}
