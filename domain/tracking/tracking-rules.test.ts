import { describe, expect, it } from 'vitest';
import { canAskTrackingLink, trackingState } from './tracking-rules';

const started = '2026-12-07T08:00:00Z';

describe('trackingState', () => {
  it('waits before the driver starts and drives until the end', () => {
    expect(trackingState({ status: 'accepted_by_driver', driverStartAt: null, driverEndAt: null })).toBe(
      'waiting',
    );
    expect(trackingState({ status: 'accepted_by_driver', driverStartAt: started, driverEndAt: null })).toBe(
      'driving',
    );
  });

  it('ends with the course, or when the ride is finished or cancelled', () => {
    expect(trackingState({ status: 'finished', driverStartAt: started, driverEndAt: started })).toBe('ended');
    expect(trackingState({ status: 'cancelled', driverStartAt: started, driverEndAt: null })).toBe('ended');
    expect(
      trackingState({ status: 'accepted_by_driver', driverStartAt: started, driverEndAt: started }),
    ).toBe('ended');
  });
});

describe('canAskTrackingLink', () => {
  const driving = {
    status: 'accepted_by_driver',
    driverStartAt: started,
    driverEndAt: null,
    passengerIds: [7],
  };
  const passenger = { roles: ['ROLE_PASSENGER'], passengerId: 7 };
  it('offers the link to a passenger riding on an open ride only', () => {
    expect(canAskTrackingLink(passenger, driving)).toBe(true);
    expect(canAskTrackingLink({ ...passenger, passengerId: 8 }, driving)).toBe(false);
    expect(canAskTrackingLink({ roles: ['ROLE_DISPATCHER'], passengerId: 7 }, driving)).toBe(false);
    expect(canAskTrackingLink(passenger, { ...driving, status: 'finished' })).toBe(false);
  });
});
