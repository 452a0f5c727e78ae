/**
 * 'Edycja relacji' of a taxi ride (courses.md §2 dialogs, §6 "Edit relation: taxi needs course-edit
 * permission"): who may replace a ride's stops, when, and which crew lists they may change doing so.
 *
 * Readings (docs/spec-decisions.md rows 70-74):
 * - Course-edit permission is `canEditCourse` (managers, the involved transport companies, the course's
 *   driver); the railway company reads only and changes passengers through the course form.
 * - Only open rides (`OPEN_RIDE_STATUSES`, as for the starting base): a finished, settled or cancelled
 *   ride's route is what was driven and billed.
 * - The relation editor is the course form's stop editor, so its field rights hold too: whoever may not
 *   edit passengers (or locomotives) on the course form may not change them through the relation.
 */
import { canEditCourse } from '../courses/course-permissions';
import type { PermissionCourse, PermissionUser, SuperiorOf } from '../courses/course-permissions';
import { OPEN_RIDE_STATUSES } from './ride-effects';

export const RELATION_EDIT_DIALOG = {
  open: 'EDYTUJ RELACJĘ',
  title: 'Edycja relacji',
  save: 'zapisz relację',
  cancel: 'anuluj',
} as const;

export const RELATION_EDIT_REFUSALS = {
  forbidden: 'Relację przejazdu może zmienić dyspozytor, firma transportowa kursu albo jego kierowca.',
  status: 'Relacji nie można zmienić w obecnym statusie przejazdu.',
  passengers: 'Nie możesz zmieniać pasażerów tego przejazdu.',
  locomotives: 'Nie możesz zmieniać lokomotyw tego przejazdu.',
} as const;

export type RelationEditRefusal = keyof typeof RELATION_EDIT_REFUSALS;

export interface RelationRide {
  status: string;
}

export type RelationEditCheck = { allowed: true } | { allowed: false; reason: 'forbidden' | 'status' };

/**
 * Whether the user may open 'Edycja relacji' of the ride: course-edit permission (§6) and an open ride.
 * Example: canEditTaxiRelation(dispatcher, course, { status: 'planning' }, []) -> { allowed: true };
 *   canEditTaxiRelation(dispatcher, course, { status: 'finished' }, []) -> { allowed: false, reason: 'status' }
 */
export function canEditTaxiRelation(
  user: PermissionUser,
  course: PermissionCourse,
  ride: RelationRide,
  superiorOf: SuperiorOf,
): RelationEditCheck {
  if (!canEditCourse(user, course, superiorOf)) return { allowed: false, reason: 'forbidden' };
  if (!(OPEN_RIDE_STATUSES as readonly string[]).includes(ride.status))
    return { allowed: false, reason: 'status' };
  return { allowed: true };
}

/** One stop as the crew comparison reads it: its waypoint id (null when new) and the ids it carries. */
export interface RelationStop {
  id: number | null;
  passengerIds: readonly number[];
  locomotiveIds: readonly number[];
}

export interface CrewChanges {
  passengers: boolean;
  locomotives: boolean;
}

// The last stop is a drop-off point: whatever it lists rides no segment (docs/spec-decisions.md row 13).
const carried = (stops: readonly RelationStop[]) =>
  stops.map((stop, index) =>
    index === stops.length - 1 ? { ...stop, passengerIds: [], locomotiveIds: [] } : stop,
  );

const sameIds = (a: readonly number[], b: readonly number[]) => {
  const left = new Set(a);
  const right = new Set(b);
  return left.size === right.size && [...left].every((id) => right.has(id));
};

/**
 * Whether the new stops change who (passengers) or what (locomotives) rides from a stop, comparing the
 * stops by waypoint id: a kept stop must carry the same ids, a new stop none, and a removed stop must
 * have carried none. Places and times may change freely.
 * Example: relationCrewChanges([{ id: 1, passengerIds: [5], locomotiveIds: [] }, { id: 2, ... }],
 *   [{ id: 1, passengerIds: [5, 6], locomotiveIds: [] }, { id: 2, ... }]) -> { passengers: true, locomotives: false }
 */
export function relationCrewChanges(
  stored: readonly RelationStop[],
  planned: readonly RelationStop[],
): CrewChanges {
  const before = carried(stored);
  const after = carried(planned);
  const byId = new Map(before.map((stop) => [stop.id, stop]));
  const keptIds = new Set(after.flatMap((stop) => (stop.id === null ? [] : [stop.id])));
  const changes: CrewChanges = { passengers: false, locomotives: false };
  for (const stop of after) {
    const old = stop.id === null ? undefined : byId.get(stop.id);
    if (!sameIds(old?.passengerIds ?? [], stop.passengerIds)) changes.passengers = true;
    if (!sameIds(old?.locomotiveIds ?? [], stop.locomotiveIds)) changes.locomotives = true;
  }
  for (const stop of before) {
    if (stop.id !== null && keptIds.has(stop.id)) continue;
    if (stop.passengerIds.length > 0) changes.passengers = true;
    if (stop.locomotiveIds.length > 0) changes.locomotives = true;
  }
  return changes;
}

/**
 * The refusal for crew changes the user has no right to (`canEditPassengersAndLocomotives`), or null.
 * Example: crewRefusal({ passengers: true, locomotives: false }, { passengers: false, locomotives: true }) === 'passengers'
 */
export function crewRefusal(changes: CrewChanges, rights: CrewChanges): RelationEditRefusal | null {
  if (changes.passengers && !rights.passengers) return 'passengers';
  if (changes.locomotives && !rights.locomotives) return 'locomotives';
  return null;
}
