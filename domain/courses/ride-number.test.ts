import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { companyShortCode, formatRideNumber, nextRideNumber, parseRideNumber } from './ride-number';
import type { RideNumberParts } from './ride-number';

const parts: fc.Arbitrary<RideNumberParts> = fc.record({
  code: fc.string({ unit: fc.constantFrom(...'ABCKMPZ019'), minLength: 1, maxLength: 6 }),
  sequence: fc.integer({ min: 1, max: 999_999_999 }),
  month: fc.integer({ min: 1, max: 12 }),
  year: fc.integer({ min: 1000, max: 9999 }),
});

describe('companyShortCode', () => {
  it.each([
    ['Koleje Mazowieckie sp. z o.o.', 'KM'],
    ['PKP Intercity S.A.', 'PI'],
    ['Polregio', 'POL'],
    ['Łódzka Kolej Aglomeracyjna', 'LKA'],
    ['Szybka Kolej Miejska w Trójmieście', 'SKMWT'],
    ['  ', 'KURS'],
  ])('%s -> %s', (name, code) => {
    expect(companyShortCode(name)).toBe(code);
  });

  it('always yields a code the number format accepts', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), (name) => {
        expect(companyShortCode(name)).toMatch(/^[A-Z0-9]{1,6}$/);
      }),
    );
  });
});

describe('formatRideNumber and parseRideNumber', () => {
  it('writes the sequence with at least 4 digits and a 2-digit month', () => {
    expect(formatRideNumber({ code: 'KM', sequence: 42, month: 3, year: 2024 })).toBe('KM/0042/03/2024');
    expect(formatRideNumber({ code: 'KM', sequence: 12345, month: 11, year: 2024 })).toBe('KM/12345/11/2024');
  });

  it('refuses parts out of the format', () => {
    expect(() => formatRideNumber({ code: 'km', sequence: 1, month: 1, year: 2024 })).toThrow(RangeError);
    expect(() => formatRideNumber({ code: 'KM', sequence: 0, month: 1, year: 2024 })).toThrow(RangeError);
    expect(() => formatRideNumber({ code: 'KM', sequence: 1, month: 13, year: 2024 })).toThrow(RangeError);
  });

  it('reads back what it writes', () => {
    fc.assert(
      fc.property(parts, (value) => {
        expect(parseRideNumber(formatRideNumber(value))).toEqual(value);
      }),
    );
  });

  it.each(['', 'KM/42/03/2024', 'KM/0042/13/2024', 'KM/0000/03/2024', 'km/0042/03/2024', 'Przejazd 7'])(
    'does not read %j',
    (text) => {
      expect(parseRideNumber(text)).toBeNull();
    },
  );
});

describe('nextRideNumber', () => {
  it('continues the month of the first stop and ignores other months, companies and free text', () => {
    const existing = ['KM/0041/03/2024', 'KM/0099/02/2024', 'PI/0500/03/2024', 'ręczny 7'];
    expect(nextRideNumber('KM', '2024-03-07', existing)).toBe('KM/0042/03/2024');
    expect(nextRideNumber('KM', '2024-04-01', existing)).toBe('KM/0001/04/2024');
  });

  it('is above every number of the same company and month', () => {
    fc.assert(
      fc.property(fc.array(parts, { maxLength: 20 }), parts, (others, period) => {
        const existing = others.map(formatRideNumber);
        const date = `${period.year}-${String(period.month).padStart(2, '0')}-15`;
        const next = parseRideNumber(nextRideNumber(period.code, date, existing));
        expect(next).not.toBeNull();
        for (const other of others) {
          if (other.code === period.code && other.month === period.month && other.year === period.year)
            expect(next?.sequence).toBeGreaterThan(other.sequence);
        }
      }),
    );
  });
});
