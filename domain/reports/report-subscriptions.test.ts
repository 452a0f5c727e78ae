import { describe, expect, it } from 'vitest';
import { duePeriod, subscribableReports } from './report-subscriptions';

describe('scheduled report periods', () => {
  it('sends the previous month from the first working day on', () => {
    expect(duePeriod('monthly', '2027-01-01')).toBeNull();
    expect(duePeriod('monthly', '2027-01-03')).toBeNull();
    expect(duePeriod('monthly', '2027-01-04')).toEqual({ key: '2026-12', month: '2026-12' });
    expect(duePeriod('monthly', '2027-01-20')).toEqual({ key: '2026-12', month: '2026-12' });
  });

  it('sends weekly from Monday on, the month of the week just ended', () => {
    expect(duePeriod('weekly', '2026-12-07')).toEqual({ key: '2026-12-07', month: '2026-12' });
    expect(duePeriod('weekly', '2026-12-09')).toEqual({ key: '2026-12-07', month: '2026-12' });
    // Week 23-29 November ended in November.
    expect(duePeriod('weekly', '2026-11-30')).toEqual({ key: '2026-11-30', month: '2026-11' });
  });

  it('offers the reports the download rule allows', () => {
    expect(subscribableReports({ roles: ['ROLE_FLEET'], companyId: 5 })).toEqual([
      'fleet_drivers',
      'fleet_subcontractors',
    ]);
    expect(subscribableReports({ roles: ['ROLE_FLEET'], companyId: null })).toEqual([]);
    expect(subscribableReports({ roles: ['ROLE_PASSENGER'], companyId: 5 })).toEqual([]);
  });
});
