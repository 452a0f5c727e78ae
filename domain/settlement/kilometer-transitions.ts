/**
 * The kilometer ride's settlement state machine (courses.md §4, §6; docs/spec-decisions.md rows
 * 160-166): who may move a kilometer ride from which status to which. The SPA shows a button with
 * `canKilometerAction`; the server enforces with `kilometerTransition` (refusals: 'forbidden' -> 403,
 * 'status' -> 409). Bulk accept (domain/courses/bulk-settle.ts) is the 'accept' row for many rides.
 */
import { hasAnyRole, hasRole } from '../auth/roles';
import { BULK_SETTLE_TRANSITIONS } from '../courses/bulk-settle';
import type { KilometerRideStatus } from '../courses/ride-status';

export const KILOMETER_ACTIONS = [
  'report',
  'accept',
  'cancel_acceptance',
  'inconsistency',
  'settle',
  'cancel_settlement',
  'cancel',
] as const;
export type KilometerAction = (typeof KILOMETER_ACTIONS)[number];

/** Button texts (§4, issue 11). */
export const KILOMETER_ACTION_LABELS: Readonly<Record<KilometerAction, string>> = {
  report: 'Raport kursu',
  accept: 'Zaakceptuj do rozliczenia',
  cancel_acceptance: 'Anuluj akceptację',
  inconsistency: 'Niezgodność w rozliczeniu',
  settle: 'Rozliczono',
  cancel_settlement: 'Anuluj rozliczenie',
  cancel: 'Anuluj przejazd',
};

export const KILOMETER_REFUSALS = {
  forbidden: 'Nie masz uprawnień do tej zmiany przejazdu.',
  status: 'Przejazd ma już inny status, odśwież widok.',
} as const;

/**
 * How a user stands to a kilometer course: 'company' is the head or dispatcher of its railway company
 * (ROLE_COMPANY / ROLE_USER_COMPANY of that company, never another's), 'employee' whoever created or
 * drives it (the passenger with their own car), 'accountant' any ROLE_ACCOUNTANT (row 161: all companies).
 */
export type KilometerRelation = 'company' | 'employee' | 'accountant';

export interface KilometerUser {
  id: number;
  roles: readonly string[];
  companyId: number | null;
}

export interface KilometerCourse {
  /** The railway company the employee works for. */
  companyId: number;
  createdById: number | null;
  driverId: number | null;
}

export type KilometerTransitionResult =
  | { allowed: true; status: KilometerRideStatus }
  | { allowed: false; reason: keyof typeof KILOMETER_REFUSALS; message: string };

interface Rule {
  who: readonly KilometerRelation[];
  from: readonly KilometerRideStatus[];
  to: KilometerRideStatus;
}

const { kilometer: bulk } = BULK_SETTLE_TRANSITIONS;

/** Row 160: the report is sent first, corrected before acceptance, and sent again after an inconsistency. */
export const KILOMETER_REPORTABLE_STATUSES: readonly KilometerRideStatus[] = [
  'created',
  'finished',
  'inconsistency',
];

const RULES: Readonly<Record<KilometerAction, Rule>> = {
  report: { who: ['employee'], from: KILOMETER_REPORTABLE_STATUSES, to: 'finished' },
  accept: { who: ['company'], from: [bulk.from], to: bulk.to },
  cancel_acceptance: { who: ['company'], from: ['to_be_settled'], to: 'finished' },
  inconsistency: { who: ['company'], from: ['finished'], to: 'inconsistency' },
  settle: { who: ['accountant'], from: ['to_be_settled'], to: 'settled' },
  cancel_settlement: { who: ['accountant'], from: ['settled'], to: 'to_be_settled' },
  // Row 164: cancelling is for a ride nobody has accepted yet; an accepted one is first un-accepted.
  cancel: { who: ['company', 'employee'], from: ['created', 'finished', 'inconsistency'], to: 'cancelled' },
};

/**
 * Every relation the user has to the kilometer course.
 * Example: kilometerRelations({ id: 7, roles: ['ROLE_PASSENGER'], companyId: 1 },
 *   { companyId: 1, createdById: 7, driverId: 7 }) -> Set { 'employee' }
 */
export function kilometerRelations(
  user: KilometerUser,
  course: KilometerCourse,
): ReadonlySet<KilometerRelation> {
  const relations = new Set<KilometerRelation>();
  if (hasAnyRole(user, ['ROLE_COMPANY', 'ROLE_USER_COMPANY']) && user.companyId === course.companyId)
    relations.add('company');
  if (course.createdById === user.id || course.driverId === user.id) relations.add('employee');
  if (hasRole(user, 'ROLE_ACCOUNTANT')) relations.add('accountant');
  return relations;
}

/** Whether the user is ever among who may do `action` on the course, whatever the ride's status. */
export function isKilometerActionParty(
  user: KilometerUser,
  course: KilometerCourse,
  action: KilometerAction,
) {
  const relations = kilometerRelations(user, course);
  return RULES[action].who.some((relation) => relations.has(relation));
}

/**
 * Whether `user` may do `action` on a kilometer ride in `status`, and the status it leads to. Who is
 * checked first (a stranger learns nothing about the status), then the status.
 * Example: kilometerTransition(accountant, course, 'to_be_settled', 'settle') -> { allowed: true, status: 'settled' }
 */
export function kilometerTransition(
  user: KilometerUser,
  course: KilometerCourse,
  status: string,
  action: KilometerAction,
): KilometerTransitionResult {
  const rule = RULES[action];
  if (!isKilometerActionParty(user, course, action))
    return { allowed: false, reason: 'forbidden', message: KILOMETER_REFUSALS.forbidden };
  if (!(rule.from as readonly string[]).includes(status))
    return { allowed: false, reason: 'status', message: KILOMETER_REFUSALS.status };
  return { allowed: true, status: rule.to };
}

/** For showing a button. Example: canKilometerAction(company, course, 'finished', 'accept') === true */
export function canKilometerAction(
  user: KilometerUser,
  course: KilometerCourse,
  status: string,
  action: KilometerAction,
): boolean {
  return kilometerTransition(user, course, status, action).allowed;
}

/** The actions the user may take now, in the order of KILOMETER_ACTIONS (the drawer's buttons). */
export function kilometerActionsFor(user: KilometerUser, course: KilometerCourse, status: string) {
  return KILOMETER_ACTIONS.filter((action) => canKilometerAction(user, course, status, action));
}

/** The statuses an action starts from (the SQL of the accountant's list and the bulk 'Rozliczono'). */
export function kilometerActionSources(action: KilometerAction): readonly KilometerRideStatus[] {
  return RULES[action].from;
}
