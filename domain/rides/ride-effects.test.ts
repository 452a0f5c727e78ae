import { describe, expect, it } from 'vitest';
import { TAXI_RIDE_STATUSES } from '../courses/ride-status';
import {
  OPEN_RIDE_STATUSES,
  restoredRideStatus,
  statusAfterContractorChange,
  statusAfterDriverAssignment,
} from './ride-effects';

const course = {
  contractorId: null,
  subcontractorId: null,
  driverId: null,
  driverDistance: null,
  contractorSmsNotification: false,
};

describe('restoredRideStatus', () => {
  it.each([
    [{ ...course, driverDistance: 0, driverId: 5, contractorId: 1 }, 'finished'],
    [
      { ...course, driverId: 5, contractorId: 1, contractorSmsNotification: true },
      'waiting_for_driver_acceptance',
    ],
    [{ ...course, driverId: 5, contractorId: 1 }, 'waiting_for_transport_company_acceptance'],
    [{ ...course, subcontractorId: 2 }, 'waiting_for_transport_company_acceptance'],
    [{ ...course, driverId: 5, contractorSmsNotification: true }, 'waiting_for_driver_acceptance'],
    [course, 'planning'],
  ])('restores %o as %s', (input, expected) => {
    expect(restoredRideStatus(input)).toBe(expected);
  });
});

describe('statusAfterContractorChange', () => {
  it('sends every open ride back to the new contractor and keeps the others', () => {
    for (const status of TAXI_RIDE_STATUSES) {
      const expected = OPEN_RIDE_STATUSES.includes(status)
        ? 'waiting_for_transport_company_acceptance'
        : status;
      expect(statusAfterContractorChange(status, 7), status).toBe(expected);
    }
    expect(statusAfterContractorChange('finished', 7)).toBe('finished');
    expect(statusAfterContractorChange('accepted_by_contractor', 7)).toBe('accepted_by_contractor');
  });

  it('returns open rides to planning when the contractor is removed', () => {
    expect(statusAfterContractorChange('accepted_by_driver', null)).toBe('planning');
  });
});

describe('statusAfterDriverAssignment', () => {
  it('waits for the driver only when the contractor sends SMS to employees', () => {
    expect(statusAfterDriverAssignment('accepted_by_transport_company', true)).toBe(
      'waiting_for_driver_acceptance',
    );
    expect(statusAfterDriverAssignment('accepted_by_transport_company', false)).toBe(
      'accepted_by_transport_company',
    );
    expect(statusAfterDriverAssignment('finished', true)).toBe('finished');
    expect(statusAfterDriverAssignment('cancelled', true)).toBe('cancelled');
  });
});
