import { describe, expect, it } from 'vitest';
import type { Role } from '../auth/roles';
import { canGenerateKilometerReport, canSeeDistanceDeviation } from './report-permissions';

const user = (...roles: Role[]) => ({ id: 1, roles, companyId: 2 });

describe('canGenerateKilometerReport', () => {
  it.each<[Role[], boolean]>([
    [['ROLE_ADMIN', 'ROLE_COURSE_GENERATE_REPORT'], true],
    [['ROLE_USER', 'ROLE_COURSE_GENERATE_REPORT'], true],
    [['ROLE_TRANSPORT_COMPANY', 'ROLE_COURSE_GENERATE_REPORT'], true],
    [['ROLE_ACCOUNTANT'], true],
    [['ROLE_PASSENGER', 'ROLE_KILOMETER_COURSE'], true],
    [['ROLE_PASSENGER'], false],
    [['ROLE_ADMIN'], false],
    [['ROLE_USER'], false],
    [['ROLE_COMPANY', 'ROLE_COMPANY_STATISTICS'], false],
    [['ROLE_DRIVER'], false],
  ])('%j -> %s', (roles, allowed) => {
    expect(canGenerateKilometerReport(user(...roles))).toBe(allowed);
  });
});

describe('canSeeDistanceDeviation', () => {
  it('needs ROLE_COURSE_GENERATE_REPORT', () => {
    expect(canSeeDistanceDeviation(user('ROLE_USER', 'ROLE_COURSE_GENERATE_REPORT'))).toBe(true);
    expect(canSeeDistanceDeviation(user('ROLE_USER'))).toBe(false);
    expect(canSeeDistanceDeviation(user('ROLE_ACCOUNTANT'))).toBe(false);
  });
});
