import { describe, expect, it } from 'vitest';
import { formatKm } from './distance-format';

describe('formatKm', () => {
  it('groups thousands from 10 000 with a no-break space and writes a decimal comma', () => {
    expect(formatKm(241905)).toBe('241\u00a0905 km');
    expect(formatKm(2451)).toBe('2451 km');
    expect(formatKm(40.6)).toBe('40,6 km');
    expect(formatKm(0)).toBe('0 km');
  });
});
