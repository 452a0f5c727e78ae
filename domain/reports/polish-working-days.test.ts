import { describe, expect, it } from 'vitest';
import {
  easterSunday,
  firstWorkingDay,
  isPolishHoliday,
  isWorkingDay,
  mondayOf,
} from './polish-working-days';

describe('Polish working days', () => {
  it('knows Easter and the holidays that move with it', () => {
    expect(easterSunday(2026)).toBe('2026-04-05');
    expect(easterSunday(2027)).toBe('2027-03-28');
    expect(isPolishHoliday('2026-04-06')).toBe(true); // Easter Monday
    expect(isPolishHoliday('2026-06-04')).toBe(true); // Corpus Christi
    expect(isPolishHoliday('2026-12-24')).toBe(true); // Wigilia, from 2025
    expect(isPolishHoliday('2024-12-24')).toBe(false);
    expect(isWorkingDay('2026-12-05')).toBe(false); // a Saturday
  });

  it('finds the first working day after a holiday and a weekend', () => {
    expect(firstWorkingDay('2027-01')).toBe('2027-01-04'); // 1 Jan a holiday (Friday), then the weekend
    expect(firstWorkingDay('2026-05')).toBe('2026-05-04'); // 1 May a Friday, 3 May a Sunday
    expect(firstWorkingDay('2026-11')).toBe('2026-11-02'); // 1 Nov a Sunday and a holiday
    expect(firstWorkingDay('2026-12')).toBe('2026-12-01');
  });

  it('finds the Monday of a week', () => {
    expect(mondayOf('2026-12-07')).toBe('2026-12-07');
    expect(mondayOf('2026-12-13')).toBe('2026-12-07');
    expect(mondayOf('2027-01-01')).toBe('2026-12-28');
  });
});
