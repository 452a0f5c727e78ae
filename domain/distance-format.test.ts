import { describe, expect, it } from 'vitest';
import { formatDuration, formatKm, formatKmOrDash } from './distance-format';

describe('formatKm', () => {
  it('groups thousands from 10 000 with a no-break space and writes a decimal comma', () => {
    expect(formatKm(241905)).toBe('241\u00a0905 km');
    expect(formatKm(2451)).toBe('2451 km');
    expect(formatKm(40.6)).toBe('40,6 km');
    expect(formatKm(12.46)).toBe('12,5 km');
    expect(formatKm(0)).toBe('0 km');
  });

  it('writes a dash, or the given one, for no distance', () => {
    expect(formatKmOrDash(null)).toBe('-');
    expect(formatKmOrDash(null, '—')).toBe('—');
    expect(formatKmOrDash(12345)).toBe('12\u00a0345 km');
  });
});

describe('formatDuration', () => {
  it('writes minutes, hours and minutes, or whole hours', () => {
    expect(formatDuration(1500)).toBe('25 min');
    expect(formatDuration(5400)).toBe('1 h 30 min');
    expect(formatDuration(7200)).toBe('2 h');
    expect(formatDuration(19680)).toBe('5 h 28 min');
  });
});
