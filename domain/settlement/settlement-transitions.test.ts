import { describe, expect, it } from 'vitest';
import type { Role } from '../auth/roles';
import { TAXI_RIDE_STATUSES } from '../courses/ride-status';
import {
  FORWARDABLE_RIDE_STATUSES,
  SETTLEMENT_ACTIONS,
  canEditRideSettlement,
  editableBills,
  settlementTransition,
  type SettlementAction,
} from './settlement-transitions';

const course = {
  companyId: 1,
  contractorId: 7,
  subcontractorId: 9,
  driverId: 30,
  rides: [],
  invoiced: false,
};
const noSub = { ...course, subcontractorId: null };
const user = (roles: Role[], companyId: number | null, id = 5) => ({ id, roles, companyId });
const railway = user(['ROLE_COMPANY'], 1);
const railwayEmployee = user(['ROLE_USER_COMPANY'], 1);
const contractor = user(['ROLE_TRANSPORT_COMPANY'], 7);
const subcontractor = user(['ROLE_TRANSPORT_COMPANY'], 9);
const strangers = [
  user(['ROLE_ADMIN'], null),
  user(['ROLE_USER'], null),
  user(['ROLE_COMPANY'], 2),
  user(['ROLE_TRANSPORT_COMPANY'], 8),
  user(['ROLE_DRIVER'], 7, 30),
  user(['ROLE_PASSENGER'], 1),
];

/** [action, who may, from, to] */
const TABLE: [SettlementAction, (typeof railway)[], readonly string[], string][] = [
  ['forward_settlement', [contractor], FORWARDABLE_RIDE_STATUSES, 'accepted_by_contractor'],
  ['accept_settlement', [railway, railwayEmployee], ['accepted_by_contractor'], 'accepted_by_customer'],
  [
    'report_inconsistency',
    [railway, railwayEmployee],
    ['accepted_by_contractor', 'accepted_by_customer'],
    'tcr_inconsistency',
  ],
  [
    'cancel_settlement_acceptance',
    [railway, railwayEmployee],
    ['accepted_by_customer'],
    'accepted_by_contractor',
  ],
];

describe('settlement transitions by role and status (§4, §6)', () => {
  for (const [action, allowedUsers, from, to] of TABLE) {
    it(`${action}: allowed from ${from.join(', ')} for its party only`, () => {
      for (const status of TAXI_RIDE_STATUSES) {
        for (const who of allowedUsers) {
          const result = settlementTransition(who, course, status, action);
          if (from.includes(status)) expect(result).toEqual({ allowed: true, status: to });
          else expect(result).toMatchObject({ allowed: false, reason: 'status' });
        }
        const others = [...strangers, railway, railwayEmployee, contractor, subcontractor].filter(
          (candidate) => !allowedUsers.includes(candidate),
        );
        for (const other of others)
          expect(settlementTransition(other, course, status, action)).toMatchObject({
            allowed: false,
            reason: 'forbidden',
          });
      }
    });
  }
  it('keeps an invoiced course settled until its invoice is cancelled (row 810)', () => {
    const invoiced = { ...course, invoiced: true };
    for (const [action, allowedUsers, from] of TABLE)
      for (const who of allowedUsers)
        for (const status of from)
          expect(settlementTransition(who, invoiced, status, action)).toEqual({
            allowed: false,
            reason: 'status',
            message: 'Kurs jest na fakturze. Aby zmienić rozliczenie przejazdu, anuluj najpierw fakturę.',
          });
    // Who may act is still told apart first: a stranger learns nothing about the invoice.
    expect(
      settlementTransition(contractor, invoiced, 'accepted_by_customer', 'report_inconsistency'),
    ).toMatchObject({ reason: 'forbidden' });
  });
  it('lets the contractor without a subcontractor forward too, and covers every action', () => {
    expect(settlementTransition(contractor, noSub, 'finished', 'forward_settlement').allowed).toBe(true);
    expect(TABLE.map(([action]) => action).sort()).toEqual([...SETTLEMENT_ACTIONS].sort());
  });
});

describe('who edits which bill', () => {
  it('gives each settlement drawer its own bills', () => {
    expect(editableBills(contractor, noSub)).toEqual(['rides', 'billForDriver']);
    expect(editableBills(contractor, course)).toEqual(['rides', 'billForSubcontractor']);
    expect(editableBills(subcontractor, course)).toEqual(['billForDriver']);
    expect(editableBills(railway, course)).toEqual([]);
    for (const stranger of strangers) expect(editableBills(stranger, course)).toEqual([]);
  });
  it("lets the ride's client figures change only while they may be forwarded", () => {
    for (const status of TAXI_RIDE_STATUSES)
      expect(canEditRideSettlement(contractor, course, status)).toBe(
        (FORWARDABLE_RIDE_STATUSES as readonly string[]).includes(status),
      );
    expect(canEditRideSettlement(subcontractor, course, 'finished')).toBe(false);
  });
});
