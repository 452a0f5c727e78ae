/**
 * 'Edycja bazy startowej' (courses.md §2 dialogs, §6 "Edit starting base: manager or superior
 * contractor, not in driver relation"): who may change a taxi ride's starting bases, and when.
 */
import type { PermissionCourse, PermissionUser, SuperiorOf } from '../courses/course-permissions';
import { inDriverRelation } from './driver-relation';
import { OPEN_RIDE_STATUSES } from './ride-effects';
import { rideRelations } from './ride-relations';

export const STARTING_BASE_DIALOG = {
  title: 'Edycja bazy startowej',
  from: 'Baza startowa (wyjazd)',
  to: 'Baza startowa (powrót)',
  cancel: 'anuluj',
  confirm: 'Zatwierdź zmiany',
  open: 'Edytuj bazę startową',
} as const;

export const STARTING_BASE_REFUSALS = {
  forbidden: 'Bazę startową może zmienić dyspozytor albo nadrzędny przewoźnik.',
  status: 'Bazy startowej nie można zmienić w obecnym statusie przejazdu.',
  driverRelation: 'Przejazd jest częścią relacji kierowcy: bazę startową zmienia się w relacji kierowcy.',
  unknownBase: 'Nie znaleziono bazy startowej.',
} as const;

export interface StartingBaseRide {
  status: string;
}

export type StartingBaseCheck =
  { allowed: true } | { allowed: false; reason: keyof typeof STARTING_BASE_REFUSALS };

/**
 * "Not in driver relation" (docs/spec-decisions.md row 46): a ride the driver accepted in a course of
 * two or more rides belongs to the driver's relation, whose bases are the relation's own.
 */
/** Who may ever edit a ride's starting bases: managers and the superior contractor (§6). */
export function isStartingBaseEditor(
  user: PermissionUser,
  course: PermissionCourse,
  superiorOf: SuperiorOf,
): boolean {
  const relations = rideRelations(user, course, superiorOf);
  return relations.has('manager') || relations.has('superior_contractor');
}

export function canEditStartingBase(
  user: PermissionUser,
  course: PermissionCourse,
  ride: StartingBaseRide,
  superiorOf: SuperiorOf,
): StartingBaseCheck {
  if (!isStartingBaseEditor(user, course, superiorOf)) return { allowed: false, reason: 'forbidden' };
  if (!(OPEN_RIDE_STATUSES as readonly string[]).includes(ride.status))
    return { allowed: false, reason: 'status' };
  if (inDriverRelation(ride.status, course.rides.length)) return { allowed: false, reason: 'driverRelation' };
  return { allowed: true };
}
