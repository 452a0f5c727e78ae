import { describe, expect, it } from 'vitest';
import { parseDateTime, warsawDateTime, warsawDay } from './warsaw-time';

describe('warsaw time', () => {
  it('reads wall-clock stop times in winter and summer', () => {
    expect(warsawDateTime('2024-03-07T08:05')?.toISOString()).toBe('2024-03-07T07:05:00.000Z');
    expect(warsawDateTime('2024-07-07T08:05')?.toISOString()).toBe('2024-07-07T06:05:00.000Z');
    expect(warsawDateTime('nie data')).toBeNull();
  });

  it('keeps an explicit offset and names the Warsaw day of an instant', () => {
    expect(parseDateTime('2024-03-07T08:05:00+01:00')?.toISOString()).toBe('2024-03-07T07:05:00.000Z');
    expect(parseDateTime('2024-03-07T08:05:00Z')?.toISOString()).toBe('2024-03-07T08:05:00.000Z');
    expect(warsawDay(new Date('2024-03-06T23:30:00Z'))).toBe('2024-03-07');
  });
});
