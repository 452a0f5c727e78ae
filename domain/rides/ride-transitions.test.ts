import { describe, expect, it } from 'vitest';
import { SETTLEMENT_OWNED_RIDE_STATUSES, TAXI_RIDE_STATUSES } from '../courses/ride-status';
import type { TaxiRideStatus } from '../courses/ride-status';
import { RIDE_ACTIONS, canRideAction, rideTransition } from './ride-transitions';
import type { RideAction, TransitionRide } from './ride-transitions';

import { ACTORS, baseCourse, superiorOfActor } from './ride-transitions.fixtures';
import type { Actor } from './ride-transitions.fixtures';

const NOW = new Date('2030-03-07T10:00:00Z');
const BEFORE = '2030-03-07T12:00:00Z';
const AFTER = '2030-03-07T08:00:00Z';

type Expected = TaxiRideStatus | 'same';
interface Expectation {
  who: readonly Actor[];
  /** Source status -> result; a status not listed is refused with 'status' or 'condition'. */
  results: Partial<Record<TaxiRideStatus, Expected>>;
}

const all = (result: Expected, except: readonly TaxiRideStatus[] = []) =>
  Object.fromEntries(TAXI_RIDE_STATUSES.filter((s) => !except.includes(s)).map((s) => [s, result]));
const cancelled: TaxiRideStatus[] = ['cancelled', 'cancelled_during_realization'];
const open: TaxiRideStatus[] = [
  'new',
  'planning',
  'waiting_for_transport_company_acceptance',
  'not_accepted_by_transport_company',
  'accepted_by_transport_company',
  'declined_by_transport_company',
  'waiting_for_driver_acceptance',
  'not_accepted_by_driver',
  'accepted_by_driver',
  'declined_by_driver',
];
const cancellers: Actor[] = ['manager', 'admin', 'company', 'companyDispatcher', 'superior'];
const awaitingCompany = (to: TaxiRideStatus) => ({
  waiting_for_transport_company_acceptance: to,
  not_accepted_by_transport_company: to,
});
const awaitingDriver = (to: TaxiRideStatus) => ({
  waiting_for_driver_acceptance: to,
  not_accepted_by_driver: to,
});
const drivable = (to: Expected) => ({ accepted_by_driver: to, accepted_by_transport_company: to });

/** Courses.md §4 and §6 before the ride's start, the driver not started yet. */
const BEFORE_START: Record<RideAction, Expectation> = {
  accept: { who: ['subcontractor'], results: awaitingCompany('accepted_by_transport_company') },
  decline: { who: ['subcontractor'], results: awaitingCompany('declined_by_transport_company') },
  cancel: { who: cancellers, results: all('cancelled', cancelled) },
  cancel_during_realization: { who: ['contractor', 'subcontractor', 'superior'], results: {} },
  restore: {
    who: cancellers,
    results: {
      cancelled: 'waiting_for_transport_company_acceptance',
      cancelled_during_realization: 'waiting_for_transport_company_acceptance',
    },
  },
  set_status: {
    who: ['manager', 'admin', 'superior'],
    results: all('planning', ['planning', ...SETTLEMENT_OWNED_RIDE_STATUSES]),
  },
  driver_accept: { who: ['driver'], results: awaitingDriver('accepted_by_driver') },
  driver_decline: { who: ['driver'], results: awaitingDriver('declined_by_driver') },
  driver_start: { who: ['driver'], results: drivable('same') },
  reach_stop: { who: ['driver'], results: {} },
  driver_end: { who: ['driver'], results: {} },
};

/** After the start, the driver on the way. */
const AFTER_START: Record<RideAction, Expectation> = {
  ...BEFORE_START,
  cancel: { who: cancellers, results: all('cancelled', cancelled) },
  cancel_during_realization: {
    who: ['contractor', 'subcontractor', 'superior'],
    results: Object.fromEntries(open.map((s) => [s, 'cancelled_during_realization'])),
  },
  driver_start: { who: ['driver'], results: {} },
  reach_stop: { who: ['driver'], results: all('same', [...cancelled, 'declined_by_driver']) },
  driver_end: { who: ['driver'], results: drivable('finished') },
};

