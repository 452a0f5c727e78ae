/**
 * The taxi ride's settlement transitions (courses.md §4 "Customer settlement", 'Zapisz i przekaż do
 * rozliczenia'; §6 "only company user accepts for settlement, reports inconsistency, cancels acceptance")
 * and who may edit which bill. One table for the SPA's buttons and the server's refusals (403 'forbidden',
 * 409 'status'), in the shape of domain/rides/ride-transitions.ts. Readings: docs/spec-decisions.md 146-152.
 */
import type { TaxiRideStatus } from '../courses/ride-status';
import type { PermissionCourse, PermissionUser } from '../courses/course-permissions';
import { INVOICED_SETTLEMENT_REFUSAL, RIDE_REFUSALS } from '../rides/ride-messages';
import { settlementViewOf, type SettlementView } from './settlement-view';
import { NO_STAKE } from './rate-stake';

export const SETTLEMENT_ACTIONS = [
  'forward_settlement',
  'accept_settlement',
  'report_inconsistency',
  'cancel_settlement_acceptance',
] as const;
export type SettlementAction = (typeof SETTLEMENT_ACTIONS)[number];

/** The transport company that settles the ride with the railway company: the course's contractor. */
const SETTLERS: readonly SettlementView[] = ['contractor', 'contractorWithSubcontractor'];
const CUSTOMER: readonly SettlementView[] = ['customer'];

/** Where 'Zapisz i przekaż do rozliczenia' is offered (§4), and so where the client's bill is edited. */
export const FORWARDABLE_RIDE_STATUSES: readonly TaxiRideStatus[] = [
  'finished',
  'cancelled_during_realization',
  'tcr_inconsistency',
  'accepted_by_transport_company',
];

interface SettlementRule {
  who: readonly SettlementView[];
  from: readonly TaxiRideStatus[];
  to: TaxiRideStatus;
}

export const SETTLEMENT_RULES: Readonly<Record<SettlementAction, SettlementRule>> = {
  forward_settlement: { who: SETTLERS, from: FORWARDABLE_RIDE_STATUSES, to: 'accepted_by_contractor' },
  accept_settlement: { who: CUSTOMER, from: ['accepted_by_contractor'], to: 'accepted_by_customer' },
  report_inconsistency: {
    who: CUSTOMER,
    from: ['accepted_by_contractor', 'accepted_by_customer'],
    to: 'tcr_inconsistency',
  },
  cancel_settlement_acceptance: {
    who: CUSTOMER,
    from: ['accepted_by_customer'],
    to: 'accepted_by_contractor',
  },
};

/** The course as the settlement rules read it: whether an active invoice lists it (row 810). */
export type SettlementCourse = PermissionCourse & { invoiced: boolean };

export type SettlementResult =
  | { allowed: true; status: TaxiRideStatus }
  | { allowed: false; reason: 'forbidden' | 'status'; message: string };

/** Whether the user is ever among who may do `action` on the course's rides (the server's first check). */
export function isSettlementParty(
  user: PermissionUser,
  course: PermissionCourse,
  action: SettlementAction,
): boolean {
  const view = settlementViewOf(user, course);
  return view !== null && SETTLEMENT_RULES[action].who.includes(view);
}

/**
 * Whether `user` may do `action` on a ride in `status`, and the status it leads to. An invoiced course's
 * settlement stands still until its invoice is cancelled (row 810): the invoice bills these figures.
 * Example: settlementTransition(contractorUser, course, 'finished', 'forward_settlement')
 *   -> { allowed: true, status: 'accepted_by_contractor' }
 */
export function settlementTransition(
  user: PermissionUser,
  course: SettlementCourse,
  status: string,
  action: SettlementAction,
): SettlementResult {
  const rule = SETTLEMENT_RULES[action];
  if (!isSettlementParty(user, course, action))
    return { allowed: false, reason: 'forbidden', message: RIDE_REFUSALS.forbidden };
  if (!(rule.from as readonly string[]).includes(status))
    return { allowed: false, reason: 'status', message: RIDE_REFUSALS.status };
  if (course.invoiced) return { allowed: false, reason: 'status', message: INVOICED_SETTLEMENT_REFUSAL };
  return { allowed: true, status: rule.to };
}

/** For a button: the action is allowed now. */
export const canSettlementAction = (
  user: PermissionUser,
  course: SettlementCourse,
  status: string,
  action: SettlementAction,
) => settlementTransition(user, course, status, action).allowed;

/** The bills of §3 a person types; billFromDriver is the driver's report, billToSettled the rides' sum. */
export type EditableBill = 'rides' | 'billForSubcontractor' | 'billForDriver';

/**
 * Which bills the viewer's drawer edits (row 147): the contractor the client's (the rides'
 * `*ToSettled`) and its own counterpart's (the subcontractor's, else the driver's); the subcontractor the
 * driver's. The railway company edits none. The rides' figures only while they may still be forwarded.
 * Example: editableBills(subcontractorUser, course) -> ['billForDriver']
 */
export function editableBills(user: PermissionUser, course: PermissionCourse): readonly EditableBill[] {
  switch (settlementViewOf(user, course)) {
    case 'contractor':
      return ['rides', 'billForDriver'];
    case 'contractorWithSubcontractor':
      return ['rides', 'billForSubcontractor'];
    case 'subcontractor':
      return ['billForDriver'];
    default:
      return [];
  }
}

/** Whether a ride's client figures may change now: by a settler, while 'Zapisz i przekaż' is offered. */
export const canEditRideSettlement = (user: PermissionUser, course: PermissionCourse, status: string) =>
  editableBills(user, course).includes('rides') &&
  (FORWARDABLE_RIDE_STATUSES as readonly string[]).includes(status);

export const SETTLEMENT_MESSAGES = {
  inconsistencyRequired: 'Należy podać powód niezgodności',
  copied: 'Wartości zostały skopiowane',
  noStake: NO_STAKE,
  rideClosed: 'Rozliczenia tego przejazdu nie można już zmienić. Odśwież i spróbuj ponownie.',
  notYours: 'Tego rozliczenia nie możesz zmienić.',
} as const;
