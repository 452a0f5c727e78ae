import { describe, expect, it } from 'vitest';
import { DRIVER_ANSWER_MS, driverDeadlineAfter } from './acceptance-deadline';

const now = new Date('2030-03-07T08:00:00Z');
const in15 = new Date(now.getTime() + DRIVER_ANSWER_MS);

describe('driverDeadlineAfter (15 minutes from being asked)', () => {
  it('starts the 15 minutes when the ride starts waiting for the driver', () => {
    const createdYesterday = new Date('2030-03-06T10:15:00Z');
    expect(
      driverDeadlineAfter(
        'accepted_by_transport_company',
        'waiting_for_driver_acceptance',
        createdYesterday,
        now,
      ),
    ).toEqual(in15);
    expect(driverDeadlineAfter(undefined, 'waiting_for_driver_acceptance', null, now)).toEqual(in15);
  });

  it('keeps a later deadline set by hand, and the deadline of a ride already waiting', () => {
    const later = new Date('2030-03-07T12:00:00Z');
    expect(driverDeadlineAfter('planning', 'waiting_for_driver_acceptance', later, now)).toEqual(later);
    const old = new Date('2030-03-07T07:50:00Z');
    expect(
      driverDeadlineAfter('waiting_for_driver_acceptance', 'waiting_for_driver_acceptance', old, now),
    ).toEqual(old);
  });

  it('leaves other statuses alone', () => {
    const old = new Date('2030-03-06T10:15:00Z');
    expect(driverDeadlineAfter('planning', 'accepted_by_driver', old, now)).toEqual(old);
  });
});
