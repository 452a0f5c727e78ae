import { describe, expect, it } from 'vitest';
import { KILOMETER_RIDE_STATUSES } from '../courses/ride-status';
import { BULK_SETTLE_TRANSITIONS } from '../courses/bulk-settle';
import {
  KILOMETER_ACTIONS,
  kilometerActionsFor,
  kilometerTransition,
  type KilometerAction,
  type KilometerUser,
} from './kilometer-transitions';

const course = { companyId: 1, createdById: 50, driverId: 50 };
const USERS: Record<string, KilometerUser> = {
  employee: { id: 50, roles: ['ROLE_PASSENGER', 'ROLE_KILOMETER_COURSE'], companyId: 1 },
  otherEmployee: { id: 51, roles: ['ROLE_PASSENGER', 'ROLE_KILOMETER_COURSE'], companyId: 1 },
  company: { id: 10, roles: ['ROLE_COMPANY'], companyId: 1 },
  companyDispatcher: { id: 11, roles: ['ROLE_USER_COMPANY'], companyId: 1 },
  otherCompany: { id: 12, roles: ['ROLE_COMPANY'], companyId: 2 },
  accountant: { id: 20, roles: ['ROLE_ACCOUNTANT'], companyId: null },
  admin: { id: 1, roles: ['ROLE_ADMIN'], companyId: null },
  transport: { id: 30, roles: ['ROLE_TRANSPORT_COMPANY'], companyId: 7 },
};

/** Who may do what, from which status, to which: the whole table, every other pair is refused. */
const ALLOWED: readonly [KilometerAction, string[], string[], string][] = [
  ['report', ['employee'], ['created', 'finished', 'inconsistency'], 'finished'],
  ['accept', ['company', 'companyDispatcher'], ['finished'], 'to_be_settled'],
  ['cancel_acceptance', ['company', 'companyDispatcher'], ['to_be_settled'], 'finished'],
  ['inconsistency', ['company', 'companyDispatcher'], ['finished'], 'inconsistency'],
  ['settle', ['accountant'], ['to_be_settled'], 'settled'],
  ['cancel_settlement', ['accountant'], ['settled'], 'to_be_settled'],
  [
    'cancel',
    ['employee', 'company', 'companyDispatcher'],
    ['created', 'finished', 'inconsistency'],
    'cancelled',
  ],
];

describe('kilometer ride transitions (§4, §6)', () => {
  for (const action of KILOMETER_ACTIONS) {
    const [, who, from, to] = ALLOWED.find(([name]) => name === action) ?? [action, [], [], ''];
    for (const [name, user] of Object.entries(USERS)) {
      for (const status of KILOMETER_RIDE_STATUSES) {
        const party = who.includes(name);
        const expected = !party
          ? { allowed: false, reason: 'forbidden' }
          : from.includes(status)
            ? { allowed: true, status: to }
            : { allowed: false, reason: 'status' };
        it(`${action} by ${name} from ${status}: ${expected.allowed ? 'allowed' : expected.reason}`, () => {
          expect(kilometerTransition(user, course, status, action)).toMatchObject(expected);
        });
      }
    }
  }

  it('refuses with Polish messages', () => {
    expect(kilometerTransition(USERS.otherCompany!, course, 'finished', 'accept')).toEqual({
      allowed: false,
      reason: 'forbidden',
      message: 'Nie masz uprawnień do tej zmiany przejazdu.',
    });
    expect(kilometerTransition(USERS.accountant!, course, 'finished', 'settle')).toMatchObject({
      message: 'Przejazd ma już inny status, odśwież widok.',
    });
  });

  it('keeps the bulk accept the same rule as the single one', () => {
    expect(
      kilometerTransition(USERS.company!, course, BULK_SETTLE_TRANSITIONS.kilometer.from, 'accept'),
    ).toEqual({
      allowed: true,
      status: BULK_SETTLE_TRANSITIONS.kilometer.to,
    });
  });

  it('lists the buttons of each viewer', () => {
    expect(kilometerActionsFor(USERS.company!, course, 'finished')).toEqual([
      'accept',
      'inconsistency',
      'cancel',
    ]);
    expect(kilometerActionsFor(USERS.employee!, course, 'created')).toEqual(['report', 'cancel']);
    expect(kilometerActionsFor(USERS.accountant!, course, 'to_be_settled')).toEqual(['settle']);
    expect(kilometerActionsFor(USERS.admin!, course, 'finished')).toEqual([]);
  });
});
