import { describe, expect, it } from 'vitest';
import { TAXI_RIDE_STATUSES } from '../courses/ride-status';
import { ACTORS, superiorOfActor } from './ride-transitions.fixtures';
import type { Actor } from './ride-transitions.fixtures';
import {
  MOVABLE_RIDE_STATUSES,
  RIDE_MOVE_MESSAGES,
  canMoveRide,
  canReceiveRide,
  courseRideNumbers,
  statusAfterTransfer,
} from './ride-transfer';
import type { MoveCourse, StatusCourse } from './ride-transfer';

const NOW = new Date('2030-03-07T08:00:00Z');
const LATER = '2030-03-07T12:00:00Z';
const course = (over: Partial<MoveCourse> = {}): MoveCourse => ({
  id: 1,
  companyId: 1,
  contractorId: 10,
  subcontractorId: 11,
  driverId: 50,
  driverEndAt: null,
  rides: [
    { status: 'planning', startsAt: LATER },
    { status: 'planning', startsAt: LATER },
  ],
  ...over,
});
const ride = (status: string) => ({ status });
const move = (actor: Actor, status: string, kind: 'transfer' | 'extract' = 'transfer', c = course()) =>
  canMoveRide(ACTORS[actor], c, ride(status), kind, superiorOfActor(actor));

describe('canMoveRide: who', () => {
  it.each<[Actor, boolean]>([
    ['manager', true],
    ['admin', true],
    ['contractor', true],
    ['subcontractor', true],
    ['company', false],
    ['companyDispatcher', false],
    ['superior', false],
    ['otherTransport', false],
    ['driver', false],
    ['passenger', false],
    ['accountant', false],
  ])('%s may move: %s', (actor, allowed) => {
    for (const kind of ['transfer', 'extract'] as const) {
      const result = move(actor, 'planning', kind);
      expect(result.allowed).toBe(allowed);
      if (!result.allowed) expect(result.reason).toBe('forbidden');
    }
  });
});

describe('canMoveRide: statuses', () => {
  it.each(TAXI_RIDE_STATUSES.map((status) => [status, MOVABLE_RIDE_STATUSES.includes(status)] as const))(
    '%s movable: %s',
    (status, movable) => {
      const result = move('manager', status);
      expect(result.allowed).toBe(movable);
      if (!result.allowed) expect(result.reason).toBe('status');
    },
  );

  it('accepted by driver only while the driver has not ended the course', () => {
    const ended = course({ driverEndAt: '2030-03-07T07:00:00Z' });
    expect(move('manager', 'accepted_by_driver', 'transfer', ended)).toEqual({
      allowed: false,
      reason: 'condition',
      message: RIDE_MOVE_MESSAGES.driverEnded,
    });
    expect(move('manager', 'planning', 'transfer', ended).allowed).toBe(true);
  });
});

describe('canMoveRide: extraction needs 2 rides', () => {
  const single = course({ rides: [{ status: 'planning', startsAt: LATER }] });
  it('refuses a one-ride course', () => {
    expect(move('manager', 'planning', 'extract', single)).toMatchObject({ reason: 'condition' });
  });
  it('a transfer out of a one-ride course is fine', () => {
    expect(move('manager', 'planning', 'transfer', single).allowed).toBe(true);
  });
});

describe('canReceiveRide', () => {
  const source = course();
  const receive = (actor: Actor, target: MoveCourse) =>
    canReceiveRide(ACTORS[actor], source, target, NOW, superiorOfActor(actor));

  it('accepts another course in progress', () => {
    expect(receive('manager', course({ id: 2 })).allowed).toBe(true);
    expect(receive('contractor', course({ id: 2 })).allowed).toBe(true);
  });
  it('refuses the same course', () => {
    expect(receive('manager', source)).toMatchObject({ message: RIDE_MOVE_MESSAGES.sameCourse });
  });
  it.each<[string, Partial<MoveCourse>]>([
    ['ended by the driver', { driverEndAt: '2030-03-07T07:00:00Z' }],
    ['all rides finished', { rides: [{ status: 'finished' }] }],
    ['all rides cancelled', { rides: [{ status: 'cancelled' }] }],
    ['no rides', { rides: [] }],
  ])('refuses a target %s', (_name, over) => {
    expect(receive('manager', course({ id: 2, ...over }))).toMatchObject({
      reason: 'condition',
      message: RIDE_MOVE_MESSAGES.targetNotInProgress,
    });
  });
  it("refuses a transport company's move into a course it does not execute", () => {
    const foreign = course({ id: 2, contractorId: 20, subcontractorId: null });
    expect(receive('contractor', foreign)).toMatchObject({ reason: 'forbidden' });
  });
});

describe('statusAfterTransfer', () => {
  const parties: StatusCourse = {
    contractorId: 10,
    subcontractorId: null,
    driverId: 50,
    contractorSmsNotification: true,
  };
  it.each<[string, Partial<StatusCourse>, string]>([
    ['same executor and driver keep it', {}, 'accepted_by_driver'],
    ['another driver with SMS waits for the driver', { driverId: 51 }, 'waiting_for_driver_acceptance'],
    [
      'another driver without SMS waits for the company',
      { driverId: 51, contractorSmsNotification: false },
      'waiting_for_transport_company_acceptance',
    ],
    [
      'another contractor, no driver',
      { contractorId: 20, driverId: null },
      'waiting_for_transport_company_acceptance',
    ],
    ['no contractor', { contractorId: null, driverId: null }, 'planning'],
  ])('%s', (_name, over, expected) => {
    expect(statusAfterTransfer('accepted_by_driver', parties, { ...parties, ...over })).toBe(expected);
  });
});

it('labels a course by its ride numbers joined by +', () => {
  expect(courseRideNumbers({ rides: [{ number: 'IC/1' }, { number: 'IC/2' }] })).toBe('IC/1+IC/2');
});
