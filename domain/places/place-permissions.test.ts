import { describe, expect, it } from 'vitest';
import type { Role } from '../auth/roles';
import {
  mayCreatePlace,
  mayDeletePlace,
  mayEditPlace,
  mayListHotels,
  mayListPlaces,
  maySetPlaceCompany,
} from './place-permissions';

const user = (role: Role, companyId: number | null = 2) => ({ roles: [role], companyId });
const own = { type: 'place', companyId: 2 };
const foreign = { type: 'place', companyId: 3 };
const shared = { type: 'place', companyId: null };
const sharedHotel = { type: 'hotel', companyId: null };

describe('place permissions (administration.md §2.3, §6)', () => {
  it('lists places for the Miejsca menu roles and hotels for ADMIN or HOTEL', () => {
    for (const role of ['ROLE_ADMIN', 'ROLE_USER', 'ROLE_TRANSPORT_COMPANY', 'ROLE_COMPANY'] as const)
      expect(mayListPlaces(user(role)), role).toBe(true);
    for (const role of ['ROLE_DRIVER', 'ROLE_PASSENGER', 'ROLE_HOTEL', 'ROLE_ACCOUNTANT'] as const)
      expect(mayListPlaces(user(role)), role).toBe(false);
    expect(mayListHotels(user('ROLE_HOTEL', null))).toBe(true);
    expect(mayListHotels(user('ROLE_ADMIN'))).toBe(true);
    expect(mayListHotels(user('ROLE_USER'))).toBe(false);
  });

  it('lets managers, company-side users with a company and transport companies create', () => {
    for (const role of ['ROLE_ADMIN', 'ROLE_USER'] as const)
      expect(mayCreatePlace(user(role, null))).toBe(true);
    for (const role of [
      'ROLE_COMPANY',
      'ROLE_USER_COMPANY',
      'ROLE_PASSENGER',
      'ROLE_TRANSPORT_COMPANY',
    ] as const) {
      expect(mayCreatePlace(user(role)), role).toBe(true);
      expect(mayCreatePlace(user(role, null)), role).toBe(false);
    }
    expect(mayCreatePlace(user('ROLE_DRIVER'))).toBe(false);
  });

  it('lets everyone add their own home place, nobody else’s', () => {
    const driver = { roles: ['ROLE_DRIVER' as const], companyId: 5, id: 9 };
    expect(mayCreatePlace(driver, 'home', 9)).toBe(true);
    expect(mayCreatePlace(driver, 'home', 10)).toBe(false);
    expect(mayCreatePlace(driver, 'place', 9)).toBe(false);
    expect(mayCreatePlace(driver, 'home')).toBe(false);
  });

  it('lets ROLE_HOTEL create and edit only shared hotels, never delete', () => {
    const hotel = user('ROLE_HOTEL', null);
    expect(mayCreatePlace(hotel, 'hotel')).toBe(true);
    expect(mayCreatePlace(hotel, 'place')).toBe(false);
    expect(mayEditPlace(hotel, sharedHotel)).toBe(true);
    expect(mayEditPlace(hotel, shared)).toBe(false);
    expect(mayEditPlace(hotel, { type: 'hotel', companyId: 2 })).toBe(false);
    expect(mayDeletePlace(hotel, sharedHotel)).toBe(false);
  });

  it('edits own company places only, managers any', () => {
    expect(mayEditPlace(user('ROLE_COMPANY'), own)).toBe(true);
    expect(mayEditPlace(user('ROLE_COMPANY'), foreign)).toBe(false);
    expect(mayEditPlace(user('ROLE_TRANSPORT_COMPANY'), shared)).toBe(false);
    expect(mayEditPlace(user('ROLE_USER', null), foreign)).toBe(true);
  });

  it('deletes for managers, transport companies and heads of company (§6)', () => {
    expect(mayDeletePlace(user('ROLE_ADMIN', null), foreign)).toBe(true);
    expect(mayDeletePlace(user('ROLE_COMPANY'), own)).toBe(true);
    expect(mayDeletePlace(user('ROLE_TRANSPORT_COMPANY'), own)).toBe(true);
    expect(mayDeletePlace(user('ROLE_USER_COMPANY'), own)).toBe(false);
    expect(mayDeletePlace(user('ROLE_PASSENGER'), own)).toBe(false);
    expect(mayDeletePlace(user('ROLE_COMPANY'), foreign)).toBe(false);
  });

  it('lets only managers set a company on update', () => {
    expect(maySetPlaceCompany(user('ROLE_ADMIN'))).toBe(true);
    expect(maySetPlaceCompany(user('ROLE_COMPANY'))).toBe(false);
    expect(maySetPlaceCompany(user('ROLE_TRANSPORT_COMPANY'))).toBe(false);
  });
});
