import { describe, expect, it } from 'vitest';
import {
  rideDayOffsets,
  seriesStart,
  shiftCourseForm,
  skippedDaysText,
  splitSeriesDays,
} from './series-plan';

const form = {
  company: '/api/companies/1',
  rides: [
    {
      driverHasToAcceptAt: '2026-12-07T06:00:00+01:00',
      waypoints: [
        { date: '2026-12-07', time: '23:30' },
        { date: '2026-12-08', time: '00:30' },
      ],
    },
    {
      driverHasToAcceptAt: null,
      waypoints: [
        { date: '2026-12-08', time: '06:00' },
        { date: null, time: null },
      ],
    },
  ],
};

describe('shiftCourseForm', () => {
  it('moves every stop date, keeps times, clears a hand-set deadline', () => {
    const moved = shiftCourseForm(form, 2);
    expect(moved.company).toBe(form.company);
    expect(moved.rides[0]?.waypoints.map((stop) => stop.date)).toEqual(['2026-12-09', '2026-12-10']);
    expect(moved.rides[0]?.waypoints[0]?.time).toBe('23:30');
    expect(moved.rides[0]?.driverHasToAcceptAt).toBeNull();
    expect(moved.rides[1]?.waypoints[1]?.date).toBeNull();
    expect(shiftCourseForm(form, 0)).toBe(form);
  });
});

describe('splitSeriesDays', () => {
  it('skips a day when any ride of the course falls in an absence', () => {
    const start = seriesStart(form);
    expect(start).toBe('2026-12-07');
    const offsets = rideDayOffsets(form, '2026-12-07');
    expect(offsets).toEqual([0, 1]);
    // The second ride of the Wednesday course runs on Thursday the 10th: the driver is away that day.
    const split = splitSeriesDays(['2026-12-07', '2026-12-09', '2026-12-11'], '2026-12-07', offsets, [
      { dateFrom: '2026-12-10', dateTo: '2026-12-10' },
    ]);
    expect(split).toEqual({
      create: [
        { date: '2026-12-07', offset: 0 },
        { date: '2026-12-11', offset: 4 },
      ],
      skipped: [{ date: '2026-12-09', reason: 'driverAbsent' }],
    });
  });
});

describe('skippedDaysText', () => {
  it('lists the days as DD.MM.YYYY with the reason', () => {
    expect(
      skippedDaysText([
        { date: '2026-12-09', reason: 'driverAbsent' },
        { date: '2027-01-04', reason: 'driverAbsent' },
      ]),
    ).toBe('Pominięte dni: 09.12.2026 (kierowca na urlopie), 04.01.2027 (kierowca na urlopie)');
  });
});
