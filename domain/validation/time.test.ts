import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { messagesOf } from './test-utils';
import { isTime, secondsToTime, timeSchema, timeToSeconds } from './time';

const TIME_REQUIRED = 'Podaj czas (HH:MM)';
const TIME_FORMAT = 'Niepoprawny format czasu (HH:MM)!';

describe('time H:MM or HH:MM', () => {
  it.each(['0:00', '7:05', '07:05', '23:59', '19:30'])('accepts %s', (value) => {
    expect(timeSchema.parse(value)).toBe(value);
  });

  it('is required', () => {
    expect(messagesOf(timeSchema, '')).toEqual([TIME_REQUIRED]);
    expect(messagesOf(timeSchema, '   ')).toEqual([TIME_REQUIRED]);
  });

  it.each(['24:00', '7:60', '7:5', '705', '7.05', '007:05', 'ab:cd', '-1:00', '7:05:00'])(
    'refuses %j with the format message',
    (value) => {
      expect(messagesOf(timeSchema, value)).toEqual([TIME_FORMAT]);
    },
  );

  it('accepts every hour 0-23 and minute 0-59, with or without a leading zero on the hour', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 23 }),
        fc.integer({ min: 0, max: 59 }),
        fc.boolean(),
        (h, m, zero) => {
          const hours = zero ? String(h).padStart(2, '0') : String(h);
          expect(isTime(`${hours}:${String(m).padStart(2, '0')}`)).toBe(true);
        },
      ),
    );
  });

  it('refuses hours from 24 and minutes from 60', () => {
    fc.assert(
      fc.property(fc.integer({ min: 24, max: 99 }), fc.integer({ min: 0, max: 59 }), (h, m) => {
        expect(isTime(`${h}:${String(m).padStart(2, '0')}`)).toBe(false);
      }),
    );
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 60, max: 99 }), (h, m) => {
        expect(isTime(`${h}:${m}`)).toBe(false);
      }),
    );
  });
});

describe('time and seconds', () => {
  it('converts H:MM to seconds', () => {
    expect(timeToSeconds('1:30')).toBe(5400);
    expect(timeToSeconds('01:30')).toBe(5400);
    expect(timeToSeconds('0:00')).toBe(0);
    expect(timeToSeconds('23:59')).toBe(86_340);
    expect(timeToSeconds('25:00')).toBeNull();
  });

  it('converts seconds to H:MM, dropping leftover seconds', () => {
    expect(secondsToTime(5400)).toBe('1:30');
    expect(secondsToTime(59)).toBe('0:00');
    expect(secondsToTime(90_000)).toBe('25:00');
    expect(() => secondsToTime(-1)).toThrow(RangeError);
    expect(() => secondsToTime(Number.NaN)).toThrow(RangeError);
  });

  it('round-trips whole minutes of a day', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 24 * 60 - 1 }), (minutes) => {
        const seconds = minutes * 60;
        const text = secondsToTime(seconds);
        expect(isTime(text)).toBe(true);
        expect(timeToSeconds(text)).toBe(seconds);
      }),
    );
  });

  it('round-trips valid texts to their H:MM form', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }), (h, m) => {
        const text = `${h}:${String(m).padStart(2, '0')}`;
        expect(secondsToTime(timeToSeconds(text) ?? -1)).toBe(text);
      }),
    );
  });
});
