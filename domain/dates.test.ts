import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDateAndTime,
  formatIsoDate,
  formatTimeDate,
  fromTransferDate,
  isIsoDate,
  shownDay,
  toTransferDate,
  todayIsoDate,
} from './dates';

// Local-time constructors keep the local-day helpers' tests independent of the machine's time zone;
// the display helpers show Warsaw time, so their instants are written in UTC (CET is UTC+1 in March).
const morning = new Date(2024, 2, 7, 8, 5);
const warsawMorning = new Date('2024-03-07T07:05:00Z');

describe('date formats of §9', () => {
  it('formats DD.MM.YYYY, YYYY-MM-DD, DD.MM.YYYY HH:mm and HH:mm DD.MM.YYYY', () => {
    expect(formatDate(warsawMorning)).toBe('07.03.2024');
    expect(formatIsoDate(morning)).toBe('2024-03-07');
    expect(formatDateAndTime(warsawMorning)).toBe('07.03.2024 08:05');
    expect(formatTimeDate(warsawMorning)).toBe('08:05 07.03.2024');
  });

  it('uses the 24-hour clock', () => {
    expect(formatDateAndTime(new Date('2024-12-31T22:59:00Z'))).toBe('31.12.2024 23:59');
  });

  it('accepts ISO strings and epoch milliseconds', () => {
    expect(formatDate('2024-03-07T08:05:00+01:00')).toBe('07.03.2024');
    expect(formatTimeDate(warsawMorning.getTime())).toBe('08:05 07.03.2024');
  });

  it('shows nothing for missing or broken values', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDateAndTime(undefined)).toBe('');
    expect(formatTimeDate('')).toBe('');
    expect(formatIsoDate('not a date')).toBe('');
    expect(toTransferDate('nope')).toBeNull();
  });

  it('gives today as YYYY-MM-DD', () => {
    expect(todayIsoDate(morning)).toBe('2024-03-07');
    expect(isIsoDate(todayIsoDate())).toBe(true);
  });
});

describe('transfer protocol date', () => {
  it('splits into DD-MM-YYYY and HH:mm and reads back', () => {
    expect(toTransferDate(morning)).toEqual({ date: '07-03-2024', time: '08:05' });
    expect(fromTransferDate({ date: '07-03-2024', time: '08:05' })).toEqual(morning);
  });

  it('refuses impossible dates and times', () => {
    expect(fromTransferDate({ date: '31-02-2024', time: '08:05' })).toBeNull();
    expect(fromTransferDate({ date: '07-03-2024', time: '24:00' })).toBeNull();
    expect(fromTransferDate({ date: '2024-03-07', time: '08:05' })).toBeNull();
  });

  it('round-trips any minute', () => {
    const minute = fc
      .date({ min: new Date(2000, 0, 1), max: new Date(2099, 11, 31), noInvalidDate: true })
      .map(
        (date) =>
          new Date(date.getFullYear(), date.getMonth(), date.getDate(), date.getHours(), date.getMinutes()),
      );
    fc.assert(
      fc.property(minute, (date) => {
        const split = toTransferDate(date);
        expect(split).not.toBeNull();
        if (split) expect(fromTransferDate(split)?.getTime()).toBe(date.getTime());
      }),
    );
  });
});

describe('ISO date check', () => {
  it.each(['2024-02-29', '2023-12-31', '2000-01-01'])('accepts %s', (value) => {
    expect(isIsoDate(value)).toBe(true);
  });

  it.each(['2023-02-29', '2024-13-01', '2024-00-10', '2024-1-5', '07.03.2024', '', '2024-03-07T00:00'])(
    'refuses %j',
    (value) => {
      expect(isIsoDate(value)).toBe(false);
    },
  );
});

describe('shownDay', () => {
  it('shows a YYYY-MM-DD day as DD.MM.YYYY', () => {
    expect(shownDay('2026-11-02')).toBe('02.11.2026');
  });

  it('shows the same calendar day formatDate shows for that day at noon in Poland', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2000-01-01'), max: new Date('2099-12-31'), noInvalidDate: true }),
        (date) => {
          const day = date.toISOString().slice(0, 10);
          expect(shownDay(day)).toBe(formatDate(`${day}T12:00:00Z`));
        },
      ),
    );
  });
});
