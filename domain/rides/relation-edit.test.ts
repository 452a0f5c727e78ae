import { describe, expect, it } from 'vitest';
import type { PermissionCourse, PermissionUser } from '../courses/course-permissions';
import { OPEN_RIDE_STATUSES } from './ride-effects';
import { TAXI_RIDE_STATUSES } from '../courses/ride-status';
import { canEditTaxiRelation, crewRefusal, relationCrewChanges } from './relation-edit';
import type { RelationStop } from './relation-edit';

/** Railway company 1, contractor 2, subcontractor 3, driver user 50; transport company 7 is superior for 1. */
const course: PermissionCourse = {
  companyId: 1,
  contractorId: 2,
  subcontractorId: 3,
  driverId: 50,
  rides: [{ status: 'planning' }],
};
const who = (roles: string[], companyId: number | null = null, id = 100): PermissionUser => ({
  id,
  roles,
  companyId,
});
const planning = { status: 'planning' };

describe('canEditTaxiRelation', () => {
  it('lets everyone with course-edit permission edit an open ride', () => {
    for (const [user, superiorOf] of [
      [who(['ROLE_ADMIN']), []],
      [who(['ROLE_USER']), []],
      [who(['ROLE_TRANSPORT_COMPANY'], 2), []],
      [who(['ROLE_TRANSPORT_COMPANY'], 3), []],
      [who(['ROLE_TRANSPORT_COMPANY'], 7), [1]],
      [who(['ROLE_DRIVER'], 2, 50), []],
    ] as const)
      expect(canEditTaxiRelation(user, course, planning, superiorOf)).toEqual({ allowed: true });
  });

  it('refuses the railway company, passengers, strangers and another driver', () => {
    for (const user of [
      who(['ROLE_COMPANY'], 1),
      who(['ROLE_USER_COMPANY'], 1),
      who(['ROLE_PASSENGER'], 1),
      who(['ROLE_TRANSPORT_COMPANY'], 9),
      who(['ROLE_TRANSPORT_COMPANY'], 7),
      who(['ROLE_DRIVER'], 2, 51),
      who(['ROLE_ACCOUNTANT']),
    ])
      expect(canEditTaxiRelation(user, course, planning, [])).toEqual({
        allowed: false,
        reason: 'forbidden',
      });
  });

  it('refuses every closed status, even to a dispatcher, and allows every open one', () => {
    const dispatcher = who(['ROLE_USER']);
    for (const status of TAXI_RIDE_STATUSES) {
      const open = (OPEN_RIDE_STATUSES as readonly string[]).includes(status);
      expect(canEditTaxiRelation(dispatcher, course, { status }, []), status).toEqual(
        open ? { allowed: true } : { allowed: false, reason: 'status' },
      );
    }
    for (const status of ['finished', 'cancelled', 'cancelled_during_realization', 'accepted_by_customer'])
      expect(canEditTaxiRelation(dispatcher, course, { status }, [])).toMatchObject({ reason: 'status' });
  });

  it('names the permission before the status', () => {
    expect(canEditTaxiRelation(who(['ROLE_COMPANY'], 1), course, { status: 'finished' }, [])).toMatchObject({
      reason: 'forbidden',
    });
  });
});

const stop = (
  id: number | null,
  passengerIds: number[] = [],
  locomotiveIds: number[] = [],
): RelationStop => ({
  id,
  passengerIds,
  locomotiveIds,
});
const stored = [stop(1, [5, 6], [8]), stop(2, [5]), stop(3)];

describe('relationCrewChanges', () => {
  it('sees no change when only places and times move (same ids, any order)', () => {
    expect(relationCrewChanges(stored, [stop(1, [6, 5], [8]), stop(2, [5]), stop(3)])).toEqual({
      passengers: false,
      locomotives: false,
    });
  });

  it('sees a new stop carrying someone, an added or dropped passenger, a new locomotive', () => {
    expect(
      relationCrewChanges(stored, [stop(1, [5, 6], [8]), stop(null, [5]), stop(2, [5]), stop(3)]),
    ).toEqual({ passengers: true, locomotives: false });
    expect(relationCrewChanges(stored, [stop(1, [5], [8]), stop(2, [5]), stop(3)]).passengers).toBe(true);
    expect(relationCrewChanges(stored, [stop(1, [5, 6], [8, 9]), stop(2, [5]), stop(3)])).toEqual({
      passengers: false,
      locomotives: true,
    });
  });

  it('counts a removed stop that carried someone, but not an empty one', () => {
    expect(relationCrewChanges(stored, [stop(1, [5, 6], [8]), stop(3)]).passengers).toBe(true);
    expect(relationCrewChanges([stop(1, [5]), stop(2), stop(3)], [stop(1, [5]), stop(3)])).toEqual({
      passengers: false,
      locomotives: false,
    });
  });

  it('ignores what the last stop lists: it carries nobody', () => {
    expect(relationCrewChanges(stored, [stop(1, [5, 6], [8]), stop(2, [5]), stop(3, [7], [9])])).toEqual({
      passengers: false,
      locomotives: false,
    });
    // Dropping the last stop leaves the old middle stop's passengers without a segment.
    expect(relationCrewChanges(stored, [stop(1, [5, 6], [8]), stop(2, [5])]).passengers).toBe(true);
  });
});

describe('crewRefusal', () => {
  it('refuses a change the user has no right to, passengers first', () => {
    const all = { passengers: true, locomotives: true };
    expect(crewRefusal(all, { passengers: false, locomotives: false })).toBe('passengers');
    expect(crewRefusal(all, { passengers: true, locomotives: false })).toBe('locomotives');
    expect(crewRefusal(all, all)).toBeNull();
    expect(
      crewRefusal({ passengers: false, locomotives: false }, { passengers: false, locomotives: false }),
    ).toBeNull();
  });
});
