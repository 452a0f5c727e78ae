/**
 * Which parts of a saved taxi course a user may change (courses.md §6, field by field). The edit form
 * enables its fields with it and the server refuses a PUT that changes a part the user may not, so a
 * hand-made request can do no more than the form.
 */
import {
  canEditCourse,
  canEditDriver,
  canEditPassengersAndLocomotives,
  canEditRideStatusManually,
  canEditTransportCompany,
} from './course-permissions';
import type { PermissionCourse, PermissionUser, SuperiorOf } from './course-permissions';

export const COURSE_FIELDS = [
  'course',
  'transportCompany',
  'driver',
  'status',
  'passengers',
  'locomotives',
] as const;
/**
 * - course: the railway company, the rides, their numbers, deadlines, stops, places and times;
 * - transportCompany: contractor and subcontractor; driver: the driver and the driver's phone;
 * - status: a ride status set by hand; passengers and locomotives: those of each stop.
 * Starting bases follow their own rule per ride (`canEditStartingBase`, domain/rides/starting-base.ts).
 */
export type CourseField = (typeof COURSE_FIELDS)[number];

/** The words of a refusal: 'Brak uprawnień do zmiany: kierowca'. */
export const COURSE_FIELD_LABELS: Record<CourseField | 'startingBases', string> = {
  course: 'trasa, czasy i numery przejazdów',
  transportCompany: 'firma transportowa',
  driver: 'kierowca',
  status: 'status przejazdu',
  passengers: 'pasażerowie',
  locomotives: 'lokomotywy',
  startingBases: 'baza startowa',
};

export const fieldRefusal = (field: CourseField | 'startingBases') =>
  `Brak uprawnień do zmiany: ${COURSE_FIELD_LABELS[field]}`;

/**
 * Example: for the course's own driver, courseFieldRights(driver, course, []) ->
 * { course: true, transportCompany: false, driver: false, status: false, passengers: false, locomotives: false }
 */
export function courseFieldRights(
  user: PermissionUser,
  course: PermissionCourse,
  superiorOf: SuperiorOf,
): Record<CourseField, boolean> {
  const full = canEditCourse(user, course, superiorOf);
  const crew = canEditPassengersAndLocomotives(user, course, superiorOf);
  return {
    course: full,
    transportCompany: full && canEditTransportCompany(user, course, superiorOf),
    driver: full && canEditDriver(user, course),
    status: canEditRideStatusManually(user, course, superiorOf),
    passengers: crew.passengers,
    locomotives: crew.locomotives,
  };
}
