import { describe, expect, it } from 'vitest';
import { smsNumber } from './phone-number';

describe('smsNumber', () => {
  it('writes the spec’s 9 Polish digits in E.164, mobile and landline', () => {
    expect(smsNumber('600100200')).toBe('+48600100200');
    expect(smsNumber('226312200')).toBe('+48226312200');
    expect(smsNumber('600 100 200')).toBe('+48600100200');
  });

  it('answers null for what no provider would deliver', () => {
    expect(smsNumber('000000000')).toBeNull();
    expect(smsNumber('12345')).toBeNull();
    expect(smsNumber('')).toBeNull();
  });
});
