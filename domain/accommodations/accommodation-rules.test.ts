import { describe, expect, it } from 'vitest';
import type { Role } from '../auth/roles';
import {
  ACCOMMODATION_ACTIONS,
  ACCOMMODATION_STATUSES,
  accommodationTransition,
  canAccommodationAction,
  canBookAccommodation,
  canListAccommodations,
} from './accommodation-rules';

const as = (...roles: Role[]) => ({ roles });

describe('accommodation rules', () => {
  it.each([
    [['ROLE_ADMIN'], true, true],
    [['ROLE_HOTEL'], true, false],
    [['ROLE_USER'], false, false],
    [['ROLE_COMPANY'], false, false],
    [['ROLE_TRANSPORT_COMPANY'], false, false],
    [['ROLE_PASSENGER'], false, false],
    [['ROLE_ACCOUNTANT'], false, false],
  ] as [Role[], boolean, boolean][])('%s lists: %s, books: %s', (roles, lists, books) => {
    expect(canListAccommodations({ roles })).toBe(lists);
    expect(canBookAccommodation({ roles })).toBe(books);
  });

  it('the hotel role and an administrator confirm a booked stay and cancel a booked or confirmed one', () => {
    for (const user of [as('ROLE_HOTEL'), as('ROLE_ADMIN')]) {
      expect(accommodationTransition(user, 'booked', 'confirm')).toEqual({
        allowed: true,
        status: 'confirmed',
      });
      expect(accommodationTransition(user, 'booked', 'cancel')).toEqual({
        allowed: true,
        status: 'cancelled',
      });
      expect(accommodationTransition(user, 'confirmed', 'cancel')).toEqual({
        allowed: true,
        status: 'cancelled',
      });
      expect(accommodationTransition(user, 'confirmed', 'confirm')).toEqual({
        allowed: false,
        reason: 'status',
      });
      expect(accommodationTransition(user, 'cancelled', 'cancel')).toEqual({
        allowed: false,
        reason: 'status',
      });
      expect(accommodationTransition(user, 'cancelled', 'confirm')).toEqual({
        allowed: false,
        reason: 'status',
      });
    }
  });

  it('nobody else acts, whatever the status (forbidden comes before the status)', () => {
    for (const status of ACCOMMODATION_STATUSES)
      for (const action of ACCOMMODATION_ACTIONS) {
        expect(accommodationTransition(as('ROLE_USER'), status, action)).toEqual({
          allowed: false,
          reason: 'forbidden',
        });
        expect(canAccommodationAction(as('ROLE_COMPANY'), status, action)).toBe(false);
      }
  });
});
