/**
 * Recurring courses (issue 35 part 2, docs/spec-decisions.md rows 813-): 'Powtarzaj' on the course form
 * repeats the course on the chosen weekdays from its first ride's day up to a day ('do dnia') or for a
 * number of weeks ('przez tygodni'). The SPA previews the dates and the server creates them with this
 * same rule, so the preview's count is the count the server makes (minus the days it skips).
 */
import { z } from 'zod';
import { isIsoDate, isoDateUtcMs, shiftIsoDate } from '../dates';
import { COURSE_FORMS, polishPlural } from '../plural';
import { VALIDATION_MESSAGES } from '../validation/messages';

/** Monday first, as a Polish calendar reads (getUTCDay's Sunday is 0, hence `WEEKDAY_OF_UTC_DAY`). */
export const SERIES_WEEKDAYS = ['Pn', 'Wt', 'Śr', 'Cz', 'Pt', 'Sb', 'Nd'] as const;
export type SeriesWeekday = (typeof SERIES_WEEKDAYS)[number];
const WEEKDAY_OF_UTC_DAY: readonly SeriesWeekday[] = ['Nd', 'Pn', 'Wt', 'Śr', 'Cz', 'Pt', 'Sb'];

/** At most this many courses a series (issue 35: 'e.g. at most 366 courses a series'). */
export const MAX_SERIES_COURSES = 366;
/** 'przez tygodni' accepts 1 to this many weeks (a little over two years). */
export const MAX_SERIES_WEEKS = 110;

export const SERIES_FORMS = COURSE_FORMS;

export const SERIES_MESSAGES = {
  weekdaysRequired: 'Wybierz co najmniej jeden dzień tygodnia',
  endRequired: 'Podaj datę końcową albo liczbę tygodni',
  untilBeforeStart: 'Data końcowa serii nie może być wcześniejsza niż dzień pierwszego przejazdu',
  weeksRange: `Liczba tygodni musi być liczbą od 1 do ${MAX_SERIES_WEEKS}`,
  noStart: 'Podaj datę pierwszego przejazdu: od niej liczy się seria',
  empty: 'W wybranym okresie nie ma żadnego z wybranych dni tygodnia',
  tooMany: `Seria może mieć najwyżej ${MAX_SERIES_COURSES} kursów`,
  allSkipped: 'Wszystkie dni serii wypadają w dni nieobecności kierowcy: nie utworzono żadnego kursu',
} as const;

/** 'Zostanie utworzonych N kursów' (the form's live preview). */
export const seriesPreviewText = (count: number) =>
  `${polishPlural(count, { one: 'Zostanie utworzony', few: 'Zostaną utworzone', many: 'Zostanie utworzonych' })} ${count} ${polishPlural(count, SERIES_FORMS)}`;

/**
 * The 'repeat' part of a course create: weekdays and exactly one end, a day or a number of weeks.
 * Example: seriesRuleSchema.safeParse({ weekdays: ['Pn'], until: null, weeks: 4 }).success === true
 */
export const seriesRuleSchema = z
  .object({
    weekdays: z
      .array(z.enum(SERIES_WEEKDAYS, { error: SERIES_MESSAGES.weekdaysRequired }))
      .max(SERIES_WEEKDAYS.length)
      .min(1, SERIES_MESSAGES.weekdaysRequired),
    until: z
      .string()
      .max(10, VALIDATION_MESSAGES.dateFormat)
      .refine(isIsoDate, VALIDATION_MESSAGES.dateFormat)
      .nullable()
      .default(null),
    weeks: z
      .number({ error: SERIES_MESSAGES.weeksRange })
      .int(SERIES_MESSAGES.weeksRange)
      .min(1, SERIES_MESSAGES.weeksRange)
      .max(MAX_SERIES_WEEKS, SERIES_MESSAGES.weeksRange)
      .nullable()
      .default(null),
  })
  .superRefine((rule, ctx) => {
    if ((rule.until === null) === (rule.weeks === null))
      ctx.addIssue({ code: 'custom', path: ['until'], message: SERIES_MESSAGES.endRequired });
  });

export type SeriesRuleInput = z.input<typeof seriesRuleSchema>;
export type SeriesRule = z.output<typeof seriesRuleSchema>;

/** The weekday of a 'YYYY-MM-DD' day (calendar arithmetic, no time zone). */
export function weekdayOf(day: string): SeriesWeekday {
  return WEEKDAY_OF_UTC_DAY[new Date(isoDateUtcMs(day)).getUTCDay()] ?? 'Pn';
}

/** The last day of the series: `until`, or the day before `weeks` whole weeks from `start` are up. */
export function seriesEnd(rule: Pick<SeriesRule, 'until' | 'weeks'>, start: string): string {
  return rule.until ?? shiftIsoDate(start, 7 * (rule.weeks ?? 1) - 1);
}

export type SeriesDates =
  | { ok: true; dates: string[] }
  | { ok: false; message: (typeof SERIES_MESSAGES)[keyof typeof SERIES_MESSAGES] };

/**
 * The days of the series, sorted and unique: every day from `start` to the end, both included, whose
 * weekday is chosen. More than MAX_SERIES_COURSES is refused (counting stops one past the limit, so a
 * far 'do dnia' costs nothing).
 * Example: seriesDates({ weekdays: ['Pn', 'Śr'], until: null, weeks: 1 }, '2026-12-07')
 *   -> { ok: true, dates: ['2026-12-07', '2026-12-09'] }
 */
export function seriesDates(rule: SeriesRule, start: string | null): SeriesDates {
  if (start === null || !isIsoDate(start)) return { ok: false, message: SERIES_MESSAGES.noStart };
  const end = seriesEnd(rule, start);
  if (end < start) return { ok: false, message: SERIES_MESSAGES.untilBeforeStart };
  const chosen = new Set(rule.weekdays);
  const dates: string[] = [];
  for (let day = start; day <= end; day = shiftIsoDate(day, 1)) {
    if (!chosen.has(weekdayOf(day))) continue;
    dates.push(day);
    if (dates.length > MAX_SERIES_COURSES) return { ok: false, message: SERIES_MESSAGES.tooMany };
  }
  if (dates.length === 0) return { ok: false, message: SERIES_MESSAGES.empty };
  return { ok: true, dates };
}

/** Whole days from `from` to `to` ('YYYY-MM-DD'); negative when `to` is earlier. */
export function daysBetween(from: string, to: string): number {
  return Math.round((isoDateUtcMs(to) - isoDateUtcMs(from)) / 86_400_000);
}
