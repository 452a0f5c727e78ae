/**
 * The report generator's form (courses.md §2 Other dialogs, §3 generator data, §5): 'Od', 'Do',
 * passenger, price per km. One schema per requirement mode; the kilometer report's query on the server
 * reads the same fields with the same limits (server/reports/kilometer-report.query.ts).
 */
import { z } from 'zod';
import { isIsoDate } from '../dates';
import { warsawDay } from '../warsaw-time';
import { compactDecimal } from '../validation/polish-decimal';

/** §5: 'require passenger' makes the passenger required; 'require all' also the price per km. */
export type ReportRequirement = 'none' | 'passenger' | 'all';

export const REPORT_GENERATOR_MESSAGES = {
  required: 'Pole wymagane',
  date: 'Podaj datę w formacie RRRR-MM-DD',
  endBeforeStart: 'Data „Do” nie może być wcześniejsza niż data „Od”',
  priceMin: 'Cena za km nie może być ujemna',
  priceNumber: 'Podaj cenę za km z najwyżej dwoma miejscami po przecinku',
} as const;

/** §3, §9: the price per km the form starts with, in złoty. */
export const DEFAULT_PRICE_PER_KM = 0.6;
export const MAX_PRICE_PER_KM = 1000;

/** Hundredths of a złoty per km for a price with at most two decimals; null otherwise. */
export function pricePerKmHundredths(price: number): number | null {
  if (!Number.isFinite(price) || price < 0 || price > MAX_PRICE_PER_KM) return null;
  const hundredths = Math.round(price * 100);
  // 0.605 is not a price a form step of 0.1 (or a typed grosz) gives: refused rather than rounded.
  return Math.abs(hundredths - price * 100) < 1e-6 ? hundredths : null;
}

const requiredText = z.string({ error: REPORT_GENERATOR_MESSAGES.required }).trim();
const isoDay = requiredText
  .min(1, { error: REPORT_GENERATOR_MESSAGES.required, abort: true })
  .refine(isIsoDate, REPORT_GENERATOR_MESSAGES.date);

/** Empty number inputs arrive as '', NaN or undefined: all "not given". */
const emptyToNull = (value: unknown) =>
  value === '' || value === undefined || (typeof value === 'number' && Number.isNaN(value)) ? null : value;

/**
 * The price as typed, with a Polish comma or a dot ('0,60', '1.25'); '' is "not given". A text that
 * is no number stays NaN, which the number check refuses with its own message.
 */
const typedPrice = (value: unknown) => {
  if (typeof value !== 'string') return emptyToNull(value);
  const text = compactDecimal(value);
  return text === '' ? null : Number(text);
};

const price = z
  .number({ error: REPORT_GENERATOR_MESSAGES.priceNumber })
  .min(0, { error: REPORT_GENERATOR_MESSAGES.priceMin, abort: true })
  .refine((value) => pricePerKmHundredths(value) !== null, REPORT_GENERATOR_MESSAGES.priceNumber);

/**
 * Example: reportGeneratorSchema('all').safeParse({ start: '2026-10-25', end: '2026-11-25',
 *   passenger: null, pricePerKm: 0.6 }) fails with 'Pole wymagane' on passenger.
 */
export function reportGeneratorSchema(requirement: ReportRequirement) {
  const passenger = z.preprocess(
    (value) => (value === '' ? null : value),
    requirement === 'none'
      ? z.string().nullable()
      : z.string({ error: REPORT_GENERATOR_MESSAGES.required }).min(1, REPORT_GENERATOR_MESSAGES.required),
  );
  const pricePerKm = z.preprocess(
    typedPrice,
    requirement === 'all'
      ? price.nullable().refine((value) => value !== null, REPORT_GENERATOR_MESSAGES.required)
      : price.nullable(),
  );
  return z
    .object({ start: isoDay, end: isoDay, passenger, pricePerKm })
    .refine((form) => !isIsoDate(form.start) || !isIsoDate(form.end) || form.end >= form.start, {
      path: ['end'],
      message: REPORT_GENERATOR_MESSAGES.endBeforeStart,
    });
}

export type ReportGeneratorForm = z.output<ReturnType<typeof reportGeneratorSchema>>;

/**
 * §3: 'Od' one month ago, 'Do' today (Polish calendar days), the price 0.6 zł.
 * Example: reportGeneratorDefaults(new Date('2026-03-31T10:00:00Z')) -> { start: '2026-02-28', end: '2026-03-31', ... }
 */
export function reportGeneratorDefaults(now: Date): {
  start: string;
  end: string;
  passenger: null;
  pricePerKm: number;
} {
  const end = warsawDay(now);
  const [year = 0, month = 1, day = 1] = end.split('-').map(Number);
  // The same day a month earlier, or that month's last day when it is shorter (31 March -> 28 February).
  const lastDay = new Date(Date.UTC(year, month - 1, 0)).getUTCDate();
  const start = new Date(Date.UTC(year, month - 2, Math.min(day, lastDay))).toISOString().slice(0, 10);
  return { start, end, passenger: null, pricePerKm: DEFAULT_PRICE_PER_KM };
}
