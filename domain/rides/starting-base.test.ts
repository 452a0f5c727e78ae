import { describe, expect, it } from 'vitest';
import type { PermissionCourse, PermissionUser } from '../courses/course-permissions';
import { canEditStartingBase } from './starting-base';

const course = (statuses: string[]): PermissionCourse => ({
  companyId: 1,
  contractorId: 2,
  subcontractorId: null,
  driverId: 50,
  rides: statuses.map((status) => ({ status })),
});
const dispatcher: PermissionUser = { id: 9, roles: ['ROLE_USER'], companyId: null };
const superior: PermissionUser = { id: 10, roles: ['ROLE_TRANSPORT_COMPANY'], companyId: 7 };
const contractor: PermissionUser = { id: 11, roles: ['ROLE_TRANSPORT_COMPANY'], companyId: 2 };
const railway: PermissionUser = { id: 12, roles: ['ROLE_COMPANY'], companyId: 1 };

describe('canEditStartingBase', () => {
  it('lets a dispatcher or a superior contractor change an open ride', () => {
    expect(canEditStartingBase(dispatcher, course(['planning']), { status: 'planning' }, [])).toEqual({
      allowed: true,
    });
    expect(canEditStartingBase(superior, course(['planning']), { status: 'planning' }, [1])).toEqual({
      allowed: true,
    });
  });

  it('refuses the plain contractor and the railway company', () => {
    for (const user of [contractor, railway, superior])
      expect(canEditStartingBase(user, course(['planning']), { status: 'planning' }, [])).toEqual({
        allowed: false,
        reason: 'forbidden',
      });
  });

  it('refuses a closed ride and a ride in the driver relation', () => {
    expect(canEditStartingBase(dispatcher, course(['finished']), { status: 'finished' }, [])).toMatchObject({
      reason: 'status',
    });
    const relation = course(['accepted_by_driver', 'accepted_by_driver']);
    expect(canEditStartingBase(dispatcher, relation, { status: 'accepted_by_driver' }, [])).toMatchObject({
      reason: 'driverRelation',
    });
    expect(
      canEditStartingBase(dispatcher, course(['accepted_by_driver']), { status: 'accepted_by_driver' }, []),
    ).toEqual({ allowed: true });
  });
});
