import { describe, expect, it } from 'vitest';
import { formatDate, formatDateAndTime, formatTimeDate, todayIsoDate } from './dates';

// Runs with TZ=America/New_York (vite.config.ts): the display helpers still show Polish time.
describe('display dates in Polish time whatever the runtime zone', () => {
  it('shows a late-evening UTC instant on the next Warsaw day, summer and winter', () => {
    expect(new Date('2024-07-01T22:30:00Z').getHours()).toBe(18);
    expect(formatTimeDate('2024-07-01T22:30:00Z')).toBe('00:30 02.07.2024');
    expect(formatDate('2024-07-01T22:30:00Z')).toBe('02.07.2024');
    expect(formatDateAndTime('2024-01-15T23:10:00Z')).toBe('16.01.2024 00:10');
  });

  it("takes today as the Warsaw day, the server's", () => {
    expect(todayIsoDate(new Date('2024-03-06T23:30:00Z'))).toBe('2024-03-07');
    expect(todayIsoDate(new Date('2024-03-07T03:30:00Z'))).toBe('2024-03-07');
  });
});
