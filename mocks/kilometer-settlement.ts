import type { KilometerSettlement } from '@domain/contract/kilometer-settlement.schema';

/** A kilometer ride's settlement as `GET {ride}/settlement` answers; a ride before its report by default. */
export function buildSettlement(overrides: Partial<KilometerSettlement> = {}): KilometerSettlement {
  const rideId = overrides.rideId ?? 991;
  return {
    '@id': `/api/kilometer_course_rides/${rideId}/settlement`,
    '@type': 'KilometerSettlement',
    ride: `/api/kilometer_course_rides/${rideId}`,
    rideId,
    courseId: 801,
    number: 'PI/0012/11/2026',
    status: 'created',
    startsAt: '2026-11-12T08:00:00.000Z',
    company: { id: 1, name: 'PKP Intercity' },
    employee: { id: 9, name: 'Jan Kowalski' },
    computedDistance: 42.8,
    distance: null,
    highwayCost: null,
    comment: null,
    inconsistencyComment: null,
    kilometerRate: 115,
    amount: null,
    version: 1,
    ...overrides,
  };
}
