/**
 * The car transfer protocol's state machine (administration.md §3, §4: waiting_for_acceptance ->
 * (the new owner accepts) waiting_for_validation -> (a validator accepts or rejects) accepted /
 * declined). Table-driven like domain/rides/ride-transitions.ts: for a user, a protocol and a move,
 * whether it is allowed and where it leads. The SPA shows buttons with `canProtocolMove`; the server
 * enforces with `protocolTransition` ('forbidden' -> 403, 'status' -> 409). Readings: spec-decisions
 * rows 405-409.
 */
import { hasRole } from '../auth/roles';
import type { FleetActor } from './car-permissions';
import { mayManageCar } from './car-permissions';

export const TRANSFER_STATUSES = [
  'waiting_for_acceptance',
  'waiting_for_validation',
  'accepted',
  'declined',
] as const;
export type TransferStatus = (typeof TRANSFER_STATUSES)[number];

/** The creator's protocol is pending in either waiting state (§4); 'Przekaż samochód' hides meanwhile. */
export const PENDING_TRANSFER_STATUSES: readonly TransferStatus[] = [
  'waiting_for_acceptance',
  'waiting_for_validation',
];

export const isPendingTransfer = (status: string) =>
  (PENDING_TRANSFER_STATUSES as readonly string[]).includes(status);

/** Polish labels for the statuses (not worded by the spec; row 407). */
export const TRANSFER_STATUS_LABELS: Record<TransferStatus, string> = {
  waiting_for_acceptance: 'Oczekuje na akceptację',
  waiting_for_validation: 'Oczekuje na zatwierdzenie',
  accepted: 'Zatwierdzony',
  declined: 'Odrzucony',
};

/**
 * Said to the new driver after 'Akceptuj' (issue 31): an accepted transfer is not the car yet, it waits
 * for the fleet's approval (§4's two steps). Not worded by the spec.
 */
export const PROTOCOL_AWAITS_VALIDATION =
  'Przyjęto samochód. Protokół czeka teraz na zatwierdzenie przez osobę zarządzającą flotą.';

/** Who a move belongs to. */
type Party = 'newDriver' | 'validator' | 'creator';

export const PROTOCOL_MOVES = ['accept', 'refuse', 'validate', 'reject', 'edit'] as const;
export type ProtocolMove = (typeof PROTOCOL_MOVES)[number];

/** The table: each move, the one status it starts from, where it leads and who may make it. */
export const PROTOCOL_TRANSITIONS: Readonly<
  Record<ProtocolMove, { from: TransferStatus; to: TransferStatus; by: Party }>
> = {
  accept: { from: 'waiting_for_acceptance', to: 'waiting_for_validation', by: 'newDriver' },
  refuse: { from: 'waiting_for_acceptance', to: 'declined', by: 'newDriver' },
  validate: { from: 'waiting_for_validation', to: 'accepted', by: 'validator' },
  reject: { from: 'waiting_for_validation', to: 'declined', by: 'validator' },
  edit: { from: 'waiting_for_acceptance', to: 'waiting_for_acceptance', by: 'creator' },
};

/** The protocol as the rules read it. */
export interface TransitionProtocol {
  status: string;
  newDriverId: number;
  createdById: number | null;
  car: { companyId: number | null; userId: number | null };
}

export const PROTOCOL_REFUSALS = {
  forbidden: 'Brak uprawnień do tej operacji',
  status: 'Protokół przekazania ma już inny status',
  pending: 'Samochód ma już oczekujący protokół przekazania',
} as const;

export type ProtocolTransitionResult =
  | { allowed: true; status: TransferStatus }
  | { allowed: false; reason: 'forbidden' | 'status'; message: string };

/**
 * The validator: a fleet user of the car's company (or the administrator), the reading of row 405.
 * Example: isTransferValidator({ id: 9, roles: ['ROLE_FLEET'], companyId: 2 }, { companyId: 2, userId: 4 }) === true
 */
export function isTransferValidator(user: FleetActor, car: TransitionProtocol['car']): boolean {
  return hasRole(user, 'ROLE_ADMIN') || (hasRole(user, 'ROLE_FLEET') && mayManageCar(user, car));
}

function isParty(user: FleetActor, protocol: TransitionProtocol, party: Party): boolean {
  if (party === 'newDriver') return user.id === protocol.newDriverId;
  if (party === 'creator') return user.id === protocol.createdById;
  return isTransferValidator(user, protocol.car);
}

/**
 * Example: protocolTransition(newDriver, { status: 'waiting_for_acceptance', ... }, 'accept')
 *   -> { allowed: true, status: 'waiting_for_validation' }
 */
export function protocolTransition(
  user: FleetActor,
  protocol: TransitionProtocol,
  move: ProtocolMove,
): ProtocolTransitionResult {
  const rule = PROTOCOL_TRANSITIONS[move];
  if (!isParty(user, protocol, rule.by))
    return { allowed: false, reason: 'forbidden', message: PROTOCOL_REFUSALS.forbidden };
  if (protocol.status !== rule.from)
    return { allowed: false, reason: 'status', message: PROTOCOL_REFUSALS.status };
  return { allowed: true, status: rule.to };
}

export const canProtocolMove = (user: FleetActor, protocol: TransitionProtocol, move: ProtocolMove) =>
  protocolTransition(user, protocol, move).allowed;

/**
 * 'Przekaż samochód': the car's driver or who manages the car, and only while the car has no pending
 * protocol (§4: hidden while the creator's protocol is pending; one pending protocol per car, row 408).
 * Example: mayHandOverCar({ id: 4, roles: ['ROLE_DRIVER'], companyId: 2 }, { companyId: 2, userId: 4 }, false) === true
 */
export function mayHandOverCar(
  user: FleetActor,
  car: TransitionProtocol['car'],
  hasPendingProtocol: boolean,
): boolean {
  if (hasPendingProtocol) return false;
  return (car.userId !== null && car.userId === user.id) || mayManageCar(user, car);
}