const scenarios = [
  { name: 'before the start', table: BEFORE_START, startsAt: BEFORE, driverStartAt: null },
  { name: 'after the start', table: AFTER_START, startsAt: AFTER, driverStartAt: AFTER },
] as const;

describe('rideTransition: every (status, action, actor)', () => {
  for (const scenario of scenarios) {
    const course = { ...baseCourse, driverStartAt: scenario.driverStartAt };
    for (const action of RIDE_ACTIONS) {
      it(`${action} ${scenario.name}`, () => {
        const expectation = scenario.table[action];
        for (const status of TAXI_RIDE_STATUSES) {
          const ride: TransitionRide = { status, startsAt: scenario.startsAt, hasStartingBase: true };
          for (const actor of Object.keys(ACTORS) as Actor[]) {
            const result = rideTransition(ACTORS[actor], course, ride, action, {
              superiorOf: superiorOfActor(actor),
              now: NOW,
              target: action === 'set_status' ? 'planning' : undefined,
            });
            const label = `${action} ${status} by ${actor}`;
            if (!expectation.who.includes(actor)) {
              expect(result, label).toMatchObject({ allowed: false, reason: 'forbidden' });
              continue;
            }
            const expected = expectation.results[status];
            if (expected === undefined) {
              expect(result, label).toMatchObject({ allowed: false });
              expect(result.allowed ? '' : result.reason, label).not.toBe('forbidden');
            } else {
              // A company user cancelling after the start: cancelled_during_realization (§4).
              const companyLate =
                action === 'cancel' &&
                scenario.startsAt === AFTER &&
                (actor === 'company' || actor === 'companyDispatcher');
              const status2 =
                expected === 'same' ? status : companyLate ? 'cancelled_during_realization' : expected;
              expect(result, label).toEqual({ allowed: true, status: status2 });
            }
          }
        }
      });
    }
  }
});

