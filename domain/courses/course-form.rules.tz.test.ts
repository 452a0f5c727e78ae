// Runs in the 'time-zone' Vitest project (TZ=America/New_York): 'Data' and 'Godzina' are Polish time anyway.
import { describe, expect, it } from 'vitest';
import { stopDateTime, stopInstant } from './course-form.rules';

const seconds = (from: string, to: string) => {
  const [fromDate = '', fromTime = ''] = from.split(' ');
  const [toDate = '', toTime = ''] = to.split(' ');
  const start = stopInstant({ date: fromDate, time: fromTime });
  const end = stopInstant({ date: toDate, time: toTime });
  return start && end ? (end.getTime() - start.getTime()) / 1000 : null;
};

describe('stop times', () => {
  it('joins date and time only when both are there', () => {
    expect(stopDateTime({ date: '2024-03-07', time: '08:05' })).toBe('2024-03-07T08:05');
    expect(stopDateTime({ date: '2024-03-07', time: null })).toBeNull();
    expect(stopInstant({ date: null, time: '08:05' })).toBeNull();
  });

  it('reads them as Warsaw time, not the runtime zone', () => {
    expect(stopInstant({ date: '2024-03-07', time: '08:05' })?.toISOString()).toBe(
      '2024-03-07T07:05:00.000Z',
    );
  });

  it('counts the real length of a night across the Polish DST changes', () => {
    // New York changes its clocks on other Sundays: reading there would give 3 h and 4 h.
    expect(seconds('2024-03-31 01:00', '2024-03-31 04:00')).toBe(2 * 3600);
    expect(seconds('2024-10-27 00:00', '2024-10-27 04:00')).toBe(5 * 3600);
  });
});
