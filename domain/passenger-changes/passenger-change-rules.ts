/**
 * The passenger-change register (administration.md §2.3 'Ewidencja zmian pasażerów', §3, §7): who reads
 * it, what a course write records, and who may mark a change realized. The SPA shows the menu entry and
 * the 'Zrealizowano' button with these; the server enforces the same functions.
 */
import { hasRole } from '../auth/roles';

export type PassengerChangeKind = 'added' | 'removed';

/** The generated reason of a row (the course form has no reason field: spec-decisions row 551). */
export const PASSENGER_CHANGE_REASONS: Readonly<Record<PassengerChangeKind, string>> = {
  added: 'Dodano pasażera',
  removed: 'Usunięto pasażera',
};

export const PASSENGER_CHANGE_MESSAGES = {
  alreadyRealized: 'Zmiana została już oznaczona jako zrealizowana.',
  notRealized: 'Zmiana nie jest oznaczona jako zrealizowana.',
  onlySelf: 'Zmianę można oznaczyć jako zrealizowaną tylko we własnym imieniu.',
} as const;

interface RoleHolder {
  roles: readonly string[];
}

/**
 * Who reads the register: holders of ROLE_PASSENGER_CHANGE, each over the courses they may see
 * (domain/courses/visibility.ts; row 553).
 */
export const canReadPassengerChanges = (user: RoleHolder): boolean => hasRole(user, 'ROLE_PASSENGER_CHANGE');

export interface PassengerDiff {
  passengerId: number;
  kind: PassengerChangeKind;
}

/**
 * What a course write changed about a course's passengers: every passenger on some segment before and
 * on none after is 'removed', and the other way round 'added'; a passenger moved between stops or rides
 * of the same course is no change. Sorted by kind then id, so rows come in a stable order.
 *
 * Example: passengerDiff([1, 2], [2, 3]) -> [{ passengerId: 3, kind: 'added' }, { passengerId: 1, kind: 'removed' }]
 */
export function passengerDiff(before: Iterable<number>, after: Iterable<number>): PassengerDiff[] {
  const was = new Set(before);
  const now = new Set(after);
  const added = [...now].filter((id) => !was.has(id)).sort((a, b) => a - b);
  const removed = [...was].filter((id) => !now.has(id)).sort((a, b) => a - b);
  return [
    ...added.map((passengerId) => ({ passengerId, kind: 'added' as const })),
    ...removed.map((passengerId) => ({ passengerId, kind: 'removed' as const })),
  ];
}

export type RealizeResult =
  { allowed: true } | { allowed: false; reason: 'forbidden' | 'state'; message: string };

/**
 * Marking realized (`realizedBy` = the caller) or taking the mark back (`realizedBy` = null). A reader
 * marks only in their own name; marking twice or unmarking an open change is a 409 (row 554).
 */
export function realizeTransition(
  user: RoleHolder & { id: number },
  change: { realizedById: number | null },
  realizedBy: number | null,
): RealizeResult {
  if (!canReadPassengerChanges(user))
    return { allowed: false, reason: 'forbidden', message: PASSENGER_CHANGE_MESSAGES.onlySelf };
  if (realizedBy !== null && realizedBy !== user.id)
    return { allowed: false, reason: 'forbidden', message: PASSENGER_CHANGE_MESSAGES.onlySelf };
  if (realizedBy !== null && change.realizedById !== null)
    return { allowed: false, reason: 'state', message: PASSENGER_CHANGE_MESSAGES.alreadyRealized };
  if (realizedBy === null && change.realizedById === null)
    return { allowed: false, reason: 'state', message: PASSENGER_CHANGE_MESSAGES.notRealized };
  return { allowed: true };
}

/** The SPA's button: shown on an open change to a reader. */
export const canMarkRealized = (user: RoleHolder & { id: number }, change: { realizedById: number | null }) =>
  realizeTransition(user, change, user.id).allowed;
