import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { VALIDATION_MESSAGES } from './messages';
import { isPhone, optionalPhoneSchema, phoneSchema } from './phone';
import { messagesOf } from './test-utils';

const PHONE = 'Numer telefonu powinien składać się z 9 cyfr';
const digit = fc.constantFrom(...'0123456789');
const nineDigits = fc.string({ unit: digit, minLength: 9, maxLength: 9 });

describe('phone', () => {
  it('uses the spec message', () => {
    expect(VALIDATION_MESSAGES.phone).toBe(PHONE);
  });

  it('accepts exactly 9 digits', () => {
    expect(phoneSchema.parse('600100200')).toBe('600100200');
    expect(isPhone('000000000')).toBe(true);
  });

  it.each(['', '60010020', '6001002000', '600 100 200', '+48600100200', '60010020a', '600-100-20'])(
    'refuses %j with the 9-digit message',
    (value) => {
      expect(messagesOf(phoneSchema, value)).toEqual([PHONE]);
    },
  );

  it('refuses a number value', () => {
    expect(messagesOf(phoneSchema, 600100200)).toEqual([PHONE]);
  });

  it('optional variant accepts the empty string and refuses a wrong number', () => {
    expect(optionalPhoneSchema.parse('')).toBe('');
    expect(optionalPhoneSchema.parse('501502503')).toBe('501502503');
    expect(messagesOf(optionalPhoneSchema, '5015')).toEqual([PHONE]);
    expect(messagesOf(optionalPhoneSchema, ' ')).toEqual([PHONE]);
  });

  it('accepts any 9-digit string', () => {
    fc.assert(
      fc.property(nineDigits, (value) => {
        expect(phoneSchema.safeParse(value).success).toBe(true);
        expect(optionalPhoneSchema.safeParse(value).success).toBe(true);
      }),
    );
  });

  it('refuses any string with a non-digit', () => {
    const withNonDigit = fc
      .tuple(fc.string({ unit: digit, maxLength: 8 }), fc.string({ minLength: 1, maxLength: 1 }), fc.string())
      .filter(([, char]) => !/[0-9]/.test(char))
      .map(([head, char, tail]) => head + char + tail);
    fc.assert(
      fc.property(withNonDigit, (value) => {
        expect(isPhone(value)).toBe(false);
        expect(messagesOf(phoneSchema, value)).toEqual([PHONE]);
        expect(messagesOf(optionalPhoneSchema, value)).toEqual([PHONE]);
      }),
    );
  });

  it('refuses any digit string of another length', () => {
    const otherLength = fc.string({ unit: digit, maxLength: 20 }).filter((value) => value.length !== 9);
    fc.assert(
      fc.property(otherLength, (value) => {
        expect(messagesOf(phoneSchema, value)).toEqual([PHONE]);
      }),
    );
  });
});
