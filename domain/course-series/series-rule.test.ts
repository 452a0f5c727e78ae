import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { shiftIsoDate } from '../dates';
import {
  MAX_SERIES_COURSES,
  SERIES_MESSAGES,
  SERIES_WEEKDAYS,
  seriesDates,
  seriesPreviewText,
  seriesRuleSchema,
  weekdayOf,
} from './series-rule';

const rule = (weekdays: string[], end: { until?: string; weeks?: number }) =>
  seriesRuleSchema.parse({ weekdays, until: end.until ?? null, weeks: end.weeks ?? null });

describe('seriesRuleSchema', () => {
  it('needs a weekday and exactly one end', () => {
    const issues = (value: unknown) =>
      seriesRuleSchema.safeParse(value).error?.issues.map((issue) => issue.message) ?? [];
    expect(issues({ weekdays: [], weeks: 2 })).toEqual([SERIES_MESSAGES.weekdaysRequired]);
    expect(issues({ weekdays: ['Pn'] })).toEqual([SERIES_MESSAGES.endRequired]);
    expect(issues({ weekdays: ['Pn'], weeks: 2, until: '2026-12-31' })).toEqual([
      SERIES_MESSAGES.endRequired,
    ]);
    expect(issues({ weekdays: ['Pn'], weeks: 0 })).toEqual([SERIES_MESSAGES.weeksRange]);
    expect(issues({ weekdays: ['Pn'], until: '2026-02-30' })).toContain('Niepoprawna data (RRRR-MM-DD)');
    expect(issues({ weekdays: ['Pn', 'Nd'], weeks: 4 })).toEqual([]);
  });
});

describe('seriesDates', () => {
  it('lists the chosen weekdays from the start, ends included', () => {
    // 2026-12-07 is a Monday.
    expect(weekdayOf('2026-12-07')).toBe('Pn');
    expect(seriesDates(rule(['Pn', 'Śr', 'Pt'], { weeks: 2 }), '2026-12-07')).toEqual({
      ok: true,
      dates: ['2026-12-07', '2026-12-09', '2026-12-11', '2026-12-14', '2026-12-16', '2026-12-18'],
    });
    expect(seriesDates(rule(['Pn'], { until: '2026-12-14' }), '2026-12-08')).toEqual({
      ok: true,
      dates: ['2026-12-14'],
    });
  });

  it('refuses what makes no series', () => {
    expect(seriesDates(rule(['Pn'], { weeks: 1 }), null)).toEqual({
      ok: false,
      message: SERIES_MESSAGES.noStart,
    });
    expect(seriesDates(rule(['Pn'], { until: '2026-12-01' }), '2026-12-07')).toEqual({
      ok: false,
      message: SERIES_MESSAGES.untilBeforeStart,
    });
    expect(seriesDates(rule(['Nd'], { until: '2026-12-08' }), '2026-12-07')).toEqual({
      ok: false,
      message: SERIES_MESSAGES.empty,
    });
  });

  it('allows 366 courses and refuses 367', () => {
    const everyDay = [...SERIES_WEEKDAYS];
    const start = '2027-01-01';
    const at366 = seriesDates(rule(everyDay, { until: shiftIsoDate(start, 365) }), start);
    expect(at366.ok && at366.dates.length).toBe(MAX_SERIES_COURSES);
    expect(seriesDates(rule(everyDay, { until: shiftIsoDate(start, 366) }), start)).toEqual({
      ok: false,
      message: 'Seria może mieć najwyżej 366 kursów',
    });
  });

  it('property: unique, sorted, within range, chosen weekdays only, none missed', () => {
    fc.assert(
      fc.property(
        fc.subarray([...SERIES_WEEKDAYS], { minLength: 1 }),
        fc.integer({ min: 0, max: 2000 }),
        fc.oneof(
          fc.record({ weeks: fc.integer({ min: 1, max: 60 }) }),
          fc.record({ span: fc.integer({ min: 0, max: 400 }) }),
        ),
        (weekdays, startOffset, end) => {
          const start = shiftIsoDate('2026-01-01', startOffset);
          const last =
            'weeks' in end ? shiftIsoDate(start, end.weeks * 7 - 1) : shiftIsoDate(start, end.span);
          const result = seriesDates(
            rule(weekdays, 'weeks' in end ? { weeks: end.weeks } : { until: last }),
            start,
          );
          const expected: string[] = [];
          for (let day = start; day <= last; day = shiftIsoDate(day, 1))
            if (weekdays.includes(weekdayOf(day))) expected.push(day);
          if (expected.length > MAX_SERIES_COURSES)
            expect(result).toEqual({ ok: false, message: SERIES_MESSAGES.tooMany });
          else if (expected.length === 0)
            expect(result).toEqual({ ok: false, message: SERIES_MESSAGES.empty });
          else {
            if (!result.ok) throw new Error(result.message);
            expect(new Set(result.dates).size).toBe(result.dates.length);
            expect([...result.dates].sort()).toEqual(result.dates);
            for (const day of result.dates) {
              expect(day >= start && day <= last).toBe(true);
              expect(weekdays).toContain(weekdayOf(day));
            }
            expect(result.dates).toEqual(expected);
          }
        },
      ),
      { numRuns: 50 },
    );
  });
});

describe('seriesPreviewText', () => {
  it('agrees in number', () => {
    expect(seriesPreviewText(1)).toBe('Zostanie utworzony 1 kurs');
    expect(seriesPreviewText(3)).toBe('Zostaną utworzone 3 kursy');
    expect(seriesPreviewText(12)).toBe('Zostanie utworzonych 12 kursów');
  });
});
