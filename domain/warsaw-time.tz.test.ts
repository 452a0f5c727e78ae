// Runs in the 'time-zone' Vitest project (TZ=America/New_York), where local time would give other answers.
import { describe, expect, it } from 'vitest';
import { parseDateTime, warsawDateTime, warsawDay, warsawParts } from './warsaw-time';

const iso = (local: string) => warsawDateTime(local)?.toISOString();

describe('warsaw time', () => {
  it('runs in a zone that is not Polish', () => {
    expect(new Date('2024-03-07T12:00:00Z').getHours()).toBe(7);
  });

  it('reads wall-clock stop times in winter and summer', () => {
    expect(iso('2024-03-07T08:05')).toBe('2024-03-07T07:05:00.000Z');
    expect(iso('2024-07-07T08:05')).toBe('2024-07-07T06:05:00.000Z');
    expect(warsawDateTime('nie data')).toBeNull();
  });

  it('moves a time skipped on the last Sunday of March an hour on', () => {
    expect(iso('2024-03-31T01:59')).toBe('2024-03-31T00:59:00.000Z');
    expect(iso('2024-03-31T02:30')).toBe('2024-03-31T01:30:00.000Z');
    expect(iso('2024-03-31T03:00')).toBe('2024-03-31T01:00:00.000Z');
  });

  it('takes the first of a time repeated on the last Sunday of October', () => {
    expect(iso('2024-10-27T01:59')).toBe('2024-10-26T23:59:00.000Z');
    expect(iso('2024-10-27T02:30')).toBe('2024-10-27T00:30:00.000Z');
    expect(iso('2024-10-27T03:00')).toBe('2024-10-27T02:00:00.000Z');
  });

  it('keeps an explicit offset and names the Warsaw day of an instant', () => {
    expect(parseDateTime('2024-03-07T08:05:00+01:00')?.toISOString()).toBe('2024-03-07T07:05:00.000Z');
    expect(parseDateTime('2024-03-07T08:05:00Z')?.toISOString()).toBe('2024-03-07T08:05:00.000Z');
    expect(warsawDay(new Date('2024-03-06T23:30:00Z'))).toBe('2024-03-07');
  });

  it('splits an instant into the Warsaw date and time of the forms', () => {
    expect(warsawParts('2024-03-06T23:30:00Z')).toEqual({ date: '2024-03-07', time: '00:30' });
    expect(warsawParts('2024-07-07T22:05:00.000Z')).toEqual({ date: '2024-07-08', time: '00:05' });
    expect(warsawParts('2024-10-27T00:30:00Z')).toEqual({ date: '2024-10-27', time: '02:30' });
    expect(warsawParts('2024-10-27T01:30:00Z')).toEqual({ date: '2024-10-27', time: '02:30' });
    expect(warsawParts('2024-03-31T01:00:00Z')).toEqual({ date: '2024-03-31', time: '03:00' });
    expect(warsawParts(null)).toEqual({ date: null, time: null });
    expect(warsawParts('nie data')).toEqual({ date: null, time: null });
  });

  it('gives back every quarter hour of both DST Sundays, a skipped one an hour later', () => {
    const pad = (value: number) => String(value).padStart(2, '0');
    for (const [day, spring] of [
      ['2024-03-31', true],
      ['2024-10-27', false],
      ['2025-03-30', true],
      ['2025-10-26', false],
    ] as const)
      for (let minutes = 0; minutes < 24 * 60; minutes += 15) {
        const [hour, minute] = [Math.floor(minutes / 60), minutes % 60];
        const time = `${pad(hour)}:${pad(minute)}`;
        const expected = spring && hour === 2 ? `03:${pad(minute)}` : time;
        expect(warsawParts(warsawDateTime(`${day}T${time}`))).toEqual({ date: day, time: expected });
      }
  });
});
