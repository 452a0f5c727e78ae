import { describe, expect, it } from 'vitest';
import type { Role } from '../auth/roles';
import { NO_CONTACT_FACTS, canSeeContacts, contactScope, type ContactFacts } from './contact-visibility';

const viewer = (id: number, companyId: number | null, ...roles: Role[]) => ({
  id,
  companyId,
  roles: ['ROLE_DEFAULT', ...roles] as Role[],
});

const admin = viewer(1, null, 'ROLE_ADMIN');
const dispatcher = viewer(2, null, 'ROLE_USER');
const head = viewer(3, 10, 'ROLE_COMPANY');
const externalDispatcher = viewer(4, 10, 'ROLE_USER_COMPANY');
const passenger = viewer(5, 10, 'ROLE_PASSENGER');
const transport = viewer(6, 20, 'ROLE_TRANSPORT_COMPANY');
const driver = viewer(7, 20, 'ROLE_DRIVER');
const fleet = viewer(8, 10, 'ROLE_FLEET');
const hotel = viewer(9, null, 'ROLE_HOTEL');
const foreignHead = viewer(11, 30, 'ROLE_COMPANY');

const colleague = { userId: 50, companyId: 10 };
const foreigner = { userId: 60, companyId: 30 };
const transportEmployee = { userId: 70, companyId: 20 };
const self = (id: number, companyId: number | null) => ({ userId: id, companyId });

const serving: ContactFacts = { servedCompanyIds: [10], ridePassengerUserIds: [] };
const riding: ContactFacts = { servedCompanyIds: [], ridePassengerUserIds: [50] };

describe('canSeeContacts (issue 29, row 590)', () => {
  it.each([
    ['admin, anyone', admin, foreigner, NO_CONTACT_FACTS, true],
    ['dispatcher, anyone', dispatcher, foreigner, NO_CONTACT_FACTS, true],
    ['head, own colleague', head, colleague, NO_CONTACT_FACTS, true],
    ['head, another tenant', head, foreigner, NO_CONTACT_FACTS, false],
    ['head of another tenant, our colleague', foreignHead, colleague, NO_CONTACT_FACTS, false],
    ['external dispatcher, own colleague', externalDispatcher, colleague, NO_CONTACT_FACTS, true],
    ['passenger, a colleague', passenger, colleague, NO_CONTACT_FACTS, false],
    ['passenger, themself', passenger, self(5, 10), NO_CONTACT_FACTS, true],
    ['fleet user, a colleague', fleet, colleague, NO_CONTACT_FACTS, false],
    ['hotel, anyone', hotel, colleague, NO_CONTACT_FACTS, false],
    ['transport company, unlinked railway company', transport, colleague, NO_CONTACT_FACTS, false],
    ['transport company, served railway company', transport, colleague, serving, true],
    ['transport company, own employee', transport, transportEmployee, NO_CONTACT_FACTS, true],
    ['transport company, another tenant though served 10', transport, foreigner, serving, false],
    ['driver, a passenger of own ride', driver, colleague, riding, true],
    ['driver, another passenger', driver, foreigner, riding, false],
    ['driver, a colleague driver', driver, transportEmployee, NO_CONTACT_FACTS, false],
    [
      'served companies count only for a transport company',
      head,
      foreigner,
      { servedCompanyIds: [30], ridePassengerUserIds: [] },
      false,
    ],
    ['ride passengers count only for a driver', passenger, colleague, riding, false],
    [
      'nobody sees a person without company or id (but managers)',
      head,
      { userId: null, companyId: null },
      NO_CONTACT_FACTS,
      false,
    ],
  ])('%s', (_label, who, person, facts, expected) => {
    expect(canSeeContacts(who, person, facts)).toBe(expected);
  });

  it('a company role without a company sees no company', () => {
    expect(contactScope(viewer(12, null, 'ROLE_COMPANY'), serving)).toEqual({
      kind: 'some',
      selfId: 12,
      companyIds: [],
      userIds: [],
    });
  });
});
