import fc from 'fast-check';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { REQUIRED } from './messages';
import {
  hasStakesPair,
  integerSchema,
  newStakesSchema,
  optionalRateInputSchema,
  rateInputSchema,
  rateSchema,
  requireStakesPair,
  stakesPairSchema,
} from './rates';
import { messagesOf } from './test-utils';

const RATE = 'Minimalna kwota stawki to 0 zł';
const INTEGER = 'Wartość musi być liczbą całkowitą';

describe('integer', () => {
  it('accepts digits only', () => {
    expect(integerSchema.parse('42')).toBe(42);
    expect(integerSchema.parse('007')).toBe(7);
  });

  it.each(['', '4.2', '-1', '1e3', 'abc', '12 000', '99999999999999999999'])('refuses %j', (value) => {
    expect(messagesOf(integerSchema, value)).toEqual([INTEGER]);
  });

  it('accepts any non-negative safe integer written in digits', () => {
    fc.assert(
      fc.property(fc.maxSafeNat(), (value) => {
        expect(integerSchema.parse(String(value))).toBe(value);
      }),
    );
  });
});

describe('rate in hundredths', () => {
  it('accepts zero or more', () => {
    expect(rateSchema.parse(0)).toBe(0);
    expect(rateSchema.parse(250)).toBe(250);
  });

  it.each([-1, 2.5, Number.NaN, '250', null])('refuses %j with the minimum-rate message', (value) => {
    expect(messagesOf(rateSchema, value)).toEqual([RATE]);
  });

  it('accepts every non-negative integer and refuses every negative one', () => {
    fc.assert(
      fc.property(fc.integer(), (value) => {
        expect(rateSchema.safeParse(value).success).toBe(value >= 0);
      }),
    );
  });
});

describe('rate typed in złoty', () => {
  it.each([
    ['2,50', 250],
    ['2.5', 250],
    ['0', 0],
    [' 30 ', 3000],
    ['1 234,56', 123456],
  ])('reads %j as %d hundredths', (value, hundredths) => {
    expect(rateInputSchema.parse(value)).toBe(hundredths);
  });

  it('is required', () => {
    expect(messagesOf(rateInputSchema, '')).toEqual([REQUIRED]);
    expect(messagesOf(rateInputSchema, '  ')).toEqual([REQUIRED]);
  });

  it.each(['-1', '-0,01'])('refuses %j with the minimum-rate message', (value) => {
    expect(messagesOf(rateInputSchema, value)).toEqual([RATE]);
  });

  it.each(['abc', '2,555', '2,5,0'])('refuses %j as not an amount of złoty (issue 31)', (value) => {
    expect(messagesOf(rateInputSchema, value)).toEqual(['Podaj kwotę w złotych, np. 12,50']);
  });

  it('optional variant turns empty into null', () => {
    expect(optionalRateInputSchema.parse('')).toBeNull();
    expect(optionalRateInputSchema.parse('1,5')).toBe(150);
    expect(messagesOf(optionalRateInputSchema, '-2')).toEqual([RATE]);
  });
});

describe('stakes pair (add contractor or principal)', () => {
  it('accepts both rates or neither', () => {
    expect(stakesPairSchema.parse({ kilometerRate: '2,5', waitHourRate: '30' })).toEqual({
      kilometerRate: 250,
      waitHourRate: 3000,
    });
    expect(stakesPairSchema.parse({ kilometerRate: '', waitHourRate: '' })).toEqual({
      kilometerRate: null,
      waitHourRate: null,
    });
  });

  it('asks for the wait hour rate when only the kilometer rate is given', () => {
    const value = { kilometerRate: '2,5', waitHourRate: '' };
    expect(messagesOf(stakesPairSchema, value, 'waitHourRate')).toEqual([REQUIRED]);
    expect(messagesOf(stakesPairSchema, value, 'kilometerRate')).toEqual([]);
  });

  it('asks for the kilometer rate when only the wait hour rate is given', () => {
    const value = { kilometerRate: '', waitHourRate: '30' };
    expect(messagesOf(stakesPairSchema, value, 'kilometerRate')).toEqual([REQUIRED]);
  });

  it('reports a wrong rate on its own field', () => {
    expect(
      messagesOf(stakesPairSchema, { kilometerRate: '-1', waitHourRate: '30' }, 'kilometerRate'),
    ).toEqual([RATE]);
  });

  it('works as a refinement on any object with the two rates', () => {
    const schema = z
      .object({
        contractor: z.string(),
        kilometerRate: z.number().nullable(),
        waitHourRate: z.number().nullable(),
      })
      .superRefine(requireStakesPair);
    expect(
      schema.safeParse({ contractor: '/api/companies/1', kilometerRate: 0, waitHourRate: null }).success,
    ).toBe(false);
    expect(
      schema.safeParse({ contractor: '/api/companies/1', kilometerRate: 0, waitHourRate: 0 }).success,
    ).toBe(true);
  });

  it('sends the stake only when both rates are given', () => {
    expect(hasStakesPair({ kilometerRate: '2,50', waitHourRate: '30' })).toBe(true);
    expect(hasStakesPair({ kilometerRate: 0, waitHourRate: 0 })).toBe(true);
    expect(hasStakesPair({ kilometerRate: '2,50', waitHourRate: ' ' })).toBe(false);
    expect(hasStakesPair({})).toBe(false);
  });
});

describe('new stakes modal', () => {
  it('accepts both rates and validFrom', () => {
    expect(
      newStakesSchema.parse({ kilometerRate: '2,50', waitHourRate: '30', validFrom: '2024-05-01' }),
    ).toEqual({
      kilometerRate: 250,
      waitHourRate: 3000,
      validFrom: '2024-05-01',
    });
  });

  it('requires everything', () => {
    const empty = { kilometerRate: '', waitHourRate: '', validFrom: '' };
    expect(messagesOf(newStakesSchema, empty)).toEqual([REQUIRED, REQUIRED, REQUIRED]);
  });

  it('refuses a date that is not YYYY-MM-DD', () => {
    expect(
      messagesOf(
        newStakesSchema,
        { kilometerRate: '1', waitHourRate: '1', validFrom: '01.05.2024' },
        'validFrom',
      ),
    ).toEqual(['Niepoprawna data (RRRR-MM-DD)']);
  });
});
