import { describe, expect, it } from 'vitest';
import { canOpenCourseDrawer } from './drawer-access';

describe('canOpenCourseDrawer', () => {
  it('keeps drivers out of every drawer and passengers out of taxi ones', () => {
    expect(canOpenCourseDrawer({ roles: ['ROLE_DRIVER'] }, 'taxi')).toBe(false);
    expect(canOpenCourseDrawer({ roles: ['ROLE_DRIVER'] }, 'kilometer')).toBe(false);
    expect(canOpenCourseDrawer({ roles: ['ROLE_PASSENGER'] }, 'taxi')).toBe(false);
    expect(canOpenCourseDrawer({ roles: ['ROLE_PASSENGER'] }, 'kilometer')).toBe(true);
    for (const role of ['ROLE_ADMIN', 'ROLE_USER', 'ROLE_COMPANY', 'ROLE_TRANSPORT_COMPANY'] as const)
      expect(canOpenCourseDrawer({ roles: [role] }, 'taxi'), role).toBe(true);
  });
});
