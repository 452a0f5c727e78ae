import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { messagesOf } from './test-utils';
import {
  engineCapacitySchema,
  initialMileageSchema,
  isRegistrationNumber,
  isVin,
  registrationNumberSchema,
  vinSchema,
} from './vehicle';

const VIN = 'Niepoprawny numer VIN pojazdu';
const REGISTRATION = 'Niepoprawny numer rejestracyjny pojazdu';
const MILEAGE = 'Początkowy stan licznika musi być liczbą większą niż 0';
const ENGINE = 'Minimalna pojemnosc silnika 900 cm3';

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const DIGITS = '0123456789';
const letter = fc.constantFrom(...LETTERS);
const digit = fc.constantFrom(...DIGITS);
const alnum = fc.constantFrom(...LETTERS, ...LETTERS.toLowerCase(), ...DIGITS);

describe('VIN', () => {
  it.each(['WVWZZZ1JZXW000001', 'JH4KA7660MC000000', 'wvwzzz1jzxw000001'])('accepts %s', (value) => {
    expect(vinSchema.parse(value)).toBe(value);
  });

  it.each([
    ['only digits', '12345678901234567'],
    ['only letters', 'ABCDEFGHJKLMNPRST'],
    ['16 characters', 'WVWZZZ1JZXW00000'],
    ['18 characters', 'WVWZZZ1JZXW0000011'],
    ['a space', 'WVWZZZ1JZ W000001'],
    ['a dash', 'WVWZZZ1JZ-W000001'],
    ['empty', ''],
  ])('refuses %s', (_label, value) => {
    expect(messagesOf(vinSchema, value)).toEqual([VIN]);
  });

  it('accepts any 17 letters and digits holding at least one of each', () => {
    const vin = fc
      .tuple(letter, digit, fc.string({ unit: alnum, minLength: 15, maxLength: 15 }), fc.nat(16), fc.nat(16))
      .map(([l, d, rest, at, at2]) => {
        const chars = [...rest];
        chars.splice(at % (chars.length + 1), 0, l);
        chars.splice(at2 % (chars.length + 1), 0, d);
        return chars.join('');
      });
    fc.assert(
      fc.property(vin, (value) => {
        expect(value).toHaveLength(17);
        expect(isVin(value)).toBe(true);
      }),
    );
  });

  it('refuses 17 characters without a digit or without a letter', () => {
    const noDigit = fc.string({ unit: letter, minLength: 17, maxLength: 17 });
    const noLetter = fc.string({ unit: digit, minLength: 17, maxLength: 17 });
    fc.assert(
      fc.property(fc.oneof(noDigit, noLetter), (value) => {
        expect(isVin(value)).toBe(false);
      }),
    );
  });
});

describe('registration number', () => {
  it.each(['WA12345', 'KR1AB23', 'W012', 'DW9999X', 'PO12'])('accepts %s', (value) => {
    expect(registrationNumberSchema.parse(value)).toBe(value);
  });

  it.each([
    ['lower case', 'wa12345'],
    ['a space', 'WA 12345'],
    ['a dash', 'WA-12345'],
    ['a phone keyboard', ' wz 1234a '],
  ])('keeps a plate typed with %s as upper case without spaces (issue 31)', (_label, value) => {
    expect(registrationNumberSchema.parse(value)).toBe(value.replace(/[\s-]/g, '').toUpperCase());
  });

  it.each([
    ['a leading digit', '1WA2345'],
    ['too short', 'W1'],
    ['too long', 'WAW123456'],
    ['a Polish letter', 'ŁA12345'],
    ['empty', ''],
  ])('refuses %s', (_label, value) => {
    expect(messagesOf(registrationNumberSchema, value)).toEqual([REGISTRATION]);
  });

  it('accepts 1-3 letters followed by 2-5 upper-case letters or digits', () => {
    const upperAlnum = fc.constantFrom(...LETTERS, ...DIGITS);
    const plate = fc
      .tuple(
        fc.string({ unit: letter, minLength: 1, maxLength: 3 }),
        fc.string({ unit: upperAlnum, minLength: 2, maxLength: 5 }),
      )
      .map(([district, rest]) => district + rest);
    fc.assert(
      fc.property(plate, (value) => {
        expect(isRegistrationNumber(value)).toBe(true);
      }),
    );
  });

  it('refuses anything with a space', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (head, tail) => {
        expect(isRegistrationNumber(`${head} ${tail}`)).toBe(false);
      }),
    );
  });
});

describe('initial mileage', () => {
  it.each(['', '1', '120000', '999999999'])('accepts %j', (value) => {
    expect(initialMileageSchema.parse(value)).toBe(value);
  });

  it.each(['0', '0120', '-5', '12.5', '12 000', 'abc', '1000000000'])('refuses %j', (value) => {
    expect(messagesOf(initialMileageSchema, value)).toEqual([MILEAGE]);
  });

  it('accepts any positive integer', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 999_999_999 }), (value) => {
        expect(initialMileageSchema.safeParse(String(value)).success).toBe(true);
      }),
    );
  });

  it('refuses any digits starting with 0', () => {
    fc.assert(
      fc.property(fc.string({ unit: digit, maxLength: 8 }), (rest) => {
        expect(messagesOf(initialMileageSchema, `0${rest}`)).toEqual([MILEAGE]);
      }),
    );
  });
});

describe('engine capacity', () => {
  it.each([
    [900, 900],
    ['1598', 1598],
    [9999, 9999],
  ])('accepts %j', (value, parsed) => {
    expect(engineCapacitySchema.parse(value)).toBe(parsed);
  });

  it.each([899, 10000, 1598.5, '899', '', 'abc', '1,6', null])('refuses %j', (value) => {
    expect(messagesOf(engineCapacitySchema, value)).toEqual([ENGINE]);
  });

  it('accepts exactly the integers 900..9999', () => {
    fc.assert(
      fc.property(fc.integer({ min: -100_000, max: 100_000 }), (value) => {
        expect(engineCapacitySchema.safeParse(value).success).toBe(value >= 900 && value <= 9999);
      }),
    );
  });
});
