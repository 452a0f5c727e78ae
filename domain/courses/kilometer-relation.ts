/**
 * 'Edycja relacji' of a kilometer course (courses.md §2 "Relacja (editable timeline)", §6 "Edit
 * relation: ... kilometer needs creator or driver"): who may change its stops, and while when.
 * The drawer shows 'EDYTUJ RELACJĘ' with this rule; `PUT api/kilometer_courses/{id}` enforces it.
 */
import type { KilometerRideStatus } from './ride-status';

export const KILOMETER_RELATION_TEXTS = {
  open: 'EDYTUJ RELACJĘ',
  title: 'Edycja relacji',
  save: 'zapisz zmiany',
} as const;

export const KILOMETER_RELATION_REFUSALS = {
  forbidden: 'Relację kilometrówki może zmienić tylko osoba, która ją utworzyła, albo jej kierowca.',
  status:
    'Relacji nie można już zmienić: przejazd został zaakceptowany do rozliczenia, rozliczony albo anulowany.',
} as const;

/**
 * Statuses in which the relation is still the employee's to fix (docs/spec-decisions.md row 85): before
 * the report ('created'), after it while the company has not accepted it ('finished'), and when the
 * company reported an inconsistency. Once accepted for settlement, settled or cancelled the stops are
 * what the money was counted from and stay as they are.
 */
export const KILOMETER_RELATION_EDITABLE_STATUSES: readonly KilometerRideStatus[] = [
  'created',
  'finished',
  'inconsistency',
];

export interface KilometerRelationUser {
  id: number;
}

export interface KilometerRelationCourse {
  /** User id of whoever created the course. */
  createdById: number | null;
  /** User id of the driver (the employee driving their own car). */
  driverId: number | null;
  rides: readonly { status: string }[];
}

export type KilometerRelationCheck =
  { allowed: true } | { allowed: false; reason: keyof typeof KILOMETER_RELATION_REFUSALS };

/**
 * Whether `user` may edit the stops of the kilometer course. The creator or the driver, whatever
 * their roles (a manager is neither, so reads only); every ride in an editable status.
 * Example: canEditKilometerRelation({ id: 7 }, { createdById: 7, driverId: 7, rides: [{ status: 'created' }] })
 *   -> { allowed: true }; with status 'settled' -> { allowed: false, reason: 'status' }
 */
export function canEditKilometerRelation(
  user: KilometerRelationUser,
  course: KilometerRelationCourse,
): KilometerRelationCheck {
  const own = course.createdById === user.id || course.driverId === user.id;
  if (!own) return { allowed: false, reason: 'forbidden' };
  const editable = (status: string) =>
    (KILOMETER_RELATION_EDITABLE_STATUSES as readonly string[]).includes(status);
  if (!course.rides.every((ride) => editable(ride.status))) return { allowed: false, reason: 'status' };
  return { allowed: true };
}