describe('rideTransition: the readings around the table', () => {
  const user = ACTORS.contractor;
  const ride: TransitionRide = {
    status: 'waiting_for_transport_company_acceptance',
    startsAt: BEFORE,
    hasStartingBase: false,
  };

  it('lets the contractor accept and decline when there is no subcontractor', () => {
    const course = { ...baseCourse, subcontractorId: null };
    expect(rideTransition(user, course, ride, 'accept', { superiorOf: [], now: NOW })).toEqual({
      allowed: true,
      status: 'accepted_by_transport_company',
    });
    expect(canRideAction(user, course, ride, 'decline', { superiorOf: [], now: NOW })).toBe(true);
  });

  it('refuses to cancel during realization a ride without a starting base', () => {
    const started = { ...ride, startsAt: AFTER, status: 'accepted_by_driver' };
    const result = rideTransition(user, baseCourse, started, 'cancel_during_realization', {
      superiorOf: [],
      now: NOW,
    });
    expect(result).toMatchObject({ allowed: false, reason: 'condition' });
  });

  it('refuses to cancel a ride of an invoiced course, saying what to do first (row 644)', () => {
    const manager = ACTORS.manager;
    const invoiced = { ...baseCourse, invoiced: true };
    const settled = { ...ride, status: 'accepted_by_customer' };
    expect(rideTransition(manager, invoiced, settled, 'cancel', { superiorOf: [], now: NOW })).toEqual({
      allowed: false,
      reason: 'condition',
      message: 'Kurs jest na fakturze. Aby anulować przejazd, anuluj najpierw fakturę.',
    });
    expect(canRideAction(manager, baseCourse, settled, 'cancel', { superiorOf: [], now: NOW })).toBe(true);
  });

  it("refuses 'zmień status' to a cancelled status on an invoiced course, and allows other statuses", () => {
    const manager = ACTORS.manager;
    const invoiced = { ...baseCourse, invoiced: true };
    const driven = { ...ride, status: 'finished' };
    const to = (target: string, course = invoiced) =>
      rideTransition(manager, course, driven, 'set_status', { superiorOf: [], now: NOW, target });
    for (const target of ['cancelled', 'cancelled_during_realization'])
      expect(to(target)).toEqual({
        allowed: false,
        reason: 'condition',
        message: 'Kurs jest na fakturze. Aby anulować przejazd, anuluj najpierw fakturę.',
      });
    expect(to('accepted_by_driver')).toMatchObject({ allowed: true, status: 'accepted_by_driver' });
    expect(to('cancelled', baseCourse)).toMatchObject({ allowed: true, status: 'cancelled' });
  });

  it('refuses to restore a cancelled ride into an invoiced course (row 810)', () => {
    const manager = ACTORS.manager;
    const cancelled = { ...ride, status: 'cancelled', statusBeforeCancel: 'finished' };
    expect(
      rideTransition(manager, { ...baseCourse, invoiced: true }, cancelled, 'restore', {
        superiorOf: [],
        now: NOW,
      }),
    ).toEqual({
      allowed: false,
      reason: 'condition',
      message: 'Kurs jest na fakturze. Aby przywrócić przejazd, anuluj najpierw fakturę.',
    });
  });

  it('restores a ride cancelled in settlement to that state, and any other by the spec (row 644)', () => {
    const manager = ACTORS.manager;
    const cancelledFrom = (statusBeforeCancel: string | null) => ({
      ...ride,
      status: 'cancelled',
      statusBeforeCancel,
    });
    for (const settled of ['accepted_by_contractor', 'accepted_by_customer', 'tcr_inconsistency'])
      expect(
        rideTransition(manager, baseCourse, cancelledFrom(settled), 'restore', { superiorOf: [], now: NOW }),
      ).toEqual({ allowed: true, status: settled });
    for (const other of ['accepted_by_driver', 'finished', null])
      expect(
        rideTransition(manager, baseCourse, cancelledFrom(other), 'restore', { superiorOf: [], now: NOW }),
      ).toEqual({ allowed: true, status: 'waiting_for_transport_company_acceptance' });
  });

  it('refuses a manual status equal to the current one or not a taxi status', () => {
    const manager = ACTORS.manager;
    for (const target of ['waiting_for_transport_company_acceptance', 'settled', 'lost', undefined]) {
      expect(
        rideTransition(manager, baseCourse, ride, 'set_status', { superiorOf: [], now: NOW, target }),
      ).toMatchObject({
        allowed: false,
        reason: 'status',
      });
    }
    expect(canRideAction(manager, baseCourse, ride, 'set_status', { superiorOf: [], now: NOW })).toBe(true);
    expect(canRideAction(ACTORS.company, baseCourse, ride, 'set_status', { superiorOf: [], now: NOW })).toBe(
      false,
    );
  });

  it('never sets or leaves a settlement status by hand (they move through their own transitions)', () => {
    const manager = ACTORS.manager;
    for (const target of SETTLEMENT_OWNED_RIDE_STATUSES)
      expect(
        rideTransition(manager, baseCourse, ride, 'set_status', { superiorOf: [], now: NOW, target }),
      ).toMatchObject({ allowed: false, reason: 'status' });
    for (const status of SETTLEMENT_OWNED_RIDE_STATUSES)
      expect(
        canRideAction(manager, baseCourse, { ...ride, status }, 'set_status', { superiorOf: [], now: NOW }),
      ).toBe(false);
  });

  it('refuses every action on a status it does not know', () => {
    const odd = { ...ride, status: 'lost' };
    for (const action of RIDE_ACTIONS)
      expect(
        canRideAction(ACTORS.manager, baseCourse, odd, action, {
          superiorOf: [],
          now: NOW,
          target: 'planning',
        }),
      ).toBe(false);
  });
});
