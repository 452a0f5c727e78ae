import { describe, expect, it } from 'vitest';
import { TAXI_RIDE_STATUSES } from '../courses/ride-status';
import { expiredAcceptanceStatus } from './acceptance-deadline';

const NOW = new Date('2030-03-07T10:00:00Z');
const PAST = '2030-03-07T09:59:00Z';
const FUTURE = '2030-03-07T10:01:00Z';

describe('expiredAcceptanceStatus', () => {
  it('expires a transport company acceptance at the start', () => {
    const ride = { status: 'waiting_for_transport_company_acceptance', driverHasToAcceptAt: PAST };
    expect(expiredAcceptanceStatus({ ...ride, startsAt: PAST }, NOW)).toBe(
      'not_accepted_by_transport_company',
    );
    expect(expiredAcceptanceStatus({ ...ride, startsAt: FUTURE }, NOW)).toBeNull();
    expect(expiredAcceptanceStatus({ ...ride, startsAt: null }, NOW)).toBeNull();
  });

  it('expires a driver acceptance at the start or the deadline, whichever comes first', () => {
    const ride = { status: 'waiting_for_driver_acceptance' };
    expect(expiredAcceptanceStatus({ ...ride, startsAt: FUTURE, driverHasToAcceptAt: PAST }, NOW)).toBe(
      'not_accepted_by_driver',
    );
    expect(expiredAcceptanceStatus({ ...ride, startsAt: PAST, driverHasToAcceptAt: null }, NOW)).toBe(
      'not_accepted_by_driver',
    );
    expect(
      expiredAcceptanceStatus({ ...ride, startsAt: FUTURE, driverHasToAcceptAt: FUTURE }, NOW),
    ).toBeNull();
  });

  it('leaves every other status alone', () => {
    for (const status of TAXI_RIDE_STATUSES.filter((s) => !s.startsWith('waiting_for_')))
      expect(expiredAcceptanceStatus({ status, startsAt: PAST, driverHasToAcceptAt: PAST }, NOW)).toBeNull();
  });
});
