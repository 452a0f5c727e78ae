import { z } from 'zod';
import { isIsoDate } from '../dates';
import { parseMoney } from '../money';
import { REQUIRED, VALIDATION_MESSAGES } from './messages';

/** Rates are integer hundredths of a złoty, zero or more (§3, §5). */
export const RATE_MIN = 0;
const DIGITS_ONLY = /^[0-9]+$/;

/**
 * Integer as typed: digits only, converted to a number.
 * Example: integerSchema.parse('42') === 42; integerSchema.parse('4.2') fails
 */
export const integerSchema = z
  .string({ error: VALIDATION_MESSAGES.integer })
  .trim()
  .regex(DIGITS_ONLY, VALIDATION_MESSAGES.integer)
  .transform(Number)
  .pipe(z.number().max(Number.MAX_SAFE_INTEGER, VALIDATION_MESSAGES.integer));

/**
 * A rate already in hundredths (the API body): an integer, zero or more.
 * Example: rateSchema.parse(250) === 250; rateSchema.parse(-1) -> 'Minimalna kwota stawki to 0 zł'
 */
export const rateSchema = z
  .number({ error: VALIDATION_MESSAGES.rate })
  .int(VALIDATION_MESSAGES.rate)
  .min(RATE_MIN, VALIDATION_MESSAGES.rate);

/**
 * A required rate in hundredths (the New stakes body): missing is 'Pole jest wymagane', anything else
 * not a whole number of grosze from 0 up is 'Minimalna kwota stawki to 0 zł'.
 * Example: requiredRateSchema.parse(0) === 0
 */
export const requiredRateSchema = z
  .number({
    error: (issue) =>
      issue.input === undefined || issue.input === null ? REQUIRED : VALIDATION_MESSAGES.rate,
  })
  .int(VALIDATION_MESSAGES.rate)
  .min(RATE_MIN, VALIDATION_MESSAGES.rate);

function toRate(value: string, ctx: z.RefinementCtx<string>): number {
  const hundredths = parseMoney(value);
  // A text is not a number of złoty: said so, not that the minimum is 0 zł (issue 31).
  if (hundredths === null && !/^-/.test(value)) {
    ctx.addIssue({ code: 'custom', message: VALIDATION_MESSAGES.money });
    return z.NEVER;
  }
  if (hundredths === null || hundredths < RATE_MIN) {
    ctx.addIssue({ code: 'custom', message: VALIDATION_MESSAGES.rate });
    return z.NEVER;
  }
  return hundredths;
}

/**
 * A required rate typed in złoty ('2,50', '2.5', '3') turned into hundredths.
 * Example: rateInputSchema.parse('2,50') === 250; rateInputSchema.parse('-1') fails
 */
export const rateInputSchema = z
  .string({ error: REQUIRED })
  .trim()
  .min(1, { error: REQUIRED, abort: true })
  .transform(toRate);

/**
 * An optional rate typed in złoty: '' becomes null, anything else must be a rate.
 * Example: optionalRateInputSchema.parse('') === null; optionalRateInputSchema.parse('0') === 0
 */
export const optionalRateInputSchema = z
  .string({ error: VALIDATION_MESSAGES.rate })
  .trim()
  .transform((value, ctx) => (value === '' ? null : toRate(value, ctx)));

/** The two rates of a stake (empty, null or undefined when not given). */
export interface StakesPairFields {
  kilometerRate?: string | number | null | undefined;
  waitHourRate?: string | number | null | undefined;
}

const given = (value: string | number | null | undefined) =>
  value !== null && value !== undefined && String(value).trim() !== '';

/**
 * `superRefine` callback for the add contractor/principal forms: both rates or neither;
 * the missing one gets 'Pole jest wymagane'.
 * Example: z.object({ kilometerRate: z.string(), waitHourRate: z.string() }).superRefine(requireStakesPair)
 */
export function requireStakesPair<T extends StakesPairFields>(value: T, ctx: z.RefinementCtx<T>): void {
  const kilometer = given(value.kilometerRate);
  const waitHour = given(value.waitHourRate);
  if (kilometer && !waitHour) ctx.addIssue({ code: 'custom', message: REQUIRED, path: ['waitHourRate'] });
  if (waitHour && !kilometer) ctx.addIssue({ code: 'custom', message: REQUIRED, path: ['kilometerRate'] });
}

/**
 * True when the stake should be sent with the contractor: both rates given.
 * Example: hasStakesPair({ kilometerRate: '2,50', waitHourRate: '' }) === false
 */
export function hasStakesPair(value: StakesPairFields): boolean {
  return given(value.kilometerRate) && given(value.waitHourRate);
}

/**
 * Optional stake of the add contractor/principal forms, typed in złoty; outputs hundredths or null.
 * Example: stakesPairSchema.parse({ kilometerRate: '2,5', waitHourRate: '30' })
 *   -> { kilometerRate: 250, waitHourRate: 3000 }
 */
export const stakesPairSchema = z
  .object({ kilometerRate: optionalRateInputSchema, waitHourRate: optionalRateInputSchema })
  .superRefine(requireStakesPair);
export type StakesPairInput = z.input<typeof stakesPairSchema>;

/**
 * The New stakes modal: both rates and validFrom (YYYY-MM-DD) are required.
 * Example: newStakesSchema.parse({ kilometerRate: '2,50', waitHourRate: '30', validFrom: '2024-05-01' })
 */
/** A stake's first day, YYYY-MM-DD, required. */
export const validFromSchema = z
  .string({ error: REQUIRED })
  .min(1, { error: REQUIRED, abort: true })
  .refine(isIsoDate, VALIDATION_MESSAGES.dateFormat);

export const newStakesSchema = z.object({
  kilometerRate: rateInputSchema,
  waitHourRate: rateInputSchema,
  validFrom: validFromSchema,
});
export type NewStakesInput = z.input<typeof newStakesSchema>;
export type NewStakes = z.output<typeof newStakesSchema>;
