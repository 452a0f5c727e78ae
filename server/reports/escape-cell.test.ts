import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { escapeCell } from './escape-cell';

const DANGEROUS = ['=', '+', '-', '@', '\t', '\r'];

describe('escapeCell', () => {
  it('prefixes an apostrophe to every value a spreadsheet could read as a formula', () => {
    fc.assert(
      fc.property(fc.constantFrom(...DANGEROUS), fc.string(), (first, rest) => {
        expect(escapeCell(first + rest)).toBe(`'${first}${rest}`);
      }),
    );
  });

  it('leaves every other value unchanged', () => {
    fc.assert(
      fc.property(fc.string(), (value) => {
        fc.pre(!DANGEROUS.some((char) => value.startsWith(char)));
        expect(escapeCell(value)).toBe(value);
      }),
    );
  });

  it('never returns a value starting with a formula character, and loses nothing', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (value) => {
        const escaped = escapeCell(value);
        expect(DANGEROUS.some((char) => escaped.startsWith(char))).toBe(false);
        expect([value, `'${value}`]).toContain(escaped);
      }),
    );
  });

  it('handles the classic payloads', () => {
    expect(escapeCell('=HYPERLINK("http://evil","x")')).toBe('\'=HYPERLINK("http://evil","x")');
    expect(escapeCell('-2+3')).toBe("'-2+3");
    expect(escapeCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(escapeCell('Kraków Główny')).toBe('Kraków Główny');
    expect(escapeCell('')).toBe('');
  });
});
