import { describe, expect, it } from 'vitest';
import type { Role } from '../auth/roles';
import {
  ACCOUNT_FIELD_MESSAGES,
  DRIVER_FORM_ROLES,
  PASSENGER_FORM_ROLES,
  accountFieldFlags,
  companyChangeRefusal,
  mayEditAccountFields,
  mayEditHomeOf,
} from './account-fields';

const who = (id: number, companyId: number | null, ...roles: Role[]) => ({
  id,
  companyId,
  roles: ['ROLE_DEFAULT', ...roles] as Role[],
});

const admin = who(1, null, 'ROLE_ADMIN');
const dispatcher = who(2, null, 'ROLE_USER');
const head = who(3, 10, 'ROLE_COMPANY');
const externalDispatcher = who(4, 10, 'ROLE_USER_COMPANY');
const transport = who(5, 20, 'ROLE_TRANSPORT_COMPANY');

const passenger = who(50, 10, 'ROLE_PASSENGER');
const headAccount = who(51, 10, 'ROLE_COMPANY', 'ROLE_PASSENGER');
const driver = who(52, 20, 'ROLE_DRIVER');
const dispatchingDriver = who(53, 20, 'ROLE_DRIVER', 'ROLE_TRANSPORT_COMPANY');

describe('mayEditAccountFields (row 591)', () => {
  it.each([
    ['admin, a passenger', admin, passenger, true],
    ['head, own passenger', head, passenger, true],
    ['head, another tenant passenger', head, { ...passenger, companyId: 11 }, false],
    ['dispatcher, anyone', dispatcher, passenger, false],
    ['external dispatcher, a colleague', externalDispatcher, passenger, false],
    ['transport company, a served company passenger', transport, passenger, false],
    ['transport company, own driver', transport, driver, true],
    ['dispatcher, a driver', dispatcher, driver, false],
  ])('%s', (_label, actor, account, expected) => {
    expect(mayEditAccountFields(actor, account)).toBe(expected);
  });
});

describe('companyChangeRefusal (row 592)', () => {
  it.each([
    ['no change', transport, passenger, PASSENGER_FORM_ROLES, 10, null],
    ['admin moves a passenger', admin, passenger, PASSENGER_FORM_ROLES, 11, null],
    [
      'admin may not move a head',
      admin,
      headAccount,
      PASSENGER_FORM_ROLES,
      11,
      ACCOUNT_FIELD_MESSAGES.rolesBeyondForm,
    ],
    [
      'transport company may not move a passenger',
      transport,
      passenger,
      PASSENGER_FORM_ROLES,
      11,
      ACCOUNT_FIELD_MESSAGES.companyChange,
    ],
    [
      'dispatcher may not move a passenger',
      dispatcher,
      passenger,
      PASSENGER_FORM_ROLES,
      11,
      ACCOUNT_FIELD_MESSAGES.companyChange,
    ],
    [
      'head may not move a passenger out',
      head,
      passenger,
      PASSENGER_FORM_ROLES,
      11,
      ACCOUNT_FIELD_MESSAGES.companyChange,
    ],
    ['admin moves a driver', admin, driver, DRIVER_FORM_ROLES, 21, null],
    [
      'admin may not move a driver who heads a company',
      admin,
      dispatchingDriver,
      DRIVER_FORM_ROLES,
      21,
      ACCOUNT_FIELD_MESSAGES.rolesBeyondForm,
    ],
    [
      'dispatcher may not move a driver',
      dispatcher,
      driver,
      DRIVER_FORM_ROLES,
      21,
      ACCOUNT_FIELD_MESSAGES.companyChange,
    ],
  ])('%s', (_label, actor, account, roles, companyId, expected) => {
    expect(companyChangeRefusal(actor, account, roles, companyId)).toBe(expected);
  });
});

describe('accountFieldFlags (row 597)', () => {
  const actors = [admin, dispatcher, head, externalDispatcher, transport];
  const cases = [
    ...actors.map((actor) => [actor, passenger, PASSENGER_FORM_ROLES] as const),
    ...actors.map((actor) => [actor, headAccount, PASSENGER_FORM_ROLES] as const),
    ...actors.map((actor) => [actor, driver, DRIVER_FORM_ROLES] as const),
    ...actors.map((actor) => [actor, dispatchingDriver, DRIVER_FORM_ROLES] as const),
  ];
  // Each flag says what the write does: a shown field is written, a hidden one never is.
  it.each(cases)('case %#: the flags agree with the write rules', (actor, account, formRoles) => {
    const flags = accountFieldFlags(actor, account, formRoles);
    expect(flags.accountEditable).toBe(mayEditAccountFields(actor, account));
    const someMove = [null, 10, 11, 20, 21].some(
      (companyId) =>
        companyId !== account.companyId &&
        companyChangeRefusal(actor, account, formRoles, companyId) === null,
    );
    expect(flags.employerEditable).toBe(someMove);
    expect(flags.homeEditable).toBe(mayEditHomeOf(actor, account));
  });

  it('shows the fields to the admin and hides them from the transport company over a passenger', () => {
    expect(accountFieldFlags(admin, passenger, PASSENGER_FORM_ROLES)).toEqual({
      accountEditable: true,
      employerEditable: true,
      homeEditable: true,
    });
    expect(accountFieldFlags(transport, passenger, PASSENGER_FORM_ROLES)).toEqual({
      accountEditable: false,
      employerEditable: false,
      homeEditable: false,
    });
    expect(accountFieldFlags(admin, headAccount, PASSENGER_FORM_ROLES).employerEditable).toBe(false);
  });
});

describe('mayEditHomeOf (row 594)', () => {
  it.each([
    ['the person', passenger, passenger, true],
    ['a colleague passenger', who(54, 10, 'ROLE_PASSENGER'), passenger, false],
    ['the external dispatcher', externalDispatcher, passenger, false],
    ['the head of company', head, passenger, true],
    ['the dispatcher', dispatcher, passenger, true],
    ['a transport company', transport, passenger, false],
  ])('%s', (_label, actor, owner, expected) => {
    expect(mayEditHomeOf(actor, owner)).toBe(expected);
  });
});
