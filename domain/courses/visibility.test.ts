import { describe, expect, it } from 'vitest';
import { courseVisibility, isCourseVisible } from './visibility';
import type { CourseParties } from './visibility';

const user = (roles: string[], companyId: number | null = 5, id = 9) => ({ id, roles, companyId });

const course: CourseParties = {
  companyId: 1,
  contractorId: 2,
  subcontractorId: 3,
  driverId: 9,
  createdById: 4,
  passengerUserIds: [11, 12],
};

describe('courseVisibility', () => {
  it('shows everything to managers and accountants', () => {
    expect(courseVisibility(user(['ROLE_DEFAULT', 'ROLE_ADMIN']))).toEqual({ kind: 'all' });
    expect(courseVisibility(user(['ROLE_USER'], null))).toEqual({ kind: 'all' });
    expect(courseVisibility(user(['ROLE_ACCOUNTANT'], null))).toEqual({ kind: 'all' });
  });

  it('limits a railway company user and its external dispatcher to the company', () => {
    expect(courseVisibility(user(['ROLE_COMPANY']))).toEqual({ kind: 'company', companyId: 5 });
    expect(courseVisibility(user(['ROLE_USER_COMPANY']))).toEqual({ kind: 'company', companyId: 5 });
    expect(courseVisibility(user(['ROLE_COMPANY'], null))).toEqual({ kind: 'none' });
  });

  it('limits transport companies, drivers and passengers to their own part', () => {
    expect(courseVisibility(user(['ROLE_TRANSPORT_COMPANY']))).toEqual({ kind: 'transport', companyId: 5 });
    expect(courseVisibility(user(['ROLE_TRANSPORT_COMPANY'], null))).toEqual({ kind: 'none' });
    expect(courseVisibility(user(['ROLE_DRIVER']))).toEqual({ kind: 'driver', userId: 9 });
    expect(courseVisibility(user(['ROLE_PASSENGER', 'ROLE_KILOMETER_COURSE']))).toEqual({
      kind: 'passenger',
      userId: 9,
    });
  });

  it('shows nothing to a user without a course role', () => {
    expect(courseVisibility(user(['ROLE_DEFAULT', 'ROLE_HOTEL']))).toEqual({ kind: 'none' });
    expect(courseVisibility(user([]))).toEqual({ kind: 'none' });
  });
});

describe('isCourseVisible', () => {
  it('applies each kind of visibility to a course', () => {
    expect(isCourseVisible({ kind: 'all' }, course)).toBe(true);
    expect(isCourseVisible({ kind: 'none' }, course)).toBe(false);
    expect(isCourseVisible({ kind: 'company', companyId: 1 }, course)).toBe(true);
    expect(isCourseVisible({ kind: 'company', companyId: 2 }, course)).toBe(false);
    expect(isCourseVisible({ kind: 'driver', userId: 9 }, course)).toBe(true);
    expect(isCourseVisible({ kind: 'driver', userId: 4 }, course)).toBe(false);
    expect(isCourseVisible({ kind: 'passenger', userId: 12 }, course)).toBe(true);
    expect(isCourseVisible({ kind: 'passenger', userId: 4 }, course)).toBe(true);
    expect(isCourseVisible({ kind: 'passenger', userId: 9 }, course)).toBe(false);
  });

  it('shows a transport company what it executes and everything of companies it is superior for', () => {
    expect(isCourseVisible({ kind: 'transport', companyId: 2 }, course)).toBe(true);
    expect(isCourseVisible({ kind: 'transport', companyId: 3 }, course)).toBe(true);
    expect(isCourseVisible({ kind: 'transport', companyId: 6 }, course)).toBe(false);
    expect(isCourseVisible({ kind: 'transport', companyId: 6 }, course, [1])).toBe(true);
    expect(isCourseVisible({ kind: 'transport', companyId: 6 }, course, [7])).toBe(false);
  });
});
