import { describe, expect, it } from 'vitest';
import { formatBankAccount, formatQuantityMilli } from './invoice-format';

describe('formatQuantityMilli', () => {
  it.each([
    [1500, '1,5'],
    [12000, '12'],
    [125, '0,125'],
    [0, '0'],
    [1234567, '1234,567'],
    [12345000, '12\u00a0345'],
  ])('%i -> %s', (milli, text) => {
    expect(formatQuantityMilli(milli)).toBe(text);
  });

  it('refuses a fraction of a thousandth', () => {
    expect(() => formatQuantityMilli(1.5)).toThrow(RangeError);
  });
});

describe('formatBankAccount', () => {
  it('groups an NRB as 2 + 6×4 digits and leaves anything else alone', () => {
    expect(formatBankAccount('61109010140000071219812874')).toBe('61 1090 1014 0000 0712 1981 2874');
    expect(formatBankAccount('DE89370400440532013000')).toBe('DE89370400440532013000');
  });
});
