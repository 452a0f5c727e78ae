import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { warsawDateTime } from '../warsaw-time';
import {
  DRIVER_ABSENCE_MESSAGES,
  driverAbsenceSchema,
  formRideDays,
  isDriverAbsentOn,
  rideDay,
} from './driver-absence';

const DAY_MS = 86_400_000;
const BASE = Date.UTC(2026, 0, 1);
/** A calendar day as 'YYYY-MM-DD', `offset` days after 2026-01-01 (UTC arithmetic, no zone). */
const dayAt = (offset: number) => new Date(BASE + offset * DAY_MS).toISOString().slice(0, 10);

const absence = fc
  .tuple(fc.integer({ min: 0, max: 400 }), fc.integer({ min: 0, max: 30 }))
  .map(([start, length]) => ({ start, end: start + length }));

describe('isDriverAbsentOn', () => {
  it('covers exactly the days from the first to the last, both included', () => {
    fc.assert(
      fc.property(fc.array(absence, { maxLength: 5 }), fc.integer({ min: -5, max: 440 }), (list, day) => {
        const absences = list.map((a) => ({ dateFrom: dayAt(a.start), dateTo: dayAt(a.end) }));
        const expected = list.some((a) => a.start <= day && day <= a.end);
        expect(isDriverAbsentOn(absences, dayAt(day))).toBe(expected);
      }),
    );
  });

  it('is absent on the first and the last day and present the day before and after', () => {
    fc.assert(
      fc.property(absence, (a) => {
        const absences = [{ dateFrom: dayAt(a.start), dateTo: dayAt(a.end) }];
        expect(isDriverAbsentOn(absences, dayAt(a.start))).toBe(true);
        expect(isDriverAbsentOn(absences, dayAt(a.end))).toBe(true);
        expect(isDriverAbsentOn(absences, dayAt(a.start - 1))).toBe(false);
        expect(isDriverAbsentOn(absences, dayAt(a.end + 1))).toBe(false);
      }),
    );
  });

  it('is present with no absences', () => {
    expect(isDriverAbsentOn([], '2026-12-01')).toBe(false);
  });
});

describe('rideDay', () => {
  it('is the Warsaw day of the start: one minute either side of Warsaw midnight, summer and winter', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 400 }), (offset) => {
        const day = dayAt(offset);
        const midnight = warsawDateTime(`${day}T00:00`);
        if (midnight === null) throw new Error('no Warsaw midnight');
        expect(rideDay(midnight)).toBe(day);
        expect(rideDay(new Date(midnight.getTime() - 60_000))).toBe(dayAt(offset - 1));
        expect(rideDay(new Date(midnight.getTime() + DAY_MS - 3_600_000 * 2))).toBe(day);
      }),
    );
  });

  it('reads 23:30 UTC in winter as the next Warsaw day, and none without a time', () => {
    expect(rideDay(new Date('2026-12-01T23:30:00Z'))).toBe('2026-12-02');
    expect(rideDay(new Date('2026-07-01T21:59:00Z'))).toBe('2026-07-01');
    expect(rideDay(new Date('2026-07-01T22:00:00Z'))).toBe('2026-07-02');
    expect(rideDay(null)).toBeNull();
  });
});

describe('driverAbsenceSchema', () => {
  const parse = (value: object) => driverAbsenceSchema.safeParse(value);
  const messages = (value: object) => {
    const result = parse(value);
    return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
  };

  it('accepts one day (from = to) and reads the driver id', () => {
    const result = parse({ driver: '/api/drivers/7', dateFrom: '2026-12-01', dateTo: '2026-12-01' });
    expect(result.success && result.data.driver).toBe(7);
  });

  it('refuses an end before the start, on dateTo', () => {
    expect(messages({ driver: '/api/drivers/7', dateFrom: '2026-12-02', dateTo: '2026-12-01' })).toEqual([
      `dateTo: ${DRIVER_ABSENCE_MESSAGES.endBeforeStart}`,
    ]);
  });

  it('requires every field with the dialog message', () => {
    expect(messages({ driver: '', dateFrom: '', dateTo: '' })).toEqual([
      'driver: Pole wymagane',
      'dateFrom: Pole wymagane',
      'dateTo: Pole wymagane',
    ]);
  });

  it('refuses a day that does not exist', () => {
    expect(messages({ driver: '/api/drivers/7', dateFrom: '2026-02-30', dateTo: '2026-03-01' })).toEqual([
      'dateFrom: Niepoprawna data (RRRR-MM-DD)',
    ]);
  });
});

describe('formRideDays', () => {
  it('takes each ride’s first stop with a date and a time, once per day, sorted', () => {
    expect(
      formRideDays([
        {
          waypoints: [
            { date: '2026-12-03', time: '' },
            { date: '2026-12-02', time: '23:30' },
          ],
        },
        {
          waypoints: [
            { date: '2026-12-01', time: '00:15' },
            { date: '2026-12-05', time: '09:00' },
          ],
        },
        { waypoints: [{ date: '2026-12-02', time: '06:00' }] },
        { waypoints: [{ date: '', time: '' }] },
      ]),
    ).toEqual(['2026-12-01', '2026-12-02']);
  });
});
