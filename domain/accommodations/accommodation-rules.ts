/**
 * 'Lista noclegów' (administration.md §2.1 '/accommodations', §2.3 'Noclegi' for ADMIN or HOTEL;
 * docs/spec-decisions.md rows 252-255): an accommodation is a booked stay of a crew at a hotel (a
 * place of type hotel), from a day to a later day. An administrator books it; the hotel role (who
 * keeps the hotels, §2.3 'Hotele') confirms it with the hotel, and either of them cancels it.
 *
 * The SPA shows the buttons with `canAccommodationAction`; the server enforces with
 * `accommodationTransition` (refusals: 'forbidden' -> 403, 'status' -> 409).
 */
import { hasRole, type HasRoles } from '../auth/roles';

export const ACCOMMODATION_STATUSES = ['booked', 'confirmed', 'cancelled'] as const;
export type AccommodationStatus = (typeof ACCOMMODATION_STATUSES)[number];

export const ACCOMMODATION_STATUS_LABELS: Readonly<Record<AccommodationStatus, string>> = {
  booked: 'Zarezerwowany',
  confirmed: 'Potwierdzony',
  cancelled: 'Anulowany',
};

export const ACCOMMODATION_ACTIONS = ['confirm', 'cancel'] as const;
export type AccommodationAction = (typeof ACCOMMODATION_ACTIONS)[number];

/** The hotel role or an administrator: who reads the list and confirms or cancels. */
const isAccommodationDesk = (user: HasRoles) => hasRole(user, 'ROLE_HOTEL') || hasRole(user, 'ROLE_ADMIN');

/** The table of §4-style transitions: from which statuses, by whom, to what. */
const TRANSITIONS: Readonly<
  Record<
    AccommodationAction,
    { from: readonly AccommodationStatus[]; by: (user: HasRoles) => boolean; to: AccommodationStatus }
  >
> = {
  confirm: { from: ['booked'], by: (user) => isAccommodationDesk(user), to: 'confirmed' },
  cancel: { from: ['booked', 'confirmed'], by: (user) => isAccommodationDesk(user), to: 'cancelled' },
};

export const ACCOMMODATION_REFUSALS = {
  status: 'Nocleg ma już inny status. Odśwież listę.',
} as const;

/**
 * May open 'Lista noclegów' (the menu's 'Noclegi': ADMIN or HOTEL) and read every accommodation.
 * Example: canListAccommodations({ roles: ['ROLE_HOTEL'] }) === true
 */
export function canListAccommodations(user: HasRoles): boolean {
  return isAccommodationDesk(user);
}

/**
 * May book one ('Utwórz', `/accommodations/create`): administrators only (row 253).
 * Example: canBookAccommodation({ roles: ['ROLE_HOTEL'] }) === false
 */
export function canBookAccommodation(user: HasRoles): boolean {
  return hasRole(user, 'ROLE_ADMIN');
}

export type AccommodationTransition =
  { allowed: true; status: AccommodationStatus } | { allowed: false; reason: 'forbidden' | 'status' };

/**
 * Example: accommodationTransition({ roles: ['ROLE_HOTEL'] }, 'booked', 'confirm')
 *   -> { allowed: true, status: 'confirmed' }
 */
export function accommodationTransition(
  user: HasRoles,
  status: AccommodationStatus,
  action: AccommodationAction,
): AccommodationTransition {
  const rule = TRANSITIONS[action];
  if (!rule.by(user)) return { allowed: false, reason: 'forbidden' };
  if (!rule.from.includes(status)) return { allowed: false, reason: 'status' };
  return { allowed: true, status: rule.to };
}

/** Whether the SPA shows the action's button. */
export function canAccommodationAction(
  user: HasRoles,
  status: AccommodationStatus,
  action: AccommodationAction,
): boolean {
  return accommodationTransition(user, status, action).allowed;
}
