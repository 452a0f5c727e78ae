import { describe, expect, it } from 'vitest';
import { courseFieldRights } from './course-field-rights';

const course = { companyId: 1, contractorId: 10, subcontractorId: 20, driverId: 50, rides: [] };
const none = {
  course: false,
  transportCompany: false,
  driver: false,
  status: false,
  passengers: false,
  locomotives: false,
};

describe('courseFieldRights (§6 per field)', () => {
  it('gives a manager every field', () => {
    expect(courseFieldRights({ id: 1, roles: ['ROLE_USER'], companyId: null }, course, [])).toEqual({
      course: true,
      transportCompany: true,
      driver: true,
      status: true,
      passengers: true,
      locomotives: true,
    });
  });

  it('gives the course driver the route but not the executors, passengers or locomotives', () => {
    expect(courseFieldRights({ id: 50, roles: ['ROLE_DRIVER'], companyId: 10 }, course, [])).toEqual({
      ...none,
      course: true,
    });
  });

  it('gives a plain contractor no passengers, and the subcontractor no contractor field', () => {
    const contractor = courseFieldRights(
      { id: 2, roles: ['ROLE_TRANSPORT_COMPANY'], companyId: 10 },
      course,
      [],
    );
    expect(contractor).toEqual({
      ...none,
      course: true,
      transportCompany: true,
      driver: true,
      locomotives: true,
    });
    const subcontractor = courseFieldRights(
      { id: 3, roles: ['ROLE_TRANSPORT_COMPANY'], companyId: 20 },
      course,
      [],
    );
    expect(subcontractor).toEqual({ ...none, course: true, driver: true, locomotives: true });
  });

  it('gives the railway company passengers and locomotives only, and a superior contractor the status', () => {
    expect(courseFieldRights({ id: 4, roles: ['ROLE_COMPANY'], companyId: 1 }, course, [])).toEqual({
      ...none,
      passengers: true,
      locomotives: true,
    });
    const superior = courseFieldRights(
      { id: 5, roles: ['ROLE_TRANSPORT_COMPANY'], companyId: 30 },
      course,
      [1],
    );
    expect(superior).toEqual({
      course: true,
      transportCompany: true,
      driver: false,
      status: true,
      passengers: true,
      locomotives: true,
    });
  });
});
