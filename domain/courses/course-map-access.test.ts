import { describe, expect, it } from 'vitest';
import { canSeeCourseMap } from './visibility';

const user = (roles: string[], companyId: number | null = 5) => ({ id: 1, roles, companyId });

describe('canSeeCourseMap', () => {
  it('is the dispatcher, the administrator and a transport company', () => {
    expect(canSeeCourseMap(user(['ROLE_USER']))).toBe(true);
    expect(canSeeCourseMap(user(['ROLE_ADMIN']))).toBe(true);
    expect(canSeeCourseMap(user(['ROLE_TRANSPORT_COMPANY']))).toBe(true);
  });

  it('is nobody else', () => {
    for (const roles of [
      ['ROLE_COMPANY'],
      ['ROLE_USER_COMPANY'],
      ['ROLE_DRIVER'],
      ['ROLE_PASSENGER'],
      ['ROLE_ACCOUNTANT'],
      ['ROLE_HOTEL'],
    ])
      expect(canSeeCourseMap(user(roles)), roles.join()).toBe(false);
    expect(canSeeCourseMap(user(['ROLE_TRANSPORT_COMPANY'], null))).toBe(false);
  });
});
