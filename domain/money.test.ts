import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatAmount, formatMoney, fromHundredths, parseMoney, toHundredths } from './money';

const NBSP = '\u00a0';

describe('money display', () => {
  it.each([
    [0, '0,00 zł'],
    [5, '0,05 zł'],
    [250, '2,50 zł'],
    [123456, '1234,56 zł'],
    [1234567, `12${NBSP}345,67 zł`],
    [-1999, '-19,99 zł'],
  ])('shows %d hundredths as %j', (hundredths, text) => {
    expect(formatMoney(hundredths)).toBe(text);
  });

  it('formats the bare amount for inputs', () => {
    expect(formatAmount(250)).toBe('2,50');
  });

  it('refuses a value that is not whole hundredths', () => {
    expect(() => formatMoney(2.5)).toThrow(RangeError);
    expect(() => formatMoney(Number.NaN)).toThrow(RangeError);
  });
});

describe('money input', () => {
  it.each([
    ['2,50', 250],
    ['2.5', 250],
    ['2', 200],
    ['2,', 200],
    ['0,05', 5],
    [' 1 234,56 zł', 123456],
    [`12${NBSP}345,67 zł`, 1234567],
    ['-19,99', -1999],
    ['-0', 0],
  ])('reads %j as %d', (input, hundredths) => {
    expect(parseMoney(input)).toBe(hundredths);
  });

  it.each(['', 'zł', 'abc', '2,555', ',5', '2,5,0', '2e3', '--1', '1-', '99999999999999999999'])(
    'refuses %j',
    (input) => {
      expect(parseMoney(input)).toBeNull();
    },
  );

  it('reads back whatever it displays', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (hundredths) => {
        expect(parseMoney(formatMoney(hundredths))).toBe(hundredths);
      }),
    );
  });

  it('converts złoty numbers to hundredths and back', () => {
    expect(toHundredths(19.99)).toBe(1999);
    expect(toHundredths(0.1 + 0.2)).toBe(30);
    expect(fromHundredths(1999)).toBe(19.99);
    fc.assert(
      fc.property(fc.integer({ min: -1e9, max: 1e9 }), (hundredths) => {
        expect(toHundredths(fromHundredths(hundredths))).toBe(hundredths);
      }),
    );
  });
});
