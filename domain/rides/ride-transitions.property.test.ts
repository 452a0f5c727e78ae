import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TAXI_RIDE_STATUSES } from '../courses/ride-status';
import type { TaxiRideStatus } from '../courses/ride-status';
import { restoredRideStatus } from './ride-effects';
import { RIDE_ACTIONS, rideTransition } from './ride-transitions';
import type { RideAction, TransitionCourse } from './ride-transitions';
import { ACTORS, baseCourse, superiorOfActor } from './ride-transitions.fixtures';
import type { Actor } from './ride-transitions.fixtures';

const awaitingCompany = ['waiting_for_transport_company_acceptance', 'not_accepted_by_transport_company'];
const awaitingDriver = ['waiting_for_driver_acceptance', 'not_accepted_by_driver'];
const cancelled = ['cancelled', 'cancelled_during_realization'];
const settledOrDone = ['finished', 'accepted_by_contractor', 'accepted_by_customer', 'tcr_inconsistency'];

/**
 * Courses.md §4 written as edges, independently of the rule table: which statuses an action may lead
 * to from a status (an empty list: the action never applies there).
 */
function specTargets(action: RideAction, from: string, course: TransitionCourse, target: string): string[] {
  switch (action) {
    case 'accept':
      return awaitingCompany.includes(from) ? ['accepted_by_transport_company'] : [];
    case 'decline':
      return awaitingCompany.includes(from) ? ['declined_by_transport_company'] : [];
    case 'cancel':
      return cancelled.includes(from) ? [] : cancelled;
    case 'cancel_during_realization':
      return cancelled.includes(from) || settledOrDone.includes(from) ? [] : ['cancelled_during_realization'];
    case 'restore':
      return cancelled.includes(from) ? [restoredRideStatus(course)] : [];
    case 'set_status':
      return [target];
    case 'driver_accept':
      return awaitingDriver.includes(from) ? ['accepted_by_driver'] : [];
    case 'driver_decline':
      return awaitingDriver.includes(from) ? ['declined_by_driver'] : [];
    case 'driver_start':
    case 'reach_stop':
      return [from];
    case 'driver_end':
      return ['accepted_by_driver', 'accepted_by_transport_company'].includes(from) ? ['finished'] : [];
  }
}

const STRANGERS: readonly Actor[] = [
  'otherCompany',
  'otherTransport',
  'otherDriver',
  'passenger',
  'accountant',
];

const step = fc.record({
  actor: fc.constantFrom(...(Object.keys(ACTORS) as Actor[])),
  action: fc.constantFrom(...RIDE_ACTIONS),
  target: fc.constantFrom<string>(...TAXI_RIDE_STATUSES, 'settled'),
  minutes: fc.integer({ min: 0, max: 240 }),
});

const courseFacts = fc.record({
  contractorId: fc.constantFrom(10, null),
  subcontractorId: fc.constantFrom(11, null),
  driverId: fc.constantFrom(50, null),
  driverDistance: fc.constantFrom(null, 0, 42),
  contractorSmsNotification: fc.boolean(),
  hasStartingBase: fc.boolean(),
});

describe('ride state machine, any sequence of actions', () => {
  it('only moves along the edges of §4, strangers change nothing, restore gives the automatic status', () => {
    fc.assert(
      fc.property(
        courseFacts,
        fc.constantFrom<TaxiRideStatus>(...TAXI_RIDE_STATUSES),
        fc.array(step, { maxLength: 40 }),
        (facts, initial, steps) => {
          const { hasStartingBase, ...courseFields } = facts;
          let course: TransitionCourse = { ...baseCourse, ...courseFields };
          let status: string = initial;
          const start = new Date('2030-03-07T08:00:00Z').getTime();
          let now = start - 60 * 60_000;
          for (const { actor, action, target, minutes } of steps) {
            now += minutes * 60_000;
            const result = rideTransition(
              ACTORS[actor],
              course,
              { status, startsAt: new Date(start).toISOString(), hasStartingBase },
              action,
              { superiorOf: superiorOfActor(actor), now: new Date(now), target },
            );
            if (STRANGERS.includes(actor)) expect(result.allowed).toBe(false);
            if (!result.allowed) continue;
            expect(TAXI_RIDE_STATUSES).toContain(result.status);
            expect(specTargets(action, status, course, target)).toContain(result.status);
            if (action === 'restore') expect(result.status).toBe(restoredRideStatus(course));
            if (action === 'driver_start') course = { ...course, driverStartAt: new Date(now).toISOString() };
            if (action === 'driver_end') course = { ...course, driverEndAt: new Date(now).toISOString() };
            status = result.status;
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});
