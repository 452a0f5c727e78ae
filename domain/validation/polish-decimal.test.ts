import { describe, expect, it } from 'vitest';
import { compactDecimal, typedNumber } from './polish-decimal';

describe('Polish decimals', () => {
  it('reads a comma or a dot, and spaces between thousands', () => {
    expect(compactDecimal('1 200,5')).toBe('1200.5');
    expect(typedNumber('0,5')).toBe(0.5);
    expect(typedNumber('12.25')).toBe(12.25);
    expect(typedNumber('1 200,50')).toBe(1200.5);
  });

  it("keeps '' for the schema, a non-text as it is, and no number as NaN", () => {
    expect(typedNumber('')).toBe('');
    expect(typedNumber('  ')).toBe('');
    expect(typedNumber(7)).toBe(7);
    expect(typedNumber(undefined)).toBeUndefined();
    expect(typedNumber('dużo')).toBeNaN();
  });
});
